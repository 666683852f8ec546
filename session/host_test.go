package session

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp"
)

// TestNoLimits: a host that allows it (Config.AllowNoLimits) may give
// sessions no limits, as defaults or in their options; such a session
// reserves none of the memory budget. Without it, no-limit options are
// refused, while the host's own no-limit defaults still apply.
func TestNoLimits(t *testing.T) {
	ctx := context.Background()
	m := newManager(t, Config{AllowNoLimits: true, MemoryBudget: 1 << 30,
		Defaults: Limits{MaxOperations: pyinterp.NoLimit, Timeout: pyinterp.NoLimit, MaxMemory: pyinterp.NoLimit}})
	o, err := m.Resolve(&Options{})
	if err != nil {
		t.Fatal(err)
	}
	if o.MaxOperations != pyinterp.NoLimit || o.Timeout != pyinterp.NoLimit || o.MaxMemory != pyinterp.NoLimit ||
		o.MaxOutput != pyinterp.DefaultMaxOutput || o.MaxWhileIterations != pyinterp.DefaultMaxWhileIterations {
		t.Errorf("resolved: %+v", o)
	}
	id := mustCreate(t, m, &Options{MaxWhileIterations: -1})
	if st := m.Stats(); st.Reserved != 0 {
		t.Errorf("a session without a memory limit reserved %d", st.Reserved)
	}
	// Past the default limits of while iterations (a million) and
	// operations (ten million).
	res := mustRun(t, m, id, "i = 0\nwhile i < 1_100_000:\n    i += 1\ni + sum(range(12_000_000))", nil)
	if res.Error != nil || res.Repr != "71999995100000" || res.Operations < 12_000_000 {
		t.Fatalf("run: %+v %+v", res, res.Error)
	}
	o, err = m.Resolve(&Options{Files: &FilesOptions{MaxFileSize: -1}, Timeout: -5})
	if err != nil || o.Timeout != pyinterp.NoLimit || o.Files.MaxFileSize != -1 {
		t.Errorf("no-limit options: %+v, %v", o, err)
	}

	strict := newManager(t, Config{Defaults: Limits{Timeout: pyinterp.NoLimit}})
	for _, o := range []Options{{MaxOperations: -1}, {Timeout: -1}, {MaxMemory: -1}, {Files: &FilesOptions{MaxFiles: -1}}} {
		_, err := strict.Create(ctx, &o)
		wantCode(t, err, InvalidOptions)
	}
	if o, err := strict.Resolve(&Options{}); err != nil || o.Timeout != pyinterp.NoLimit {
		t.Errorf("the host's no-limit default: %+v, %v", o, err)
	}
	if o, err := strict.Resolve(&Options{Timeout: 2}); err != nil || o.Timeout != 2 {
		t.Errorf("a timeout under a no-limit default: %+v, %v", o, err)
	}
}

// TestHostFiles: the host's mounts and working directory reach every
// session with files, and only those; clients cannot send them.
func TestHostFiles(t *testing.T) {
	data, out := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(data, "in.txt"), []byte("from the host"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newManager(t, Config{Files: HostFiles{WorkDir: "/home/user", Mounts: []Mount{{Host: data, Guest: "/data"}, {Host: out, Guest: "/out", Writable: true}}}})
	id := mustCreate(t, m, &Options{Files: &FilesOptions{}})
	res := mustRun(t, m, id, "import os\nopen('/out/copy.txt', 'w').write(open('/data/in.txt').read())\nos.getcwd()", nil)
	if res.Error != nil || res.Repr != "'/home/user'" {
		t.Fatalf("run: %+v %+v", res, res.Error)
	}
	if b, err := os.ReadFile(filepath.Join(out, "copy.txt")); err != nil || string(b) != "from the host" {
		t.Errorf("copy: %q %v", b, err)
	}
	res = mustRun(t, m, id, "open('/data/new', 'w')", nil)
	if res.Error == nil || res.Error.Type != "PermissionError" {
		t.Errorf("a read-only mount: %+v", res.Error)
	}
	// A session without files has none of it.
	id2 := mustCreate(t, m, &Options{})
	if res := mustRun(t, m, id2, "open('/data/in.txt')", nil); res.Error == nil || !strings.Contains(res.Error.Message, "open") {
		t.Errorf("no files: %+v", res.Error)
	}
	// A mount that is not there fails the session's creation.
	bad := newManager(t, Config{Files: HostFiles{Mounts: []Mount{{Host: filepath.Join(data, "missing"), Guest: "/x"}}}})
	_, err := bad.Create(context.Background(), &Options{Files: &FilesOptions{}})
	wantCode(t, err, Unavailable)
	if st := bad.Stats(); st.Sessions != 0 || st.Reserved != 0 {
		t.Errorf("the failed session is still counted: %+v", st)
	}
}
