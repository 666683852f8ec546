package rethread_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/pyinterp/pyinterp/internal/lint/lintutil"
	"github.com/pyinterp/pyinterp/internal/lint/rethread"
)

// TestAnalyzer checks the pass on its own cases (testdata/src/ev).
func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), rethread.Analyzer, "ev")
}

// TestEval runs the pass over package eval: it must report nothing.
func TestEval(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and type-checks package eval")
	}
	reports, err := lintutil.Run("../../..", rethread.Analyzer, "github.com/pyinterp/pyinterp/eval")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range reports {
		t.Error(r)
	}
}
