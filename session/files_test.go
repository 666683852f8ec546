package session

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSessionFiles: the client uploads a file, the code analyses it and
// writes results, the client lists and downloads them.
func TestSessionFiles(t *testing.T) {
	m := newManager(t, Config{})
	ctx := context.Background()
	id := mustCreate(t, m, &Options{Files: &FilesOptions{MaxFileSize: 1 << 20}, MaxMemory: 8 << 20})
	if err := m.WriteFile(ctx, id, "sales.csv", []byte("region,amount\nNorth,10\nSouth,5\n")); err != nil {
		t.Fatal(err)
	}
	if err := m.WriteFile(ctx, id, "/work/in/notes.txt", []byte("hi")); err != nil {
		t.Fatal(err)
	}
	res := mustRun(t, m, id, `
import csv, json, os
with open('sales.csv', newline='') as f:
    rows = list(csv.DictReader(f))
os.makedirs('out', exist_ok=True)
with open('out/total.json', 'w') as f:
    json.dump({'total': sum(int(r['amount']) for r in rows)}, f)
print(open('in/notes.txt').read(), os.getcwd())
`, nil)
	if res.Error != nil || res.Logs != "hi /work\n" {
		t.Fatalf("run: %+v %+v", res, res.Error)
	}
	data, err := m.ReadFile(ctx, id, "out/total.json")
	if err != nil || string(data) != `{"total": 15}` {
		t.Errorf("read back %q %v", data, err)
	}
	files, err := m.ListFiles(ctx, id, "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		got = append(got, f.Type+" "+f.Path+" "+strconv.FormatInt(f.Size, 10))
		if f.Mtime <= 0 {
			t.Errorf("%s: mtime %v", f.Path, f.Mtime)
		}
	}
	want := []string{"dir in 0", "file in/notes.txt 2", "dir out 0", "file out/total.json 13", "file sales.csv 31"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("listing (-want +got):\n%s", diff)
	}
	if files, err := m.ListFiles(ctx, id, "/tmp"); err != nil || len(files) != 0 {
		t.Errorf("list /tmp: %v %v", files, err)
	}
	if err := m.RemoveFile(ctx, id, "out"); err != nil {
		t.Fatal(err)
	}
	if res := mustRun(t, m, id, "import os\nsorted(os.listdir())", nil); res.Repr != "['in', 'sales.csv']" {
		t.Errorf("after remove: %s", res.Repr)
	}
	// Errors.
	for _, tc := range []struct {
		err  error
		code Code
		msg  string
	}{
		{m.WriteFile(ctx, id, "big.bin", make([]byte, 9<<20)), TooLarge, "the session's files would hold more than its max_memory (8388608 bytes)"},
		{err2(m.ReadFile(ctx, id, "nope.txt")), NoSuchFile, "[Errno 2] No such file or directory: 'nope.txt'"},
		{err2(m.ReadFile(ctx, id, "in")), FileError, "[Errno 21] Is a directory: 'in'"},
		{err2(m.ListFiles(ctx, id, "sales.csv")), FileError, "[Errno 20] Not a directory: 'sales.csv'"},
		{m.RemoveFile(ctx, id, "nope"), NoSuchFile, "[Errno 2] No such file or directory: 'nope'"},
		{m.WriteFile(ctx, id, "sales.csv/x", nil), FileError, "[Errno 20] Not a directory: 'sales.csv/x'"},
		{m.WriteFile(ctx, "nosuchsession", "x", nil), NotFound, ""},
	} {
		if CodeOf(tc.err) != tc.code || tc.msg != "" && tc.err.Error() != tc.msg {
			t.Errorf("got %v (%v), want %v %q", tc.err, CodeOf(tc.err), tc.code, tc.msg)
		}
	}
	// A session without files.
	plain := mustCreate(t, m, &Options{})
	if err := m.WriteFile(ctx, plain, "x", nil); CodeOf(err) != FileError || !strings.Contains(err.Error(), `"files": {}`) {
		t.Errorf("no files: %v", err)
	}
	if res := mustRun(t, m, plain, "open('x')", nil); res.Error == nil || !strings.Contains(res.Error.Message, "Forbidden function evaluation: 'open'") {
		t.Errorf("open without files: %+v", res.Error)
	}
	// Bad quotas.
	if _, err := m.Create(ctx, &Options{Files: &FilesOptions{MaxFiles: -1}}); CodeOf(err) != InvalidOptions {
		t.Errorf("negative quota: %v", err)
	}
	// Quotas apply and are reported as the files limit.
	small := mustCreate(t, m, &Options{Files: &FilesOptions{MaxFileSize: 10}})
	res = mustRun(t, m, small, "open('f', 'w').write('x' * 11)", nil)
	if res.Error == nil || res.Error.Kind != "limit" || res.Error.Limit != "files" {
		t.Errorf("quota: %+v", res.Error)
	}
}

func err2[T any](_ T, err error) error { return err }
