// The views the pages draw, typed for the JSDoc type check (make test runs
// tsc --checkJs --noEmit over web/static): the envelope every view shares
// (companion.View) and each game's part (companion/<game>/view.go). Only
// types: nothing here runs. Kept beside the Go structs by hand; a field
// added there is added here.
export {};

/** @typedef {{en: string, ko: string}} Said a sentence in both languages */
/**
 * @typedef {object} HintsCommon what every game's hints share (companion/<game>/hints.go), as the kit reads them
 * @property {string} [level]
 * @property {boolean} [contradiction]
 * @property {Said|null} [prompt] once the seat's hints are certain: it may act on them now
 * @property {string} [error] the page's own: the hints could not be fetched
 */
/**
 * @typedef {object} Envelope what every view carries (companion.View)
 * @property {string} game
 * @property {string} table
 * @property {number} seq how many events this reader may know of
 * @property {string} phase
 * @property {number} [seat] the reader's seat; absent for the host and the display
 * @property {number} players
 * @property {string} hints
 * @property {string[]} names
 * @property {string[]} colors
 * @property {string} [next]
 * @property {string} [next_table]
 * @property {boolean} [set_aside]
 * @property {{seq: number, reason: string, no_rollback?: string}} [fault]
 * @property {number} [log_reads]
 * @property {boolean} [conflict]
 * @property {boolean} [ready]
 * @property {{actor: number, what: {en: string, ko?: string}, n: number}} [changed]
 * @property {number[]} [allowed]
 * @property {boolean[]} [claimed]
 * @property {{seat: number, at: string}[]} [contested]
 * @property {boolean} [can_undo]
 * @property {boolean} [can_redo]
 * @property {Said} [undo_what]
 * @property {Said} [redo_what]
 * @property {Said & {at: number, redo?: boolean}} [undone]
 */
/**
 * @typedef {object} TagironBody Tagiron's part of a view (companion/tagiron/view.go)
 * @property {number} rack_size
 * @property {Array<TagironSeatView>} seats
 * @property {Array<string>} row
 * @property {number} deck_left
 * @property {boolean} needs_refill
 * @property {boolean} last_question
 * @property {Array<string>} used
 * @property {number|null} [turn]
 * @property {number|null} [starter]
 * @property {number|null} [last_chance]
 * @property {Array<TagironEntry>} log
 * @property {TagironOutcome|null} [outcome]
 * @property {TagironMe|null} [me]
 * @property {TagironReveal|null} [reveal]
 */
/**
 * @typedef {object} TagironSeatView
 * @property {number} seat
 * @property {boolean} ready
 * @property {string} status
 * @property {number} [place]
 * @property {boolean} declared
 */
/**
 * @typedef {object} TagironEntry
 * @property {string} kind
 * @property {number} seat
 * @property {string} [card]
 * @property {number} [pick]
 * @property {Object<string, any>} [answers]
 * @property {Array<string>} [guess]
 * @property {boolean|null} [correct]
 */
/**
 * @typedef {object} TagironOutcome
 * @property {boolean} over
 * @property {boolean} draw
 * @property {Array<number>} winners
 * @property {Array<number>} out
 */
/**
 * @typedef {object} TagironMe
 * @property {Array<string>} tiles
 * @property {TagironSay|null} [say]
 * @property {boolean} can_ask
 * @property {boolean} can_declare
 * @property {Object<string, string>} marks
 * @property {string} text
 * @property {string} target
 * @property {Said|null} [result] the seat's own result in a sentence, once it is out or placed
 * @property {Said|null} [prompt] why a control is disabled, or the next step, for the pinned prompt
 */
/**
 * @typedef {object} TagironReveal
 * @property {Array<Array<string>>} racks
 * @property {Array<string>} [centre]
 */
/**
 * @typedef {object} TagironSay
 * @property {number} index
 * @property {string} card
 * @property {number} [pick]
 * @property {any} answer
 */
/** @typedef {Envelope & TagironBody} TagironView a whole Tagiron view, as a seat, the host or the display gets it */
/**
 * @typedef {object} Code777Body Code777's part of a view (companion/code777/view.go)
 * @property {Code777Options} options
 * @property {number|null} [turn]
 * @property {number|null} [starter]
 * @property {number|null} [winner]
 * @property {Array<number>} coins
 * @property {Array<Code777RackView>} racks
 * @property {Array<string>} waiting
 * @property {Array<Code777DrawView>} [draws]
 * @property {Code777DeckView} deck
 * @property {Code777PileView} pile
 * @property {Array<Code777EntryView>} log
 * @property {Code777Me|null} [me]
 */
