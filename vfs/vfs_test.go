package vfs

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pyinterp/pyinterp/eval"
)

func newFS(t *testing.T, opts Options) *FS {
	t.Helper()
	v, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { v.Close() })
	return v
}

// thread returns a run's thread with a memory limit.
func thread(mem int64) *eval.Thread {
	return eval.NewThread(nil, eval.Limits{MaxMemory: mem, MaxOperations: 1 << 40}, io.Discard, nil)
}

func errno(err error) syscall.Errno {
	var e syscall.Errno
	if errors.As(err, &e) {
		return e
	}
	return 0
}

func quotaDetail(err error) string {
	var lim *eval.LimitError
	if errors.As(err, &lim) && lim.Kind == eval.LimitFiles {
		return lim.Detail
	}
	return ""
}

func writeFile(t *testing.T, v *FS, th *eval.Thread, name, data string) {
	t.Helper()
	f, err := v.Guest().Open(th, name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(th, []byte(data)); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, v *FS, th *eval.Thread, name string) (string, error) {
	t.Helper()
	f, err := v.Guest().Open(th, name, os.O_RDONLY, 0)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var out []byte
	buf := make([]byte, 7)
	for {
		n, err := f.Read(th, buf)
		if err != nil {
			return "", err
		}
		if n == 0 {
			return string(out), nil
		}
		out = append(out, buf[:n]...)
	}
}

func TestScratchArea(t *testing.T) {
	v := newFS(t, Options{})
	g := v.Guest()
	th := thread(1 << 20)
	if cwd := g.Getcwd(); cwd != "/work" {
		t.Fatalf("cwd %q", cwd)
	}
	writeFile(t, v, th, "a.txt", "hello world")
	if got, err := readFile(t, v, th, "/work/a.txt"); err != nil || got != "hello world" {
		t.Fatalf("read back %q %v", got, err)
	}
	if err := g.Mkdir(th, "sub", 0o777); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		err  error
		want syscall.Errno
	}{
		{"mkdir existing", g.Mkdir(th, "sub", 0o777), syscall.EEXIST},
		{"mkdir root", g.Mkdir(th, "/", 0o777), syscall.EEXIST},
		{"mkdir missing parent", g.Mkdir(th, "x/y", 0o777), syscall.ENOENT},
		{"mkdir under file", g.Mkdir(th, "a.txt/y", 0o777), syscall.ENOTDIR},
		{"rmdir file", g.Rmdir(th, "a.txt"), syscall.ENOTDIR},
		{"remove dir", g.Remove(th, "sub"), syscall.EISDIR},
		{"remove missing", g.Remove(th, "nope"), syscall.ENOENT},
		{"remove root", g.Rmdir(th, "/"), syscall.EBUSY},
		{"open dir", openErr(g, th, "sub", os.O_RDONLY), syscall.EISDIR},
		{"open dir for writing", openErr(g, th, "sub", os.O_WRONLY), syscall.EISDIR},
		{"open missing", openErr(g, th, "missing.csv", os.O_RDONLY), syscall.ENOENT},
		{"create in missing dir", openErr(g, th, "no/x", os.O_WRONLY|os.O_CREATE), syscall.ENOENT},
		{"create exclusive", openErr(g, th, "a.txt", os.O_WRONLY|os.O_CREATE|os.O_EXCL), syscall.EEXIST},
		{"file with slash", openErr(g, th, "a.txt/", os.O_RDONLY), syscall.ENOTDIR},
		{"new file with slash", openErr(g, th, "b.txt/", os.O_WRONLY|os.O_CREATE), syscall.EISDIR},
		{"file as dir", openErr(g, th, "a.txt/x", os.O_RDONLY), syscall.ENOTDIR},
		{"chdir file", g.Chdir(th, "a.txt"), syscall.ENOTDIR},
		{"rename dir into itself", g.Rename(th, "sub", "sub/x"), syscall.EINVAL},
		{"rename file over dir", g.Rename(th, "a.txt", "sub"), syscall.EISDIR},
		{"rename missing", g.Rename(th, "nope", "x"), syscall.ENOENT},
	} {
		if got := errno(tc.err); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, tc.err, tc.want)
		}
	}
	writeFile(t, v, th, "sub/b.txt", "bb")
	if err := g.Rmdir(th, "sub"); errno(err) != syscall.ENOTEMPTY {
		t.Errorf("rmdir non-empty: %v", err)
	}
	if err := g.Rename(th, "a.txt", "sub/b.txt"); err != nil {
		t.Fatal(err)
	}
	if got, _ := readFile(t, v, th, "sub/b.txt"); got != "hello world" {
		t.Errorf("renamed over: %q", got)
	}
	ents, err := g.ReadDir(th, ".")
	if err != nil || len(ents) != 1 || ents[0].Name != "sub" || !ents[0].IsDir() {
		t.Errorf("readdir: %v %v", ents, err)
	}
	if err := g.Chdir(th, "sub"); err != nil {
		t.Fatal(err)
	}
	info, err := g.Stat(th, "b.txt")
	if err != nil || info.Size != 11 || info.Name != "b.txt" || info.IsDir() {
		t.Errorf("stat: %+v %v", info, err)
	}
	if got := v.Usage(); got.Files != 2 || got.BytesWritten != 13 || got.HeldBytes != 11 || got.OpenFiles != 0 {
		t.Errorf("usage %+v", got)
	}
}

