// Package korean chooses Korean particles by the sound that ends the word
// before them: "플레이어 2가", "빨강 0이", "싱글로", never both forms at once
// with one in brackets.
//
// A Korean message format that cannot know its argument writes a marker
// right after it, "{이/가}", "{을/를}", "{은/는}", "{와/과}", "{으로/로}";
// Fill replaces each marker, once the arguments are in, by the particle
// that fits the text before it. The page script (web/static/app.js, ui.josa)
// follows the same rules. It is pure text, so the solvers' explanations and
// the server's messages share it.
package korean

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ending is how a word ends when read aloud.
type ending int

const (
	vowel     ending = iota // no final consonant: 가, 를, 는, 와, 로
	consonant               // a final consonant other than ㄹ: 이, 을, 은, 과, 으로
	rieul                   // a final ㄹ: 이, 을, 은, 과, but 로
)

// forms maps each particle, in either spelling, to its two forms: after a
// final consonant, after a vowel.
var forms = map[string][2]string{}

func init() {
	for _, p := range [][2]string{{"이", "가"}, {"을", "를"}, {"은", "는"}, {"과", "와"}, {"으로", "로"},
		{"이라고", "라고"}, {"이나", "나"}, {"이라", "라"}, {"이랑", "랑"}, {"아", "야"}, {"이에요", "예요"}, {"이었", "였"}, {"이어야", "여야"}} {
		forms[p[0]] = p
		forms[p[1]] = p
	}
}

// Josa returns the particle of pair ("이/가", "을/를", "은/는", "와/과",
// "으로/로", either order, or one of its forms alone) that follows word.
// Another pair is read as "after a consonant/after a vowel".
func Josa(word, pair string) string {
	first, second, _ := strings.Cut(pair, "/")
	f, ok := forms[first]
	if !ok {
		if second == "" {
			return first
		}
		f = [2]string{first, second}
	}
	switch endingOf(word) {
	case consonant:
		return f[0]
	case rieul:
		if f[0] == "으로" {
			return f[1]
		}
		return f[0]
	}
	return f[1]
}

// With returns word followed by its particle: With("빨강 0", "이/가") is "빨강 0이".
// The reader's own seat, Me ("나"), takes "내가" for 이/가, as it is said.
func With(word, pair string) string {
	if word == Me && pair == "이/가" {
		return "내가"
	}
	return word + Josa(word, pair)
}

// Me names the reader's own seat in a Korean sentence ("내가 물었습니다").
const Me = "나"

// Fill replaces every particle marker "{이/가}" in s by the particle that
// fits the text just before it. Braces that hold no known particle stay.
func Fill(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			return b.String()
		}
		inner := s[i+1 : i+j]
		first, _, _ := strings.Cut(inner, "/")
		b.WriteString(s[:i])
		if _, ok := forms[first]; ok {
			b.WriteString(Josa(b.String(), inner))
		} else {
			b.WriteString(s[i : i+j+1])
		}
		s = s[i+j+1:]
	}
}

// endingOf reads the end of word: quotes, a closing question or
// exclamation mark and a closing parenthesis are skipped (a particle after
// "…합은?”" or "(…)" follows the word before it, as it is read aloud).
func endingOf(word string) ending {
	w := strings.TrimRightFunc(word, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(`"'”’»」』?!`, r)
	})
	for strings.HasSuffix(w, ")") {
		i := strings.LastIndexByte(w, '(')
		if i < 0 {
			break
		}
		w = strings.TrimRightFunc(w[:i], unicode.IsSpace)
	}
	r, _ := utf8.DecodeLastRuneInString(w)
	switch {
	case r >= 0xAC00 && r <= 0xD7A3:
		switch (r - 0xAC00) % 28 {
		case 0:
			return vowel
		case 8:
			return rieul
		}
		return consonant
	case r >= 0x3131 && r <= 0x314E: // a lone consonant jamo (ㄱ … ㅎ)
		if r == 'ㄹ' {
			return rieul
		}
		return consonant
	case r >= '0' && r <= '9':
		return numberEnding(w)
	case r < utf8.RuneSelf && unicode.IsLetter(r):
		return latinEnding(w)
	}
	return vowel
}

// numberEnding reads the trailing number of w as Korean does: 1 일, 3 삼,
// 10 십, 100 백; 2 이, 4 사, 5 오, 9 구.
func numberEnding(w string) ending {
	end := len(w)
	start := end
	for start > 0 && w[start-1] >= '0' && w[start-1] <= '9' {
		start--
	}
	digits := strings.TrimLeft(w[start:end], "0")
	if digits == "" { // 0: 영
		return consonant
	}
	zeros := len(digits) - len(strings.TrimRight(digits, "0"))
	if zeros > 0 { // 십, 백, 천, 만, 억: all end in a consonant other than ㄹ
		return consonant
	}
	switch digits[len(digits)-1] {
	case '1', '7', '8': // 일, 칠, 팔
		return rieul
	case '0', '3', '6': // 영, 삼, 육
		return consonant
	}
	return vowel // 이, 사, 오, 구
}

// latinEnding guesses how a Latin word or letter ends in Korean: a lone
// letter or an acronym by its letter names (엘, 엠, 엔, 알), a word by its
// last letter.
func latinEnding(w string) ending {
	start := len(w)
	for start > 0 && w[start-1] < utf8.RuneSelf && unicode.IsLetter(rune(w[start-1])) {
		start--
	}
	word := w[start:]
	last := unicode.ToLower(rune(word[len(word)-1]))
	if len(word) == 1 || strings.ToUpper(word) == word {
		switch last {
		case 'l', 'r':
			return rieul
		case 'm', 'n':
			return consonant
		}
		return vowel
	}
	switch last {
	case 'l':
		return rieul
	case 'm', 'n', 'k', 'p', 't', 'b', 'd', 'g':
		return consonant
	}
	return vowel
}
