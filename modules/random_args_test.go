package modules_test

import (
	"bytes"
	"os"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestRandomArgErrors checks the messages of wrong calls of random's
// methods against CPython's (testdata/random/args.txt, written by
// python3 from args.py): Python functions' messages, Random.-qualified.
func TestRandomArgErrors(t *testing.T) {
	src, err := os.ReadFile("testdata/random/args.py")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/random/args.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	opts := runner.Options{Limits: eval.Limits{MaxOperations: 10_000_000, Deadline: time.Now().Add(30 * time.Second)}}
	th, err := runner.Run("args.py", src, &out, opts)
	if err != nil {
		t.Fatal(runner.FormatError(th, err))
	}
	if diff := cmp.Diff(string(want), out.String()); diff != "" {
		t.Errorf("messages differ from CPython's (-want +got):\n%s", diff)
	}
}
