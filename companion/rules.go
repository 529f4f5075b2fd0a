package companion

import (
	"fmt"
	"io/fs"
	"strings"
)

// Sheet is a game's rules sheet in Korean and English, in our own words:
// set-up, a turn, the end, scoring and every question card or combination
// with a worked example. Each game keeps its sheet in one place (two
// embedded files in its companion package) and the pages read it through
// GET /api/rules/:game; a tip or a refusal links to a section by its id.
type Sheet struct {
	Sections []Section `json:"sections"`
}

// Section is one part of a rules sheet: its id (the link target), its
// title and its paragraphs, in both languages.
type Section struct {
	ID      string   `json:"id"`
	TitleKO string   `json:"title_ko"`
	TitleEN string   `json:"title_en"`
	KO      []string `json:"ko"`
	EN      []string `json:"en"`
}

// ParseSheet reads a rules sheet from its Korean and English texts. Each
// section starts with a line "## id: Title"; the paragraphs below it are
// separated by blank lines. Both texts must have the same sections in the
// same order, so a link to a section works in either language.
func ParseSheet(ko, en string) (*Sheet, error) {
	kos, err := parseSections(ko)
	if err != nil {
		return nil, fmt.Errorf("the Korean rules: %w", err)
	}
	ens, err := parseSections(en)
	if err != nil {
		return nil, fmt.Errorf("the English rules: %w", err)
	}
	if len(kos) != len(ens) {
		return nil, fmt.Errorf("the Korean rules have %d sections, the English %d", len(kos), len(ens))
	}
	sh := &Sheet{}
	for i := range kos {
		if kos[i].id != ens[i].id {
			return nil, fmt.Errorf("section %d is %q in Korean but %q in English", i+1, kos[i].id, ens[i].id)
		}
		sh.Sections = append(sh.Sections, Section{ID: kos[i].id, TitleKO: kos[i].title, TitleEN: ens[i].title, KO: kos[i].paras, EN: ens[i].paras})
	}
	return sh, nil
}

// MustSheet is ParseSheet for a game's embedded files: a broken sheet is a
// programming error, caught by every test that registers the game.
func MustSheet(ko, en string) *Sheet {
	sh, err := ParseSheet(ko, en)
	if err != nil {
		panic(err)
	}
	return sh
}

// SheetIn is MustSheet for the files rules/ko.md and rules/en.md of a
// game's embedded folder (//go:embed rules).
func SheetIn(files fs.FS) *Sheet {
	ko, errKO := fs.ReadFile(files, "rules/ko.md")
	en, errEN := fs.ReadFile(files, "rules/en.md")
	if errKO != nil || errEN != nil {
		panic(fmt.Sprintf("a game's rules sheet is missing: %v %v", errKO, errEN))
	}
	return MustSheet(string(ko), string(en))
}

// Has reports whether the sheet has a section with this id.
func (s *Sheet) Has(id string) bool {
	for _, x := range s.Sections {
		if x.ID == id {
			return true
		}
	}
	return false
}

type rawSection struct {
	id, title string
	paras     []string
}

func parseSections(text string) ([]rawSection, error) {
	var out []rawSection
	var para []string
	flush := func() {
		if len(para) > 0 && len(out) > 0 {
			out[len(out)-1].paras = append(out[len(out)-1].paras, strings.Join(para, " "))
		}
		para = nil
	}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "## "):
			flush()
			id, title, ok := strings.Cut(strings.TrimPrefix(line, "## "), ":")
			if !ok || strings.TrimSpace(id) == "" || strings.TrimSpace(title) == "" {
				return nil, fmt.Errorf("line %d: a heading is \"## id: Title\", not %q", n+1, line)
			}
			out = append(out, rawSection{id: strings.TrimSpace(id), title: strings.TrimSpace(title)})
		case line == "":
			flush()
		case len(out) == 0:
			if !strings.HasPrefix(line, "#") {
				return nil, fmt.Errorf("line %d: text before the first section", n+1)
			}
		default:
			para = append(para, line)
		}
	}
	flush()
	if len(out) == 0 {
		return nil, fmt.Errorf("no sections")
	}
	for _, s := range out {
		if len(s.paras) == 0 {
			return nil, fmt.Errorf("section %q is empty", s.id)
		}
	}
	return out, nil
}
