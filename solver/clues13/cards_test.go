package clues13

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCards(t *testing.T) {
	t.Run("ids round-trip and are distinct", func(t *testing.T) {
		seen := map[string]bool{}
		for _, info := range Catalogue() {
			c, err := ParseCard(info.ID)
			require.NoError(t, err)
			assert.Equal(t, info.Card, c)
			assert.False(t, seen[info.ID], info.ID)
			seen[info.ID] = true
			assert.NotEmpty(t, info.Korean)
			assert.Equal(t, info.Category.Kind(), info.Kind, "category %s of %s", info.Category, info.ID)
		}
		assert.Len(t, seen, NumCards)
	})
	t.Run("rules table", func(t *testing.T) {
		cases := []struct {
			card     Card
			id       string
			colour   Colour
			kind     Kind
			category Category
			korean   string
		}{
			{Officer, "officer", Purple, Person, Male, "장교"},
			{Market, "market", Pink, Location, Outdoor, "시장"},
			{Poison, "poison", Red, Weapon, Melee, "독약"},
			{Countess, "countess", Green, Person, Female, "백작 부인"},
			{Blowgun, "blowgun", Yellow, Weapon, Ranged, "블로건"},
			{Harbor, "harbor", Blue, Location, Outdoor, "항구"},
			{Theater, "theater", Orange, Location, Indoor, "극장"},
			{Candlestick, "candlestick", White, Weapon, Melee, "촛대"},
			{Florist, "florist", Brown, Person, Female, "꽃집 주인"},
			{Bow, "bow", Gray, Weapon, Ranged, "활"},
		}
		for _, c := range cases {
			t.Run(c.id, func(t *testing.T) {
				assert.Equal(t, c.id, c.card.String())
				assert.Equal(t, c.colour, c.card.Colour())
				assert.Equal(t, c.kind, c.card.Kind())
				assert.Equal(t, c.category, c.card.Category())
				assert.Equal(t, c.korean, c.card.Korean())
				assert.Equal(t, c.card, CardOf(c.colour, c.kind))
			})
		}
	})
	t.Run("five cards per category", func(t *testing.T) {
		for cat := Category(0); cat < NumCategories; cat++ {
			assert.Equal(t, 5, Answer(allCards(), CategorySubject(cat)), cat.String())
		}
		for col := Colour(0); col < NumColours; col++ {
			assert.Equal(t, 3, Answer(allCards(), ColourSubject(col)), col.String())
		}
	})
	t.Run("subjects", func(t *testing.T) {
		for _, id := range []string{"purple", "gray", "male", "ranged"} {
			s, err := ParseSubject(id)
			require.NoError(t, err)
			assert.Equal(t, id, s.String())
		}
		s, _ := ParseSubject("red")
		assert.Equal(t, "빨강", s.Korean())
		s, _ = ParseSubject("indoor")
		assert.Equal(t, "실내", s.Korean())
		_, err := ParseSubject("person")
		assert.ErrorContains(t, err, "only the 10 colours and the 6 categories")
		_, err = ParseSubject("violet")
		assert.ErrorContains(t, err, `unknown colour or category "violet"`)
		_, err = ParseCard("Officer")
		assert.ErrorContains(t, err, `unknown card "Officer"`)
	})
	t.Run("names for the pages", func(t *testing.T) {
		assert.Equal(t, Name{ID: "purple", Korean: "보라"}, ColourNames()[0])
		assert.Equal(t, Name{ID: "ranged", Korean: "원거리"}, CategoryNames()[5])
		assert.Equal(t, "흉기", Weapon.Korean())
		cs := Catalogue()
		cs[0].Korean = "changed"
		assert.Equal(t, "장교", Catalogue()[0].Korean, "Catalogue returns a copy")
	})
	t.Run("letters and sides", func(t *testing.T) {
		l, err := ParseLetter("c")
		require.NoError(t, err)
		assert.Equal(t, "C", l.String())
		_, err = ParseLetter("I")
		assert.Error(t, err)
		side, err := ParseSide("right")
		require.NoError(t, err)
		assert.Equal(t, Right, side)
		_, err = ParseSide("middle")
		assert.Error(t, err)
	})
}

