package pyinterp

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

// Helpers shared by the package's tests.

// run runs code on a fresh executor (or ex) and returns the result and
// the *Error, failing the test on any other error type.
func mustNew(t testing.TB, opts Options) *Executor {
	t.Helper()
	ex, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

func runErr(t testing.TB, ex *Executor, code string) (*Result, *Error) {
	t.Helper()
	res, err := ex.Run(context.Background(), code)
	if res == nil {
		t.Fatalf("Run(%q) returned a nil Result", code)
	}
	if err == nil {
		return res, nil
	}
	var pe *Error
	if !errors.As(err, &pe) {
		t.Fatalf("Run(%q): error of type %T: %v", code, err, err)
	}
	return res, pe
}

func mustRun(t testing.TB, ex *Executor, code string) *Result {
	t.Helper()
	res, err := runErr(t, ex, code)
	if err != nil {
		t.Fatalf("Run(%q): %v\n%s", code, err, err.Traceback)
	}
	return res
}

func runErrCtx(ctx context.Context, ex *Executor, code string) (*Result, *Error) {
	res, err := ex.Run(ctx, code)
	var perr *Error
	if err != nil && !errors.As(err, &perr) {
		panic(err)
	}
	return res, perr
}

func indent(code string) string {
	return "    " + strings.ReplaceAll(code, "\n", "\n    ")
}

// The second red-team pass: host-side calls into program code and
// host-side copies of program data. Each finding ran program code with no
// budget (or no attribute policy) after the run, or made the host
// allocate far past the run's memory limit, before its fix.

// within runs f in a goroutine and reports its result, a panic, or a hang
// past d (the goroutine is then abandoned: the test fails anyway).
func within(t *testing.T, d time.Duration, f func() string) (string, time.Duration) {
	t.Helper()
	start := time.Now()
	done := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprintf("PANIC: %v", r)
			}
		}()
		done <- f()
	}()
	select {
	case s := <-done:
		return s, time.Since(start)
	case <-time.After(d):
		t.Fatalf("still running after %v", d)
		return "", d
	}
}

// totalAlloc returns the bytes the process has allocated so far.
func totalAlloc() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.TotalAlloc
}

// checkBaseline fails when goroutines or the heap stay above their
// baseline.
func checkBaseline(t *testing.T, baseG int, baseMem uint64) {
	t.Helper()
	if n := waitGoroutines(baseG); n > baseG {
		t.Errorf("goroutines: %d before, %d after", baseG, n)
	}
	if m := heapInUse(); m > baseMem+64<<20 {
		t.Errorf("heap in use: %d MiB before, %d MiB after", baseMem>>20, m>>20)
	}
}

// heapInUse returns the bytes of heap in use after a garbage collection.
func heapInUse() uint64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse
}

// waitGoroutines waits up to a second for the goroutine count to fall to
// want (cleanups of released generators run asynchronously) and returns
// the count.
func waitGoroutines(want int) int {
	n := runtime.NumGoroutine()
	for i := 0; i < 100 && n > want; i++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

// eventLog collects an executor's events.
type eventLog struct{ events []Event }

func (l *eventLog) add(ev Event) { l.events = append(l.events, ev) }

// kinds summarises the events as "kind:detail" strings.
func (l *eventLog) summary() []string {
	var out []string
	for _, ev := range l.events {
		s := ev.Kind.String()
		switch ev.Kind {
		case EventToolCall:
			s += ":" + ev.Tool
		case EventRefused:
			s += ":" + ev.Refusal + ":" + ev.Name
		case EventLimit:
			s += ":" + ev.Limit.String()
		case EventRunEnd:
			if ev.Err != nil {
				s += ":error"
			}
		}
		out = append(out, s)
	}
	return out
}

// mustVariables returns ex.Variables(), failing the test on an error.
func mustVariables(t testing.TB, ex *Executor) map[string]any {
	t.Helper()
	vars, err := ex.Variables()
	if err != nil {
		t.Fatalf("Variables: %v", err)
	}
	return vars
}
