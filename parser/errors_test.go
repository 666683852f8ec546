package parser_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/parser"
)

// The syntax error corpus: testdata/errors/*.py hold named broken snippets
// ("# --- NAME" separators), testdata/errors/raw/NAME.py one byte-exact
// snippet each, and testdata/errors/expected.jsonl what CPython 3.11
// reports for each (written by testdata/errors/gen.py). A case CPython
// rejects in ast.parse ("parse" stage) must fail ParseFile with the same
// exception class, message, line and offset; a case only compile() rejects
// ("compile" stage) must pass ParseFile and fail Compile the same way.
//
// testdata/errors/skip.txt lists "NAME: reason" for cases known to differ.
// A skipped case that passes is reported, so the list stays honest.
//
// Environment:
//
//	PYINTERP_ERRORS_STRICT=1  also compare end_lineno, end_offset and (parse stage) text
//	PYINTERP_ERRORS_NOSKIP=1  run the cases of skip.txt too

// errorCase is one line of expected.jsonl.
type errorCase struct {
	Name      string `json:"name"`
	File      string `json:"file"`
	Line      int    `json:"line"`
	Stage     string `json:"stage"`
	Class     string `json:"class"`
	Msg       string `json:"msg"`
	Lineno    int    `json:"lineno"`
	Offset    int    `json:"offset"`
	EndLineno int    `json:"end_lineno"`
	EndOffset int    `json:"end_offset"`
	Text      string `json:"text"`
}

// readSkipList reads a "key: reason" file; blank lines and lines starting
// with # are ignored.
func readSkipList(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	m := make(map[string]string)
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, reason, ok := strings.Cut(line, ": ")
		if !ok || strings.TrimSpace(reason) == "" {
			return nil, fmt.Errorf("%s:%d: want \"name: reason\"", path, i+1)
		}
		m[strings.TrimSpace(key)] = strings.TrimSpace(reason)
	}
	return m, nil
}

// loadErrorCases reads expected.jsonl and the source of every case.
func loadErrorCases(t testing.TB) ([]errorCase, map[string][]byte) {
	dir := filepath.Join("testdata", "errors")
	f, err := os.Open(filepath.Join(dir, "expected.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []errorCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var c errorCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("expected.jsonl: %v", err)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}

	srcs := make(map[string][]byte)
	files := make(map[string][]byte)
	for _, c := range cases {
		if strings.HasPrefix(c.File, "raw/") {
			src, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(c.File)))
			if err != nil {
				t.Fatalf("%v (run python3 %s)", err, filepath.Join(dir, "gen.py"))
			}
			srcs[c.Name] = src
			continue
		}
		if _, ok := files[c.File]; !ok {
			data, err := os.ReadFile(filepath.Join(dir, c.File))
			if err != nil {
				t.Fatal(err)
			}
			files[c.File] = data
			for _, cc := range splitCases(c.File, data) {
				srcs[caseTitle(data, cc.line)] = cc.src
			}
		}
	}
	// Every case in the .py files must have an expectation.
	known := make(map[string]bool, len(cases))
	for _, c := range cases {
		known[c.Name] = true
	}
	pys, _ := filepath.Glob(filepath.Join(dir, "*.py"))
	for _, p := range pys {
		base := filepath.Base(p)
		if base == "gen.py" {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, cc := range splitCases(base, data) {
			if name := caseTitle(data, cc.line); !known[name] {
				t.Errorf("%s: case %q has no expectation in expected.jsonl (run python3 %s)", cc.name, name, filepath.Join(dir, "gen.py"))
			}
		}
	}
	for _, c := range cases {
		if _, ok := srcs[c.Name]; !ok {
			t.Errorf("expected.jsonl: case %q not found in %s (run python3 %s)", c.Name, c.File, filepath.Join(dir, "gen.py"))
		}
	}
	return cases, srcs
}

func TestSyntaxErrors(t *testing.T) {
	cases, srcs := loadErrorCases(t)
	skip, err := readSkipList(filepath.Join("testdata", "errors", "skip.txt"))
	if err != nil {
		t.Fatal(err)
	}
	names := make(map[string]bool)
	for _, c := range cases {
		names[c.Name] = true
	}
	for name := range skip {
		if !names[name] {
			t.Errorf("skip.txt: no case named %q", name)
		}
	}
	strict := os.Getenv("PYINTERP_ERRORS_STRICT") == "1"
	noSkip := os.Getenv("PYINTERP_ERRORS_NOSKIP") == "1"

	var pass, fail, skipped atomic.Int32
	for _, c := range cases {
		src, ok := srcs[c.Name]
		if !ok {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			reason, isSkipped := skip[c.Name]
			problems := checkSyntaxError(c, src, strict)
			switch {
			case isSkipped && !noSkip:
				skipped.Add(1)
				if len(problems) == 0 {
					t.Errorf("%s passes but is listed in skip.txt (%s): remove it", c.Name, reason)
					return
				}
				t.Skip(reason)
			case len(problems) == 0:
				pass.Add(1)
			default:
				fail.Add(1)
				t.Errorf("%s (%s:%d, %s stage):\n%s\nsource:\n%s", c.Name, c.File, c.Line, c.Stage,
					strings.Join(problems, "\n"), indentSource(src))
			}
		})
	}
	t.Logf("syntax error corpus: %d cases, %d match CPython, %d differ, %d skipped",
		len(cases), pass.Load(), fail.Load(), skipped.Load())
}

