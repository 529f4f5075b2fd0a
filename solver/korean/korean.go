// Package korean attaches Korean particles to words, choosing the form by the word's final sound
// (받침), so that generated sentences never fall back on "이(가)".
package korean

import (
	"strings"
	"unicode"
)

// Batchim reports whether word, read aloud, ends in a consonant (has 받침), and whether that consonant
// is ㄹ (which takes "로", not "으로"). Trailing spaces and punctuation (quotes, brackets) are skipped;
// digits are read as Sino-Korean numbers (1 일, 2 이, 10 십); Latin letters by their Korean names
// (L 엘, M 엠, N 엔, R 알 end in a consonant).
func Batchim(word string) (has, rieul bool) {
	rs := []rune(strings.TrimRightFunc(word, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)
	}))
	if len(rs) == 0 {
		return false, false
	}
	last := rs[len(rs)-1]
	switch {
	case last >= 0xAC00 && last <= 0xD7A3:
		final := (last - 0xAC00) % 28
		return final != 0, final == 8 // 8 is ㄹ
	case last >= '0' && last <= '9':
		if last == '0' {
			// 0 영; 10 십, 100 백, 1000 천, 10000 만: every reading ends in a consonant.
			return true, false
		}
		// 일 이 삼 사 오 육 칠 팔 구
		d := last - '0'
		return d == 1 || d == 3 || d == 6 || d == 7 || d == 8, d == 1 || d == 7 || d == 8
	case unicode.IsLetter(last) && last < 0x80:
		switch unicode.ToUpper(last) {
		case 'L', 'R':
			return true, true
		case 'M', 'N':
			return true, false
		}
	}
	return false, false
}

// With returns word followed by the right form of a particle written as "after-consonant/after-vowel",
// e.g. With("빨간 3", "이/가") = "빨간 3이", With("2", "이/가") = "2가". "으로/로" takes "로" after ㄹ.
func With(word, particle string) string {
	consonant, vowel, ok := strings.Cut(particle, "/")
	if !ok {
		return word + particle
	}
	has, rieul := Batchim(word)
	if has && !(rieul && consonant == "으로") {
		return word + consonant
	}
	return word + vowel
}
