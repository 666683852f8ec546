package allocpath_test

import (
	"bufio"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/pyinterp/pyinterp/internal/lint/allocpath"
	"github.com/pyinterp/pyinterp/internal/lint/lintutil"
)

// TestAnalyzer checks the pass on its own cases (testdata/src/a; objs
// for the rule on eval's uncharged constructors;
// bignum and .../eval for the rule on math/big: eval/bigwork.go is the
// one file allowed to call its costly methods; decimalnum and .../modules
// for apd's, allowed in modules/decimal_work.go only).
func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), allocpath.Analyzer, "a", "objs", "bignum", "github.com/pyinterp/pyinterp/eval", "decimalnum", "github.com/pyinterp/pyinterp/modules")
}

// TestAllocationPath runs the pass over the packages that handle the
// program's data (lintutil.Checked). Files may hold no more reports than
// testdata/baseline.txt allows (the reports that predate the check, being
// removed), and a file that holds fewer must lower its line: the baseline
// only shrinks.
func TestAllocationPath(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and type-checks the project's packages")
	}
	reports, err := lintutil.Run("../../..", allocpath.Analyzer, lintutil.Checked...)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, r := range reports {
		got[r.File]++
	}
	want := readBaseline(t, "testdata/baseline.txt")
	if diff := cmp.Diff(want, got); diff != "" {
		sort.Slice(reports, func(i, j int) bool { return reports[i].String() < reports[j].String() })
		for _, r := range reports {
			if want[r.File] < got[r.File] {
				t.Log(r)
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
