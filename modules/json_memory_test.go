package modules_test

import (
	"errors"
	"io"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// jsonCharged runs src (after a prelude that imports json) under a 1 GiB
// limit and returns the bytes the run charged.
func jsonCharged(t *testing.T, src string) int64 {
	t.Helper()
	const lim = 1 << 30
	th, err := runner.Run("json_memory.py", []byte("import json\n"+src+"\n"), io.Discard, runner.Options{Limits: eval.Limits{MaxMemory: lim}})
	if err != nil {
		t.Fatalf("%s: %s", src, runner.FormatError(th, err))
	}
	return lim - th.MemoryRoom()
}

// TestJSONLoadsChargeProportional: json.loads charges about what it
// makes. It used to charge 64 KiB ahead for the first value, so that a
// small loads under a tight limit failed until the limit re-measured the
// heap.
func TestJSONLoadsChargeProportional(t *testing.T) {
	cases := []struct {
		name     string
		doc      string
		atMost   int64 // bytes charged by the loads, at most
		atLeast  int64 // and at least
		holdsDoc bool
	}{
		{name: "one int", doc: `'1'`, atMost: 2 << 10},
		{name: "small object", doc: `'{"a": [1, 2.5, "x", null, true]}'`, atMost: 2 << 10},
		{name: "thousand ints", doc: `'[' + ','.join(['7'] * 1000) + ']'`, atMost: 64 * 1000 * 3, atLeast: 64 * 1000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			base := jsonCharged(t, "s = "+c.doc+"\nr = None")
			got := jsonCharged(t, "s = "+c.doc+"\nr = json.loads(s)") - base
			if got > c.atMost || got < c.atLeast {
				t.Errorf("json.loads(%s) charged %d bytes, want %d..%d", c.doc, got, c.atLeast, c.atMost)
			}
		})
	}
}

// TestJSONLoadsTightLimit: a small loads fits in a limit a few KiB above
// what the program charged before it (it used to charge 64 KiB and fail
// there, unless the whole process's heap happened to fit the limit); a
// large one under a limit of 16 MiB is stopped by it.
func TestJSONLoadsTightLimit(t *testing.T) {
	prelude := "s = '{\"k\": [1, 2, 3]}'\n"
	lim := jsonCharged(t, prelude+"r = None") + 16<<10 // charges are cumulative: room for a few small calls
	for _, src := range []string{"r = json.loads(s)", "r = json.loads('[' + s + ', 1.5, \"x\"]')"} {
		th, err := runner.Run("json_memory.py", []byte("import json\n"+prelude+src+"\n"), io.Discard, runner.Options{Limits: eval.Limits{MaxMemory: lim}})
		if err != nil {
			t.Fatalf("%s under %d bytes: %s", src, lim, runner.FormatError(th, err))
		}
	}
	const bigLim = 16 << 20
	big := `s = '[' + ','.join(['[1, 2]'] * 10**6) + ']'
r = json.loads(s)`
	th, err := runner.Run("json_memory.py", []byte("import json\n"+big+"\n"), io.Discard, runner.Options{Limits: eval.Limits{MaxMemory: bigLim}})
	var le *eval.LimitError
	if !errors.As(err, &le) || le.Kind != eval.LimitMemory {
		t.Fatalf("big loads under %d bytes: got %v, want the memory limit", bigLim, runner.FormatError(th, err))
	}
}
