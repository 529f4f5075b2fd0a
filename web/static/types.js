// The views and replies the pages read, typed for the JSDoc type check
// (make typecheck: tsc --checkJs --noEmit over web/static): the envelope every
// view shares (companion.View), each game's part and its hints, the tips and
// the games' descriptors. Only types: nothing here runs.
//
// GENERATED from the Go structs by reflection (web/pagetypes_test.go): do not
// edit. After a change to a view struct run "go generate ./web/";
// TestPageTypes fails while this file is stale.
export {};
/**
 * @typedef {object} Envelope what every view carries (companion.View)
 * @property {string} game
 * @property {string} table
 * @property {number} seq how many events this actor may know of (see State.Private)
 * @property {string} phase
 * @property {number} [seat] nil for the host and the display
 * @property {number} players
 * @property {string} hints
 * @property {Array<string>} names Names are the seats' chosen names ("" for a seat not named yet) and Colors the colours they picked beside them (see companion.Colors).
 * @property {Array<string>} colors
 * @property {string} [next] Next is where a seat's or the display's page goes when a rematch table follows this one (its own link only); NextTable is the host's.
 * @property {string} [next_table]
 * @property {boolean} [set_aside] SetAside says the table was quarantined: its saved log does not replay past some event, so it takes no commands until the host rolls it back.
 * @property {Fault} [fault]
 * @property {number} [log_reads] LogReads counts the host's downloads of the whole log while the table was set aside: every screen says so.
 * @property {boolean} [conflict] Conflict says the saved entries do not add up (see Entries): every screen shows the same sentence, naming no piece and no seat.
 * @property {boolean} [ready] every entry is in: a change needs the host's OK
 * @property {EntryChange} [changed]
 * @property {Array<EntryChange>} [entry_log]
 * @property {Array<number>} [allowed]
 * @property {Array<boolean>} [claimed] Claimed says which seats a device holds (left out while none does); Contested lists the seats another device tried to open: the host's for every seat, a seat's own only.
 * @property {Array<Contest>} [contested]
 * @property {boolean} [can_undo] CanUndo and CanRedo are the host's: other views leave them out.
 * @property {boolean} [can_redo]
 * @property {Said} [undo_what] UndoWhat and RedoWhat (the host's) name the move an undo would take back and a redo restore, for the confirmation.
 * @property {Said} [redo_what]
 * @property {UndoNote} [undone] Undone is the latest undo or redo, on every page until the next move.
 */
/**
 * @typedef {object} Fault Fault says why a table was set aside (quarantined): its log does not replay from the event at Seq on. (companion.Fault)
 * @property {number} seq
 * @property {string} reason
 * @property {string} [no_rollback] NoRollback, when set, says why a rollback cannot repair the table (one of the NoRollback... reasons): the host's way out is to archive it.
 */
/**
 * @typedef {object} EntryChange EntryChange is the public note of a change to a saved entry: who changed what, and how many times they changed it so far. (companion.EntryChange)
 * @property {number} actor
 * @property {Label} what
 * @property {number} n
 */
/**
 * @typedef {object} Contest Contest is a moment another device tried to open a claimed seat. (companion.Contest)
 * @property {number} seat
 * @property {string} at
 */
/**
 * @typedef {object} Said Said is a sentence in both languages, for a page to show in its reader's. (companion.Said)
 * @property {string} en
 * @property {string} ko
 */
/**
 * @typedef {object} UndoNote UndoNote tells every page what the table's latest undo or redo did, as long as it is the latest public event: "the host undid Minji's question". (companion.UndoNote)
 * @property {number} at At counts the public events up to the undo: a new undo has a new At, the same for every page.
 * @property {boolean} [redo]
 * @property {string} en
 * @property {string} ko
 */
/**
 * @typedef {object} Label Label is a Word as the pages read it: {"en": …, "ko": …}. (companion.Label)
 * @property {string} en
 * @property {string} ko
 */
