package service

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
)

// Service holds every table of this server.
type Service struct {
	store table.Store
	clock func() time.Time
	rand  io.Reader

	mu       sync.RWMutex
	tables   map[string]*table.Table
	byToken  map[string]seatRef
	retired  map[string]bool         // seat tokens a move replaced
	created  map[string]*table.Table // by the key of the request that created it
	archived map[string]*table.Table
	hostKey  string
	rematch  sync.Mutex // one rematch at a time: a double tap makes one table
	createMu sync.Mutex // one keyed creation at a time: a resend finds the first
	bots     *bots      // the practice tables' bots (bots.go)
}

type seatRef struct {
	table *table.Table
	seat  companion.Actor
}

// Options configure a Service. Zero values mean the real clock and crypto/rand.
type Options struct {
	Clock func() time.Time
	Rand  io.Reader // the source of table ids and seat tokens
	// BotPace is the pause between two bot moves at a practice table, so a
	// player can follow them (0: none).
	BotPace time.Duration
	// BotThink, if set, is called just before a bot thinks, outside the
	// table's lock (tests hold a bot there to act meanwhile).
	BotThink func(table.BotThink)
}

// Open loads every table from the store and replays its log.
func Open(ctx context.Context, store table.Store, opts Options) (*Service, error) {
	s := &Service{store: store, clock: opts.Clock, rand: opts.Rand, tables: map[string]*table.Table{}, byToken: map[string]seatRef{}, retired: map[string]bool{},
		created: map[string]*table.Table{}, archived: map[string]*table.Table{}, bots: newBots(opts.BotPace, opts.BotThink)}
	if s.clock == nil {
		s.clock = time.Now
	}
	if s.rand == nil {
		s.rand = rand.Reader
	}
	infos, err := store.Tables(ctx)
	if err != nil {
		return nil, fmt.Errorf("loading tables: %w", err)
	}
	for _, info := range infos {
		s.add(table.Load(ctx, store, info, s.clock))
	}
	if err := s.loadHostKey(ctx); err != nil {
		return nil, err
	}
	if err := s.backfillHistory(ctx); err != nil {
		return nil, fmt.Errorf("recording past games: %w", err)
	}
	for _, t := range s.tables {
		s.bots.watch(t)
	}
	return s, nil
}

func (s *Service) add(t *table.Table) {
	if t.Info.Key != "" {
		key, _ := table.SplitKey(t.Info.Key)
		s.created[key] = t
	}
	if !t.Info.Archived.IsZero() {
		s.archived[t.Info.ID] = t // off the live list; its rows stay and export
		return
	}
	s.tables[t.Info.ID] = t
	for i, tok := range t.Tokens() {
		s.byToken[tok] = seatRef{table: t, seat: companion.Actor(i)}
	}
	for _, tok := range t.Retired() {
		s.retired[tok] = true
	}
}

// loadHostKey reads (or makes, once) the secret that unlocks the host console.
func (s *Service) loadHostKey(ctx context.Context) error {
	key, ok, err := s.store.Meta(ctx, "host_key")
	if err != nil {
		return err
	}
	if !ok {
		if key, err = s.token(); err != nil {
			return err
		}
		if err := s.store.SetMeta(ctx, "host_key", key); err != nil {
			return err
		}
	}
	s.hostKey = key
	return nil
}

// HostKey is the secret in the host console's link.
func (s *Service) HostKey() string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.hostKey
}

// token returns 128 random bits, URL-safe.
func (s *Service) token() (string, error) {
	b := make([]byte, 16)
	if _, err := io.ReadFull(s.rand, b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// newID returns a short public table id.
func (s *Service) newID() (string, error) {
	b := make([]byte, 5)
	if _, err := io.ReadFull(s.rand, b); err != nil {
		return "", err
	}
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b)), nil
}

// CreateTable validates the settings, gives each seat a token and stores the table.
func (s *Service) CreateTable(ctx context.Context, set companion.Settings) (*table.Table, error) {
	return s.CreateTableKeyed(ctx, set, "")
}

