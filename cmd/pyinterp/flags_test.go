package main

import (
	"strings"
	"testing"
)

// TestFlags runs one example per executor flag and checks that the limit
// or policy is actually enforced (or relaxed), by the message of the last
// stderr line.
func TestFlags(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		status int
		stdout string
		last   string // last stderr line; prefix match when it ends in "..."
	}{
		{"max-operations", []string{"--max-operations", "1000", "-c", "while True: pass"}, 1, "",
			"InterpreterError: Reached the max number of operations of 1000. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations."},
		{"max-operations none", []string{"--max-operations", "none", "-c", "print(sum(i for i in range(10**5)))"}, 0, "4999950000\n", ""},
		{"max-operations -1 is none", []string{"--max-operations", "-1", "-c", "print(sum(i for i in range(10**5)))"}, 0, "4999950000\n", ""},
		{"max-memory none", []string{"--max-memory", "none", "--max-operations", "none", "-c", "s = 'a' * (300 * 1024 * 1024)\nprint(len(s))"}, 0, "314572800\n", ""},
		{"max-output none", []string{"--max-output", "NONE", "-c", "print(len('x' * (2 << 20)))\nprint('y' * (2 << 20), end='')"}, 0, "2097152\n" + strings.Repeat("y", 2<<20), ""},
		{"max-while-iterations", []string{"--max-while-iterations", "10", "-c", "i = 0\nwhile i < 100: i += 1"}, 1, "",
			"InterpreterError: Maximum number of 10 iterations in While loop exceeded"},
		{"timeout", []string{"--timeout", "100ms", "--max-operations", "none", "--max-while-iterations", "none", "-c", "while True: pass"}, 1, "",
			"InterpreterError: Code execution..."},
		{"timeout in seconds", []string{"--timeout", "0.1", "--max-operations", "-1", "--max-while-iterations", "none", "-c", "while True: pass"}, 1, "",
			"InterpreterError: Code execution..."},
		{"max-memory", []string{"--max-memory", "1MiB", "-c", "s = 'a' * (2 * 1024 * 1024)"}, 1, "", "MemoryError..."},
		{"max-memory plain bytes", []string{"--max-memory", "100000", "-c", "x = [0] * 100000"}, 1, "", "MemoryError..."},
		{"max-memory enough", []string{"--max-memory", "1GB", "-c", "s = 'a' * (2 * 1024 * 1024)\nprint(len(s))"}, 0, "2097152\n", ""},
		{"max-output", []string{"--max-output", "10", "-c", "print('x' * 100)"}, 1, "xxxxxxxxxx", "InterpreterError: Output limit of 10 bytes exceeded"},
		{"max-recursion", []string{"--max-recursion", "50", "-c", "def f(n): return f(n + 1)\nf(0)"}, 1, "", "RecursionError: maximum recursion depth exceeded..."},
		{"max-recursion enough", []string{"--max-recursion", "200", "-c", "def f(n): return n and f(n - 1)\nprint(f(150))"}, 0, "0\n", ""},
		{"import refused by default", []string{"-c", "import os"}, 1, "", "InterpreterError: Import of os is not allowed. Authorized imports are: [..."},
		{"default imports", []string{"-c", "import math, json\nprint(math.floor(json.loads('2.5')))"}, 0, "2\n", ""},
		{"allow-import", []string{"--allow-import", "os", "-c", "import os"}, 1, "", "ModuleNotFoundError: No module named 'os'"},
		{"allow-import list", []string{"--allow-import", "os,subprocess", "-c", "import subprocess"}, 1, "", "ModuleNotFoundError: No module named 'subprocess'"},
		{"allow-import repeated", []string{"--allow-import", "os", "--allow-import", "subprocess", "-c", "import subprocess"}, 1, "", "ModuleNotFoundError: No module named 'subprocess'"},
		{"allow-import wildcard", []string{"--allow-import", "os.*", "-c", "import os.path"}, 1, "", "ModuleNotFoundError: No module named 'os..."},
		{"allow-import star", []string{"--allow-import", "*", "-c", "import subprocess"}, 1, "", "ModuleNotFoundError: No module named 'subprocess'"},
		{"single dash", []string{"-max-operations", "1000", "-c", "while True: pass"}, 1, "", "InterpreterError: Reached the max number of operations of 1000..."},
		{"stdin with flags", []string{"--max-output", "3"}, 1, "abc", "InterpreterError: Output limit of 3 bytes exceeded"},
		{"-W forms", []string{"-W", "error::RuntimeWarning", "-Wd", "-c", "import sys; print(sys.warnoptions)"}, 0, "['error::RuntimeWarning', 'd']\n", ""},
		{"-W error", []string{"-Werror", "-c", "import warnings; warnings.warn('w')"}, 1, "", "UserWarning: w"},
		{"-W ignore", []string{"-W", "ignore", "-c", "import warnings; warnings.warn('w'); print('ok')"}, 0, "ok\n", ""},
		{"-W invalid", []string{"-W", "nope", "-c", "print('ok')"}, 0, "ok\n", "Invalid -W option ignored: invalid action: 'nope'"},
		{"-W after -c is the program's", []string{"-c", "import sys; print(sys.argv, sys.warnoptions)", "-W", "error"}, 0, "['-c', '-W', 'error'] []\n", ""},

		// Usage errors.
		{"bad size", []string{"--max-memory", "12XB", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"zero operations", []string{"--max-operations", "0", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"zero memory", []string{"--max-memory", "0KiB", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"zero timeout", []string{"--timeout", "0s", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"fractional operations", []string{"--max-operations", "1.5", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"bad duration", []string{"--timeout", "soon", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"recursion out of range", []string{"--max-recursion", "0", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"bad import pattern", []string{"--allow-import", "a..b", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"after -c CODE, the program's arguments", []string{"-c", "import sys; print(sys.argv)", "x.py", "--max-operations", "1"}, 0, "['-c', 'x.py', '--max-operations', '1']\n", ""},
		{"after FILE, the program's arguments", []string{"--max-operations", "100000", "-", "-c", "1"}, 0, "['-', '-c', '1']\n", ""},
		{"unknown option", []string{"-z", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"-c without code", []string{"-c"}, 2, "", "Try `pyinterp -h' for more information."},
		{"-W without argument", []string{"-W"}, 2, "", "Try `pyinterp -h' for more information."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdin := ""
			switch tc.name {
			case "stdin with flags":
				stdin = "print('abcdef')"
			case "after FILE, the program's arguments":
				stdin = "import sys; print(sys.argv)"
			}
			var out, errOut strings.Builder
			status := run(tc.args, strings.NewReader(stdin), &out, &errOut)
			if status != tc.status {
				t.Errorf("exit status %d, want %d; stderr:\n%s", status, tc.status, errOut.String())
			}
			if out.String() != tc.stdout {
				t.Errorf("stdout %q, want %q", out.String(), tc.stdout)
			}
			got := lastLine(errOut.String())
			if prefix, ok := strings.CutSuffix(tc.last, "..."); ok {
				if !strings.HasPrefix(got, prefix) {
					t.Errorf("last stderr line %q, want it to start with %q", got, prefix)
				}
			} else if got != tc.last {
				t.Errorf("last stderr line %q, want %q", got, tc.last)
			}
		})
	}
}

func TestParseSize(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{
		{"0", 0}, {"4096", 4096}, {"1_000", 1000}, {"256MiB", 256 << 20}, {"256mib", 256 << 20}, {"1GB", 1e9},
		{"1.5GiB", 3 << 29}, {"64k", 64 << 10}, {"64KB", 64e3}, {"2T", 2 << 40}, {"10 MB", 10e6}, {"7B", 7},
	} {
		got, err := parseSize(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "MiB", "-1", "1XB", "1e3", "99999999999TiB", "1.2.3MB"} {
		if n, err := parseSize(bad); err == nil {
			t.Errorf("parseSize(%q) = %d, want an error", bad, n)
		}
	}
}