/**
 * @typedef {object} GameInfo one game as GET /api/games describes it (companion.Game)
 * @property {string} name the id a table, a URL and the command line use
 * @property {Term} title Title is the game's name as players say it, in both languages ("타기론", "Tagiron"): the command line's usage and the pages name it so.
 * @property {Array<number>} players the player counts the game supports
 * @property {Array<string>} hints the hint levels a host may choose, most help first
 * @property {Array<Option>} [options]
 * @property {string} [photo_entry] PhotoEntry is the seat command a photo of the seat's own pieces becomes, with arguments {"tiles": [ids]} (the seat's whole rack or hand, as its tap would send it); empty: a seat enters no pieces with the camera.
 * @property {Array<Export>} [exports] Exports are downloads drawn from the public display view, by file name (served at /api/display/:id/export/:name).
 * @property {Object<string, Term>} [vocabulary] Vocabulary is the game's words for its pieces (question cards, by id), in Korean and English, served to the pages by GET /api/games: one home, the solver's, for what a page and a message call them.
 */
/**
 * @typedef {object} Term Term is one piece's name in both languages. (companion.Term)
 * @property {string} ko
 * @property {string} en
 */
/**
 * @typedef {object} Option Option is one table option: its JSON name, its default and the values a host may choose (a yes/no option has Bool set and Values [false, true]). (companion.Option)
 * @property {string} name
 * @property {boolean} [bool]
 * @property {any} default
 * @property {Array<any>} values
 * @property {number} [min_players] MinPlayers hides the option below this player count (0: always).
 */
/**
 * @typedef {object} Export Export is one download of a game's public record (Lexio's ledger). (companion.Export)
 * @property {string} name the file name, e.g. "ledger.csv"
 * @property {string} mime
 */
/**
 * @typedef {object} SeatTips a seat's first-game tips, GET /api/seat/:token/tips (web/teach.go)
 * @property {boolean} on On says whether first-game tips are on for this seat: the seat's own switch if it used it, else the table's setting.
 * @property {boolean} table the host's setting for the whole table
 * @property {Array<Tip>} tips Tips holds at most one tip, the current one: a newcomer reads one thing at a time, and the next shows once it is put away or its moment passes.
 * @property {number} seq
 * @property {string} game
 * @property {boolean} practice
 */
/**
 * @typedef {object} Tip Tip is one first-game tip: an id (once per seat and game), one or two short sentences in each language, and the rules-sheet section it opens. (companion.Tip)
 * @property {string} id
 * @property {string} ko
 * @property {string} en
 * @property {string} [rule]
 * @property {boolean} [seen] Seen: the seat's phone has shown this tip already (set by the table, never by a Teacher); it stays until put away or until it stops applying.
 */
/**
 * @typedef {object} TagironBody Tagiron's part of a view (companion/tagiron.View)
 * @property {number} rack_size
 * @property {Array<TagironSeatView>} seats
 * @property {Array<string>} row
 * @property {number} deck_left DeckLeft counts undrawn cards; NeedsRefill asks the host to reveal one.
 * @property {boolean} needs_refill
 * @property {boolean} last_question LastQuestion: the row holds its last card and the deck is empty; the game ends after its answer.
 * @property {Array<string>} used
 * @property {number} [turn]
 * @property {number} [starter]
 * @property {number} [last_chance]
 * @property {Array<TagironEntry>} log
 * @property {TagironOutcome} [outcome]
 * @property {TagironMe} [me]
 * @property {TagironReveal} [reveal] Reveal shows every rack and the centre, only once the game is over.
 */
/**
 * @typedef {object} TagironSeatView SeatView is the public state of one seat. (companion/tagiron.SeatView)
 * @property {number} seat
 * @property {boolean} ready has entered its tiles
 * @property {string} status
 * @property {number} [place]
 * @property {boolean} declared
 */