func openErr(g *Guest, th *eval.Thread, name string, flag int) error {
	f, err := g.Open(th, name, flag, 0o666)
	if err == nil {
		f.Close()
	}
	return err
}

func TestFileOps(t *testing.T) {
	v := newFS(t, Options{})
	g := v.Guest()
	th := thread(1 << 20)
	f, err := g.Open(th, "f", os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(th, []byte("0123456789"))
	if pos, _ := f.Seek(20, io.SeekStart); pos != 20 {
		t.Fatal(pos)
	}
	f.Write(th, []byte("x")) // a hole, read back as zeros
	if n, _ := f.Size(); n != 21 {
		t.Errorf("size %d", n)
	}
	buf := make([]byte, 30)
	f.Seek(0, io.SeekStart)
	n, _ := f.Read(th, buf)
	if got := string(buf[:n]); got != "0123456789\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00x" {
		t.Errorf("read %q", got)
	}
	if err := f.Truncate(th, 5); err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(th, 8); err != nil { // grows with zeros, not the old bytes
		t.Fatal(err)
	}
	n, _ = f.ReadAt(th, buf, 0)
	if got := string(buf[:n]); got != "01234\x00\x00\x00" {
		t.Errorf("after truncate %q", got)
	}
	if _, err := f.Seek(-1, io.SeekStart); errno(err) != syscall.EINVAL {
		t.Errorf("negative seek: %v", err)
	}
	f.Close()
	if _, err := f.Read(th, buf); errno(err) != syscall.EBADF {
		t.Errorf("read after close: %v", err)
	}
	// Append mode writes at the end whatever the position.
	a, _ := g.Open(th, "f", os.O_RDWR|os.O_APPEND, 0)
	a.Seek(0, io.SeekStart)
	a.Write(th, []byte("END"))
	a.Close()
	if got, _ := readFile(t, v, th, "f"); got != "01234\x00\x00\x00END" {
		t.Errorf("append %q", got)
	}
	// A read-only file refuses writes and a write-only one reads.
	r, _ := g.Open(th, "f", os.O_RDONLY, 0)
	if _, err := r.Write(th, []byte("x")); errno(err) != syscall.EBADF {
		t.Errorf("write to read-only: %v", err)
	}
	r.Close()
	// A file removed while open stays readable through its handle.
	r, _ = g.Open(th, "f", os.O_RDONLY, 0)
	g.Remove(th, "f")
	n, _ = r.Read(th, buf)
	if n != 11 {
		t.Errorf("unlinked read %d", n)
	}
	r.Close()
	if v.Usage().HeldBytes != 0 {
		t.Errorf("held %d after remove", v.Usage().HeldBytes)
	}
}

func TestQuotas(t *testing.T) {
	th := thread(1 << 30)
	t.Run("file size", func(t *testing.T) {
		v := newFS(t, Options{MaxFileSize: 10})
		f, _ := v.Guest().Open(th, "f", os.O_WRONLY|os.O_CREATE, 0)
		if _, err := f.Write(th, []byte("0123456789")); err != nil {
			t.Fatal(err)
		}
		_, err := f.Write(th, []byte("x"))
		if d := quotaDetail(err); d != "a file may hold at most 10 bytes" {
			t.Errorf("got %v", err)
		}
		if err := f.Truncate(th, 11); quotaDetail(err) == "" {
			t.Errorf("truncate past the quota: %v", err)
		}
		if _, err := f.Seek(100, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write(th, []byte("x")); quotaDetail(err) == "" {
			t.Errorf("write past the quota after a seek: %v", err)
		}
	})
	t.Run("bytes written", func(t *testing.T) {
		v := newFS(t, Options{MaxWriteBytes: 25})
		for i := 0; i < 2; i++ {
			writeFile(t, v, th, "f", "0123456789")
		}
		f, _ := v.Guest().Open(th, "g", os.O_WRONLY|os.O_CREATE, 0)
		_, err := f.Write(th, []byte("0123456789"))
		if d := quotaDetail(err); d != "the program may write at most 25 bytes to files" {
			t.Errorf("got %v", err)
		}
	})
	t.Run("files", func(t *testing.T) {
		v := newFS(t, Options{MaxFiles: 3})
		g := v.Guest()
		writeFile(t, v, th, "a", "")
		g.Mkdir(th, "d", 0o777)
		writeFile(t, v, th, "d/b", "")
		if err := openErr(g, th, "c", os.O_WRONLY|os.O_CREATE); quotaDetail(err) != "the program may create at most 3 files and directories" {
			t.Errorf("got %v", err)
		}
		if err := g.Mkdir(th, "e", 0o777); quotaDetail(err) == "" {
			t.Errorf("mkdir: %v", err)
		}
		// Opening an existing file is not creating one.
		if err := openErr(g, th, "a", os.O_WRONLY|os.O_CREATE|os.O_TRUNC); err != nil {
			t.Errorf("reopen: %v", err)
		}
		if err := g.Mkdir(th, "d", 0o777); errno(err) != syscall.EEXIST {
			t.Errorf("mkdir existing at the quota: %v", err)
		}
		g.Remove(th, "a")
		if err := openErr(g, th, "c", os.O_WRONLY|os.O_CREATE); err != nil {
			t.Errorf("after a removal: %v", err)
		}
		// The host is not counted.
		if err := v.WriteFile("host.txt", []byte("x")); err != nil {
			t.Error(err)
		}
	})
	t.Run("open files", func(t *testing.T) {
		v := newFS(t, Options{MaxOpenFiles: 2})
		g := v.Guest()
		writeFile(t, v, th, "a", "x")
		f1, _ := g.Open(th, "a", os.O_RDONLY, 0)
		f2, _ := g.Open(th, "a", os.O_RDONLY, 0)
		if err := openErr(g, th, "a", os.O_RDONLY); quotaDetail(err) != "at most 2 files may be open at once" {
			t.Errorf("got %v", err)
		}
		f1.Close()
		if err := openErr(g, th, "a", os.O_RDONLY); err != nil {
			t.Errorf("after a close: %v", err)
		}
		runtime.KeepAlive(f2)
	})
	t.Run("dropped files are reclaimed", func(t *testing.T) {
		v := newFS(t, Options{MaxOpenFiles: 4})
		g := v.Guest()
		writeFile(t, v, th, "a", "x")
		// open('a').read() in a loop: CPython closes each file when its
		// last reference goes; here the collector finds them.
		for i := 0; i < 50; i++ {
			if _, err := g.Open(th, "a", os.O_RDONLY, 0); err != nil {
				t.Fatalf("open %d: %v", i, err)
			}
		}
	})
	t.Run("memory", func(t *testing.T) {
		v := newFS(t, Options{})
		small := thread(1 << 20)
		f, _ := v.Guest().Open(small, "big", os.O_WRONLY|os.O_CREATE, 0)
		chunk := make([]byte, 64<<10)
		var err error
		for i := 0; i < 64 && err == nil; i++ {
			_, err = f.Write(small, chunk)
		}
		var lim *eval.LimitError
		if !errors.As(err, &lim) || lim.Kind != eval.LimitMemory {
			t.Errorf("writing 4 MiB under a 1 MiB limit: %v", err)
		}
		if v.HeldBytes() > 2<<20 {
			t.Errorf("held %d", v.HeldBytes())
		}
	})
}

// hostTree lays out a host directory for mounting, with a secret outside
// it and symbolic links that try to reach it.
func hostTree(t *testing.T) (mnt, secret string) {
	t.Helper()
	base := t.TempDir()
	secret = filepath.Join(base, "secret.txt")
	must(t, os.WriteFile(secret, []byte("SECRET"), 0o644))
	must(t, os.Mkdir(filepath.Join(base, "outside"), 0o755))
	mnt = filepath.Join(base, "mnt")
	must(t, os.MkdirAll(filepath.Join(mnt, "sub"), 0o755))
	must(t, os.WriteFile(filepath.Join(mnt, "data.csv"), []byte("a,b\n1,2\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(mnt, "sub", "inner.txt"), []byte("inner"), 0o644))
	for name, target := range map[string]string{
		"abs_link":    secret,
		"rel_link":    "../secret.txt",
		"parent_link": "..",
		"root_link":   "/",
		"dir_link":    filepath.Join(base, "outside"),
		"deep_link":   "sub/../../secret.txt",
		"loop_a":      "loop_b",
		"loop_b":      "loop_a",
		"good_link":   "sub/inner.txt",
		"good_dir":    "sub",
		"sub/up":      "../../secret.txt",
	} {
		must(t, os.Symlink(target, filepath.Join(mnt, name)))
	}
	return mnt, secret
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestHostDirConfinement tries every way out of a mounted host directory.
func TestHostDirConfinement(t *testing.T) {
	mnt, secret := hostTree(t)
	base := filepath.Dir(mnt)
	for _, rw := range []bool{false, true} {
		v := newFS(t, Options{})
		must(t, v.MountDir("/data", mnt, rw))
		g := v.Guest()
		th := thread(1 << 20)
		// What the program may reach.
		if got, err := readFile(t, v, th, "/data/data.csv"); err != nil || got != "a,b\n1,2\n" {
			t.Fatalf("read: %q %v", got, err)
		}
		if got, err := readFile(t, v, th, "/data/good_link"); err != nil || got != "inner" {
			t.Errorf("link inside: %q %v", got, err)
		}
		if got, err := readFile(t, v, th, "/data/good_dir/inner.txt"); err != nil || got != "inner" {
			t.Errorf("dir link inside: %q %v", got, err)
		}
		// What it may not.
		for _, p := range []string{
			"/data/abs_link", "/data/rel_link", "/data/parent_link/secret.txt", "/data/root_link" + secret,
			"/data/dir_link/x", "/data/deep_link", "/data/sub/up", "/data/loop_a",
			"/data/../secret.txt", "/data/sub/../../secret.txt", secret, "/data/" + strings.Repeat("../", 40) + "secret.txt",
		} {
			got, err := readFile(t, v, th, p)
			if err == nil || strings.Contains(got, "SECRET") {
				t.Errorf("rw=%v read %s: %q %v", rw, p, got, err)
			}
			if _, err := g.Stat(th, p); err == nil && strings.Contains(p, "secret") && !strings.HasPrefix(p, "/data/") {
				t.Errorf("stat %s reached the host", p)
			}
			for _, flag := range []int{os.O_WRONLY | os.O_CREATE | os.O_TRUNC, os.O_RDWR, os.O_WRONLY | os.O_APPEND} {
				if f, err := g.Open(th, p, flag, 0o666); err == nil {
					f.Write(th, []byte("PWNED"))
					f.Close()
				}
			}
			g.Remove(th, p)
			g.Rename(th, p, "/data/stolen")
			g.Mkdir(th, p+"_dir", 0o777)
		}
		for _, p := range []string{"/data/dir_link/new", "/data/parent_link/new", "/data/root_link/tmp/new"} {
			if err := openErr(g, th, p, os.O_WRONLY|os.O_CREATE); err == nil {
				t.Errorf("created %s", p)
			}
			if err := g.Mkdir(th, p, 0o777); err == nil {
				t.Errorf("mkdir %s", p)
			}
		}
		if _, err := g.ReadDir(th, "/data/parent_link"); err == nil {
			t.Errorf("listed the parent through a link")
		}
		if _, err := g.ReadDir(th, "/data/dir_link"); err == nil {
			t.Errorf("listed outside through a link")
		}
		if err := g.Chdir(th, "/data/parent_link"); err == nil {
			t.Errorf("chdir through a link")
		}
		// chdir into the mount, then climb.
		must(t, g.Chdir(th, "/data/sub"))
		if _, err := readFile(t, v, th, "../../secret.txt"); err == nil {
			t.Errorf("climbed out from the cwd")
		}
		must(t, g.Chdir(th, "/work"))
		if got, _ := os.ReadFile(secret); string(got) != "SECRET" {
			t.Fatalf("the secret changed: %q", got)
		}
		ents, _ := os.ReadDir(base)
		if len(ents) != 3 {
			t.Errorf("the host's directory changed: %v", ents)
		}
		ents, _ = os.ReadDir(filepath.Join(base, "outside"))
		if len(ents) != 0 {
			t.Errorf("wrote outside: %v", ents)
		}
	}
}

// TestHostDirRaces swaps a directory for a symbolic link while the program
// opens files through it: os.Root resolves each step under its
// descriptor, so no open ever lands outside.
func TestHostDirRaces(t *testing.T) {
	mnt, _ := hostTree(t)
	base := filepath.Dir(mnt)
	must(t, os.WriteFile(filepath.Join(base, "outside", "target.txt"), []byte("OUTSIDE"), 0o644))
	must(t, os.MkdirAll(filepath.Join(mnt, "swap"), 0o755))
	must(t, os.WriteFile(filepath.Join(mnt, "swap", "target.txt"), []byte("inside"), 0o644))
	v := newFS(t, Options{})
	must(t, v.MountDir("/data", mnt, true))
	th := thread(1 << 30)
	done := make(chan struct{})
	go func() {
		defer close(done)
		dir, tmp := filepath.Join(mnt, "swap"), filepath.Join(mnt, "swap.tmp")
		for i := 0; i < 2000; i++ {
			os.Rename(dir, tmp)
			os.Symlink(filepath.Join(base, "outside"), dir)
			os.Remove(dir)
			os.Rename(tmp, dir)
		}
	}()
	deadline := time.Now().Add(2 * time.Second)
	for {
		select {
		case <-done:
			return
		default:
		}
		if time.Now().After(deadline) {
			<-done
			return
		}
		if got, err := readFile(t, v, th, "/data/swap/target.txt"); err == nil && got != "inside" {
			t.Fatalf("read %q through a swapped link", got)
		}
	}
}

func TestReadOnlyMounts(t *testing.T) {
	mnt, _ := hostTree(t)
	mapFS := fstest.MapFS{
		"data.csv":       {Data: []byte("a,b\n1,2\n")},
		"sub/inner.txt":  {Data: []byte("inner")},
		"sub/other.json": {Data: []byte("{}")},
	}
	for name, mount := range map[string]func(v *FS) error{
		"dir": func(v *FS) error { return v.MountDir("/data", mnt, false) },
		"fs":  func(v *FS) error { return v.MountFS("/data", mapFS) },
	} {
		t.Run(name, func(t *testing.T) {
			v := newFS(t, Options{})
			must(t, mount(v))
			g := v.Guest()
			th := thread(1 << 20)
			if got, err := readFile(t, v, th, "/data/sub/inner.txt"); err != nil || got != "inner" {
				t.Fatalf("read %q %v", got, err)
			}
			for _, tc := range []struct {
				what string
				err  error
				want syscall.Errno
			}{
				{"write", openErr(g, th, "/data/data.csv", os.O_WRONLY|os.O_TRUNC), syscall.EACCES},
				{"create", openErr(g, th, "/data/new.txt", os.O_WRONLY|os.O_CREATE), syscall.EACCES},
				{"create in missing dir", openErr(g, th, "/data/nodir/new.txt", os.O_WRONLY|os.O_CREATE), syscall.ENOENT},
				{"append", openErr(g, th, "/data/data.csv", os.O_WRONLY|os.O_APPEND), syscall.EACCES},
				{"open dir for writing", openErr(g, th, "/data/sub", os.O_WRONLY), syscall.EISDIR},
				{"open dir", openErr(g, th, "/data/sub", os.O_RDONLY), syscall.EISDIR},
				{"mkdir", g.Mkdir(th, "/data/newdir", 0o777), syscall.EACCES},
				{"mkdir existing", g.Mkdir(th, "/data/sub", 0o777), syscall.EEXIST},
				{"remove", g.Remove(th, "/data/data.csv"), syscall.EACCES},
				{"remove missing", g.Remove(th, "/data/nope"), syscall.ENOENT},
				{"rmdir", g.Rmdir(th, "/data/sub"), syscall.EACCES},
				{"rename", g.Rename(th, "/data/data.csv", "/data/x.csv"), syscall.EACCES},
				{"rename out", g.Rename(th, "/data/data.csv", "/work/x.csv"), syscall.EXDEV},
				{"unmount", g.Rmdir(th, "/data"), syscall.EBUSY},
				{"rename mount", g.Rename(th, "/data", "/work/d"), syscall.EXDEV},
			} {
				if got := errno(tc.err); got != tc.want {
					t.Errorf("%s: %v, want %v", tc.what, tc.err, tc.want)
				}
			}
			ents, err := g.ReadDir(th, "/data/sub")
			if err != nil || len(ents) != 2 || ents[0].Name != "inner.txt" {
				t.Errorf("readdir %v %v", ents, err)
			}
			root, _ := g.ReadDir(th, "/")
			var names []string
			for _, e := range root {
				names = append(names, e.Name)
			}
			if diff := cmp.Diff([]string{"data", "tmp", "work"}, names); diff != "" {
				t.Errorf("root listing (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRenameAcrossMounts(t *testing.T) {
	dir := t.TempDir()
	v := newFS(t, Options{})
	must(t, v.MountDir("/out", dir, true))
	g := v.Guest()
	th := thread(1 << 20)
	writeFile(t, v, th, "a.txt", "x")
	if err := g.Rename(th, "a.txt", "/out/a.txt"); errno(err) != syscall.EXDEV {
		t.Errorf("rename across mounts: %v", err)
	}
	writeFile(t, v, th, "/out/b.txt", "b")
	must(t, g.Rename(th, "/out/b.txt", "/out/c.txt"))
	if got, err := os.ReadFile(filepath.Join(dir, "c.txt")); err != nil || string(got) != "b" {
		t.Errorf("host sees %q %v", got, err)
	}
	if err := g.Rmdir(th, "/out"); errno(err) != syscall.EBUSY {
		t.Errorf("rmdir mount point: %v", err)
	}
	if err := g.Rmdir(th, "/"); errno(err) != syscall.EBUSY {
		t.Errorf("rmdir root: %v", err)
	}
}

func TestNonRegularHostFiles(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o666); err != nil {
		t.Skip("no mkfifo:", err)
	}
	v := newFS(t, Options{})
	must(t, v.MountDir("/d", dir, true))
	th := thread(1 << 20)
	done := make(chan error, 1)
	go func() {
		_, err := readFile(t, v, th, "/d/fifo")
		done <- err
	}()
	select {
	case err := <-done:
		if errno(err) != syscall.EACCES {
			t.Errorf("open fifo: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("opening a FIFO blocked")
	}
	if err := openErr(v.Guest(), th, "/d/fifo", os.O_WRONLY|os.O_TRUNC); errno(err) != syscall.EACCES {
		t.Errorf("open fifo for writing: %v", err)
	}
}

func TestHostAPI(t *testing.T) {
	dir := t.TempDir()
	v := newFS(t, Options{})
	must(t, v.MountDir("/out", dir, true))
	must(t, v.WriteFile("sales.csv", []byte("region,amount\n")))
	must(t, v.WriteFile("/work/deep/er/x.txt", []byte("x")))
	must(t, v.WriteFile("/out/report.md", []byte("# r")))
	th := thread(1 << 20)
	if got, err := readFile(t, v, th, "sales.csv"); err != nil || got != "region,amount\n" {
		t.Errorf("program reads %q %v", got, err)
	}
	writeFile(t, v, th, "out.json", "{}")
	if got, err := v.ReadFile("out.json"); err != nil || string(got) != "{}" {
		t.Errorf("host reads %q %v", got, err)
	}
	if err := fstest.TestFS(v.IOFS(), "work/sales.csv", "work/out.json", "work/deep/er/x.txt", "out/report.md", "tmp"); err != nil {
		t.Error(err)
	}
	var walked []string
	fs.WalkDir(v.IOFS(), "work", func(p string, d fs.DirEntry, err error) error {
		walked = append(walked, p)
		return err
	})
	if diff := cmp.Diff([]string{"work", "work/deep", "work/deep/er", "work/deep/er/x.txt", "work/out.json", "work/sales.csv"}, walked); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
	if err := v.Remove("/out"); errno(err) != syscall.EBUSY {
		t.Errorf("remove mount: %v", err)
	}
	must(t, v.RemoveAll("/"))
	ents, _ := v.ReadDir("/")
	if len(ents) != 1 || ents[0].Name() != "out" {
		t.Errorf("after RemoveAll(/): %v", ents)
	}
	if _, err := os.Stat(filepath.Join(dir, "report.md")); err == nil {
		t.Errorf("RemoveAll kept the mount's files")
	}
	if err := v.MountDir("/out", dir, true); err == nil {
		t.Errorf("mounted twice")
	}
	if err := v.MountFS("relative", fstest.MapFS{}); err == nil {
		t.Errorf("relative mount point")
	}
}
