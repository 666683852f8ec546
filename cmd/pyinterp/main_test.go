package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pyinterp/pyinterp/parser"
)

// brokenCase is one entry of testdata/errors.json (written by
// testdata/gen.py from CPython 3.11).
type brokenCase struct {
	File   string     `json:"file"`
	Class  string     `json:"class"`
	Msg    string     `json:"msg"`
	Parse  errorAttrs `json:"parse"` // ast.parse's SyntaxError
	Run    errorAttrs `json:"run"`   // the SyntaxError of "python3 FILE"
	Exit   int        `json:"exit"`
	Stderr string     `json:"stderr"` // with the path replaced by FILE
}

type errorAttrs struct {
	Lineno    int    `json:"lineno"`
	Offset    int    `json:"offset"`
	EndLineno int    `json:"end_lineno"`
	EndOffset int    `json:"end_offset"`
	Text      string `json:"text"`
}

func loadBrokenCases(t *testing.T) []brokenCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "errors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []brokenCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("testdata/errors.json has no cases")
	}
	return cases
}

func runCmd(args ...string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(""), &out, &errOut)
	return status, out.String(), errOut.String()
}

func TestDumpAST(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("testdata", "sample.dump"))
	if err != nil {
		t.Fatal(err)
	}
	status, stdout, stderr := runCmd("--dump-ast", filepath.Join("testdata", "sample.py"))
	if status != 0 {
		t.Fatalf("exit status %d, want 0; stderr:\n%s", status, stderr)
	}
	if stderr != "" {
		t.Errorf("unexpected stderr:\n%s", stderr)
	}
	if stdout != string(want) {
		t.Errorf("--dump-ast output differs from CPython's ast.dump (-cpython +ours):\n%s", cmp.Diff(string(want), stdout))
	}
}

// TestDumpASTBrokenFile runs --dump-ast on files CPython rejects: exit
// status 1 and the last stderr line "Class: message" as CPython prints it;
// where ast.parse and running the file give CPython the same error
// position, the whole of stderr must match too.
func TestDumpASTBrokenFile(t *testing.T) {
	for _, c := range loadBrokenCases(t) {
		t.Run(c.File, func(t *testing.T) {
			path := filepath.Join("testdata", c.File)
			status, stdout, stderr := runCmd("--dump-ast", path)
			if status != 1 {
				t.Errorf("exit status %d, want 1", status)
			}
			if stdout != "" {
				t.Errorf("unexpected stdout: %q", stdout)
			}
			want := c.Class + ": " + c.Msg
			if got := lastLine(stderr); got != want {
				t.Errorf("last stderr line:\n got %q\nwant %q\nstderr:\n%s", got, want, stderr)
				return
			}
			if c.Parse != c.Run {
				t.Logf("not comparing all of stderr: CPython reports a different position when running the file (%+v) than ast.parse does (%+v)", c.Run, c.Parse)
				return
			}
			wantErr := strings.ReplaceAll(c.Stderr, "FILE", path)
			if stderr != wantErr {
				t.Errorf("stderr differs from CPython's (-cpython +ours):\n%s", cmp.Diff(wantErr, stderr))
			}
		})
	}
}

// TestFormatSyntaxError checks the error printer alone: given the
// attributes of the SyntaxError CPython raised when running each broken
// file, it must print what CPython printed.
func TestFormatSyntaxError(t *testing.T) {
	kinds := map[string]parser.ErrorKind{
		"SyntaxError":      parser.SyntaxError,
		"IndentationError": parser.IndentationError,
		"TabError":         parser.TabError,
	}
	for _, c := range loadBrokenCases(t) {
		kind, ok := kinds[c.Class]
		if !ok {
			t.Fatalf("%s: unknown class %s", c.File, c.Class)
		}
		e := &parser.Error{
			Kind:      kind,
			Msg:       c.Msg,
			Filename:  "FILE",
			Lineno:    c.Run.Lineno,
			Offset:    c.Run.Offset,
			EndLineno: c.Run.EndLineno,
			EndOffset: c.Run.EndOffset,
			Text:      c.Run.Text,
		}
		if got := e.Format(); got != c.Stderr {
			t.Errorf("%s: (*parser.Error).Format(%+v) differs from CPython (-cpython +ours):\n%s", c.File, e, cmp.Diff(c.Stderr, got))
		}
	}
}

