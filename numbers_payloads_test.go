package pyinterp

import (
	"bufio"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"
)

// numberPayload is a case of testdata/numbers_payloads.txt.
type numberPayload struct {
	name, want, code string
}

func readNumberPayloads(t *testing.T, path string) []numberPayload {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []numberPayload
	var cur *numberPayload
	var code strings.Builder
	flush := func() {
		if cur != nil {
			cur.code = code.String()
			out = append(out, *cur)
		}
		code.Reset()
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "=== "):
			flush()
			cur = &numberPayload{name: line[4:]}
		case cur == nil:
		case cur.want == "" && strings.HasPrefix(line, "want: "):
			cur.want = line[len("want: "):]
		default:
			code.WriteString(line + "\n")
		}
	}
	flush()
	return out
}

// TestNumberPayloads runs the payloads of issue 11 on numbers: every
// big-int operation, conversion and module function whose cost grows
// with its operands is accounted for, so each ends with its Python
// result, a Python exception, or the terminal timeout or memory limit,
// within the deadline (one uninterruptible math/big call predicted to end
// past it is refused before it starts), and holding no more than the
// memory limit.
func TestNumberPayloads(t *testing.T) {
	const timeout = 250 * time.Millisecond
	const limit = 64 << 20
	for _, c := range readNumberPayloads(t, "testdata/numbers_payloads.txt") {
		t.Run(c.name, func(t *testing.T) {
			runtime.GC()
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			// Cases that check results (ok, error T) run under a generous
			// timeout: on a loaded 2-core machine importing decimal alone
			// can take longer than the limit cases' 250 ms.
			runTimeout := timeout
			if c.want == "ok" || strings.HasPrefix(c.want, "error ") {
				runTimeout = 20 * time.Second
			}
			ex := mustNew(t, Options{Timeout: runTimeout, MaxMemory: limit, MaxOperations: -1, MaxWhileIterations: -1})
			// Closed, so that its variables (lists of big ints up to the
			// limit) do not stay live for the tests that measure the heap.
			defer ex.Close()
			clock := startRunClock()
			_, err := runErr(t, ex, c.code)
			took, cpu := clock.took()
			var after runtime.MemStats
			runtime.ReadMemStats(&after)
			timedOut := err != nil && err.Kind == KindLimit && strings.Contains(err.Error(), "exceeded the maximum execution time")
			memory := err != nil && err.Kind == KindLimit && err.Type == "MemoryError"
			switch w := c.want; {
			case w == "ok":
				if err != nil {
					t.Errorf("got %v, want success", err)
				}
			case w == "timeout" && !timedOut, w == "memory" && !memory, w == "limit" && !timedOut && !memory:
				t.Errorf("got %v, want the %s limit", err, w)
			case strings.HasPrefix(w, "error "):
				if err == nil || err.Kind == KindLimit || err.Type != strings.TrimPrefix(w, "error ") {
					t.Errorf("got %v, want %s", err, w)
				}
			}
			// 100 ms on a quiet machine, judged on CPU time (see
			// runClock).
			if cpu > runTimeout+time.Second {
				t.Errorf("ended after %v of CPU (%v), timeout %v", cpu, took, runTimeout)
			}
			if grew := int64(after.HeapSys) - int64(before.HeapSys); grew > 2*limit {
				t.Errorf("heap grew %d MiB under a %d MiB limit", grew>>20, limit>>20)
			}
			if testing.Verbose() {
				t.Logf("%v: %v", took, err)
			}
		})
	}
}
