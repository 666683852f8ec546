package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// TestMain lets the REPL tests run the command in a child process: the
// test binary re-executed with PYINTERP_TEST_MAIN=1 is pyinterp (which
// then writes its peak RSS to the file PYINTERP_TEST_PEAK_RSS names, if
// set: rss_test.go).
func TestMain(m *testing.M) {
	if os.Getenv("PYINTERP_TEST_MAIN") == "1" {
		if out := os.Getenv("PYINTERP_TEST_PEAK_RSS"); out != "" {
			code := runWith(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, setMemoryLimit)
			writePeakRSS(out)
			os.Exit(code)
		}
		main()
		return
	}
	code := m.Run()
	removeBinary()
	os.Exit(code)
}

func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		lines []string
		want  inputState
	}{
		{[]string{""}, inputRun},
		{[]string{"# comment"}, inputRun},
		{[]string{"1 + 1"}, inputRun},
		{[]string{"x = 1; y = 2"}, inputRun},
		{[]string{"1 +"}, inputError},
		{[]string{"x = )"}, inputError},
		{[]string{"  1"}, inputError},
		{[]string{"x = ("}, inputMore},
		{[]string{"x = (", ""}, inputMore},
		{[]string{"x = (", "1)"}, inputRun},
		{[]string{"s = '''a"}, inputMore},
		{[]string{"s = '''a", "", "b'''"}, inputRun},
		{[]string{"if x:"}, inputMore},
		{[]string{"if x:", ""}, inputError},
		{[]string{"if x: pass"}, inputMore},
		{[]string{"if x: pass", ""}, inputRun},
		{[]string{"for i in range(3):", "    print(i)"}, inputMore},
		{[]string{"for i in range(3):", "    print(i)", ""}, inputRun},
		{[]string{"if x:", "    pass", "else:"}, inputMore},
		{[]string{"if x:", "    pass", "print(1)"}, inputError},
		{[]string{"try:", "    pass"}, inputMore},
		{[]string{"try:", "    pass", ""}, inputError},
		{[]string{"try:", "    pass", "except E:", "    pass", ""}, inputRun},
		{[]string{"def f():", "    return (", ""}, inputMore},
		{[]string{"def f():", "    return 1 +", ""}, inputError},
		{[]string{"@dec"}, inputMore},
		{[]string{"@dec", "def f(): pass", ""}, inputRun},
		{[]string{"class A:", "    x = 1", "", ""}, inputRun},
	} {
		got, err := classify(tc.lines)
		if got != tc.want {
			t.Errorf("classify(%q) = %v (%v), want %v", tc.lines, got, err, tc.want)
		}
	}
}

// scriptReader is a lineReader that plays back typed lines; an entry of
// errInterrupt is Ctrl-C, and the end of the script is Ctrl-D.
type scriptReader struct {
	script  []any
	prompts []string
}

func (r *scriptReader) Prompt(prompt string) (string, error) {
	r.prompts = append(r.prompts, prompt)
	if len(r.script) == 0 {
		return "", io.EOF
	}
	x := r.script[0]
	r.script = r.script[1:]
	if err, ok := x.(error); ok {
		return "", err
	}
	return x.(string), nil
}

func (r *scriptReader) AppendHistory(string) {}
func (r *scriptReader) Close() error         { return nil }

// runScript runs a REPL session on a script, without a terminal.
func runScript(t *testing.T, args []string, script ...any) (status int, stdout, stderr string, prompts []string) {
	t.Helper()
	opts, _, ok := parseFlags(args, io.Discard, io.Discard)
	if !ok {
		t.Fatalf("bad flags %q", args)
	}
	var out, errOut bytes.Buffer
	tw := &trackingWriter{w: &out}
	ex, err := newExecutor(opts, nil, tw, &errOut)
	if err != nil {
		t.Fatal(err)
	}
	rd := &scriptReader{script: script}
	s := &session{opts: opts, ex: ex, rd: rd, out: tw, stderr: &errOut}
	status = s.loop()
	stdout = out.String()
	_, stdout, _ = strings.Cut(stdout, "Ctrl-D exits.\n") // the banner
	return status, stdout, errOut.String(), rd.prompts
}