func lastLine(s string) string {
	s = strings.TrimSuffix(s, "\n")
	return s[strings.LastIndexByte(s, '\n')+1:]
}

func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		name     string
		args     []string
		status   int
		inStderr string
	}{
		{"unknown flag", []string{"--no-such-flag"}, 2, "Unknown option: --no-such-flag\nusage: pyinterp [option] ... [-c cmd | file | -] [arg] ...\n"},
		{"dump-ast without file", []string{"--dump-ast"}, 2, "--dump-ast takes exactly one FILE"},
		{"dump-ast two files", []string{"--dump-ast", "a.py", "b.py"}, 2, "--dump-ast takes exactly one FILE"},
		{"missing file", []string{"--dump-ast", filepath.Join("testdata", "no_such_file.py")}, 2, "can't open file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, stdout, stderr := runCmd(tc.args...)
			if status != tc.status {
				t.Errorf("exit status %d, want %d; stderr:\n%s", status, tc.status, stderr)
			}
			if stdout != "" {
				t.Errorf("unexpected stdout: %q", stdout)
			}
			if !strings.Contains(stderr, tc.inStderr) {
				t.Errorf("stderr %q does not contain %q", stderr, tc.inStderr)
			}
		})
	}
}

// TestRunPrograms runs programs given as FILE, -c CODE and on standard
// input; expected output is CPython's (testdata/run_*.expected, generated
// by testdata/gen.py).
func TestRunPrograms(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		stdin  string
		status int
		stdout string
		last   string // last stderr line
	}{
		{"file", []string{filepath.Join("..", "..", "examples", "hello.py")}, "", 0, "Hello, world!\nHello, pyinterp!\n", ""},
		{"-c", []string{"-c", "print(6 * 7)"}, "", 0, "42\n", ""},
		{"stdin", nil, "x = [1, 2]\nprint(x * 2)\n", 0, "[1, 2, 1, 2]\n", ""},
		{"empty stdin", nil, "", 0, "", ""},
		{"uncaught", []string{"-c", "print('a')\n{}['k']"}, "", 1, "a\n", "KeyError: 'k'"},
		{"syntax error", []string{"-c", "x = (1,"}, "", 1, "", "SyntaxError: '(' was never closed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			status := run(tc.args, strings.NewReader(tc.stdin), &out, &errOut)
			if status != tc.status {
				t.Errorf("exit status %d, want %d; stderr:\n%s", status, tc.status, errOut.String())
			}
			if out.String() != tc.stdout {
				t.Errorf("stdout %q, want %q", out.String(), tc.stdout)
			}
			if got := lastLine(errOut.String()); got != tc.last {
				t.Errorf("last stderr line %q, want %q", got, tc.last)
			}
		})
	}
}

func TestVersion(t *testing.T) {
	status, stdout, stderr := runCmd("--version")
	if status != 0 || stderr != "" {
		t.Fatalf("--version: status %d, stderr %q", status, stderr)
	}
	if want := "pyinterp " + version + "\n"; stdout != want {
		t.Errorf("--version printed %q, want %q", stdout, want)
	}
}

func TestHelp(t *testing.T) {
	for _, arg := range []string{"-h", "--help"} {
		status, stdout, stderr := runCmd(arg)
		if status != 0 || stderr != "" {
			t.Errorf("%s: exit status %d, stderr %q; want 0 and nothing", arg, status, stderr)
		}
		for _, want := range []string{"--dump-ast", "--allow-import LIST", "--max-operations N", "(default 10000000)",
			"--max-while-iterations N", "(default 1000000)", "--timeout DURATION", "(default 30s)",
			"--max-memory SIZE", "(default 256MiB)", "--max-output SIZE", "(default 1MiB)",
			"--max-recursion N", "(default 1000)", "--version"} {
			if !strings.Contains(stdout, want) {
				t.Errorf("%s does not mention %q:\n%s", arg, want, stdout)
			}
		}
	}
}