/**
 * @typedef {object} TagironEntry entry is one line of the public question-and-answer log. (companion/tagiron.entry)
 * @property {string} kind "ask" or "declare"
 * @property {number} seat
 * @property {string} [card]
 * @property {number} [pick]
 * @property {Object<string, number|boolean|Array<number>|Array<Array<number>>>} [answers]
 * @property {Array<string>} [guess] private to the declarer in 3–4 players
 * @property {boolean} [correct]
 */
/**
 * @typedef {object} TagironOutcome Outcome is the public result. (companion/tagiron.Outcome)
 * @property {boolean} over
 * @property {boolean} draw
 * @property {Array<number>} winners
 * @property {Array<number>} out
 */
/**
 * @typedef {object} TagironMe Me is the private part of a seat's view. (companion/tagiron.Me)
 * @property {Array<string>} tiles
 * @property {TagironSay} [say] Say is the answer this seat must say aloud for the latest question, if any.
 * @property {boolean} can_ask
 * @property {boolean} can_declare
 * @property {Object<string, string>} marks "pos/tile" -> state
 * @property {string} text
 * @property {string} target "opponent" or "centre"
 * @property {Said} [result] Result is the seat's own result in a sentence, once it is out or placed (companion.PlaceSaid): the page keeps it where the seat reads it.
 * @property {Said} [prompt] Prompt is, when a control of the seat's is disabled or its next step is not the obvious one, the reason in one sentence for the pinned prompt (from the seat's own view).
 */
/**
 * @typedef {object} TagironReveal Reveal is every hidden thing, shown when the game is over. (companion/tagiron.Reveal)
 * @property {Array<Array<string>>} racks
 * @property {Array<string>} [centre]
 */
/**
 * @typedef {object} TagironSay Say is the answer to give aloud. (companion/tagiron.Say)
 * @property {number} index the log entry
 * @property {string} card
 * @property {number} [pick]
 * @property {number|boolean|Array<number>|Array<Array<number>>} answer
 */
/** @typedef {Envelope & TagironBody} TagironView a whole Tagiron view, as a seat, the host or the display gets it */
/**
 * @typedef {object} TagironHints Tagiron's hints for one seat (companion/tagiron.Hints)
 * @property {string} level
 * @property {boolean} contradiction
 * @property {Array<TagironMark>} mistakes marks the clues do not support
 * @property {Array<TagironMark>} [open] deductions not marked yet (on request)
 * @property {number} [candidates]
 * @property {number} [consistent]
 * @property {Array<Array<string>>} [possible] per position, the tiles still possible
 * @property {Array<string>} [solved]
 * @property {Said} [prompt] Prompt says, once the seat's hints are certain, that it may act on them now (for the page's pinned prompt).
 * @property {Array<Object<string, number>>} [positions]
 * @property {Array<TagironSuggestion>} [suggestions]
 * @property {ConflictNote} [conflict] Conflict, on a contradiction, names the entries that cannot all hold (indexes in the seat's log) and which of them the seat entered itself.
 */
/**
 * @typedef {object} TagironMark Mark is one note about the seat's target rack (the opponent's in 2 players, the centre in 3–4): position (1-based), tile id and state ("out" or "certain"). (solver/tagiron.Mark)
 * @property {number} position
 * @property {string} tile
 * @property {string} state
 */
/**
 * @typedef {object} TagironSuggestion Suggestion is a question the seat could ask now, with the information it is expected to give. (solver/tagiron.Suggestion)
 * @property {string} card
 * @property {number} [pick]
 * @property {number} expected_bits
 */
/**
 * @typedef {object} ConflictNote ConflictNote points at a contradiction in a seat's knowledge (hints): Because are indexes in the log of the seat's view whose entries cannot all hold together, Mine those of them the seat entered itself (what it typed, or answers computed from the pieces it entered), Text says so in each language ("ko", "en"). (companion.ConflictNote)
 * @property {Array<number>} because
 * @property {Array<number>} mine
 * @property {Object<string, string>} text
 */