/**
 * @typedef {object} Code777Options
 * @property {boolean} q2_threshold_more
 * @property {number} reshuffle_at
 */
/**
 * @typedef {object} Code777RackView
 * @property {string} id
 * @property {number|null} [owner]
 * @property {number|null} [placer]
 * @property {boolean} neutral
 * @property {boolean} filled
 * @property {number} [refills]
 * @property {Array<string>} [tiles]
 * @property {boolean} [guessed]
 * @property {boolean} [held]
 */
/**
 * @typedef {object} Code777DrawView one step of the draw order: a rack, or the reshuffle
 * @property {string} [rack]
 * @property {boolean} [held]
 * @property {boolean} [reshuffle]
 */
/**
 * @typedef {object} Code777DeckView
 * @property {number} cycle
 * @property {Array<string>} used
 * @property {number} left
 * @property {boolean} [shuffle_now]
 */
/**
 * @typedef {object} Code777PileView
 * @property {number} count
 * @property {number} discards
 * @property {number} reshuffle_at
 * @property {boolean} reshuffle_now
 */
/**
 * @typedef {object} Code777EntryView
 * @property {string} kind
 * @property {number} seat
 * @property {number} [discards]
 * @property {string} [card]
 * @property {any|null} [answer]
 * @property {number} [cycle]
 * @property {string} [numbers]
 * @property {boolean|null} [correct]
 * @property {boolean} [void]
 * @property {Array<string>} [tiles]
 * @property {Array<string>} [refresh]
 * @property {boolean} [counts]
 */
/**
 * @typedef {object} Code777Me
 * @property {Code777Say|null} [say]
 * @property {Array<string>} enter
 * @property {string} [shuffle]
 * @property {boolean} can_read
 * @property {string} [drawn]
 * @property {boolean} can_challenge
 * @property {Said|null} [prompt]
 * @property {Object<string, string>} marks
 * @property {Array<Array<string>>} old_racks
 * @property {Array<string>} seen_discards
 */
/**
 * @typedef {object} Code777Say
 * @property {string} card
 * @property {any} answer
 */
/** @typedef {Envelope & Code777Body} Code777View a whole Code777 view, as a seat, the host or the display gets it */
/**
 * @typedef {object} Clues13Body Clues13's part of a view (companion/clues13/view.go)
 * @property {boolean} expert
 * @property {Array<any>} colours
 * @property {Array<any>} removed
 * @property {Array<any>} categories
 * @property {Array<Clues13CardView>} cards
 * @property {Array<string>} letters
 * @property {Array<Clues13SeatView>} seats
 * @property {number} supply
 * @property {boolean} tokens
 * @property {boolean} can_peek
 * @property {boolean} informants_laid
 * @property {number} [informants_scanned]
 * @property {number|null} [turn]
 * @property {boolean} active
 * @property {number} actions_left
 * @property {boolean} must_take
 * @property {number|null} [starter]
 * @property {number|null} [winner]
 * @property {Array<Clues13Entry>} log
 * @property {Clues13Reveal|null} [reveal]
 * @property {Clues13Me|null} [me]
 */
/**
 * @typedef {object} Clues13CardView
 * @property {boolean} in_play
 */
/**
 * @typedef {object} Clues13SeatView
 * @property {number} seat
 * @property {boolean} ready
 * @property {number} tokens
 * @property {boolean} top_secret
 * @property {Array<string>} [case]
 */
/**
 * @typedef {object} Clues13Entry
 * @property {string} kind
 * @property {number} seat
 * @property {number|null} [from]
 * @property {number|null} [answerer]
 * @property {string} [ask]
 * @property {string} [side]
 * @property {number|null} [answer]
 * @property {boolean} [private]
 * @property {string} [letter]
 * @property {string} [card]
 * @property {Array<string>} [guess]
 * @property {boolean|null} [correct]
 * @property {number|null} [to]
 */
