package parser_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/parser"
)

// The golden grammar corpus: testdata/grammar/NAME.py holds cases separated
// by "# ---" lines and NAME.golden the CPython 3.11 ast.dump of each, written
// by testdata/grammar/gen.py (py312.golden is hand-written); raw/NAME.py is
// one case per file with its dump in raw/NAME.golden. See
// testdata/grammar/README.md.

// corpusCase is one snippet of a case file.
type corpusCase struct {
	name string // "FILE:LINE" of its separator line
	line int    // 1-based line of the separator in the file
	src  []byte
}

// splitCases splits a corpus file into its cases: each starts after a line
// that is "# ---" or begins with "# --- " and runs to the next such line.
// Text before the first separator is a header and belongs to no case. It
// must agree with split_cases in testdata/grammar/gen.py and
// testdata/errors/gen.py.
func splitCases(file string, data []byte) []corpusCase {
	var cases []corpusCase
	var cur *corpusCase
	for i, lineNo := 0, 1; i < len(data); lineNo++ {
		j := bytes.IndexByte(data[i:], '\n')
		end := len(data)
		if j >= 0 {
			end = i + j + 1
		}
		line := data[i:end]
		text := strings.TrimSuffix(string(line), "\n")
		if text == "# ---" || strings.HasPrefix(text, "# --- ") {
			cases = append(cases, corpusCase{
				name: fmt.Sprintf("%s:%d", file, lineNo),
				line: lineNo,
			})
			cur = &cases[len(cases)-1]
		} else if cur != nil {
			cur.src = append(cur.src, line...)
		}
		i = end
	}
	return cases
}

// caseTitle returns the description after "# --- " on the separator line of
// c, for messages.
func caseTitle(data []byte, line int) string {
	lines := bytes.SplitN(data, []byte("\n"), line+1)
	if line-1 < len(lines) {
		return strings.TrimSpace(strings.TrimPrefix(string(lines[line-1]), "# ---"))
	}
	return ""
}

// readGolden reads a NAME.golden file: "# --- KEY" lines each followed by
// one dump line.
func readGolden(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m := make(map[string]string)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		key, ok := strings.CutPrefix(lines[i], "# --- ")
		if !ok || i+1 >= len(lines) {
			return nil, fmt.Errorf("%s:%d: want \"# --- FILE:LINE\" followed by a dump line", path, i+1)
		}
		m[key] = lines[i+1]
		i++
	}
	return m, nil
}

// safeParse calls parser.ParseFile, turning a panic into an error that
// carries the stack, so one bad case does not stop the run.
func safeParse(filename string, src []byte) (mod *ast.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			mod, err = nil, fmt.Errorf("PANIC: %v\n%s", r, debug.Stack())
		}
	}()
	return parser.ParseFile(filename, src)
}

// safeDump calls ast.Dump, turning a panic into a marker string.
func safeDump(n ast.Node) (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = fmt.Sprintf("<ast.Dump PANIC: %v>", r)
		}
	}()
	return ast.Dump(n)
}

// dumpLines breaks a one-line ast.dump text into indented lines, one per
// field or list element, so that cmp.Diff of two dumps shows the differing
// nodes rather than two walls of text. Quoted strings are kept whole.
func dumpLines(s string) []string {
	var lines []string
	var cur strings.Builder
	depth := 0
	flush := func() {
		if cur.Len() > 0 {
			lines = append(lines, strings.Repeat("  ", depth)+cur.String())
			cur.Reset()
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\'', '"':
			// A Python repr: copy up to the matching unescaped quote.
			j := i + 1
			for j < len(s) && s[j] != c {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s) {
				j = len(s) - 1
			}
			cur.WriteString(s[i : j+1])
			i = j
		case '(', '[':
			cur.WriteByte(c)
			if i+1 < len(s) && (s[i+1] == ')' || s[i+1] == ']') {
				continue
			}
			flush()
			depth++
		case ')', ']':
			if i > 0 && (s[i-1] == '(' || s[i-1] == '[') {
				cur.WriteByte(c)
				continue
			}
			flush()
			depth--
			cur.WriteByte(c)
		case ',':
			cur.WriteByte(c)
			flush()
			if i+1 < len(s) && s[i+1] == ' ' {
				i++
			}
		default:
			cur.WriteByte(c)
		}
	}
	flush()
	return lines
}

// diffDumps returns a readable difference between two dumps, or "".
func diffDumps(want, got string) string {
	if want == got {
		return ""
	}
	return cmp.Diff(dumpLines(want), dumpLines(got))
}