// CreateTableKeyed is CreateTable named by the client's key: a resend with
// the same key (a lost reply) returns the table the first request made, and
// the same key with other settings is refused.
func (s *Service) CreateTableKeyed(ctx context.Context, set companion.Settings, key string) (*table.Table, error) {
	if len(key) > companion.MaxKeyLen {
		return nil, companion.Bad("an action key is at most %d characters", companion.MaxKeyLen)
	}
	s.createMu.Lock()
	defer s.createMu.Unlock()
	stamp := ""
	if key != "" {
		body, _ := json.Marshal(set)
		stamp = table.KeyStamp(companion.Command{Type: "create", Data: body, Key: key})
		s.mu.RLock()
		t, ok := s.created[key]
		s.mu.RUnlock()
		if ok {
			if t.Info.Key != stamp {
				return nil, table.KeyReused()
			}
			return t, nil
		}
	}
	g, err := companion.GameFor(set.Game)
	if err != nil {
		return nil, err
	}
	if set, err = g.Prepare(set); err != nil {
		return nil, err
	}
	id, err := s.newID()
	if err != nil {
		return nil, err
	}
	info := table.Info{ID: id, Settings: set, Created: s.clock(), Key: stamp}
	for i := 0; i < set.Players; i++ {
		tok, err := s.token()
		if err != nil {
			return nil, err
		}
		info.Tokens = append(info.Tokens, tok)
	}
	if err := s.store.CreateTable(ctx, info); err != nil {
		return nil, &companion.Error{Code: companion.Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	t, err := table.New(info, g.Rules, s.store, s.clock)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.add(t)
	s.mu.Unlock()
	s.bots.watch(t)
	return t, nil
}

// Table finds a table by id.
func (s *Service) Table(id string) (*table.Table, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.tables[id]
	if !ok {
		return nil, companion.Detailed(companion.NotFound, "no such table", "no such table %q", id)
	}
	return t, nil
}

// Seat finds the table and seat behind a seat token.
func (s *Service) Seat(token string) (*table.Table, companion.Actor, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	ref, ok := s.byToken[token]
	if !ok && s.retired[token] {
		return nil, 0, companion.Errorf(companion.Forbidden, "the host moved this seat to another phone; this link no longer opens it")
	}
	if !ok || token == "" {
		return nil, 0, companion.Detailed(companion.Forbidden, "this link is not valid", "unknown seat token")
	}
	return ref.table, ref.seat, nil
}

// Tables lists every table, newest first.
func (s *Service) Tables() []*table.Table {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]*table.Table, 0, len(s.tables))
	for _, t := range s.tables {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].Info.Created.Equal(out[j].Info.Created) {
			return out[i].Info.Created.After(out[j].Info.Created)
		}
		return out[i].Info.ID < out[j].Info.ID
	})
	return out
}

// AnyTable finds a table by id, an archived one too (for its log).
func (s *Service) AnyTable(id string) (*table.Table, error) {
	s.mu.RLock()
	t, ok := s.archived[id]
	s.mu.RUnlock()
	if ok {
		return t, nil
	}
	return s.Table(id)
}

// Archived lists the tables the host archived, newest first.
func (s *Service) Archived() []*table.Table {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]*table.Table, 0, len(s.archived))
	for _, t := range s.archived {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Info.Archived.After(out[j].Info.Archived) })
	return out
}

// Archive takes a set-aside table off the live list for good: the way out
// for a table that cannot be repaired. Its rows stay in the file and its
// log can still be downloaded; its seat links stop.
func (s *Service) Archive(ctx context.Context, t *table.Table) error {
	if t.Fault() == nil {
		return companion.Refuse("only a table that was set aside can be archived; end it instead")
	}
	at := s.clock()
	if err := s.store.ArchiveTable(ctx, t.Info.ID, at); err != nil {
		return &companion.Error{Code: companion.Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	tokens := t.MarkArchived(at)
	delete(s.tables, t.Info.ID)
	s.archived[t.Info.ID] = t
	for _, tok := range tokens {
		delete(s.byToken, tok)
	}
	s.bots.forget(t)
	return nil
}

// Close stops the practice tables' bots and waits for a step under way to
// end. The tables stay readable; call it before closing the store.
func (s *Service) Close() { s.bots.close() }

// BotsBusy is how many practice tables have bots scheduled or thinking now
// (0 when every practice table waits for its player or is over).
func (s *Service) BotsBusy() int { return s.bots.busy() }

// MoveSeat gives a seat a new link (for a new phone): the old link and the
// device that held the seat open nothing from now on. A resend with the same
// key moves it once. It returns the seat's new token.
func (s *Service) MoveSeat(ctx context.Context, t *table.Table, seat int, key string) (string, error) {
	tok, err := s.token()
	if err != nil {
		return "", err
	}
	old, err := t.MoveSeat(ctx, seat, tok, key)
	if err != nil {
		return "", err
	}
	cur := t.Tokens()
	if old == "" { // a resend: it moved already
		if seat >= 0 && seat < len(cur) {
			return cur[seat], nil
		}
		return "", companion.Bad("no seat %d", seat+1)
	}
	s.mu.Lock()
	delete(s.byToken, old)
	s.retired[old] = true
	s.byToken[tok] = seatRef{table: t, seat: companion.Actor(seat)}
	s.mu.Unlock()
	return tok, nil
}

// Start is CreateTable for a game's scripted session or simulation
// (companion.Tables).
func (s *Service) Start(ctx context.Context, set companion.Settings) (companion.Playing, error) {
	t, err := s.CreateTable(ctx, set)
	if err != nil {
		return nil, err
	}
	return t, nil
}

var (
	_ companion.Tables  = (*Service)(nil)
	_ companion.Playing = (*table.Table)(nil)
)
