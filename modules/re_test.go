package modules_test

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestReGolden runs testdata/re/golden.py, a table of regular expression
// cases (pattern, string, operation), and compares each output line with
// what CPython 3.11 printed (golden.expected; regenerate with
// `python3 golden.py > golden.expected` in that directory).
func TestReGolden(t *testing.T) {
	src, err := os.ReadFile("testdata/re/golden.py")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/re/golden.expected")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	th, err := runner.Run("golden.py", src, &out, runner.Options{Limits: eval.Limits{Deadline: time.Now().Add(60 * time.Second)}})
	if err != nil {
		t.Fatalf("golden.py failed: %s", runner.FormatError(th, err))
	}
	got := strings.Split(out.String(), "\n")
	exp := strings.Split(string(want), "\n")
	if len(got) != len(exp) {
		t.Errorf("%d lines, want %d", len(got), len(exp))
	}
	bad := 0
	for i := 0; i < len(got) && i < len(exp); i++ {
		if got[i] != exp[i] {
			bad++
			t.Errorf("case %d:\n got %s\nwant %s", i+1, got[i], exp[i])
		}
	}
	t.Logf("%d of %d cases match CPython", len(exp)-1-bad, len(exp)-1)
}

// TestReCatastrophic checks that a pattern with exponential backtracking
// stops at the run's limits instead of hanging.
func TestReCatastrophic(t *testing.T) {
	src := []byte("import re\nre.match(r'(a+)+$', 'a' * 40 + 'b')\n")
	for _, lim := range []eval.Limits{
		{MaxOperations: 1_000_000},
		{Deadline: time.Now().Add(300 * time.Millisecond)},
	} {
		start := time.Now()
		_, err := runner.Run("cat.py", src, nil, runner.Options{Limits: lim})
		if _, ok := err.(*eval.LimitError); !ok {
			t.Errorf("limits %+v: got %v, want a limit error", lim, err)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("limits %+v: stopped after %v", lim, d)
		}
	}
}
