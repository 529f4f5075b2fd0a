package companion

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
)

// Service holds every table of this server.
type Service struct {
	store Store
	clock func() time.Time
	rand  io.Reader

	mu       sync.RWMutex
	tables   map[string]*Table
	byToken  map[string]seatRef
	retired  map[string]bool   // seat tokens a move replaced
	created  map[string]*Table // by the key of the request that created it
	archived map[string]*Table
	hostKey  string
	rematch  sync.Mutex // one rematch at a time: a double tap makes one table
	createMu sync.Mutex // one keyed creation at a time: a resend finds the first
	bots     *bots      // the practice tables' bots (bots.go)
}

type seatRef struct {
	table *Table
	seat  Actor
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
	BotThink func(BotThink)
}

// Open loads every table from the store and replays its log.
func Open(ctx context.Context, store Store, opts Options) (*Service, error) {
	s := &Service{store: store, clock: opts.Clock, rand: opts.Rand, tables: map[string]*Table{}, byToken: map[string]seatRef{}, retired: map[string]bool{},
		created: map[string]*Table{}, archived: map[string]*Table{}, bots: newBots(opts.BotPace, opts.BotThink)}
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
		s.add(loadTable(ctx, store, info, s.clock))
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

func (s *Service) add(t *Table) {
	if t.Info.Key != "" {
		key, _ := splitKey(t.Info.Key)
		s.created[key] = t
	}
	if !t.Info.Archived.IsZero() {
		s.archived[t.Info.ID] = t // off the live list; its rows stay and export
		return
	}
	s.tables[t.Info.ID] = t
	for i, tok := range t.seats.tokens {
		s.byToken[tok] = seatRef{table: t, seat: Actor(i)}
	}
	for _, tok := range t.seats.retired {
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
func (s *Service) CreateTable(ctx context.Context, set Settings) (*Table, error) {
	return s.CreateTableKeyed(ctx, set, "")
}

// CreateTableKeyed is CreateTable named by the client's key: a resend with
// the same key (a lost reply) returns the table the first request made, and
// the same key with other settings is refused.
func (s *Service) CreateTableKeyed(ctx context.Context, set Settings, key string) (*Table, error) {
	if len(key) > MaxKeyLen {
		return nil, Bad("an action key is at most %d characters", MaxKeyLen)
	}
	s.createMu.Lock()
	defer s.createMu.Unlock()
	stamp := ""
	if key != "" {
		body, _ := json.Marshal(set)
		stamp = Command{Type: "create", Data: body, Key: key}.keyOf()
		s.mu.RLock()
		t, ok := s.created[key]
		s.mu.RUnlock()
		if ok {
			if t.Info.Key != stamp {
				return nil, KeyReused()
			}
			return t, nil
		}
	}
	g, err := GameFor(set.Game)
	if err != nil {
		return nil, err
	}
	if set.Hints, err = g.hintLevel(g.practiceHints(set)); err != nil {
		return nil, err
	}
	if err := g.checkOptions(set); err != nil {
		return nil, err
	}
	if _, err := g.Rules.New(set); err != nil {
		return nil, err
	}
	if err := g.checkPractice(set); err != nil {
		return nil, err
	}
	id, err := s.newID()
	if err != nil {
		return nil, err
	}
	info := TableInfo{ID: id, Settings: set, Created: s.clock(), Key: stamp}
	for i := 0; i < set.Players; i++ {
		tok, err := s.token()
		if err != nil {
			return nil, err
		}
		info.Tokens = append(info.Tokens, tok)
	}
	if err := s.store.CreateTable(ctx, info); err != nil {
		return nil, &Error{Code: Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	t, err := newTable(info, g.Rules, s.store, s.clock, nil)
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
func (s *Service) Table(id string) (*Table, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.tables[id]
	if !ok {
		return nil, Detailed(NotFound, "no such table", "no such table %q", id)
	}
	return t, nil
}

// Seat finds the table and seat behind a seat token.
func (s *Service) Seat(token string) (*Table, Actor, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	ref, ok := s.byToken[token]
	if !ok && s.retired[token] {
		return nil, 0, Errorf(Forbidden, "the host moved this seat to another phone; this link no longer opens it")
	}
	if !ok || token == "" {
		return nil, 0, Detailed(Forbidden, "this link is not valid", "unknown seat token")
	}
	return ref.table, ref.seat, nil
}

// Tables lists every table, newest first.
func (s *Service) Tables() []*Table {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]*Table, 0, len(s.tables))
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

// loadTable reads and replays one table. A table whose log cannot be read or
// replayed is set aside with the reason; every other table serves as usual.
func loadTable(ctx context.Context, store Store, info TableInfo, clock func() time.Time) *Table {
	if info.Damaged != "" {
		return quarantined(info, store, clock, nil, &Fault{Seq: 0, Reason: "the table cannot be read: " + info.Damaged, NoRollback: NoRollbackDamagedRow})
	}
	events, err := store.Events(ctx, info.ID)
	if err != nil {
		return quarantined(info, store, clock, nil, &Fault{Seq: 1, Reason: "the log cannot be read: " + err.Error(), NoRollback: NoRollbackUnreadableLog})
	}
	g, err := GameFor(info.Settings.Game)
	if err != nil {
		return quarantined(info, store, clock, events, &Fault{Seq: 1, Reason: err.Error(), NoRollback: NoRollbackUnknownGame})
	}
	t, err := newTable(info, g.Rules, store, clock, events)
	if err != nil {
		return quarantined(info, store, clock, events, &Fault{Seq: 1, Reason: "the table's settings are refused: " + err.Error(), NoRollback: NoRollbackSettings})
	}
	if why := missingSeat(info); why != "" {
		return quarantined(info, store, clock, events, &Fault{Seq: 0, Reason: "the table cannot be read: " + why, NoRollback: NoRollbackDamagedRow})
	}
	return t
}

// missingSeat says which seat's row (its link) is missing from the store,
// or "". Such a table's links would open the wrong seats.
func missingSeat(info TableInfo) string {
	for i := range info.Settings.Players {
		if i >= len(info.Tokens) || info.Tokens[i] == "" {
			return fmt.Sprintf("the row of its seat %d (the seat's link) is missing from the database", i+1)
		}
	}
	if len(info.Tokens) > info.Settings.Players {
		return fmt.Sprintf("it has seat rows in the database for %d seats, but %d players", len(info.Tokens), info.Settings.Players)
	}
	return ""
}

// Problem is one table whose stored log does not replay. Archived says the
// host archived it: it is off the live list, its rows kept, and no longer
// a problem.
type Problem struct {
	Table    string
	Game     string
	Fault    Fault
	Archived time.Time
}

// Check replays every table of a store, as Open would, without changing
// anything, and names each table that would be set aside (for tablemate doctor).
func Check(ctx context.Context, store Store) ([]Problem, int, error) {
	infos, err := store.Tables(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("loading tables: %w", err)
	}
	var out []Problem
	for _, info := range infos {
		if f := loadTable(ctx, store, info, time.Now).Fault(); f != nil || !info.Archived.IsZero() {
			p := Problem{Table: info.ID, Game: info.Settings.Game, Archived: info.Archived}
			if f != nil {
				p.Fault = *f
			}
			out = append(out, p)
		}
	}
	return out, len(infos), nil
}

// AnyTable finds a table by id, an archived one too (for its log).
func (s *Service) AnyTable(id string) (*Table, error) {
	s.mu.RLock()
	t, ok := s.archived[id]
	s.mu.RUnlock()
	if ok {
		return t, nil
	}
	return s.Table(id)
}

// Archived lists the tables the host archived, newest first.
func (s *Service) Archived() []*Table {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]*Table, 0, len(s.archived))
	for _, t := range s.archived {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Info.Archived.After(out[j].Info.Archived) })
	return out
}

// Archive takes a set-aside table off the live list for good: the way out
// for a table that cannot be repaired. Its rows stay in the file and its
// log can still be downloaded; its seat links stop.
func (s *Service) Archive(ctx context.Context, t *Table) error {
	if t.Fault() == nil {
		return Refuse("only a table that was set aside can be archived; end it instead")
	}
	at := s.clock()
	if err := s.store.ArchiveTable(ctx, t.Info.ID, at); err != nil {
		return &Error{Code: Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	t.mu.Lock()
	t.Info.Archived = at
	tokens := append([]string(nil), t.seats.tokens...)
	t.mu.Unlock()
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
