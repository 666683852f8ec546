// Package lintutil holds what pyinterp's static checks share: the reviewed
// waiver comments that silence a report (//allocpath:ok <reason>,
// //limiterr:ok <reason>, //workloop:bounded <reason>, //rethread:ok
// <reason>), the list of packages that handle the program's data, and a
// run of a pass over those packages for the tests that keep the project
// clean (internal/lint/allocpath, internal/lint/limiterr,
// internal/lint/workloop, internal/lint/rethread).
package lintutil

import (
	"fmt"
	"go/ast"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Checked are the packages that handle the program's data: the checks
// hold in all of them.
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

// Waived returns the lines of f a waiver covers (the directive's own line
// and the next), reporting a directive given without a reason.
func Waived(pass *analysis.Pass, f *ast.File, directive string) map[int]bool {
	ok := map[int]bool{}
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if !strings.HasPrefix(c.Text, directive) {
				continue
			}
			if strings.TrimSpace(strings.TrimPrefix(c.Text, directive)) == "" {
				pass.Reportf(c.Pos(), "%s needs a reason", strings.TrimPrefix(directive, "//"))
				continue
			}
			line := pass.Fset.Position(c.Pos()).Line
			ok[line], ok[line+1] = true, true
		}
	}
	return ok
}

// Report is one diagnostic of a pass, its file relative to the root.
type Report struct {
	File    string
	Line    int
	Message string
}

func (r Report) String() string { return fmt.Sprintf("%s:%d: %s", r.File, r.Line, r.Message) }

// Run type-checks pkgs (patterns, from the module rooted at root) and runs
// a over them, returning its diagnostics in the packages themselves.
func Run(root string, a *analysis.Analyzer, pkgs ...string) ([]Report, error) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: root}
	loaded, err := packages.Load(cfg, pkgs...)
	if err != nil {
		return nil, err
	}
	if packages.PrintErrors(loaded) > 0 {
		return nil, fmt.Errorf("packages failed to load")
	}
	g, err := checker.Analyze([]*analysis.Analyzer{a}, loaded, nil)
	if err != nil {
		return nil, err
	}
	abs, _ := filepath.Abs(root)
	var out []Report
	for act := range g.All() {
		if act.Analyzer != a || !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			rel, _ := filepath.Rel(abs, pos.Filename)
			out = append(out, Report{File: rel, Line: pos.Line, Message: d.Message})
		}
	}
	return out, nil
}