func TestREPLSession(t *testing.T) {
	for _, tc := range []struct {
		name           string
		script         []any
		stdout, stderr string
	}{
		{"echo and _", []any{"6 * 7", "_ + 1", "None", "x = 5", "x", "print('hi')"}, "42\n43\n5\nhi\n\n", ""},
		{"echo in blocks", []any{"for i in range(3):", "    i", "", "1; 2", "def f():", "    3", "", "f()"}, "0\n1\n2\n1\n2\n\n", ""},
		{"tuple and multi-line", []any{"1, 2", "(1 +", " 2)"}, "(1, 2)\n3\n\n", ""},
		{"strings repr", []any{"'a' + \"b\"", "[1, 'x', None]"}, "'ab'\n[1, 'x', None]\n\n", ""},
		{"traceback then continue", []any{"1/0", "y = 2", "y"}, "2\n\n",
			"Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nZeroDivisionError: division by zero\n"},
		{"syntax error then continue", []any{"x = )", "7"}, "7\n\n",
			"  File \"<stdin>\", line 1\n    x = )\n        ^\nSyntaxError: unmatched ')'\n"},
		{"limit then continue", []any{"while True: pass", "", "'ok'"}, "'ok'\n\n", "Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nInterpreterError: Maximum number of 1000000 iterations in While loop exceeded\n"},
		{"unfinished print line", []any{"print('a', end='')", "1"}, "a\n1\n\n", ""},
		{"vars", []any{"b = [1, 2]", "a = 'x'", ":vars"}, "a: str = 'x'\nb: list = [1, 2]\n\n", ""},
		{"reset", []any{"a = 1", ":reset", "a"}, "(namespace cleared)\n\n",
			"Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nNameError: name 'a' is not defined\n"},
		{"unknown meta", []any{":nope"}, "\n", "unknown command :nope (:help lists them)\n"},
		{"ctrl-c discards the pending block", []any{"if True:", "    1", errInterrupt, "2"}, "2\n\n", "KeyboardInterrupt\n"},
		{"ctrl-c at the prompt", []any{errInterrupt, "3"}, "3\n\n", "KeyboardInterrupt\n(press Ctrl-C again or Ctrl-D to exit)\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, stdout, stderr, _ := runScript(t, nil, tc.script...)
			if status != 0 {
				t.Errorf("exit status %d", status)
			}
			if stdout != tc.stdout {
				t.Errorf("stdout %q, want %q", stdout, tc.stdout)
			}
			if stderr != tc.stderr {
				t.Errorf("stderr %q, want %q", stderr, tc.stderr)
			}
		})
	}
}

func TestREPLPromptsAndExit(t *testing.T) {
	_, _, _, prompts := runScript(t, nil, "if 1:", "    x = 1", "", "x")
	want := []string{ps1, ps2, ps2, ps1, ps1}
	if fmt.Sprint(prompts) != fmt.Sprint(want) {
		t.Errorf("prompts %q, want %q", prompts, want)
	}
	// Ctrl-C twice at an empty prompt exits, without reading more.
	status, _, _, prompts := runScript(t, nil, errInterrupt, errInterrupt, "1")
	if status != 0 || len(prompts) != 2 {
		t.Errorf("two Ctrl-C: status %d after %d prompts, want 0 after 2", status, len(prompts))
	}
	// The banner names the version and the limits.
	opts, _, _ := parseFlags([]string{"--max-operations", "500", "--timeout", "none"}, io.Discard, io.Discard)
	b := (&session{opts: opts}).banner()
	for _, want := range []string{version, "500 operations", "timeout none", "memory 256MiB"} {
		if !strings.Contains(b, want) {
			t.Errorf("banner %q does not mention %q", b, want)
		}
	}
}

// ptyTerm is the command running on a pseudo-terminal.
type ptyTerm struct {
	t   *testing.T
	f   *os.File
	cmd *exec.Cmd

	mu   sync.Mutex
	buf  []byte // all output, escape sequences and carriage returns removed
	seen int    // offset in buf up to which expect has matched
	wake chan struct{}
	done chan struct{} // closed when the output ends
}

