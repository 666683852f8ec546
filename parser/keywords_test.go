package parser

import (
	"slices"
	"testing"

	"github.com/pyinterp/pyinterp/internal/ident"
)

// TestKeywordTokens: the scanner's keyword tokens are exactly Python's
// keyword list (internal/ident, which the keyword module and the embedding
// API use).
func TestKeywordTokens(t *testing.T) {
	var got []string
	for s := range keywords {
		got = append(got, s)
	}
	slices.Sort(got)
	if want := ident.Keywords(); !slices.Equal(got, want) {
		t.Errorf("keyword tokens %v, want %v", got, want)
	}
}
