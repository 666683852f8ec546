package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestKeyboardInterruptDiesBySIGINT: an uncaught KeyboardInterrupt ends
// the process by SIGINT after its traceback, as CPython does (a shell
// shows 130); SystemExit's status is the process's.
func TestKeyboardInterruptDiesBySIGINT(t *testing.T) {
	bin := buildBinary(t)
	cmd := exec.Command(bin, "-c", "print('start')\nraise KeyboardInterrupt")
	out, err := cmd.Output()
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("want the process killed, got %v", err)
	}
	ws, ok := ee.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() || ws.Signal() != syscall.SIGINT {
		t.Errorf("exit %v, want death by SIGINT", ee)
	}
	if string(out) != "start\n" || !strings.HasSuffix(string(ee.Stderr), "KeyboardInterrupt\n") {
		t.Errorf("stdout %q, stderr %q", out, ee.Stderr)
	}
	err = exec.Command(bin, "-c", "import sys; sys.exit(42)").Run()
	if !errors.As(err, &ee) || ee.ExitCode() != 42 {
		t.Errorf("sys.exit(42): %v", err)
	}
}

// TestLocalModules: a module next to the script is imported when its
// name is authorized, as python3 finds it on sys.path[0].
func TestLocalModules(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("helpers.py", "def double(x):\n    return 2 * x\n")
	write("main.py", "import helpers\nprint(helpers.double(21), helpers.__name__, __name__)\n")
	main := filepath.Join(dir, "main.py")
	for _, tc := range []struct {
		args   []string
		status int
		out    string
		last   string
	}{
		{[]string{"--allow-import", "helpers", main}, 0, "42 helpers __main__\n", ""},
		{[]string{main}, 1, "", "InterpreterError: Import of helpers is not allowed..."},
	} {
		var out, errOut strings.Builder
		status := run(tc.args, strings.NewReader(""), &out, &errOut)
		if status != tc.status || out.String() != tc.out {
			t.Errorf("%q: status %d, stdout %q, stderr %s", tc.args, status, out.String(), errOut.String())
		}
		got := lastLine(errOut.String())
		if prefix, ok := strings.CutSuffix(tc.last, "..."); ok && !strings.HasPrefix(got, prefix) || !ok && got != tc.last {
			t.Errorf("%q: last stderr line %q, want %q", tc.args, got, tc.last)
		}
	}
}

// TestInteractiveAfterProgram: -i runs the program, then reads
// statements in its namespace; exit() in them ends the command.
func TestInteractiveAfterProgram(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	prog := filepath.Join(dir, "p.py")
	if err := os.WriteFile(prog, []byte("x = 41\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-i", prog)
	cmd.Stdin = strings.NewReader("print(x + 1)\nexit(3)\n")
	out, err := cmd.Output()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 3 {
		t.Errorf("status: %v", err)
	}
	if !strings.Contains(string(out), "42\n") {
		t.Errorf("stdout %q", out)
	}
}
