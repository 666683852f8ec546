package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFileFlags: --files, --mount, --workdir and the quota flags.
func TestFileFlags(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "in.csv"), []byte("a,b\n1,2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	for _, tc := range []struct {
		name   string
		args   []string
		status int
		stdout string
		last   string
	}{
		{"no files by default", []string{"-c", "open('x')"}, 1, "", "InterpreterError: Forbidden function evaluation: 'open' is not among the explicitly allowed tools or defined/imported in the preceding code"},
		{"files", []string{"--files", "-c", "import os\nopen('x.txt', 'w').write('hi')\nprint(os.getcwd(), os.listdir(), open('x.txt').read())"}, 0, "/work ['x.txt'] hi\n", ""},
		{"workdir", []string{"--workdir", "/home/user", "-c", "import os\nprint(os.getcwd())"}, 0, "/home/user\n", ""},
		{"mount read-only by default", []string{"--mount", dir + ":/data", "-c", "print(open('/data/in.csv').read().split())\nopen('/data/in.csv', 'w')"}, 1,
			"['a,b', '1,2']\n", "PermissionError: [Errno 13] Permission denied: '/data/in.csv'"},
		{"mount ro", []string{"--mount", dir + ":/data:ro", "-c", "import os\nos.remove('/data/in.csv')"}, 1, "", "PermissionError: [Errno 13] Permission denied: '/data/in.csv'"},
		{"mount rw", []string{"--mount", dir + ":/data:ro", "--mount", out + ":/out:rw", "-c",
			"import shutil\nprint(shutil.copy('/data/in.csv', '/out'))"}, 0, "/out/in.csv\n", ""},
		{"mount as the work directory", []string{"--mount", out + ":/work:rw", "-c", "import os\nprint(sorted(os.listdir()))"}, 0, "['in.csv']\n", ""},
		{"max-file-size", []string{"--max-file-size", "10", "-c", "open('f', 'w').write('x' * 11)"}, 1, "", "InterpreterError: File quota exceeded: a file may hold at most 10 bytes"},
		{"max-write", []string{"--max-write", "1KiB", "-c", "for i in range(5):\n    open('f', 'w').write('x' * 300)"}, 1, "", "InterpreterError: File quota exceeded: the program may write at most 1024 bytes to files"},
		{"max-files", []string{"--max-files", "2", "-c", "for i in range(3):\n    open('f%d' % i, 'w')"}, 1, "", "InterpreterError: File quota exceeded: the program may create at most 2 files and directories"},
		{"max-open-files", []string{"--max-open-files", "2", "-c", "a = open('f1', 'w')\nb = open('f2', 'w')\nc = open('f3', 'w')"}, 1, "", "InterpreterError: File quota exceeded: at most 2 files may be open at once"},
		{"max-files none is no limit", []string{"--max-files", "none", "-c", "import os\nfor i in range(20): os.mkdir('d%d' % i)\nprint(len(os.listdir()))"}, 0, "20\n", ""},
		{"bad mount", []string{"--mount", "nocolon", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"relative guest", []string{"--mount", dir + ":data", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
		{"missing host directory", []string{"--mount", filepath.Join(dir, "nope") + ":/data", "-c", "1"}, 2, "", "Try `pyinterp -h' for more information."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr strings.Builder
			status := run(tc.args, strings.NewReader(""), &stdout, &stderr)
			if status != tc.status || stdout.String() != tc.stdout || lastLine(stderr.String()) != tc.last {
				t.Errorf("status %d stdout %q stderr:\n%s\nwant status %d stdout %q last line %q",
					status, stdout.String(), stderr.String(), tc.status, tc.stdout, tc.last)
			}
		})
	}
	if data, err := os.ReadFile(filepath.Join(dir, "in.csv")); err != nil || string(data) != "a,b\n1,2\n" {
		t.Errorf("the read-only mount changed: %q %v", data, err)
	}
}