/**
 * @typedef {object} Code777Body Code777's part of a view (companion/code777.View)
 * @property {Code777Options} options
 * @property {number} [turn] the next reader
 * @property {number} [starter]
 * @property {number} [winner]
 * @property {Array<number>} coins
 * @property {Array<Code777RackView>} racks
 * @property {Array<string>} waiting racks waiting for their tiles, in draw order
 * @property {Array<Code777DrawView>} [draws] Draws, when the draw pile reaches its reshuffle point among the refills the table waits for, is the order it takes them in: the racks drawn before the reshuffle, the reshuffle, the racks drawn after it.
 * @property {Code777DeckView} deck
 * @property {Code777PileView} pile
 * @property {Array<Code777EntryView>} log
 * @property {Code777Me} [me]
 */
/**
 * @typedef {object} Code777Options Options are the table options, from Settings.Options: {"q2_threshold_more": true, "reshuffle_at": 4}. (companion/code777.Options)
 * @property {boolean} q2_threshold_more Q2ThresholdMore makes card 2 ask "sum 12 or more" (some printings) instead of "12 or less".
 * @property {number} reshuffle_at ReshuffleAt is the draw-pile size at which the discards are shuffled back in: 1 (basic), 4 or 7.
 */
/**
 * @typedef {object} Code777RackView RackView is one rack. (companion/code777.RackView)
 * @property {string} id
 * @property {number} [owner] nil: a neutral rack
 * @property {number} [placer] who enters its tiles; nil: the host or any player
 * @property {boolean} neutral
 * @property {boolean} filled
 * @property {number} [refills] Refills counts the times the rack must still be filled (0 when filled): 2 when a neutral rack was refreshed twice in one round, so its next three tiles are discarded at once and three more drawn.
 * @property {Array<string>} [tiles]
 * @property {boolean} [guessed] Guessed says, at the end, that Tiles are the rack its owner guessed last (a correct challenge emptied it and the game ended before a refill).
 * @property {boolean} [held] Held: its entry is kept until the racks drawn before it, and the reshuffle, are entered (see Draws).
 */
/**
 * @typedef {object} Code777DrawView DrawView is one step of Draws: a rack's refill (Held: entered already, kept for its turn), or the reshuffle. (companion/code777.DrawView)
 * @property {string} [rack]
 * @property {boolean} [held]
 * @property {boolean} [reshuffle]
 */
/**
 * @typedef {object} Code777DeckView DeckView is the question deck: the cards read in the current cycle. (companion/code777.DeckView)
 * @property {number} cycle
 * @property {Array<string>} used
 * @property {number} left
 * @property {boolean} [shuffle_now]
 */
/**
 * @typedef {object} Code777PileView PileView is the draw pile as everyone can count it. (companion/code777.PileView)
 * @property {number} count
 * @property {number} discards
 * @property {number} reshuffle_at
 * @property {boolean} reshuffle_now
 */
/**
 * @typedef {object} Code777EntryView EntryView is one public log line. (companion/code777.EntryView)
 * @property {string} kind read | challenge | reshuffle | deck
 * @property {number} seat a reshuffle's (tiles or deck): who confirmed it, -1 for the host
 * @property {number} [discards] Discards: a reshuffle's discarded tiles shuffled back into the draw pile.
 * @property {string} [card]
 * @property {number|string} [answer]
 * @property {number} [cycle]
 * @property {string} [numbers]
 * @property {boolean} [correct]
 * @property {boolean} [void]
 * @property {Array<string>} [tiles] Tiles: the challenged rack, for those who saw it (not its owner after a wrong challenge).
 * @property {Array<string>} [refresh]
 * @property {boolean} [counts] Counts (seats only): this answer tells the seat something about its current rack.
 */
