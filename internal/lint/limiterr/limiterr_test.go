package limiterr_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/pyinterp/pyinterp/internal/lint/limiterr"
	"github.com/pyinterp/pyinterp/internal/lint/lintutil"
)

// TestAnalyzer checks the pass on its own cases (testdata/src).
func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), limiterr.Analyzer, "github.com/pyinterp/pyinterp/lim")
}

// TestDroppedErrors runs the pass over the packages that handle the
// program's data (lintutil.Checked): it must report nothing.
func TestDroppedErrors(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and type-checks the project's packages")
	}
	reports, err := lintutil.Run("../../..", limiterr.Analyzer, lintutil.Checked...)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range reports {
		t.Error(r)
	}
}
