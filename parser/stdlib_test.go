package parser_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"
)

// TestStdlibDifferential parses every .py file of CPython's standard library
// (site-packages excluded) with ParseFile and with CPython's ast.parse, and
// requires the same dump, or that both reject the file. CPython reads each
// file with open(path, encoding='utf-8').read(), so a file that is not
// UTF-8 counts as rejected by both sides (the read fails before either
// parser runs), and its newlines are translated; the test feeds ParseFile
// the same text.
//
// Files that are not UTF-8, start with a byte order mark or declare an
// encoding (PEP 263) are also compared in bytes mode: ParseFile of the raw
// bytes against CPython's ast.parse(raw bytes), which decodes them as
// CPython decodes a module it imports. They are reported as "PATH (bytes)".
//
// One python3 process dumps all files and streams the results; the
// comparison runs in parallel with it. The test is skipped when python3 is
// absent.
//
// Environment:
//
//	PYINTERP_STDLIB_FILTER=s   only files whose path (relative to the stdlib root) contains s
//	PYINTERP_STDLIB_VERBOSE=1  report every mismatch, not only the first 25
//
// testdata/stdlib_exclusions.txt lists "path: reason" for files on which we
// knowingly differ; an excluded file that matches is reported.
func TestStdlibDifferential(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: the stdlib differential takes ~30 s")
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found in PATH: the stdlib differential needs CPython; skipping")
	}
	exclusions, err := readSkipList(filepath.Join("testdata", "stdlib_exclusions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	filter := os.Getenv("PYINTERP_STDLIB_FILTER")
	verbose := os.Getenv("PYINTERP_STDLIB_VERBOSE") == "1"

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, python, "-I", "-c", stdlibDumpScript, filter)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Skipf("cannot start python3: %v; skipping", err)
	}
	r := bufio.NewReaderSize(out, 1<<20)
	first, err := r.ReadString('\n')
	if err != nil {
		cmd.Wait()
		t.Fatalf("reading stdlib root from python3: %v", err)
	}
	pyVersion, root, _ := strings.Cut(strings.TrimSuffix(first, "\n"), " ")
	if pyVersion != "3.11" {
		cancel()
		cmd.Wait()
		t.Skipf("python3 is CPython %s; the stdlib differential needs 3.11, whose ast.dump pyinterp reproduces", pyVersion)
	}

	type result struct {
		path, kind, detail string
	}
	records := make(chan stdlibRecord, 64)
	results := make(chan result, 64)
	var wg sync.WaitGroup
	for i := 0; i < runtime.GOMAXPROCS(0); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for rec := range records {
				kind, detail := compareStdlibFile(root, rec)
				path := rec.path
				if rec.bytes {
					path += " (bytes)"
				}
				results <- result{path, kind, detail}
			}
		}()
	}
	readErr := make(chan error, 1)
	go func() {
		defer close(records)
		for {
			rec, err := readStdlibRecord(r)
			if err == io.EOF {
				readErr <- nil
				return
			}
			if err != nil {
				readErr <- err
				return
			}
			records <- rec
		}
	}()
	go func() { wg.Wait(); close(results) }()

	var all []result
	for res := range results {
		all = append(all, res)
	}
	if err := <-readErr; err != nil {
		t.Fatalf("reading python3 output: %v", err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("python3: %v", err)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].path < all[j].path })

	counts := map[string]int{}
	seen := map[string]bool{}
	shown := 0
	for _, res := range all {
		seen[res.path] = true
		reason, excluded := exclusions[res.path]
		switch {
		case excluded && res.kind != "mismatch":
			t.Errorf("%s is in stdlib_exclusions.txt (%s) but now %s: remove it", res.path, reason, res.kind)
			counts[res.kind]++
		case excluded:
			counts["excluded"]++
		case res.kind == "mismatch":
			counts["mismatch"]++
			if shown < 25 || verbose {
				t.Errorf("%s: %s", res.path, res.detail)
			}
			shown++
		default:
			counts[res.kind]++
		}
	}
	if shown > 25 && !verbose {
		t.Errorf("... and %d more mismatches (PYINTERP_STDLIB_VERBOSE=1 shows all)", shown-25)
	}
	if filter == "" {
		// Distributions trim the stdlib (Debian drops test/), so a
		// missing file or a small count is worth a note, not a failure.
		for path := range exclusions {
			if !seen[path] {
				t.Logf("note: stdlib_exclusions.txt lists %s, which this installation lacks", path)
			}
		}
		if len(all) < 1000 {
			t.Logf("note: only %d stdlib files under %s (a full 3.11 stdlib has ~1,790)", len(all), root)
		}
	}
	nbytes := 0
	for _, res := range all {
		if strings.HasSuffix(res.path, " (bytes)") {
			nbytes++
		}
	}
	t.Logf("stdlib %s: %d files (+%d compared in bytes mode), %d match, %d both-reject, %d mismatch, %d excluded (%.1fs)",
		root, len(all)-nbytes, nbytes, counts["match"], counts["both-reject"], counts["mismatch"], counts["excluded"],
		time.Since(start).Seconds())
}

