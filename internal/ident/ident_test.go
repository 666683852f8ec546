package ident

import (
	"slices"
	"testing"
)

func TestKeywordsSorted(t *testing.T) {
	if !slices.IsSorted(keywords) {
		t.Fatal("keywords not sorted: IsKeyword's binary search needs them sorted")
	}
}

// TestIdentifiers: expectations from CPython 3.11's str.isidentifier and
// keyword.iskeyword.
func TestIdentifiers(t *testing.T) {
	cases := []struct {
		s     string
		ident bool
	}{
		{"x", true}, {"_", true}, {"_x1", true}, {"Ω", true}, {"été", true}, {"ｆｏｏ", true},
		{"x\u0301", true}, {"℘", true}, {"a·b", true}, {"Ⅻ", true},
		{"", false}, {"1x", false}, {"a€", false}, {"a-b", false}, {"a b", false}, {"€", false},
		{"a\x00", false}, {"\xff", false}, {"x\u2028", false}, {"⸿", false}, {"a.b", false},
	}
	for _, c := range cases {
		if got := IsIdentifier(c.s); got != c.ident {
			t.Errorf("IsIdentifier(%q) = %v, want %v", c.s, got, c.ident)
		}
	}
	for _, k := range []string{"if", "None", "await", "nonlocal"} {
		if !IsKeyword(k) {
			t.Errorf("IsKeyword(%q) = false", k)
		}
	}
	for _, k := range []string{"match", "case", "_", "print", "If", ""} {
		if IsKeyword(k) {
			t.Errorf("IsKeyword(%q) = true", k)
		}
	}
}
