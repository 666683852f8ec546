package conformance

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// caseTimeout bounds one case's run; CPython finishes every case in well under a second.
const caseTimeout = 10 * time.Second

// outcome is what a program did: the part of a run the suite compares.
type outcome struct {
	Stdout string // exact bytes
	Exit   int    // exit status; -N for death by signal N
	Stderr string // last non-blank line of stderr, "" when there was none
	// StderrAll is the whole of stderr, for the cases whose expectation
	// has it (a stderr-all: line): nil for the others.
	StderrAll *string
}

// directives are a case's leading "# key: value" comments (gen.py's
// doc comment): argv, run, stdin, flags, options.
type directives struct {
	flags []string // pyinterp's own flags (# flags:), before the program; python3 gets none
	opts  []string // interpreter options both get (# options:), before the program: -i, -q
	argv  []string
	run   string // "", "-c" or "stdin"
	stdin string
	// userFrames: "# compare: whole-stderr-user-frames", the whole of
	// stderr without the traceback entries of library code (CPython's
	// stdlib paths, pyinterp's <asyncio>).
	userFrames bool
}

// caseDirectives reads the directives of the case at path.
func caseDirectives(path string) (directives, error) {
	var d directives
	src, err := os.ReadFile(path)
	if err != nil {
		return d, err
	}
	for _, line := range strings.Split(string(src), "\n") {
		if !strings.HasPrefix(line, "#") {
			break
		}
		key, value, ok := strings.Cut(strings.TrimSpace(line[1:]), ":")
		value = strings.TrimSpace(value)
		if !ok {
			continue
		}
		switch key {
		case "argv":
			d.argv = strings.Fields(value) // gen.py splits shell words; cases use plain words
		case "flags":
			d.flags = strings.Fields(value)
		case "options":
			d.opts = strings.Fields(value)
		case "run":
			d.run = value
		case "compare":
			d.userFrames = value == "whole-stderr-user-frames"
		case "stdin":
			if err := json.Unmarshal([]byte(value), &d.stdin); err != nil {
				return d, fmt.Errorf("bad stdin directive: %v", err)
			}
		}
	}
	return d, nil
}

// dropLibraryFrames removes from tracebacks the entries of files other
// than the case's ($DIR/...) and <string>/<stdin>, with their source and
// caret lines, as gen.py's drop_library_frames does.
func dropLibraryFrames(s string) string {
	var b strings.Builder
	skipping := false
	for _, line := range strings.SplitAfter(s, "\n") {
		if rest, ok := strings.CutPrefix(line, `  File "`); ok {
			file, _, _ := strings.Cut(rest, `"`)
			skipping = !strings.HasPrefix(file, "$DIR/") && file != "<string>" && file != "<stdin>"
		} else if !strings.HasPrefix(line, "    ") {
			skipping = false
		}
		if !skipping {
			b.WriteString(line)
		}
	}
	return b.String()
}

// testCase is one conformance program and what CPython did with it.
type testCase struct {
	name   string // "topic/stem", the subtest name and the skip.txt key
	path   string // absolute path of the .py file
	want   outcome
	reason string // non-empty when the case is listed in skip.txt
	err    error  // a problem with the case's files; reported by TestConformanceFiles
}

// TestConformanceFiles checks the suite's own data and needs no interpreter: every case
// has a first-line comment and a well-formed expectation, and skip.txt names real cases
// with reasons. It runs even while the evaluator cannot run programs.
func TestConformanceFiles(t *testing.T) {
	cases, skipErrs := loadSuite(t)
	for _, err := range skipErrs {
		t.Error(err)
	}
	for _, c := range cases {
		if c.err != nil {
			t.Errorf("%s: %v", c.name, c.err)
		}
	}
	if len(cases) == 0 {
		t.Fatal("no cases found under cases/")
	}
}

// TestConformance runs every case through the pyinterp command and compares stdout, exit
// status and the last stderr line with CPython's. Filter with -run 'TestConformance/str/'.
func TestConformance(t *testing.T) {
	cases, skipErrs := loadSuite(t)
	if len(skipErrs) > 0 {
		t.Fatalf("skip.txt is invalid (see TestConformanceFiles): %v", skipErrs[0])
	}
	bin := buildInterpreter(t, len(cases))

	var (
		mu                                 sync.Mutex
		passed, failed, skipped, unskipped int
	)
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		total := passed + failed + skipped
		t.Logf("conformance: %d passed, %d failed, %d skipped of %d", passed, failed, skipped, total)
		if unskipped > 0 {
			t.Logf("conformance: %d cases listed in skip.txt now pass (counted as failed); remove them from skip.txt", unskipped)
		}
	})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if c.err != nil {
				mu.Lock()
				failed++
				mu.Unlock()
				t.Fatalf("%v (run python3 conformance/gen.py)", c.err)
			}
			got, note := run(t, bin, c.path, &c.want)
			diff := cmp.Diff(c.want, got)
			for try := 1; diff != "" && try <= timingRetries && c.reason == "" && usesWallClock(c); try++ {
				// An asyncio program whose timers fall due together on a
				// loaded machine runs them in one loop iteration, as CPython
				// would: its order then differs from the unloaded run that made
				// the expectation. A deterministic failure fails every try.
				t.Logf("try %d differs from CPython; rerunning (timers depend on the wall clock)", try)
				got, note = run(t, bin, c.path, &c.want)
				diff = cmp.Diff(c.want, got)
			}
			mu.Lock()
			defer mu.Unlock()
			switch {
			case diff == "" && c.reason != "":
				failed++
				unskipped++
				t.Errorf("passes but is listed in skip.txt (%q); remove it from skip.txt", c.reason)
			case diff == "":
				passed++
			case c.reason != "":
				skipped++
				t.Skipf("skip.txt: %s", c.reason)
			default:
				failed++
				t.Errorf("output differs from CPython (-want +got):\n%s%s", diff, note)
			}
		})
	}
}