func allCards() []Card {
	out := make([]Card, NumCards)
	for i := range out {
		out[i] = Card(i)
	}
	return out
}

func TestSetup(t *testing.T) {
	cases := []struct {
		players    int
		removed    []Colour
		cards      int
		informants int
	}{
		{2, []Colour{Gray, Brown, White, Orange}, 18, 8},
		{3, []Colour{Gray, Brown, White}, 21, 6},
		{4, []Colour{Gray, Brown}, 24, 4},
		{5, []Colour{Gray}, 27, 2},
		{6, nil, 30, 0},
	}
	for _, c := range cases {
		t.Run(string(rune('0'+c.players))+" players", func(t *testing.T) {
			s, err := NewSetup(c.players)
			require.NoError(t, err)
			assert.Equal(t, c.removed, s.Removed)
			assert.Len(t, s.Cards, c.cards)
			assert.Equal(t, c.informants, s.Informants)
			assert.Len(t, s.Letters, c.informants)
			// Every player cannot see 13 cards: own case 3 + others' inside 2 each + informants.
			assert.Equal(t, Unseen, 3+2*(c.players-1)+c.informants)
			for _, col := range c.removed {
				// Still askable (answer always 0), but no card of it is in play.
				assert.NoError(t, s.CheckSubject(ColourSubject(col)))
				assert.True(t, s.SubjectRemoved(ColourSubject(col)))
				assert.Zero(t, s.MaxAnswer(ColourSubject(col), NoSide))
				assert.False(t, s.InPlay(CardOf(col, Person)))
			}
			assert.False(t, s.SubjectRemoved(ColourSubject(Purple)))
			assert.False(t, s.SubjectRemoved(CategorySubject(Male)))
			assert.NoError(t, s.CheckSubject(ColourSubject(Purple)))
			assert.Len(t, s.Subjects(), len(s.Colours)+NumCategories)
		})
	}
	t.Run("player count", func(t *testing.T) {
		_, err := NewSetup(7)
		assert.ErrorContains(t, err, "2 to 6 players")
	})
	t.Run("guesses", func(t *testing.T) {
		s, _ := NewSetup(4)
		assert.NoError(t, s.CheckGuess([]Card{Harbor, Officer, Gun}))
		assert.ErrorContains(t, s.CheckGuess([]Card{Officer, Duke, Gun}), "second person")
		assert.ErrorContains(t, s.CheckGuess([]Card{Officer, Gun}), "not 2 cards")
		assert.ErrorContains(t, s.CheckGuess([]Card{Florist, Park, Gun}), "not in play")
	})
	t.Run("letters", func(t *testing.T) {
		s, _ := NewSetup(5)
		assert.NoError(t, s.CheckLetter(1))
		assert.ErrorContains(t, s.CheckLetter(2), "A to B")
		s, _ = NewSetup(6)
		assert.ErrorContains(t, s.CheckLetter(0), "no informant")
	})
	t.Run("max answers", func(t *testing.T) {
		s2, _ := NewSetup(2)
		s5, _ := NewSetup(5)
		s6, _ := NewSetup(6)
		assert.Equal(t, 3, s5.MaxAnswer(ColourSubject(Red), NoSide))
		assert.Equal(t, 4, s5.MaxAnswer(CategorySubject(Male), NoSide)) // gray is out: 4 males in play
		assert.Equal(t, 5, s5.MaxAnswer(CategorySubject(Indoor), NoSide))
		assert.Equal(t, 5, s6.MaxAnswer(CategorySubject(Male), NoSide))
		assert.Equal(t, 2, s2.MaxAnswer(CategorySubject(Female), Left))
		assert.Equal(t, 3, s2.MaxAnswer(ColourSubject(Red), Right))
	})
}