/**
 * @typedef {object} Code777Me Me is the private part of a seat's view. (companion/code777.Me)
 * @property {Code777Say} [say] the answer to say aloud
 * @property {Array<string>} enter racks this seat may enter tiles for now
 * @property {string} [shuffle] Shuffle is the reshuffle this seat may confirm now: "tiles" (it places the rack drawn next) or "cards" (it reads next); empty when none.
 * @property {boolean} can_read
 * @property {string} [drawn] Drawn is, at a practice table when the seat may read, the question card the service drew for it, face down until the player turns it over.
 * @property {boolean} can_challenge
 * @property {Said} [prompt] Prompt is, when a control of the seat's is disabled or its next step is not the obvious one, the reason in one sentence for the pinned prompt (from the seat's own view).
 * @property {Said} [result] Result is the seat's own result in a sentence once someone has won.
 * @property {Object<string, string>} marks note-sheet cell "red5/2" -> x | out | certain
 * @property {Array<Array<string>>} old_racks
 * @property {Array<string>} seen_discards
 */
/**
 * @typedef {object} Code777Say Say is the reader's answer to the card just read. (companion/code777.Say)
 * @property {string} card
 * @property {number|string} answer
 */
/** @typedef {Envelope & Code777Body} Code777View a whole Code777 view, as a seat, the host or the display gets it */
/**
 * @typedef {object} Code777Hints Code777's hints for one seat (companion/code777.Hints)
 * @property {string} level
 * @property {boolean} [waiting] Waiting: the seat's history is not known yet, so no hints (never a guessed one); Until says why: "tiles" (a rack waits for its tiles), "order" (an entry is kept until the racks drawn before it, named in Before, are entered), "reshuffle" (the discards must be shuffled in, and someone confirm it), "conflict" (an entry the draw pile cannot hold, until the host corrects it).
 * @property {string} [until]
 * @property {Array<string>} [before]
 * @property {boolean} contradiction
 * @property {Array<Code777MarkMistake>} mistakes
 * @property {Array<Code777OpenDeduction>} [open] deductions not marked yet (on request)
 * @property {number} [consistent] kind-multisets the rack may still be
 * @property {Array<string>} [possible] number triples still possible, ascending
 * @property {string} [solved]
 * @property {Said} [prompt] Prompt says, once the seat's hints are certain, that it may act on them now (for the page's pinned prompt).
 * @property {Object<string, number>} [numbers]
 * @property {Object<string, number>} [kinds]
 * @property {Code777ChallengeOdds} [challenge] the best challenge now and its chance
 * @property {ConflictNote} [conflict] Conflict, on a contradiction, names the entries that cannot all hold (indexes in the seat's log) and which of them the seat entered itself (its challenges).
 */
/**
 * @typedef {object} Code777MarkMistake MarkMistake is a note-sheet claim about a kind that the clues do not support. (companion/code777.MarkMistake)
 * @property {string} kind
 * @property {string} state out | certain: what the sheet claims
 * @property {boolean} wrong
 * @property {number} [probability] full level: the chance the claim is true anyway
 */
/**
 * @typedef {object} Code777OpenDeduction OpenDeduction is a claim about a kind that the clues prove and the sheet does not show. (companion/code777.OpenDeduction)
 * @property {string} kind
 * @property {string} state out | certain
 * @property {boolean} from_answers
 */
/**
 * @typedef {object} Code777ChallengeOdds ChallengeOdds is the best challenge available now. (solver/code777.ChallengeOdds)
 * @property {string} numbers
 * @property {number} probability
 */
