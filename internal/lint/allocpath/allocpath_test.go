package allocpath_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/pyinterp/pyinterp/internal/lint/allocpath"
)

// TestAnalyzer checks the pass on its own cases (testdata/src/a; objs
// for the rule on eval's uncharged constructors;
// bignum and .../eval for the rule on math/big: eval/bigwork.go is the
// one file allowed to call its costly methods; decimalnum and .../modules
// for apd's, allowed in modules/decimal_work.go only).
func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), allocpath.Analyzer, "a", "objs", "bignum", "github.com/pyinterp/pyinterp/eval", "decimalnum", "github.com/pyinterp/pyinterp/modules")
}

// Checked are the packages that handle the program's data: every
// program-sized allocation in them must go through eval's allocation
// path.
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

// TestAllocationPath runs the pass over the checked packages. Files may
// hold no more reports than testdata/baseline.txt allows (the reports
// that predate the check, being removed), and a file that holds fewer
// must lower its line: the baseline only shrinks.
func TestAllocationPath(t *testing.T) {
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
	g, err := checker.Analyze([]*analysis.Analyzer{allocpath.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	root, _ := filepath.Abs("../../..")
	got := map[string]int{}
	var lines []string
	for act := range g.All() {
		if act.Analyzer != allocpath.Analyzer || !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			rel, _ := filepath.Rel(root, pos.Filename)
			got[rel]++
			lines = append(lines, fmt.Sprintf("%s:%d: %s", rel, pos.Line, d.Message))
		}
	}
	want := readBaseline(t, "testdata/baseline.txt")
	if diff := cmp.Diff(want, got); diff != "" {
		sort.Strings(lines)
		for _, l := range lines {
			if want[strings.SplitN(l, ":", 2)[0]] < got[strings.SplitN(l, ":", 2)[0]] {
				t.Log(l)
			}
		}
		t.Errorf("reports per file differ from testdata/baseline.txt (-baseline +now); new reports are logged above, fix them (or, for a file that improved, lower its line):\n%s", diff)
	}
}

func readBaseline(t *testing.T, path string) map[string]int {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		n, err := strconv.Atoi(fields[1])
		if len(fields) != 2 || err != nil {
			t.Fatalf("%s: bad line %q", path, line)
		}
		m[fields[0]] = n
	}
	return m
}