// timingRetries is how many times a case that sleeps on asyncio's clock is
// rerun when its output differs (see usesWallClock).
const timingRetries = 2

// usesWallClock reports whether a case's output can depend on how fast the
// machine runs it: an async program that sleeps a nonzero time or sets a
// timeout, whose timers then race each other in wall time.
func usesWallClock(c *testCase) bool {
	topic, _, _ := strings.Cut(c.name, "/")
	if !strings.HasPrefix(topic, "async") {
		return false
	}
	src, err := os.ReadFile(c.path)
	if err != nil {
		return false
	}
	return wallClockCall.Match(src)
}

// wallClockCall matches a sleep of a nonzero literal time or any timeout.
var wallClockCall = regexp.MustCompile(`sleep\(\s*(0*[1-9]|0*\.0*[1-9]|[a-zA-Z_])|wait_for\(|timeout|wait\(`)

// run runs the interpreter on one file in that file's directory, as gen.py runs CPython.
// note carries details worth showing on failure (timeout, the stderr tail).
func run(t *testing.T, bin, path string, want *outcome) (got outcome, note string) {
	ctx, cancel := context.WithTimeout(t.Context(), caseTimeout)
	defer cancel()
	d, err := caseDirectives(path)
	if err != nil {
		t.Fatal(err)
	}
	args := append([]string{filepath.Base(path)}, d.argv...)
	stdin := d.stdin
	switch d.run {
	case "-c":
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		args = append([]string{"-c", string(src)}, d.argv...)
	case "stdin":
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		args, stdin = append([]string{"-"}, d.argv...), string(src)
	}
	args = append(append(append([]string(nil), d.flags...), d.opts...), args...)
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = filepath.Dir(path)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	// The case's directory is $DIR in stdout (help()'s FILE line), as gen.py writes it.
	got = outcome{Stdout: strings.ReplaceAll(stdout.String(), filepath.Dir(path)+string(filepath.Separator), "$DIR/"), Stderr: lastLine(stderr.String())}
	if want != nil && want.StderrAll != nil {
		all := strings.ReplaceAll(stderr.String(), filepath.Dir(path)+string(filepath.Separator), "$DIR/")
		if d.userFrames {
			all = dropLibraryFrames(all)
		}
		got.StderrAll = &all
	}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exitErr):
		got.Exit = exitErr.ExitCode()
		if ws, ok := exitErr.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			got.Exit = -int(ws.Signal())
		}
	default:
		t.Fatalf("running %s: %v", bin, err)
	}
	if ctx.Err() == context.DeadlineExceeded {
		note += fmt.Sprintf("\n(killed after %v)", caseTimeout)
	}
	if tail := tailLines(stderr.String(), 12); tail != "" {
		note += "\nstderr (tail):\n" + tail
	}
	return got, note
}

// buildInterpreter builds cmd/pyinterp into a temporary directory and checks that it can
// run a one-line program. While it cannot, the test is skipped rather than failed: the
// evaluator does not exist yet, and the pending count says how much is waiting on it.
//
// $PYINTERP_CONFORMANCE_BIN, when set, names an interpreter to use instead of building
// one (a release binary, or "python3" through a wrapper to check the suite itself).
func buildInterpreter(t *testing.T, pending int) string {
	dir := t.TempDir()
	bin := os.Getenv("PYINTERP_CONFORMANCE_BIN")
	if bin == "" {
		root := moduleRoot(t)
		statSources(t, root)
		bin = filepath.Join(dir, "pyinterp")
		build := exec.Command("go", "build", "-o", bin, "github.com/pyinterp/pyinterp/cmd/pyinterp")
		build.Dir = root
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build ./cmd/pyinterp: %v\n%s", err, out)
		}
	} else if abs, err := filepath.Abs(bin); err == nil && strings.ContainsRune(bin, os.PathSeparator) {
		bin = abs // cases run in their own directories
	}
	probe := filepath.Join(dir, "probe.py")
	if err := os.WriteFile(probe, []byte("print(1)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), caseTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, bin, probe).Output()
	if err != nil || string(out) != "1\n" {
		// The interpreter exists: a binary that cannot run print(1) is broken,
		// and all %d cases fail with it.
		t.Fatalf("conformance: the interpreter cannot run print(1) (%v, output %q); %d cases cannot run", err, out, pending)
	}
	return bin
}

// moduleRoot is the directory holding go.mod, found upward from the package directory.
func moduleRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the conformance package")
		}
		dir = parent
	}
}

