package modules_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
	"github.com/pyinterp/pyinterp/modules"
)

// TestModuleCases runs the conformance cases of this package's modules
// (conformance/cases/mod_*) in process, so they are checked even before
// the pyinterp command can run programs. The expectation format is the
// conformance suite's: exit status, last stderr line, exact stdout.
// Cases listed in conformance/skip.txt are known differences: they are
// skipped with their reason, and one that passes fails the test, as in
// the conformance suite, so that its line is removed.
func TestModuleCases(t *testing.T) {
	files, _ := filepath.Glob("../conformance/cases/mod_*/*.py")
	if len(files) == 0 {
		t.Skip("no module cases")
	}
	known := knownDifferences(t, "../conformance/skip.txt")
	for _, f := range files {
		if strings.HasPrefix(filepath.Base(f), "_") {
			continue
		}
		name := strings.TrimSuffix(strings.TrimPrefix(f, "../conformance/cases/"), ".py")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			exp, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".expected")
			if err != nil {
				t.Fatal(err)
			}
			head, wantOut, _ := strings.Cut(string(exp), "--- stdout\n")
			wantExit, wantErr := "0", ""
			for _, l := range strings.Split(head, "\n") {
				if v, ok := strings.CutPrefix(l, "exit: "); ok {
					wantExit = v
				}
				if v, ok := strings.CutPrefix(l, "stderr: "); ok {
					wantErr = v
				} else if l == "stderr:" {
					wantErr = ""
				}
			}
			var out bytes.Buffer
			opts := runner.Options{
				Limits: eval.Limits{MaxOperations: 50_000_000, Deadline: time.Now().Add(20 * time.Second)},
				Modules: modules.Options{
					Now: func() time.Time { return time.Unix(1700000000, 123456789) },
				},
			}
			th, err := runner.Run(filepath.Base(f), src, &out, opts)
			gotExit, gotErr := "0", ""
			if err != nil {
				gotExit = "1"
				lines := strings.Split(strings.TrimSpace(runner.FormatError(th, err)), "\n")
				gotErr = lines[len(lines)-1]
			}
			same := gotExit == wantExit && gotErr == wantErr && out.String() == wantOut
			if reason, ok := known[name]; ok {
				if same {
					t.Fatalf("passes now: remove its line from conformance/skip.txt")
				}
				t.Skip("known difference: " + reason)
			}
			if !same {
				t.Errorf("exit %s want %s\nstderr %q\n  want %q\nstdout:\n%s\nwant:\n%s", gotExit, wantExit, gotErr, wantErr, out.String(), wantOut)
			}
		})
	}
}

// knownDifferences reads the conformance suite's skip list ("topic/name:
// reason" lines, # comments) into a map from case name to reason.
func knownDifferences(t *testing.T, path string) map[string]string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]string{}
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if name, reason, ok := strings.Cut(l, ": "); ok {
			known[name] = reason
		}
	}
	return known
}