/**
 * @typedef {object} Clues13Reveal
 * @property {Array<Array<string>>} cases
 * @property {Array<Array<string>>} inside
 * @property {Array<string>} informants
 * @property {Array<string>} informant_cards
 */
/**
 * @typedef {object} Clues13Me
 * @property {Array<string>} outside
 * @property {Array<string>} [dealt] at practice, before the choice: the five cards dealt, three to give outside
 * @property {Array<string>} inside
 * @property {number} left_neighbour
 * @property {Clues13Say|null} [say]
 * @property {boolean} can_take
 * @property {boolean} can_act
 * @property {boolean} can_peek
 * @property {boolean} can_private
 * @property {Said|null} [prompt] why a control is disabled, or the next step, for the pinned prompt
 * @property {Said|null} [result] the seat's own result in a sentence, once a case is solved
 * @property {Object<string, string>} peeked
 * @property {Array<string>} [peek_choices]
 * @property {Object<string, string>} marks
 * @property {string} text
 */
/**
 * @typedef {object} Clues13Say
 * @property {number} index
 * @property {number} asker
 * @property {string} ask
 * @property {string} [side]
 * @property {boolean} [private]
 * @property {number} answer
 */
/** @typedef {Envelope & Clues13Body} Clues13View a whole Clues13 view, as a seat, the host or the display gets it */
/**
 * @typedef {object} LexioBody Lexio's part of a view (companion/lexio/view.go)
 * @property {string} mode
 * @property {number} stage
 * @property {number} deals
 * @property {number} deal
 * @property {number} hand_size
 * @property {number} market_size
 * @property {Array<LexioSeatView>} seats
 * @property {number} pot
 * @property {Array<string>} market
 * @property {number} market_left
 * @property {boolean} market_entered
 * @property {number|null} [turn]
 * @property {number|null} [leader]
 * @property {LexioMove|null} [on_table]
 * @property {Array<LexioMove>} trick
 * @property {Array<LexioMove>} last_trick
 * @property {Array<string>} played
 * @property {Array<Array<number>>} chart
 * @property {Array<LexioTransfer>} history
 * @property {Array<number>} [winners]
 * @property {Array<LexioEmptied>} emptied
 * @property {Array<LexioDealSummary>} summaries
 * @property {LexioFinal|null} [final]
 * @property {LexioMe|null} [me]
 */
/**
 * @typedef {object} LexioSeatView
 * @property {number} seat
 * @property {number} chips
 * @property {number} front
 * @property {number} tiles
 * @property {boolean} entered
 * @property {boolean} passed
 * @property {boolean} out
 * @property {boolean} holding
 * @property {number} [most]
 */
/**
 * @typedef {object} LexioMove
 * @property {number} seat
 * @property {string} action
 * @property {string} [type]
 * @property {number} [key]
 * @property {Array<string>} [tiles]
 * @property {boolean} [out_of_turn]
 */
/**
 * @typedef {object} LexioTransfer
 * @property {number} deal
 * @property {string} from
 * @property {string} to
 * @property {number} amount
 * @property {string} reason
 * @property {number} [owed]
 */
/**
 * @typedef {object} LexioEmptied
 * @property {number} deal
 * @property {number} seat
 * @property {number} pot
 * @property {Array<number>} paid
 * @property {Array<number>} [owed]
 */
/**
 * @typedef {object} LexioDealSummary
 * @property {number} deal
 * @property {Array<number>} before
 * @property {Array<number>} purchases
 * @property {Array<number>} pots
 * @property {Array<number>} tiles
 * @property {Array<number>} after
 * @property {Array<LexioEmptied>} emptied
 */
/**
 * @typedef {object} LexioFinal
 * @property {Array<number>} places
 * @property {Array<number>} totals
 * @property {Array<Array<number>>} changes
 */
/**
 * @typedef {object} LexioMe
 * @property {Array<string>} hand
 * @property {boolean} entered
 * @property {number} legal_count
 * @property {Array<LexioMove>} [legal]
 * @property {boolean} can_pass
 * @property {boolean} can_out
 * @property {Said|null} [result] the seat's own place in a sentence, with its chips, once the game is over
 * @property {Said|null} [prompt] why a control is disabled, or the next step, for the pinned prompt
 */
/** @typedef {Envelope & LexioBody} LexioView a whole Lexio view, as a seat, the host or the display gets it */