func TestGrammarGolden(t *testing.T) {
	dir := filepath.Join("testdata", "grammar")
	files, err := filepath.Glob(filepath.Join(dir, "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	skips := readGrammarSkips(t, filepath.Join(dir, "skip.txt"))
	for _, path := range files {
		base := filepath.Base(path)
		if base == "gen.py" {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		goldenPath := strings.TrimSuffix(path, ".py") + ".golden"
		golden, err := readGolden(goldenPath)
		if err != nil {
			t.Fatalf("%v (run python3 %s)", err, filepath.Join(dir, "gen.py"))
		}
		cases := splitCases(base, data)
		seen := make(map[string]bool)
		for _, c := range cases {
			seen[c.name] = true
			want, ok := golden[c.name]
			if !ok {
				t.Errorf("%s: no golden dump for this case in %s (run python3 %s)", c.name, goldenPath, filepath.Join(dir, "gen.py"))
				continue
			}
			n++
			title := caseTitle(data, c.line)
			t.Run(subtestName(c.name, title), func(t *testing.T) {
				if reason, ok := skips[c.name]; ok {
					if mod, err := safeParse(c.name, c.src); err != nil || mod == nil || diffDumps(want, safeDump(mod)) != "" {
						t.Skipf("listed in skip.txt: %s", reason)
					}
					t.Errorf("%s passes but is listed in testdata/grammar/skip.txt: remove it", c.name)
					return
				}
				checkGolden(t, c.name, c.src, want)
			})
		}
		var stale []string
		for k := range golden {
			if !seen[k] {
				stale = append(stale, k)
			}
		}
		sort.Strings(stale)
		for _, k := range stale {
			t.Errorf("%s: golden entry %q matches no case (run python3 %s)", goldenPath, k, filepath.Join(dir, "gen.py"))
		}
	}

	raws, err := filepath.Glob(filepath.Join(dir, "raw", "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range raws {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(strings.TrimSuffix(path, ".py") + ".golden")
		if err != nil {
			t.Errorf("%v (run python3 %s)", err, filepath.Join(dir, "gen.py"))
			continue
		}
		n++
		name := "raw/" + filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			checkGolden(t, name, src, strings.TrimSuffix(string(want), "\n"))
		})
	}
	if n < 350 {
		t.Errorf("grammar corpus has %d cases, want at least 350", n)
	}
}

// subtestName makes "stmt.py:12/chained_assignment" from a case name and its title.
func subtestName(name, title string) string {
	if title == "" {
		return name
	}
	return name + "/" + strings.ReplaceAll(title, " ", "_")
}

func checkGolden(t *testing.T, name string, src []byte, want string) {
	t.Helper()
	mod, err := safeParse(name, src)
	if err != nil {
		t.Errorf("%s: ParseFile failed: %v\nsource:\n%s", name, err, indentSource(src))
		return
	}
	if mod == nil {
		t.Errorf("%s: ParseFile returned nil module and nil error", name)
		return
	}
	if d := diffDumps(want, safeDump(mod)); d != "" {
		t.Errorf("%s: ast.Dump differs from CPython (-cpython +ours):\n%s\nsource:\n%s", name, d, indentSource(src))
	}
}

// indentSource quotes a snippet for an error message.
func indentSource(src []byte) string {
	s := strings.TrimSuffix(string(src), "\n")
	if len(s) > 2000 {
		s = s[:2000] + "..."
	}
	return "\t" + strings.ReplaceAll(s, "\n", "\n\t")
}

func TestDumpLines(t *testing.T) {
	got := dumpLines(`Module(body=[Expr(value=Constant(value='a, (b]'))], type_ignores=[])`)
	want := []string{
		"Module(",
		"  body=[",
		"    Expr(",
		"      value=Constant(",
		"        value='a, (b]'",
		"      )",
		"    )",
		"  ],",
		"  type_ignores=[]",
		")",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("dumpLines (-want +got):\n%s", d)
	}
}

// readGrammarSkips reads "NAME: reason" lines of the grammar corpus's skip
// list: cases pyinterp knowingly gets wrong, each with its reason.
func readGrammarSkips(t *testing.T, path string) map[string]string {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	skips := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, ok := strings.Cut(line, ": ")
		if !ok || strings.TrimSpace(reason) == "" {
			t.Fatalf("%s: line %q is not NAME: reason", path, line)
		}
		skips[strings.TrimSpace(name)] = strings.TrimSpace(reason)
	}
	return skips
}