// stdlibDumpScript walks the stdlib (sys.argv[1] filters paths) and writes
// to stdout "MAJOR.MINOR ROOT\n", then per file a header
// "STATUS PATHLEN PAYLOADLEN\n" followed by the path and the payload, where
// STATUS is O (payload: ast.dump) or R (payload: "Class: message"), or o
// and r for the same in bytes mode.
const stdlibDumpScript = `
import ast, os, re, sys, sysconfig, warnings
cookie = re.compile(rb"^[ \t\f]*#.*?coding[:=][ \t]*[-\w.]+")
warnings.simplefilter("ignore")
sys.setrecursionlimit(10000)
flt = sys.argv[1] if len(sys.argv) > 1 else ""
root = sysconfig.get_paths()["stdlib"]
out = sys.stdout.buffer
out.write(b"%d.%d " % sys.version_info[:2] + root.encode() + b"\n")
paths = []
for d, dirs, files in os.walk(root):
    dirs[:] = sorted(x for x in dirs if x != "site-packages" and x != "__pycache__")
    for f in sorted(files):
        if f.endswith(".py"):
            rel = os.path.relpath(os.path.join(d, f), root).replace(os.sep, "/")
            if flt in rel:
                paths.append(rel)
for rel in paths:
    try:
        with open(os.path.join(root, rel), encoding="utf-8") as f:
            src = f.read()
        payload = ast.dump(ast.parse(src))
        status = b"O"
    except Exception as e:
        payload = type(e).__name__ + ": " + str(e)
        status = b"R"
    p = rel.encode("utf-8", "surrogateescape")
    b = payload.encode("utf-8", "backslashreplace")
    out.write(b"%s %d %d\n" % (status, len(p), len(b)))
    out.write(p)
    out.write(b)
    with open(os.path.join(root, rel), "rb") as f:
        raw = f.read()
    try:
        raw.decode("utf-8")
        utf8 = True
    except UnicodeDecodeError:
        utf8 = False
    if utf8 and not raw.startswith(b"\xef\xbb\xbf") and not any(cookie.match(l) for l in raw.splitlines()[:2]):
        continue
    try:
        payload = ast.dump(ast.parse(raw))
        status = b"o"
    except Exception as e:
        payload = type(e).__name__ + ": " + str(e)
        status = b"r"
    b = payload.encode("utf-8", "backslashreplace")
    out.write(b"%s %d %d\n" % (status, len(p), len(b)))
    out.write(p)
    out.write(b)
out.flush()
`

type stdlibRecord struct {
	path    string
	bytes   bool   // bytes mode: ast.parse of the raw bytes
	ok      bool   // CPython accepted the file
	payload string // its dump, or its exception
}

