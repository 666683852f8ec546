package pyinterp

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// A payload is a known sandbox escape or denial-of-service attempt and how
// it must be refused. Payloads live in testdata/payloads/*.py, one file per
// subject, as chunks separated by lines "---":
//
//	## a note (ignored)
//	# name: subclasses via tuple
//	# kind: policy
//	# want: InterpreterError: Forbidden access to dunder attribute: __subclasses__
//	# unsupported: NotImplementedError
//	().__class__.__bases__[0].__subclasses__()
//
// kind is the Error's Kind, want a substring of its Error() text (may be
// empty), unsupported (optional) the text of a refusal that would only
// mean a language feature the payload needs is missing: the payload then
// tested nothing, which fails the test. A chunk without a name (a file's
// header) is skipped.
type payload struct {
	file        string
	name        string
	code        string
	want        string
	kind        ErrorKind
	unsupported string
}

// loadPayloads reads every payload of testdata/payloads.
func loadPayloads(t testing.TB) []payload {
	t.Helper()
	files, err := filepath.Glob("testdata/payloads/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no payload files: %v", err)
	}
	kinds := map[string]ErrorKind{}
	for k := KindSyntax; k <= KindInternal; k++ {
		kinds[k.String()] = k
	}
	var out []payload
	seen := map[string]bool{}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for i, chunk := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n---\n") {
			p := payload{file: filepath.Base(file)}
			var code []string
			for _, line := range strings.Split(chunk, "\n") {
				key, value, isHeader := strings.Cut(line, ": ")
				switch {
				case strings.HasPrefix(line, "##"):
				case isHeader && key == "# name":
					p.name = value
				case isHeader && key == "# kind":
					k, ok := kinds[value]
					if !ok {
						t.Fatalf("%s chunk %d: unknown kind %q", file, i, value)
					}
					p.kind = k
				case key == "# want":
					p.want = value
				case isHeader && key == "# unsupported":
					p.unsupported = value
				default:
					code = append(code, line)
				}
			}
			if p.name == "" {
				continue
			}
			p.code = strings.Join(code, "\n")
			if p.kind == 0 || p.code == "" || seen[p.name] {
				t.Fatalf("%s: payload %q: missing kind or code, or name used twice", file, p.name)
			}
			seen[p.name] = true
			out = append(out, p)
		}
	}
	return out
}

// TestPayloads runs every payload on a fresh executor and checks that it
// is refused as expected and quickly, with a bounded traceback, that the
// process survives, and that no goroutine is left behind and memory
// returns to its baseline.
func TestPayloads(t *testing.T) {
	payloads := loadPayloads(t)
	if len(payloads) < 150 {
		t.Fatalf("only %d payloads", len(payloads))
	}
	baseG := runtime.NumGoroutine()
	baseMem := heapInUse()
	for _, p := range payloads {
		t.Run(strings.TrimSuffix(p.file, ".py")+"/"+p.name, func(t *testing.T) {
			ex := mustNew(t, Options{Timeout: 10 * time.Second})
			start := time.Now()
			res, err := runErr(t, ex, p.code)
			elapsed := time.Since(start)
			ex.Close()
			if err == nil {
				t.Fatalf("payload succeeded: value %.200s, logs %.200q", res.Repr, res.Logs)
			}
			msg := err.Error()
			if p.unsupported != "" && strings.Contains(msg, p.unsupported) {
				t.Errorf("payload refused only because a feature is missing, so it tested nothing: %s", msg)
			}
			if !strings.Contains(msg, p.want) || err.Kind != p.kind {
				t.Errorf("got %s error:\n  %.300s\nwant %s error containing\n  %s", err.Kind, msg, p.kind, p.want)
			}
			if len(err.Traceback) > 2<<20 {
				t.Errorf("traceback of %d bytes", len(err.Traceback))
			}
			if elapsed > 8*time.Second {
				t.Errorf("refusal took %v", elapsed)
			}
			if testing.Verbose() {
				t.Logf("%v, heap %d MiB, %d goroutines", elapsed, heapInUse()>>20, runtime.NumGoroutine())
			}
		})
	}
	if n := waitGoroutines(baseG); n > baseG {
		t.Errorf("goroutines: %d before, %d after", baseG, n)
	}
	if m := heapInUse(); m > baseMem+64<<20 {
		t.Errorf("heap in use: %d MiB before, %d MiB after", baseMem>>20, m>>20)
	}
}

// TestPayloadsShareExecutor runs all payloads one after the other on one
// executor: after each refusal the executor must still run code.
func TestPayloadsShareExecutor(t *testing.T) {
	ex := mustNew(t, Options{Timeout: 10 * time.Second})
	defer ex.Close()
	for _, p := range loadPayloads(t) {
		if _, err := runErr(t, ex, p.code); err == nil {
			t.Errorf("%s: payload succeeded", p.name)
		}
		res := mustRun(t, ex, "1 + 1")
		if res.Value != int64(2) {
			t.Fatalf("after %s: 1 + 1 = %v", p.name, res.Value)
		}
	}
}