/**
 * @typedef {object} Clues13Body Clues13's part of a view (companion/clues13.View)
 * @property {boolean} expert
 * @property {Array<Clues13Name>} colours in play, in the seed's order
 * @property {Array<Clues13Name>} removed back in the box
 * @property {Array<Clues13Name>} categories
 * @property {Array<Clues13CardView>} cards all 30, for the notepad (removed ones struck out)
 * @property {Array<string>} letters
 * @property {Array<Clues13SeatView>} seats
 * @property {number} supply
 * @property {boolean} tokens magnifying glasses in use (3–6 players)
 * @property {boolean} can_peek peeking exists at this player count (2–5: informants lie out)
 * @property {boolean} informants_laid Laid: the informants were laid out or scanned under their letters at set-up, so a peek shows the card; otherwise the peeker says which card they see (Me.PeekChoices).
 * @property {number} [informants_scanned] set-up: informants scanned under their letters so far
 * @property {number} [turn] the seat on turn (begun or not)
 * @property {boolean} active its turn has begun
 * @property {number} actions_left actions left in the turn under way
 * @property {boolean} must_take the seat on turn must take a token from another player
 * @property {number} [starter]
 * @property {number} [winner]
 * @property {Array<Clues13Entry>} log
 * @property {Clues13Reveal} [reveal]
 * @property {Clues13Me} [me]
 */
/**
 * @typedef {object} Clues13Name Name is an id with its English and Korean display names, for the pages. (solver/clues13.Name)
 * @property {string} id
 * @property {string} ko
 */
/**
 * @typedef {object} Clues13CardView CardView is one card of the notepad sheet. (companion/clues13.CardView)
 * @property {string} id
 * @property {string} ko
 * @property {string} colour
 * @property {string} kind
 * @property {string} category
 * @property {boolean} in_play
 */
/**
 * @typedef {object} Clues13SeatView SeatView is the public state of one seat, plus its case when the viewer may see it. (companion/clues13.SeatView)
 * @property {number} seat
 * @property {boolean} ready has entered its cards
 * @property {number} tokens magnifying glasses held (in the open)
 * @property {boolean} top_secret expert rule: still holds its top-secret token
 * @property {Array<string>} [case]
 */
/**
 * @typedef {object} Clues13Entry entry is one line of the table's log, as the server keeps it; View redacts it per actor. (companion/clues13.entry)
 * @property {string} kind supply | take | ask | peek | solve
 * @property {number} seat
 * @property {number} [from] take: the player the token came from
 * @property {number} [answerer] ask
 * @property {string} [ask] ask: colour or category (hidden in others' private asks)
 * @property {string} [side] ask, 2 players: left | right
 * @property {number} [answer] ask (hidden in others' private asks)
 * @property {boolean} [private] ask under the expert rule
 * @property {string} [letter] peek
 * @property {string} [card] peek: only in the peeker's own view
 * @property {Array<string>} [guess] solve: announced aloud, so public
 * @property {boolean} [correct] solve
 * @property {number} [to] the token's new holder; -1 the supply (3–6 players)
 */
/**
 * @typedef {object} Clues13Reveal Reveal is every hidden thing, shown once the game is over. (companion/clues13.Reveal)
 * @property {Array<Array<string>>} cases
 * @property {Array<Array<string>>} inside
 * @property {Array<string>} informants letter order when laid out; else empty (nobody knew the letters)
 * @property {Array<string>} informant_cards InformantCards are the informants whatever their letters, in card order.
 */
/**
 * @typedef {object} Clues13Me Me is the private part of a seat's view. (companion/clues13.Me)
 * @property {Array<string>} outside the case this seat gives its left neighbour (as entered)
 * @property {Array<string>} [dealt] Dealt is, at a practice table before the player has chosen, the five cards the service dealt them: they choose the three outside.
 * @property {Array<string>} inside [left, right]
 * @property {number} left_neighbour
 * @property {Clues13Say} [say]
 * @property {boolean} can_take
 * @property {boolean} can_act ask / solve now
 * @property {boolean} can_peek
 * @property {boolean} can_private
 * @property {Said} [prompt] Prompt is, when a control of the seat's is disabled or its next step is not the obvious one, the reason in one sentence for the pinned prompt (from the seat's own view).
 * @property {Said} [result] Result is the seat's own result in a sentence, once the game is over.
 * @property {Object<string, string>} peeked letter -> card
 * @property {Array<string>} [peek_choices] PeekChoices are the cards this seat may say it saw under a letter it has not looked at: the cards in play it sees nowhere, in card order (as the cards lie only).
 * @property {Object<string, string>} marks card -> out | certain | maybe
 * @property {string} text
 */
