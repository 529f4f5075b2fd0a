package service

import (
	"context"

	"github.com/tablemate/tablemate/companion"
)

// RotateHostKey replaces the host key: every host link and signed-in
// console with the old key stops working.
func (s *Service) RotateHostKey(ctx context.Context) (string, error) {
	key, err := s.token()
	if err != nil {
		return "", err
	}
	if err := s.store.SetMeta(ctx, "host_key", key); err != nil {
		return "", &companion.Error{Code: companion.Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	s.mu.Lock()
	s.hostKey = key
	s.mu.Unlock()
	return key, nil
}
