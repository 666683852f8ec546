package pyinterp_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/snapshot"
)

const restoreMark = "#--- restore ---"

// snapshotCase runs the first part of a case in one executor, saves it,
// restores it into a new one and runs the second part there.
func snapshotCase(t testing.TB, src string) (string, []byte) {
	t.Helper()
	before, after, ok := strings.Cut(src, restoreMark)
	if !ok {
		t.Fatalf("no %q line", restoreMark)
	}
	ctx := context.Background()
	opts := pyinterp.Options{AuthorizedImports: []string{"*"}}
	a, err := pyinterp.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	res, err := a.Run(ctx, before)
	if err != nil {
		t.Fatalf("first part: %v", err)
	}
	out := res.Logs
	data, err := a.Snapshot()
	if err != nil {
		t.Fatalf("Snapshot: %v", err)
	}
	b, err := pyinterp.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := b.Restore(data); err != nil {
		t.Fatalf("Restore: %v", err)
	}
	// The blank lines keep the second part's line numbers.
	res, err = b.Run(ctx, strings.Repeat("\n", strings.Count(before, "\n"))+after)
	if err != nil {
		t.Fatalf("second part: %v\n%s", err, res.Logs)
	}
	return out + res.Logs, data
}

// TestSnapshotCases: testdata/snapshot/*.py against CPython running the
// whole file (gen.py).
func TestSnapshotCases(t *testing.T) {
	files, _ := filepath.Glob("testdata/snapshot/*.py")
	for _, f := range files {
		if filepath.Base(f) == "gen.py" {
			continue
		}
		t.Run(strings.TrimSuffix(filepath.Base(f), ".py"), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".expected")
			if err != nil {
				t.Fatal(err)
			}
			got, _ := snapshotCase(t, string(src))
			if d := cmp.Diff(string(want), got); d != "" {
				t.Errorf("output (-CPython +restored):\n%s", d)
			}
		})
	}
}

func TestSnapshotUnsupported(t *testing.T) {
	ctx := context.Background()
	x, _ := pyinterp.New(pyinterp.Options{})
	defer x.Close()
	if _, err := x.Run(ctx, "def g():\n    yield 1\nit = g()\nnext(it)\nkeep = [1, 2]\n"); err != nil {
		t.Fatal(err)
	}
	_, err := x.Snapshot()
	if err == nil || !strings.Contains(err.Error(), "cannot save variable 'it': generator objects cannot be saved") {
		t.Fatalf("Snapshot: %v, want the generator named", err)
	}
	data, skipped, err := x.SnapshotWith(pyinterp.SnapshotOptions{SkipUnsupported: true})
	if err != nil || !cmp.Equal(skipped, []string{"it"}) {
		t.Fatalf("SnapshotWith: %v %v", skipped, err)
	}
	y, _ := pyinterp.New(pyinterp.Options{})
	defer y.Close()
	if err := y.Restore(data); err != nil {
		t.Fatal(err)
	}
	res, err := y.Run(ctx, "try:\n    it\n    found = True\nexcept NameError:\n    found = False\nfound, keep, next(g())")
	if err != nil || res.Repr != "(False, [1, 2], 1)" {
		t.Fatalf("after restore: %v %v", res.Repr, err)
	}
}

// TestSnapshotMadeModule: a module the program made with types.ModuleType
// is refused by name, not saved as the library module of the same name.
func TestSnapshotMadeModule(t *testing.T) {
	x, _ := pyinterp.New(pyinterp.Options{})
	defer x.Close()
	if _, err := x.Run(context.Background(), "import types\nm = types.ModuleType('math')\nm.pi = 3\n"); err != nil {
		t.Fatal(err)
	}
	_, err := x.Snapshot()
	if err == nil || !strings.Contains(err.Error(), "cannot save variable 'm': module math cannot be saved: it was made with types.ModuleType") {
		t.Fatalf("Snapshot: %v, want the made module refused", err)
	}
}