// statSources stats every Go source file and module file in the repository. The go
// command records the files a test touches and reruns the test when they change; this
// package imports nothing of the interpreter's, so without this "go test ./..." would
// serve a cached result after the evaluator changed.
func statSources(t *testing.T, root string) {
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "cases") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") || name == "go.mod" || name == "go.sum" {
			_, err := os.Stat(path)
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// loadSuite reads every case, its expectation and the skip list. Problems with a case's
// files are attached to the case; problems with skip.txt are returned.
func loadSuite(t *testing.T) ([]*testCase, []error) {
	casesDir, err := filepath.Abs("cases")
	if err != nil {
		t.Fatal(err)
	}
	var cases []*testCase
	byName := map[string]*testCase{}
	err = filepath.WalkDir(casesDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(d.Name(), ".py") || strings.HasPrefix(d.Name(), "_") {
			return nil
		}
		rel, err := filepath.Rel(casesDir, path)
		if err != nil {
			return err
		}
		c := &testCase{name: filepath.ToSlash(strings.TrimSuffix(rel, ".py")), path: path}
		c.want, c.err = loadCase(path)
		cases = append(cases, c)
		byName[c.name] = c
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(cases, func(i, j int) bool { return cases[i].name < cases[j].name })

	skips, errs := loadSkipList("skip.txt")
	for name, reason := range skips {
		if c, ok := byName[name]; ok {
			c.reason = reason
		} else {
			errs = append(errs, fmt.Errorf("skip.txt: %q is not a case", name))
		}
	}
	return cases, errs
}

// loadCase checks the case's first-line comment and parses its .expected file (format in
// gen.py's doc comment and README.md).
func loadCase(path string) (outcome, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return outcome{}, err
	}
	if !bytes.HasPrefix(src, []byte("# ")) {
		return outcome{}, errors.New("the first line must be a '# ' comment saying what the case tests")
	}
	data, err := os.ReadFile(strings.TrimSuffix(path, ".py") + ".expected")
	if err != nil {
		return outcome{}, fmt.Errorf("no expectation: %v", err)
	}
	return parseExpected(data)
}

func parseExpected(data []byte) (outcome, error) {
	header, stdout, ok := bytes.Cut(data, []byte("\n--- stdout\n"))
	if !ok {
		return outcome{}, errors.New("expectation has no '--- stdout' line")
	}
	o := outcome{Stdout: string(stdout)}
	var sawExit, sawStderr bool
	for _, line := range strings.Split(string(header), "\n") {
		switch {
		case strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "exit:"):
			n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "exit:")))
			if err != nil {
				return outcome{}, fmt.Errorf("expectation: bad exit line %q", line)
			}
			o.Exit, sawExit = n, true
		case strings.HasPrefix(line, "stderr-all:"):
			var all string
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "stderr-all:")), &all); err != nil {
				return outcome{}, fmt.Errorf("expectation: bad stderr-all line: %v", err)
			}
			o.StderrAll = &all
		case strings.HasPrefix(line, "stderr:"):
			o.Stderr, sawStderr = strings.TrimPrefix(strings.TrimPrefix(line, "stderr:"), " "), true
		default:
			return outcome{}, fmt.Errorf("expectation: unknown header line %q", line)
		}
	}
	if !sawExit || !sawStderr {
		return outcome{}, errors.New("expectation: missing exit: or stderr: line")
	}
	return o, nil
}

// loadSkipList parses "name: reason" lines; blank lines and '#' comments are ignored.
func loadSkipList(path string) (map[string]string, []error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, []error{err}
	}
	defer f.Close()
	skips := map[string]string{}
	var errs []error
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, ok := strings.Cut(line, ":")
		name, reason = strings.TrimSpace(name), strings.TrimSpace(reason)
		switch {
		case !ok || reason == "":
			errs = append(errs, fmt.Errorf("skip.txt:%d: want 'case: reason', got %q", n, line))
		case skips[name] != "":
			errs = append(errs, fmt.Errorf("skip.txt:%d: %s is listed twice", n, name))
		default:
			skips[name] = reason
		}
	}
	if err := sc.Err(); err != nil {
		errs = append(errs, err)
	}
	return skips, errs
}

// lastLine is the last non-blank line of s, as gen.py records it.
func lastLine(s string) string {
	lines := strings.Split(s, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if l := strings.TrimRight(lines[i], "\r"); strings.TrimSpace(l) != "" {
			return l
		}
	}
	return ""
}

func tailLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}
