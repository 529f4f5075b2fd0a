package lexio

import (
	"encoding/json"
	"fmt"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// Readers and buttons at a Lexio table (commands "scan" and "press", actor
// companion.Reader; see package companion/tags). A scanned tile (set
// lexio-tiles) means, by the table's step:
//   - between deals: a tile dealt. It goes into the hand of the seat the
//     host console picked on the reader's route; else of the seat already
//     part-way through; else of the first seat whose hand is not entered;
//     once every hand is entered, into the face-up market. A hand is entered
//     when its last tile arrives, exactly as the seat's "hand" command
//     would, and the market as the host's "market" command would; the deal
//     starts when both are in. Until then the scanned tiles are in no view.
//   - during a deal, a tile in the market: a purchase. The player on turn
//     goes out and takes that tile, exactly as their "out" command (there
//     is no separate market reader: the market is face up, so the tile
//     itself says it is a purchase).
//   - during a deal, a tile in a player's hand: a tile laid on the centre
//     reader as part of a play. The play belongs to the player whose hand
//     holds the tile (the server knows every hand), so an out-of-turn bomb
//     needs nothing special; every further tile must come from the same
//     hand. Tiles are collected over consecutive reads, kept in no view,
//     and the play is committed when the confirm button is pressed, with
//     the same checks as the phone's "play" (a refused play stays laid:
//     add a tile, or take tiles back with the undo button, one per press).
//     There is no time-out: a quiet gap commits nothing, because a slow
//     hand must not play half a straight.
//
// The buttons: confirm plays the laid tiles; next passes for the player on
// turn ("pass" command), refused while tiles are laid. Undo is the host's
// undo, handled by the table (it takes back one scan, or the last move).
//
// Anything else is refused and changes nothing. Messages never name a tile:
// the host console is seen by the whole table. A scorekeeping-only table
// knows no tiles and refuses every scan and press.

// scanning is what scans collected and no command has entered yet.
type scanning struct {
	hands   []rules.Hand // by seat, between deals
	market  rules.Hand
	laySeat int
	lay     rules.Hand // tiles laid on the centre reader, by laySeat
}

// scanWordsKO is the Korean for what a scan may be refused with (see register.go).
var scanWordsKO = map[string]string{
	"only a reader or the host can scan":                                              "리더나 호스트만 스캔할 수 있습니다",
	"this tag is not on a Lexio tile":                                                 "이 태그는 렉시오 패에 붙은 것이 아닙니다",
	"this table keeps only the score: tiles are not scanned":                          "이 테이블은 점수만 기록합니다. 타일을 스캔하지 않습니다",
	"this tile is already dealt (scanned twice?)":                                     "이 타일은 이미 나눠 주었습니다 (두 번 스캔?)",
	"%s's hand is already entered":                                                    "%s의 패는 이미 입력되었습니다",
	"no player %d at this table":                                                      "이 테이블에는 플레이어 %d{이/가} 없습니다",
	"these tiles cannot be entered (a misread?): undo and scan again":                 "이 타일들은 입력할 수 없습니다 (잘못 읽었나요?): 되돌리고 다시 스캔하세요",
	"tiles are laid for a play: press confirm to play them, or undo":                  "플레이할 타일이 놓여 있습니다. 확인을 누르거나 되돌리세요",
	"this tile is in no player's hand (already played, or a misread?)":                "이 타일은 누구의 패에도 없습니다 (이미 냈거나 잘못 읽었나요?)",
	"this tile is not in the hand of the player laying tiles: press confirm, or undo": "이 타일은 타일을 놓는 플레이어의 패에 없습니다. 확인을 누르거나 되돌리세요",
	"this tile is already laid (scanned twice?)":                                      "이 타일은 이미 놓였습니다 (두 번 스캔?)",
	"%s went out and takes no further part in this trick":                             "%s{은/는} 아웃해서 이번 라운드에는 참여하지 않습니다",
	"no tiles are laid on the reader: lay a play first":                               "리더에 놓인 타일이 없습니다. 먼저 타일을 놓으세요",
	"unknown button %q": "알 수 없는 버튼 %q",
}

func (s *State) decideScan(c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Reader && c.Actor != companion.Host {
		return nil, companion.Errorf(companion.Forbidden, "only a reader or the host can scan")
	}
	if s.opts.Scorekeeping {
		return nil, companion.Refuse("this table keeps only the score: tiles are not scanned")
	}
	if c.Type == tags.PressCommand {
		return s.decidePress(c)
	}
	var a tags.ScanArgs
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if a.Set != TileSet {
		return nil, companion.Refuse("this tag is not on a Lexio tile")
	}
	t, err := rules.ParseTile(a.Component)
	if err != nil {
		return nil, companion.Unreadable(tileKind, err)
	}
	switch s.game.Phase() {
	case rules.BetweenDeals:
		return s.decideDealTile(a.Seat, t)
	case rules.Playing:
		return s.decideLay(t)
	}
	return nil, companion.Refuse("the game is over")
}

// command builds a command as a phone or the host would send it.
func command(actor companion.Actor, typ string, args map[string]any) companion.Command {
	data, _ := json.Marshal(args)
	return companion.Command{Actor: actor, Type: typ, Data: data}
}

// decideDealTile deals a scanned tile into a hand or the market.
func (s *State) decideDealTile(seat *int, t rules.Tile) ([]companion.Change, error) {
	// Only the tiles scanned so far: entered hands (and the market) are
	// not the console's to see; whether they fit is the public conflict.
	taken := s.scan.market
	for p := range s.hands {
		taken |= s.scanned(p)
	}
	if taken.Has(t) {
		return nil, companion.Refuse("this tile is already dealt (scanned twice?)")
	}
	to, err := s.handToDeal(seat)
	if err != nil {
		return nil, err
	}
	d := dealData{Deal: s.game.Ledger().Deal() + 1, Seat: to, Tile: t.String()}
	var have rules.Hand
	var cmd companion.Command
	if to == MarketSeat {
		have, d.Of = s.scan.market, s.setup.MarketSize
		cmd = command(companion.Host, "market", map[string]any{"tiles": (have | rules.HandOf(t)).IDs()})
	} else {
		have, d.Of = s.scanned(to), s.setup.HandSize
		cmd = command(companion.Actor(to), "hand", map[string]any{"tiles": (have | rules.HandOf(t)).IDs()})
	}
	d.N = have.Len() + 1
	if d.N == d.Of {
		// The last tile: enter the hand (market) as its command would.
		ch, err := s.Decide(cmd)
		if err != nil || len(ch) != 1 {
			return nil, companion.Refuse("these tiles cannot be entered (a misread?): undo and scan again")
		}
		td := ch[0].Data.(tilesData)
		d.Complete = &td
	}
	return []companion.Change{{Kind: evDealTile, Data: d}}, nil
}

// handToDeal picks the hand a dealt tile goes into (see the comment at the top).
func (s *State) handToDeal(seat *int) (int, error) {
	if seat != nil {
		if *seat < 0 || *seat >= s.players {
			return 0, companion.Bad("no player %d at this table", *seat+1)
		}
		if s.entered[*seat] {
			return 0, companion.Refuse("%s's hand is already entered", companion.Player(*seat))
		}
		return *seat, nil
	}
	for p := range s.hands {
		if !s.entered[p] && s.scanned(p) != 0 {
			return p, nil
		}
	}
	for p := range s.hands {
		if !s.entered[p] {
			return p, nil
		}
	}
	return MarketSeat, nil // the deal starts once the market is in: it is not set yet
}

func (s *State) scanned(seat int) rules.Hand {
	if s.scan.hands == nil {
		return 0
	}
	return s.scan.hands[seat]
}

// decideLay is a tile read during a deal: a purchase or a tile of a play.
func (s *State) decideLay(t rules.Tile) ([]companion.Change, error) {
	g := s.game
	if g.Market().Has(t) {
		if s.scan.lay != 0 {
			return nil, companion.Refuse("tiles are laid for a play: press confirm to play them, or undo")
		}
		return s.Decide(command(companion.Actor(g.Turn()), "out", map[string]any{"tile": t.String()}))
	}
	holder := -1
	for p := 0; p < s.players; p++ {
		if g.Hand(p).Has(t) {
			holder = p
		}
	}
	switch {
	case holder < 0:
		return nil, companion.Refuse("this tile is in no player's hand (already played, or a misread?)")
	case s.scan.lay.Has(t):
		return nil, companion.Refuse("this tile is already laid (scanned twice?)")
	case s.scan.lay != 0 && s.scan.laySeat != holder:
		return nil, companion.Refuse("this tile is not in the hand of the player laying tiles: press confirm, or undo")
	case g.IsOut(holder):
		return nil, companion.Refuse("%s went out and takes no further part in this trick", companion.Player(holder))
	}
	return []companion.Change{{Kind: evLay, Data: layData{Deal: g.Ledger().Deal(), Seat: holder, Tile: t.String(), N: s.scan.lay.Len() + 1}}}, nil
}

// decidePress handles the confirm and next buttons with the phone's commands.
func (s *State) decidePress(c companion.Command) ([]companion.Change, error) {
	var a tags.PressArgs
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	switch a.Button {
	case tags.ButtonConfirm:
		if s.scan.lay == 0 {
			return nil, companion.Refuse("no tiles are laid on the reader: lay a play first")
		}
		return s.Decide(command(companion.Actor(s.scan.laySeat), "play", map[string]any{"tiles": s.scan.lay.IDs()}))
	case tags.ButtonNext:
		if err := s.checkPlaying(s.game.Phase()); err != nil {
			return nil, err
		}
		if s.scan.lay != 0 {
			return nil, companion.Refuse("tiles are laid for a play: press confirm to play them, or undo")
		}
		return s.Decide(command(companion.Actor(s.game.Turn()), "pass", nil))
	}
	return nil, companion.Bad("unknown button %q", a.Button)
}

// applyLay folds a tile laid on the centre reader, for a play not yet confirmed.
func (s *State) applyLay(d layData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	t, err := rules.ParseTile(d.Tile)
	if err != nil {
		return fmt.Errorf("with a tile the game does not have: %v", err)
	}
	if s.scan.lay != 0 && s.scan.laySeat != d.Seat {
		return fmt.Errorf("by seat %d while seat %d lays a play", d.Seat, s.scan.laySeat)
	}
	s.scan.laySeat = d.Seat
	s.scan.lay |= rules.HandOf(t)
	return nil
}

// applyDealTile folds a tile dealt into a hand or the market; the last one
// enters it.
func (s *State) applyDealTile(d dealData) error {
	if d.Seat != MarketSeat {
		if err := s.checkSeat(d.Seat); err != nil {
			return err
		}
	}
	if d.Complete != nil {
		if d.Complete.Seat != d.Seat && !(d.Seat == MarketSeat && d.Complete.Seat == 0) {
			return fmt.Errorf("for seat %d that completes seat %d's hand", d.Seat, d.Complete.Seat)
		}
		return s.applyEntry(d.Seat, *d.Complete)
	}
	t, err := rules.ParseTile(d.Tile)
	if err != nil {
		return fmt.Errorf("with a tile the game does not have: %v", err)
	}
	if d.Seat == MarketSeat {
		s.scan.market |= rules.HandOf(t)
		return nil
	}
	if s.scan.hands == nil {
		s.scan.hands = make([]rules.Hand, s.players)
	}
	s.scan.hands[d.Seat] |= rules.HandOf(t)
	return nil
}

// describeScan tells the host console what a scan or press did, without naming a tile.
func describeScan(evs []companion.Event, name func(int) companion.Word) string {
	for _, e := range evs {
		switch e.Kind {
		case evDealTile:
			var d dealData
			if e.Decode(&d) != nil {
				continue
			}
			where := name(d.Seat).EN + "'s hand"
			if d.Seat == MarketSeat {
				where = "the market"
			}
			msg := fmt.Sprintf("tile dealt into %s (%d of %d)", where, d.N, d.Of)
			if d.Complete != nil {
				msg += ": entered"
			}
			return msg
		case evLay:
			var d layData
			if e.Decode(&d) == nil {
				return fmt.Sprintf("%s lays a tile (%d laid): press confirm to play", name(d.Seat), d.N)
			}
		case evPlay:
			var d tilesData
			if e.Decode(&d) == nil {
				return fmt.Sprintf("%s played %d tiles", name(d.Seat), len(d.Tiles))
			}
		case evPass:
			var d seatData
			if e.Decode(&d) == nil {
				return name(d.Seat).EN + " passed"
			}
		case evOut:
			var d outData
			if e.Decode(&d) == nil {
				return name(d.Seat).EN + " went out and bought a market tile"
			}
		}
	}
	return ""
}