func readStdlibRecord(r *bufio.Reader) (stdlibRecord, error) {
	header, err := r.ReadString('\n')
	if err == io.EOF && header == "" {
		return stdlibRecord{}, io.EOF
	}
	if err != nil {
		return stdlibRecord{}, fmt.Errorf("bad record header %q: %v", header, err)
	}
	f := strings.Fields(header)
	if len(f) != 3 || !strings.Contains("ORor", f[0]) || len(f[0]) != 1 {
		return stdlibRecord{}, fmt.Errorf("bad record header %q", header)
	}
	plen, err1 := strconv.Atoi(f[1])
	blen, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil {
		return stdlibRecord{}, fmt.Errorf("bad record header %q", header)
	}
	buf := make([]byte, plen+blen)
	if _, err := io.ReadFull(r, buf); err != nil {
		return stdlibRecord{}, err
	}
	return stdlibRecord{path: string(buf[:plen]), bytes: f[0] == "o" || f[0] == "r",
		ok: f[0] == "O" || f[0] == "o", payload: string(buf[plen:])}, nil
}

// pyReadText mirrors open(path, encoding='utf-8').read(): it reports
// whether data is valid UTF-8 and translates "\r\n" and "\r" to "\n".
func pyReadText(data []byte) ([]byte, bool) {
	if !utf8.Valid(data) {
		return data, false
	}
	if bytes.IndexByte(data, '\r') < 0 {
		return data, true
	}
	out := make([]byte, 0, len(data))
	for i := 0; i < len(data); i++ {
		if data[i] == '\r' {
			out = append(out, '\n')
			if i+1 < len(data) && data[i+1] == '\n' {
				i++
			}
			continue
		}
		out = append(out, data[i])
	}
	return out, true
}

// compareStdlibFile parses one file and classifies the outcome as
// "match", "both-reject" or "mismatch" (with a short explanation).
func compareStdlibFile(root string, rec stdlibRecord) (kind, detail string) {
	data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rec.path)))
	if err != nil {
		return "mismatch", fmt.Sprintf("reading: %v", err)
	}
	src, ok := pyReadText(data)
	switch {
	case rec.bytes:
		src = data
	case !ok && !rec.ok:
		// open(path, encoding='utf-8').read() fails: neither parser
		// gets the file (bytes mode compares the parsers on it).
		return "both-reject", ""
	}
	type parsed struct {
		dump string
		err  error
	}
	done := make(chan parsed, 1)
	go func() {
		mod, err := safeParse(rec.path, src)
		if err != nil {
			done <- parsed{err: err}
			return
		}
		done <- parsed{dump: safeDump(mod)}
	}()
	var p parsed
	select {
	case p = <-done:
	case <-time.After(30 * time.Second):
		return "mismatch", "ParseFile did not return within 30 s"
	}
	switch {
	case !rec.ok && p.err != nil:
		return "both-reject", ""
	case !rec.ok:
		return "mismatch", fmt.Sprintf("CPython rejects (%s) but ParseFile accepts", firstLine(rec.payload))
	case p.err != nil:
		return "mismatch", fmt.Sprintf("ParseFile rejects: %s", firstLine(p.err.Error()))
	case p.dump == rec.payload:
		return "match", ""
	}
	return "mismatch", describeDumpDiff(rec.payload, p.dump)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if len(s) > 300 {
		s = s[:300] + "..."
	}
	return s
}

// describeDumpDiff locates the first byte where two dumps differ and shows
// about 200 bytes of each around it.
func describeDumpDiff(want, got string) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	lo := max(i-100, 0)
	ctx := func(s string) string {
		hi := min(i+100, len(s))
		pre := ""
		if lo > 0 {
			pre = "..."
		}
		return pre + strings.ToValidUTF8(s[min(lo, len(s)):hi], "?") + "..."
	}
	return fmt.Sprintf("dumps differ at byte %d (of %d cpython, %d ours):\n  cpython: %s\n  ours:    %s",
		i, len(want), len(got), ctx(want), ctx(got))
}

func TestPyReadText(t *testing.T) {
	for _, tc := range []struct {
		in, out string
		ok      bool
	}{
		{"a\r\nb\rc\n", "a\nb\nc\n", true},
		{"\r\r\n\n", "\n\n\n", true},
		{"x\xff", "x\xff", false},
		{"plain\n", "plain\n", true},
	} {
		got, ok := pyReadText([]byte(tc.in))
		if string(got) != tc.out || ok != tc.ok {
			t.Errorf("pyReadText(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.out, tc.ok)
		}
	}
}
