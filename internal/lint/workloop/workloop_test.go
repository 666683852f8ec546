package workloop_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/pyinterp/pyinterp/internal/lint/lintutil"
	"github.com/pyinterp/pyinterp/internal/lint/workloop"
)

// TestAnalyzer checks the pass on its own cases (testdata/src: a stand-in
// for package eval, and .../modules, which uses it).
func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), workloop.Analyzer, "github.com/pyinterp/pyinterp/modules")
}

// TestWorkLoops runs the pass over the packages that handle the program's
// data (lintutil.Checked): it must report nothing.
func TestWorkLoops(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and type-checks the project's packages")
	}
	reports, err := lintutil.Run("../../..", workloop.Analyzer, lintutil.Checked...)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range reports {
		t.Error(r)
	}
}
