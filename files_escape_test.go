package pyinterp_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/vfs"
)

// secret is what lies outside every mount: no payload may read it, change
// it or write next to it.
const secret = "TOP-SECRET-7f3a"

// escapeTree lays out a host directory to mount, a secret beside it, and
// symbolic links inside it that lead out every way a link can.
func escapeTree(t *testing.T) (base, mnt string) {
	t.Helper()
	base = t.TempDir()
	mnt = filepath.Join(base, "mnt")
	for _, d := range []string{mnt, filepath.Join(mnt, "sub"), filepath.Join(base, "outside")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(p, s string) {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(base, "secret.txt"), secret)
	write(filepath.Join(base, "outside", "secret.txt"), secret)
	write(filepath.Join(mnt, "ok.txt"), "fine")
	for name, target := range map[string]string{
		"abs_link":    filepath.Join(base, "secret.txt"),
		"rel_link":    "../secret.txt",
		"parent_link": "..",
		"root_link":   "/",
		"dir_link":    filepath.Join(base, "outside"),
		"sub/up":      "../../secret.txt",
		"sub/updir":   "../..",
		"loop":        "loop",
		"proc_link":   "/proc/self/environ",
		"etc_link":    "/etc/passwd",
	} {
		if err := os.Symlink(target, filepath.Join(mnt, name)); err != nil {
			t.Fatal(err)
		}
	}
	return base, mnt
}

// escapePayloads try to reach the host through the file layer: every one
// must fail (or stay inside the sandbox) without reading the secret.
var escapePayloads = []string{
	// Lexical climbing, absolute paths, the host's well-known files.
	"open('../secret.txt').read()",
	"open('/data/../secret.txt').read()",
	"open('/data/../../../../secret.txt').read()",
	"open('/data/sub/../../secret.txt').read()",
	"open('" + strings.Repeat("../", 200) + "etc/passwd').read()",
	"open('/etc/passwd').read()",
	"open('/proc/self/environ').read()",
	"open('/proc/self/cwd/secret.txt').read()",
	"open('/dev/zero', 'rb').read(10)",
	"open('//etc/passwd').read()",
	"open('/data/./../secret.txt').read()",
	// Symbolic links that lead out.
	"open('/data/abs_link').read()",
	"open('/data/rel_link').read()",
	"open('/data/parent_link/secret.txt').read()",
	"open('/data/root_link/etc/passwd').read()",
	"open('/data/dir_link/secret.txt').read()",
	"open('/data/sub/up').read()",
	"open('/data/sub/updir/secret.txt').read()",
	"open('/data/loop').read()",
	"open('/data/proc_link').read()",
	"open('/data/etc_link').read()",
	"import os\nos.listdir('/data/parent_link')",
	"import os\nos.listdir('/data/dir_link')",
	"import os\nos.stat('/data/abs_link').st_size",
	"import os\nlist(os.walk('/data', followlinks=True))[-1]",
	"import glob\n[open(p).read() for p in glob.glob('/data/**/*.txt', recursive=True)]",
	"from pathlib import Path\n[p.read_text() for p in Path('/data').rglob('*') if p.is_file()]",
	"from pathlib import Path\nPath('/data/abs_link').resolve().read_text()",
	"import os\nos.path.realpath('/data/rel_link')\nopen(os.path.realpath('/data/rel_link')).read()",
	// chdir into the mount, then climb.
	"import os\nos.chdir('/data/sub')\nopen('../../secret.txt').read()",
	"import os\nos.chdir('/data/sub')\nopen('up').read()",
	"import os\nos.chdir('/data/dir_link')",
	// Writing out: through links, renames and copies.
	"open('/data/dir_link/pwned.txt', 'w').write('x')",
	"open('/data/parent_link/pwned.txt', 'w').write('x')",
	"open('/data/abs_link', 'w').write('x')",
	"open('/data/rel_link', 'a').write('x')",
	"import os\nos.mkdir('/data/dir_link/pwned')",
	"import os\nos.rename('/data/ok.txt', '/data/dir_link/ok.txt')",
	"import os\nos.rename('/data/ok.txt', '/data/parent_link/ok.txt')",
	"import os\nos.remove('/data/abs_link/x')",
	"import shutil\nshutil.copyfile('/data/ok.txt', '/data/dir_link/copy.txt')",
	"import shutil\nshutil.copytree('/data', '/data/dir_link/tree', symlinks=True)",
	"import shutil\nshutil.rmtree('/data/dir_link')",
	"import shutil\nshutil.rmtree('/data/parent_link')",
	"import os\nos.truncate('/data/abs_link', 0)",
	// Path objects and bytes paths that pretend.
	"class P:\n    def __fspath__(self):\n        return '/data/abs_link'\nopen(P()).read()",
	"class P:\n    n = 0\n    def __fspath__(self):\n        P.n += 1\n        return 'ok.txt' if P.n == 1 else '/data/abs_link'\nopen(P()).read() + open(P()).read()",
	"class P:\n    def __fspath__(self):\n        return b'/data/rel_link'\nopen(P()).read()",
	"open(b'/data/../secret.txt').read()",
	"open(b'/data/\\xff/../../secret.txt').read()",
	"class S(str):\n    pass\nopen(S('/data/abs_link')).read()",
	// NUL bytes and very long names.
	"open('/data/ok.txt\\x00/../../secret.txt').read()",
	"open(b'/data/ok.txt\\x00').read()",
	"import os\nos.stat('ok\\x00')",
	"open('/data/' + 'a' * 256).read()",
	"open('/data/' + 'a/' * 3000).read()",
	"open('x' * 5000, 'w')",
	"import os\nos.makedirs('/work/' + '/'.join(['d' * 200] * 30))",
	// File descriptors.
	"open(0).read()",
	"open(3).read()",
	"import os\nos.open('/etc/passwd', 0)",
	"import os\nos.fdopen(0)",
	"import os\nos.system('cat /etc/passwd')",
	"import os\nos.environ",
	"import os\nos.popen('id')",
	"import os\nos.symlink('/etc/passwd', 'x')",
	"import os\nos.link('/data/ok.txt', '/work/x')",
	"import os\nos.chmod('/data/ok.txt', 0o777)",
	"f = open('/data/ok.txt')\nf.fileno()",
	"import io\nio.FileIO('/etc/passwd').read()",
	"import io\nio.open('/data/abs_link').read()",
	"import tempfile\ntempfile.mkstemp()",
	"import tempfile\nopen(tempfile.mktemp(dir='/data/dir_link'), 'w').write('x')",
	"import tempfile\ntempfile.TemporaryDirectory(dir='/data/parent_link')",
}

// TestFileEscapes runs every payload with the tree mounted read-write and
// read-only: none reads the secret or changes anything outside the
// mount.
func TestFileEscapes(t *testing.T) {
	for _, rw := range []bool{true, false} {
		base, mnt := escapeTree(t)
		files, err := vfs.New(vfs.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer files.Close()
		if err := files.MountDir("/data", mnt, rw); err != nil {
			t.Fatal(err)
		}
		ex, err := pyinterp.New(pyinterp.Options{Files: files})
		if err != nil {
			t.Fatal(err)
		}
		for _, code := range escapePayloads {
			res, err := ex.Run(t.Context(), code)
			text := res.Logs + res.Repr
			if err != nil {
				text += err.Error()
			}
			if strings.Contains(text, secret) || strings.Contains(text, "root:x:0:0") {
				t.Errorf("rw=%v %q read the host: %s", rw, code, text)
			}
		}
		ex.Close()
		// Nothing outside the mount changed.
		for _, p := range []string{filepath.Join(base, "secret.txt"), filepath.Join(base, "outside", "secret.txt")} {
			if data, err := os.ReadFile(p); err != nil || string(data) != secret {
				t.Errorf("rw=%v: %s is now %q %v", rw, p, data, err)
			}
		}
		for dir, want := range map[string]int{base: 3, filepath.Join(base, "outside"): 1} {
			if ents, _ := os.ReadDir(dir); len(ents) != want {
				t.Errorf("rw=%v: %s holds %d entries, want %d", rw, dir, len(ents), want)
			}
		}
		if _, err := os.Lstat(filepath.Join(mnt, "abs_link")); err != nil {
			t.Errorf("rw=%v: a link in the mount was followed and removed: %v", rw, err)
		}
	}
}

// TestFileEscapeErrors pins the errors of some tricks to CPython's.
func TestFileEscapeErrors(t *testing.T) {
	_, mnt := escapeTree(t)
	ex, files := newFilesExecutor(t, vfs.Options{}, pyinterp.Options{})
	if err := files.MountDir("/data", mnt, true); err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]string{
		"open('/data/abs_link')":                               "PermissionError: [Errno 13] Permission denied: '/data/abs_link'",
		"open('/data/../secret.txt')":                          "FileNotFoundError: [Errno 2] No such file or directory: '/data/../secret.txt'",
		"open('/data/loop')":                                   "OSError: [Errno 40] Too many levels of symbolic links: '/data/loop'",
		"open('a\\x00b')":                                      "ValueError: embedded null byte",
		"import os\nos.stat(b'a\\x00b')":                       "ValueError: stat: embedded null character in path",
		"open('/data/' + 'a' * 256)":                           "OSError: [Errno 36] File name too long: '/data/" + strings.Repeat("a", 256) + "'",
		"open(3)":                                              "OSError: [Errno 9] Bad file descriptor",
		"import os\nos.system('id')":                           "AttributeError: module 'os' has no attribute 'system'",
		"import os\nos.environ":                                "AttributeError: module 'os' has no attribute 'environ'",
		"open('/data/ok.txt').fileno()":                        "UnsupportedOperation: fileno: files of the sandbox have no descriptor",
		"import tempfile\ntempfile.mkstemp()":                  "NotImplementedError: tempfile.mkstemp() returns an OS file descriptor",
		"import os\nos.rename('/data/ok.txt', '/work/ok.txt')": "OSError: [Errno 18] Invalid cross-device link: '/data/ok.txt' -> '/work/ok.txt'",
	} {
		_, err := run(t, ex, code)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", code, err, want)
		}
	}
}