/**
 * @typedef {object} Clues13Say Say is the answer this seat must give aloud (or on paper, for a private ask). (companion/clues13.Say)
 * @property {number} index the log entry
 * @property {number} asker
 * @property {string} ask
 * @property {string} [side]
 * @property {boolean} [private]
 * @property {number} answer
 */
/** @typedef {Envelope & Clues13Body} Clues13View a whole Clues13 view, as a seat, the host or the display gets it */
/**
 * @typedef {object} Clues13Hints Clues13's hints for one seat (companion/clues13.Hints)
 * @property {string} level
 * @property {boolean} contradiction
 * @property {Array<Clues13MarkNote>} mistakes marks the clues do not support
 * @property {Array<Clues13MarkNote>} [open] sure deductions not marked yet (on request)
 * @property {number} [consistent] hidden worlds that fit everything the seat knows
 * @property {number} [cases] candidate cases left
 * @property {Clues13Possible} [possible] per kind, the cards that may still be in the case
 * @property {Array<string>} [solved] the case, once certain
 * @property {Said} [prompt] Prompt says, once the seat's hints are certain, that it may act on them now (for the page's pinned prompt).
 * @property {Clues13CaseProbabilities} [probabilities]
 * @property {Array<Clues13Suggestion>} [suggestions] asks and peeks, best first
 * @property {ConflictNote} [conflict] Conflict, on a contradiction, names the entries that cannot all hold (indexes in the seat's log) and which of them the seat entered itself.
 */
/**
 * @typedef {object} Clues13MarkNote MarkNote is a mark the checker comments on. (solver/clues13.MarkNote)
 * @property {string} card
 * @property {string} state
 * @property {number} probability
 * @property {string} reason
 */
/**
 * @typedef {object} Clues13Possible Possible lists, per kind and in card order, the cards that may still be in the seat's case. (companion/clues13.Possible)
 * @property {Array<string>} person
 * @property {Array<string>} location
 * @property {Array<string>} weapon
 */
/**
 * @typedef {object} Clues13CaseProbabilities CaseProbabilities maps each kind's cards to the exact probability that the card is in the seat's case. (solver/clues13.CaseProbabilities)
 * @property {Object<string, number>} person
 * @property {Object<string, number>} location
 * @property {Object<string, number>} weapon
 */
/**
 * @typedef {object} Clues13Suggestion Suggestion is one thing the seat may do now: "ask" Answerer about Ask (with Side for 2 players) or "peek" at informant Letter, with the expected information about the seat's case in bits. (solver/clues13.Suggestion)
 * @property {string} action
 * @property {number} [answerer]
 * @property {string} [ask]
 * @property {string} [side]
 * @property {string} [letter]
 * @property {number} expected_bits
 */
/**
 * @typedef {object} LexioBody Lexio's part of a view (companion/lexio.View)
 * @property {string} mode full | scorekeeping
 * @property {number} stage
 * @property {number} deals
 * @property {number} deal the current (or last) deal, 1-based; 0 before the first
 * @property {number} hand_size
 * @property {number} market_size
 * @property {Array<LexioSeatView>} seats
 * @property {number} pot
 * @property {Array<string>} market Market lists the face-up market tiles (full rules): during a deal, or as entered by the host for the next one.
 * @property {number} market_left
 * @property {boolean} market_entered
 * @property {number} [turn]
 * @property {number} [leader]
 * @property {LexioMove} [on_table] the play to beat
 * @property {Array<LexioMove>} trick
 * @property {Array<LexioMove>} last_trick
 * @property {Array<string>} played tiles set aside this deal
 * @property {Array<Array<number>>} chart chips per seat at the start and after each deal
 * @property {Array<LexioTransfer>} history
 * @property {Array<number>} [winners]
 * @property {Array<LexioEmptied>} emptied Emptied lists the hands emptied in the current (or last) deal with their payouts; Summaries every finished deal; Final the places, totals and per-deal changes once the game is over.
 * @property {Array<LexioDealSummary>} summaries
 * @property {LexioFinal} [final]
 * @property {LexioMe} [me]
 */