// TestRestoreUntrusted: forged or truncated snapshots fail cleanly, the
// executor stays usable, and restoring is charged to the memory limit.
func TestRestoreUntrusted(t *testing.T) {
	ctx := context.Background()
	_, good := snapshotCase(t, "x = [list(range(1000)) for _ in range(10)]\n"+restoreMark+"\n")
	x, _ := pyinterp.New(pyinterp.Options{})
	defer x.Close()
	cases := map[string][]byte{
		"empty":     nil,
		"magic":     []byte("NOTSNAP"),
		"version":   append([]byte(snapshot.Magic), 99),
		"truncated": good[:len(good)/2],
		"trailing":  append(append([]byte{}, good...), 0),
	}
	for name, data := range cases {
		if err := x.Restore(data); !errors.Is(err, snapshot.ErrFormat) {
			t.Errorf("%s: %v, want ErrFormat", name, err)
		}
	}
	small, _ := pyinterp.New(pyinterp.Options{MaxMemory: 60_000})
	defer small.Close()
	if err := small.Restore(good); err == nil || !strings.Contains(err.Error(), "MemoryError") && !strings.Contains(err.Error(), "memory") {
		t.Errorf("restoring beyond the memory limit: %v", err)
	}
	for _, ex := range []*pyinterp.Executor{x, small} {
		if res, err := ex.Run(ctx, "1 + 1"); err != nil || res.Repr != "2" {
			t.Fatalf("after failed restores: %v %v", res, err)
		}
	}
	if err := x.Restore(good); err != nil {
		t.Fatalf("the good snapshot after failures: %v", err)
	}
}

// TestRestorePolicy: a snapshot made where a module was importable does
// not bring the module into an executor that does not have it.
func TestRestorePolicy(t *testing.T) {
	ctx := context.Background()
	a, _ := pyinterp.New(pyinterp.Options{Modules: []pyinterp.Module{{Name: "hostmod", Values: map[string]any{"k": 1}}}})
	defer a.Close()
	if _, err := a.Run(ctx, "import hostmod\nm = hostmod\n"); err != nil {
		t.Fatal(err)
	}
	data, err := a.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := pyinterp.New(pyinterp.Options{})
	defer b.Close()
	if err := b.Restore(data); err == nil || !strings.Contains(err.Error(), "hostmod") {
		t.Fatalf("Restore: %v, want the import refused", err)
	}
}

// TestRestoreKeepsTools: the restoring executor's tools win over saved
// names, and _ comes back.
func TestRestoreKeepsTools(t *testing.T) {
	ctx := context.Background()
	a, _ := pyinterp.New(pyinterp.Options{})
	defer a.Close()
	if _, err := a.Run(ctx, "y = 5\ny * 2\n", pyinterp.Interactive()); err != nil {
		t.Fatal(err)
	}
	data, err := a.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := pyinterp.New(pyinterp.Options{})
	defer b.Close()
	if err := b.AddTool(pyinterp.Func("y", func() int { return 7 })); err != nil {
		t.Fatal(err)
	}
	if err := b.Restore(data); err != nil {
		t.Fatal(err)
	}
	res, err := b.Run(ctx, "y(), _")
	if err != nil || res.Repr != "(7, 10)" {
		t.Fatalf("%v %v", res, err)
	}
}

// FuzzRestore feeds mutated snapshots to Restore: any outcome but a
// panic, a hang or an executor left unusable is fine. The seeds are the
// snapshots of the testdata cases.
func FuzzRestore(f *testing.F) {
	files, _ := filepath.Glob("testdata/snapshot/*.py")
	for _, file := range files {
		if filepath.Base(file) == "gen.py" {
			continue
		}
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		_, data := snapshotCase(f, string(src))
		f.Add(data)
	}
	f.Add([]byte(snapshot.Magic + "\x01\x00\x00\x00\x00"))
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, data []byte) {
		x, err := pyinterp.New(pyinterp.Options{AuthorizedImports: []string{"*"}, MaxMemory: 8 << 20, MaxOperations: 200_000})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		if err := x.Restore(data); err == nil {
			// Whatever came back can be looked at and saved again.
			_, _ = x.Variables() // a limit or an exception of restored code is fine
			_, _, _ = x.SnapshotWith(pyinterp.SnapshotOptions{SkipUnsupported: true})
		}
		if res, err := x.Run(ctx, "1 + 1"); err != nil || res.Repr != "2" {
			t.Fatalf("executor unusable after Restore: %v %v", res, err)
		}
	})
}
