package files

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/vfs"
)

// outcome is what a program did.
type outcome struct {
	Exit   int
	Stderr string // the last non-blank line
	Files  string // the working directory's listing
	Stdout string
}

type testCase struct {
	name string
	src  []byte
	want outcome
}

// TestFiles runs every case in the scratch area and in a mounted host
// directory.
func TestFiles(t *testing.T) {
	cases := loadCases(t)
	skips := loadSkips(t, cases)
	fixture := os.DirFS("fixture")
	for _, c := range cases {
		for _, mode := range []string{"memory", "hostdir"} {
			name := c.name + "/" + mode
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				got := runCase(t, c, mode, fixture)
				diff := cmp.Diff(c.want, got)
				reason, skipped := skips[name]
				if !skipped {
					reason, skipped = skips[c.name]
				}
				switch {
				case diff == "" && skipped:
					t.Errorf("passes but is listed in skip.txt (%q); remove it", reason)
				case diff != "" && skipped:
					t.Skipf("skip.txt: %s", reason)
				case diff != "":
					t.Errorf("differs from CPython (-want +got):\n%s", diff)
				}
			})
		}
	}
}

func runCase(t *testing.T, c testCase, mode string, fixture fs.FS) outcome {
	files, err := vfs.New(vfs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer files.Close()
	var hostDir string
	switch mode {
	case "memory":
		err = fs.WalkDir(fixture, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || p == "." {
				return err
			}
			if d.IsDir() {
				return files.MkdirAll("/work/" + p)
			}
			data, err := fs.ReadFile(fixture, p)
			if err != nil {
				return err
			}
			return files.WriteFile("/work/"+p, data)
		})
	case "hostdir":
		hostDir = filepath.Join(t.TempDir(), "work")
		if err = os.CopyFS(hostDir, fixture); err == nil {
			err = files.MountDir("/work", hostDir, true)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	ex, err := pyinterp.New(pyinterp.Options{Files: files, Timeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer ex.Close()
	res, err := ex.Run(context.Background(), string(c.src))
	got := outcome{Stdout: res.Logs}
	if err != nil {
		var perr *pyinterp.Error
		if !errors.As(err, &perr) {
			t.Fatalf("run: %v", err)
		}
		got.Exit = 1
		got.Stderr = lastLine(perr.Traceback)
	}
	if mode == "memory" {
		got.Files = listing(t, files.IOFS(), "work")
	} else {
		got.Files = listing(t, os.DirFS(hostDir), ".")
	}
	return got
}

// listing lists a tree as gen.py does: directories with a trailing /,
// files with their size and the start of their SHA-256, sorted.
func listing(t *testing.T, fsys fs.FS, root string) string {
	var rows []string
	err := fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == root {
			return err
		}
		rel := strings.TrimPrefix(p, root+"/")
		if root == "." {
			rel = p
		}
		if d.IsDir() {
			rows = append(rows, rel+"/")
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		rows = append(rows, fmt.Sprintf("%s %d %s", rel, len(data), hex.EncodeToString(sum[:])[:16]))
		return nil
	})
	if err != nil {
		t.Fatalf("listing: %v", err)
	}
	sort.Strings(rows)
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(r + "\n")
	}
	return b.String()
}

func lastLine(s string) string {
	lines := strings.Split(s, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if l := strings.TrimRight(lines[i], "\r"); strings.TrimSpace(l) != "" {
			return l
		}
	}
	return ""
}

// loadCases reads cases/*.py and their expectations.
func loadCases(t *testing.T) []testCase {
	paths, err := filepath.Glob("cases/*.py")
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no cases")
	}
	var cases []testCase
	for _, p := range paths {
		if strings.HasPrefix(filepath.Base(p), "_") {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		want, err := loadExpected(strings.TrimSuffix(p, ".py") + ".expected")
		if err != nil {
			t.Fatalf("%s: %v (run python3 conformance/files/gen.py)", p, err)
		}
		cases = append(cases, testCase{name: strings.TrimSuffix(filepath.Base(p), ".py"), src: src, want: want})
	}
	return cases
}

func loadExpected(path string) (outcome, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return outcome{}, err
	}
	s := string(data)
	head, stdout, ok := strings.Cut(s, "\n--- stdout\n")
	if !ok {
		return outcome{}, errors.New("no '--- stdout' line")
	}
	head, files, ok := strings.Cut(head+"\n", "\n--- files\n")
	if !ok {
		return outcome{}, errors.New("no '--- files' line")
	}
	o := outcome{Stdout: stdout, Files: files}
	for _, line := range strings.Split(head, "\n") {
		switch {
		case strings.HasPrefix(line, "exit: "):
			fmt.Sscanf(line, "exit: %d", &o.Exit)
		case strings.HasPrefix(line, "stderr: "):
			o.Stderr = strings.TrimPrefix(line, "stderr: ")
		}
	}
	return o, nil
}

// loadSkips reads skip.txt: "case[/mode]: reason" lines.
func loadSkips(t *testing.T, cases []testCase) map[string]string {
	out := map[string]string{}
	f, err := os.Open("skip.txt")
	if errors.Is(err, fs.ErrNotExist) {
		return out
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	names := map[string]bool{}
	for _, c := range cases {
		names[c.name], names[c.name+"/memory"], names[c.name+"/hostdir"] = true, true, true
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, ok := strings.Cut(line, ":")
		if !ok || strings.TrimSpace(reason) == "" || !names[name] {
			t.Errorf("skip.txt: bad line %q (want 'case[/memory|/hostdir]: reason' naming a case)", line)
			continue
		}
		out[name] = strings.TrimSpace(reason)
	}
	return out
}