var ansiEscape = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]|\r`)

func startPTY(t *testing.T, args ...string) *ptyTerm {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "PYINTERP_TEST_MAIN=1", "TERM=xterm")
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 50, Cols: 200})
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	p := &ptyTerm{t: t, f: f, cmd: cmd, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go func() {
		defer close(p.done)
		var raw []byte
		b := make([]byte, 4096)
		for {
			n, err := f.Read(b)
			if n > 0 {
				p.mu.Lock()
				raw = append(raw, b[:n]...)
				p.buf = ansiEscape.ReplaceAll(raw, nil)
				p.mu.Unlock()
				select {
				case p.wake <- struct{}{}:
				default:
				}
			}
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		f.Close()
	})
	return p
}

// expect waits until the output after what was matched so far contains
// s, and moves past it.
func (p *ptyTerm) expect(s string) {
	p.t.Helper()
	deadline := time.After(5 * time.Second)
	for {
		p.mu.Lock()
		i := bytes.Index(p.buf[p.seen:], []byte(s))
		if i >= 0 {
			p.seen += i + len(s)
			p.mu.Unlock()
			return
		}
		p.mu.Unlock()
		select {
		case <-p.wake:
		case <-p.done:
			p.mu.Lock()
			i := bytes.Index(p.buf[p.seen:], []byte(s))
			p.mu.Unlock()
			if i < 0 {
				p.t.Fatalf("output ended without %q; output after the last match:\n%s", s, p.rest())
			}
		case <-deadline:
			p.t.Fatalf("timed out waiting for %q; output after the last match:\n%s", s, p.rest())
		}
	}
}

func (p *ptyTerm) rest() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return string(p.buf[p.seen:])
}

// waitSignals waits until the terminal turns Ctrl-C into SIGINT (on: a
// cell is running) or delivers it as a key (off: the line editor is
// reading), so that a Ctrl-C the test sends means what it should. The line
// editor prints its prompt before it switches the terminal's mode.
func (p *ptyTerm) waitSignals(on bool) {
	p.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		tio, err := unix.IoctlGetTermios(int(p.f.Fd()), unix.TCGETS)
		if err != nil {
			p.t.Fatalf("reading the terminal's mode: %v", err)
		}
		if (tio.Lflag&unix.ISIG != 0) == on {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	p.t.Fatalf("the terminal's ISIG flag did not become %v", on)
}

// typeLine types a line and Enter.
func (p *ptyTerm) typeLine(s string) { p.send(s + "\r") }

func (p *ptyTerm) send(s string) {
	p.t.Helper()
	if _, err := p.f.Write([]byte(s)); err != nil {
		p.t.Fatal(err)
	}
}

// wait waits for the command to exit and returns its status.
func (p *ptyTerm) wait() int {
	p.t.Helper()
	errc := make(chan error, 1)
	go func() { errc <- p.cmd.Wait() }()
	select {
	case err := <-errc:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		if err != nil {
			p.t.Fatal(err)
		}
		return 0
	case <-time.After(5 * time.Second):
		p.t.Fatalf("the REPL did not exit; output after the last match:\n%s", p.rest())
		return -1
	}
}

// TestREPLTerminal drives the REPL in a pseudo-terminal, as a person
// would: a for block, a syntax error then a correct line, an endless loop
// interrupted with Ctrl-C, then Ctrl-D.
func TestREPLTerminal(t *testing.T) {
	t.Parallel()
	// No operation or iteration limit, so that only Ctrl-C stops the loop.
	p := startPTY(t, "--max-operations", "none", "--max-while-iterations", "none")
	p.expect("pyinterp " + version)
	p.expect("Limits per input: unlimited operations")
	p.expect(">>> ")

	p.typeLine("for i in range(3):")
	p.expect("... ")
	p.typeLine("    print(i * 10)")
	p.expect("... ")
	p.typeLine("")
	p.expect("0\n10\n20\n>>> ")

	p.typeLine("x = )")
	p.expect("SyntaxError: unmatched ')'\n>>> ")
	p.typeLine("x = 6 * 7")
	p.expect(">>> ")
	p.typeLine("x")
	p.expect("42\n>>> ")

	p.typeLine("while True: pass")
	p.expect("... ")
	p.typeLine("")
	p.waitSignals(true)
	time.Sleep(50 * time.Millisecond) // let the loop start
	p.send("\x03")                    // Ctrl-C
	p.expect("KeyboardInterrupt\n>>> ")
	p.typeLine("1+1")
	p.expect("2\n>>> ")
	p.typeLine("_ * x") // the session survived the interrupt
	p.expect("84\n>>> ")

	p.waitSignals(false)
	p.send("\x04") // Ctrl-D
	if status := p.wait(); status != 0 {
		t.Errorf("exit status %d after Ctrl-D, want 0", status)
	}
}

// TestREPLTerminalCtrlC: Ctrl-C discards the line, a second one on the
// empty prompt exits with status 0; limits given as flags are in force.
func TestREPLTerminalCtrlC(t *testing.T) {
	t.Parallel()
	p := startPTY(t, "--max-operations", "1000")
	p.expect("Limits per input: 1000 operations")
	p.expect(">>> ")
	p.typeLine("while True: pass")
	p.expect("... ")
	p.typeLine("")
	p.expect("Reached the max number of operations of 1000.")
	p.expect(">>> ")
	p.send("abc")
	p.waitSignals(false)
	p.send("\x03")
	p.expect("KeyboardInterrupt\n(press Ctrl-C again or Ctrl-D to exit)\n>>> ")
	p.waitSignals(false)
	p.send("\x03")
	if status := p.wait(); status != 0 {
		t.Errorf("exit status %d after two Ctrl-C, want 0", status)
	}
}
