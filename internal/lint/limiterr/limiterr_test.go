package limiterr_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/pyinterp/pyinterp/internal/lint/limiterr"
)

// TestAnalyzer checks the pass on its own cases (testdata/src).
func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), limiterr.Analyzer, "github.com/pyinterp/pyinterp/lim")
}

// Checked are the packages that handle the program's data (the same as
// allocpath's): no error of theirs may be dropped without a reviewed
// reason.
var Checked = []string{
	"github.com/pyinterp/pyinterp",
	"github.com/pyinterp/pyinterp/eval",
	"github.com/pyinterp/pyinterp/builtins",
	"github.com/pyinterp/pyinterp/modules",
	"github.com/pyinterp/pyinterp/policy",
	"github.com/pyinterp/pyinterp/internal/pyrepr",
	"github.com/pyinterp/pyinterp/vfs",
	"github.com/pyinterp/pyinterp/snapshot",
}

// TestDroppedErrors runs the pass over the checked packages: it must
// report nothing.
func TestDroppedErrors(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and type-checks the project's packages")
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: "../../.."}
	pkgs, err := packages.Load(cfg, Checked...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("packages failed to load")
	}
	g, err := checker.Analyze([]*analysis.Analyzer{limiterr.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	root, _ := filepath.Abs("../../..")
	for act := range g.All() {
		if act.Analyzer != limiterr.Analyzer || !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			rel, _ := filepath.Rel(root, pos.Filename)
			t.Errorf("%s:%d: %s", rel, pos.Line, d.Message)
		}
	}
}
