package modules

import (
	"testing"

	"github.com/pyinterp/pyinterp/eval"
)

// TestReTokenizerStopsAtLimit: a memory limit reached while the parser
// reads a run of tokens (the digits of a repeat count, an octal escape)
// ends the parse with the limit. The tokenizer used to stay on the token
// it failed to read, and a loop collecting digits spun forever, growing
// its string past the limit (generative fuzzer, seed 7006325: a wedged
// host goroutine under a 64 MiB cap).
func TestReTokenizerStopsAtLimit(t *testing.T) {
	const limit = 64 << 10 // far below any test binary's live heap
	for _, tc := range []struct {
		name, pattern string
		read          int // tokens charged before the limit
	}{
		{"repeat lower bound", "a{123456789}", 3},
		{"repeat upper bound", "a{1,23456789}", 5},
		{"repeat in group", "(?:a{12,345678}){2}", 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			th := eval.NewThread(nil, eval.Limits{MaxMemory: limit}, nil, nil)
			if err := th.Charge(limit - int64(tc.read)*reTokenBytes); err != nil {
				t.Fatal(err)
			}
			_, _, err := reParse(th, []rune(tc.pattern), true, 0)
			if err == nil || err.lim == nil {
				t.Fatalf("reParse(%q) past the memory limit: %v, want the limit", tc.pattern, err)
			}
		})
	}
}
