package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSaveLoadSession: a program saves its session, a later one loads it
// and goes on; a failed program still saves; a generator is left out with
// a warning.
func TestSaveLoadSession(t *testing.T) {
	f := filepath.Join(t.TempDir(), "s.pyis")
	status, _, stderr := runCmd("--save-session", f, "-c",
		"x = 41\ndef inc(v):\n    return v + 1\nclass C:\n    k = 'c'\ng = (i for i in range(3))\n")
	if status != 0 || !strings.Contains(stderr, "not saved (values that cannot be saved): g") {
		t.Fatalf("save: status %d, stderr %q", status, stderr)
	}
	status, stdout, stderr := runCmd("--load-session", f, "--save-session", f, "-c", "print(inc(x), C.k)\ny = x * 2\n1/0\n")
	if status != 1 || stdout != "42 c\n" || !strings.Contains(stderr, "ZeroDivisionError") {
		t.Fatalf("load: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	status, stdout, _ = runCmd("--load-session", f, "-c", "print(y)")
	if status != 0 || stdout != "82\n" {
		t.Fatalf("saved after the error: status %d, stdout %q", status, stdout)
	}
	os.WriteFile(f, []byte("garbage"), 0o644)
	status, _, stderr = runCmd("--load-session", f, "-c", "1")
	if status != 1 || !strings.Contains(stderr, "invalid snapshot") {
		t.Fatalf("bad file: status %d, stderr %q", status, stderr)
	}
	status, _, stderr = runCmd("--load-session", filepath.Join(t.TempDir(), "none"), "-c", "1")
	if status != 1 || !strings.Contains(stderr, "No such file") {
		t.Fatalf("missing file: status %d, stderr %q", status, stderr)
	}
}

// TestREPLSaveLoad: :save and :load, and --load-session/--save-session
// around a REPL session.
func TestREPLSaveLoad(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "a")
	_, stdout, stderr, _ := runScript(t, nil, "def sq(v): return v * v", "", "n = 7", ":save "+f, "n = 0", ":load "+f, "sq(n)", ":save", ":load "+filepath.Join(dir, "none"))
	if !strings.Contains(stdout, "(session saved to "+f+")\n") || !strings.Contains(stdout, "(session loaded from "+f+")\n49\n") {
		t.Errorf("stdout %q", stdout)
	}
	if !strings.Contains(stderr, ":save needs a file name") || !strings.Contains(stderr, "loading session") {
		t.Errorf("stderr %q", stderr)
	}
	g := filepath.Join(dir, "b")
	_, _, stderr, _ = runScript(t, []string{"--load-session", f, "--save-session", g}, "m = sq(n) + 1", "m")
	if stderr != "" {
		t.Fatalf("stderr %q", stderr)
	}
	// The REPL's _ is saved too.
	_, stdout, _, _ = runScript(t, []string{"--load-session", g}, "m, _")
	if !strings.Contains(stdout, "(50, 50)\n") {
		t.Errorf("stdout %q", stdout)
	}
}
