package eval

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCallPathsInStep checks that callDirect (calldirect.go) still holds
// Function.run (function.go) line for line, from the slots' set-up to the
// result: the two are written out apart for the inliner (calling run from
// callDirect costs ~18 instructions a call), so a fix made to one alone
// (a charge, the depth check, the frame's fields) would silently leave
// the other path without it.
func TestCallPathsInStep(t *testing.T) {
	run := callPathTail(t, "function.go", "func (f *Function) run(", "f")
	direct := callPathTail(t, "calldirect.go", "func callDirect(", "pf")
	if len(run) < 40 {
		t.Fatalf("Function.run's shared part is %d lines: the markers moved", len(run))
	}
	if diff := cmp.Diff(run, direct); diff != "" {
		t.Errorf("callDirect no longer holds Function.run (-run +callDirect):\n%s", diff)
	}
}

// callPathTail returns the lines of the function starting at sig in
// file, from its `if !c.plain {` to its end, with the function value's
// name fn written as "f".
func callPathTail(t *testing.T, file, sig, fn string) []string {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	i := strings.Index(text, sig)
	if i < 0 {
		t.Fatalf("%s: %q not found", file, sig)
	}
	body := text[i:]
	body = body[:strings.Index(body, "\n}\n")]
	j := strings.Index(body, "\tif !c.plain {")
	if j < 0 {
		t.Fatalf("%s: no `if !c.plain {` in %s", file, sig)
	}
	name := regexp.MustCompile(`\b` + fn + `\b`)
	var out []string
	for _, line := range strings.Split(body[j:], "\n") {
		out = append(out, strings.TrimSpace(name.ReplaceAllString(line, "f")))
	}
	return out
}