/**
 * @typedef {object} LexioSeatView SeatView is the public state of one seat. (companion/lexio.SeatView)
 * @property {number} seat
 * @property {number} chips
 * @property {number} front chips in front of a buyer this trick
 * @property {number} tiles tiles in hand
 * @property {boolean} entered
 * @property {boolean} passed
 * @property {boolean} out
 * @property {boolean} holding still holds tiles this deal
 * @property {number} [most] Most is, in scorekeeping, the most tiles the hand of a seat still holding can hold: the tiles dealt plus the market tiles bought since (or since its count was last recorded).
 */
/**
 * @typedef {object} LexioMove Move is one public action of a trick, as the display shows it. (companion/lexio.Move)
 * @property {number} seat
 * @property {string} action play | pass | out
 * @property {string} [type]
 * @property {number} [key]
 * @property {Array<string>} [tiles] the play, or the market tile bought
 * @property {boolean} [out_of_turn]
 */
/**
 * @typedef {object} LexioTransfer Transfer is one ledger line: who paid whom, how much, why. (companion/lexio.Transfer)
 * @property {number} deal
 * @property {string} from "player 2", "front of player 2", "pot"
 * @property {string} to
 * @property {number} amount
 * @property {string} reason
 * @property {number} [owed] Owed is, when a payer had fewer chips in hand than they owed for their tiles, what they owed (Amount is what they paid); 0 for every payment in full.
 */
/**
 * @typedef {object} LexioEmptied Emptied is one emptied hand and its payout, as every phone and the display show it: who emptied, the pot they took and what each other player paid them for the tiles left in hand. (companion/lexio.Emptied)
 * @property {number} deal
 * @property {number} seat
 * @property {number} pot
 * @property {Array<number>} paid by seat; 0 for the emptier and for players who held nothing
 * @property {Array<number>} [owed] Owed is set when a payer had fewer chips in hand than tiles left: by seat, what each payer owed (one chip per tile).
 */
/**
 * @typedef {object} LexioDealSummary DealSummary is a finished deal's chips per seat: before, the changes by reason, after. (companion/lexio.DealSummary)
 * @property {number} deal
 * @property {Array<number>} before
 * @property {Array<number>} purchases chips spent going out (≤ 0)
 * @property {Array<number>} pots pots taken on emptying a hand (≥ 0)
 * @property {Array<number>} tiles received for others' tiles minus paid for one's own
 * @property {Array<number>} after
 * @property {Array<LexioEmptied>} emptied
 */
/**
 * @typedef {object} LexioFinal Final is the end of the game: each seat's place (1 = first; equal chips share the place), its total and its change in every deal. (companion/lexio.Final)
 * @property {Array<number>} places
 * @property {Array<number>} totals
 * @property {Array<Array<number>>} changes by deal, by seat
 */
/**
 * @typedef {object} LexioMe Me is the private part of a seat's view: its own hand and what it may do. (companion/lexio.Me)
 * @property {Array<string>} hand sorted by rank, then suit
 * @property {boolean} entered
 * @property {number} legal_count
 * @property {Array<LexioMove>} [legal] Legal lists the legal plays when there are at most MaxListedPlays.
 * @property {boolean} can_pass
 * @property {boolean} can_out
 * @property {Said} [result] Result is the seat's own place in a sentence once the game is over (companion.PlaceSaid), with its chips.
 * @property {Said} [prompt] Prompt is, when a control of the seat's is disabled or its next step is not the obvious one, the reason in one sentence for the pinned prompt (from the seat's own view).
 */
/** @typedef {Envelope & LexioBody} LexioView a whole Lexio view, as a seat, the host or the display gets it */
/** @typedef {TagironHints|Code777Hints|Clues13Hints} AnyHints one game's hints */