// checkSyntaxError runs the case through ParseFile (and Compile for the
// compile stage) and returns how the outcome differs from CPython's.
func checkSyntaxError(c errorCase, src []byte, strict bool) []string {
	filename := "<file>"
	mod, err := safeParse(filename, src)
	if c.Stage == "compile" {
		if err != nil {
			return []string{fmt.Sprintf("ParseFile failed, but ast.parse accepts this (only compile() rejects it): %v", err)}
		}
		mod, err = safeCompile(filename, src)
	}
	if err == nil {
		if mod == nil {
			return []string{"returned nil module and nil error"}
		}
		return []string{fmt.Sprintf("accepted; CPython: %s: %s (line %d, offset %d)", c.Class, c.Msg, c.Lineno, c.Offset)}
	}
	var pe *parser.Error
	if !errors.As(err, &pe) {
		return []string{fmt.Sprintf("error is %T, not *parser.Error: %v", err, err)}
	}
	var problems []string
	diff := func(field string, want, got any) {
		if want != got {
			problems = append(problems, fmt.Sprintf("  %-10s cpython %#v\n  %-10s ours    %#v", field, want, "", got))
		}
	}
	diff("class", c.Class, pe.Kind.String())
	diff("msg", c.Msg, pe.Msg)
	diff("lineno", c.Lineno, pe.Lineno)
	diff("offset", c.Offset, pe.Offset)
	if strict {
		diff("end_lineno", c.EndLineno, pe.EndLineno)
		diff("end_offset", c.EndOffset, pe.EndOffset)
		if c.Stage == "parse" {
			// compile() of a string gets no text for its compiler errors
			// (CPython reads it back from the file).
			diff("text", c.Text, pe.Text)
		}
	}
	return problems
}

// safeCompile calls parser.Compile, turning a panic into an error.
func safeCompile(filename string, src []byte) (mod *ast.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			mod, err = nil, fmt.Errorf("PANIC: %v", r)
		}
	}()
	return parser.Compile(filename, src)
}

// TestErrorCorpusSize keeps the corpus from shrinking by accident.
func TestErrorCorpusSize(t *testing.T) {
	cases, _ := loadErrorCases(t)
	stages := map[string]int{}
	for _, c := range cases {
		stages[c.Stage]++
	}
	if len(cases) < 80 {
		t.Errorf("syntax error corpus has %d cases, want at least 80", len(cases))
	}
	if stages["parse"] == 0 || stages["compile"] == 0 {
		t.Errorf("syntax error corpus stages: %v; want both parse and compile cases", stages)
	}
}
