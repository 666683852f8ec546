package pyinterp

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// A step repeated on a persistent namespace is parsed and compiled once:
// issue 15's target is under 30 allocations per step.
func TestRepeatedStepAllocations(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	mustRun(t, ex, "x = 0")
	ctx := context.Background()
	allocs := testing.AllocsPerRun(200, func() {
		if _, err := ex.Run(ctx, "x = x + 1"); err != nil {
			t.Fatal(err)
		}
	})
	if allocs >= 30 {
		t.Errorf("a repeated step allocates %.0f times, want < 30", allocs)
	}
	if got := mustRun(t, ex, "x").Value; got != int64(201) {
		t.Errorf("x = %v after 201 steps, want 201", got)
	}
}

// Cached code behaves as new code: it sees the namespace as it is now,
// a tool added since, a Reset, and its options (filename, interactive).
func TestRepeatedCodeSeesChanges(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	const code = "try:\n    y = f()\nexcept NameError:\n    y = 'none'"
	for i := 0; i < 3; i++ {
		mustRun(t, ex, code)
	}
	if got := mustRun(t, ex, "y").Value; got != "none" {
		t.Fatalf("y = %v, want none", got)
	}
	mustRun(t, ex, "def f(): return 'global'")
	mustRun(t, ex, code)
	if got := mustRun(t, ex, "y").Value; got != "global" {
		t.Fatalf("y = %v, want global", got)
	}
	// A tool protects its name: code compiled before must not bind f as
	// the global any more.
	if err := ex.AddTool(Func("f", func() string { return "tool" })); err != nil {
		t.Fatal(err)
	}
	mustRun(t, ex, code)
	if got := mustRun(t, ex, "y").Value; got != "tool" {
		t.Fatalf("y = %v after AddTool, want tool", got)
	}
	if err := ex.Reset(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		mustRun(t, ex, "try:\n    n += 1\nexcept NameError:\n    n = 1")
	}
	if got := mustRun(t, ex, "n").Value; got != int64(3) {
		t.Fatalf("n = %v after Reset and 3 steps, want 3", got)
	}
	// The same text under other options is other code.
	for i := 0; i < 3; i++ {
		res, err := ex.Run(context.Background(), "1 + 1", Interactive())
		if err != nil || res.Logs != "2\n" {
			t.Fatalf("interactive run %d: %v, logs %q", i, err, res.Logs)
		}
		res, err = ex.Run(context.Background(), "1 + 1")
		if err != nil || res.Logs != "" || res.Value != int64(2) {
			t.Fatalf("run %d: %v, logs %q, value %v", i, err, res.Logs, res.Value)
		}
	}
	for i := 0; i < 3; i++ {
		_, err := ex.Run(context.Background(), "1/0", WithFilename(fmt.Sprint("cell", i%2)))
		if err == nil || !strings.Contains(err.(*Error).Traceback, fmt.Sprintf(`"cell%d"`, i%2)) {
			t.Fatalf("run %d: traceback %v does not name cell%d", i, err, i%2)
		}
	}
}

// The cache is bounded: many distinct codes, each run twice, leave at most
// maxSourcePrograms programs and maxSourceBytes of code cached.
func TestSourceCacheBounded(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	pad := strings.Repeat("#", 6000)
	for i := 0; i < 100; i++ {
		code := fmt.Sprintf("v = %d %s", i, pad[:i*50])
		mustRun(t, ex, code)
		mustRun(t, ex, code)
		if got := mustRun(t, ex, "v").Value; got != int64(i) {
			t.Fatalf("v = %v, want %d", got, i)
		}
		c := &ex.sources
		if len(c.progs) > maxSourcePrograms || len(c.order) != len(c.progs) || c.bytes > maxSourceBytes || len(c.seen) > maxSeenSources {
			t.Fatalf("after %d codes: %d programs, %d in order, %d bytes, %d seen", i+1, len(c.progs), len(c.order), c.bytes, len(c.seen))
		}
		if len(ex.compiled.progs) > maxSourcePrograms {
			t.Fatalf("after %d codes: %d compiled programs kept", i+1, len(ex.compiled.progs))
		}
	}
}

// A run that makes no context and no timer still ends at its timeout, in
// Python code, in a sleep, in a tool and awaiting an asynchronous tool.
func TestTimeoutWithoutRunContext(t *testing.T) {
	hang := func(ctx context.Context) (string, error) {
		<-ctx.Done()
		return "", ctx.Err()
	}
	for _, c := range []struct {
		code string
		runs int // a second run is of the cached program
	}{
		{"while True: pass", 2},
		{"import time\ntime.sleep(10)", 2},
		{"hang()", 2},
		{"await ahang()", 1}, // a run that times out in the event loop leaves it running
	} {
		ex := mustNew(t, Options{Timeout: 200 * time.Millisecond, MaxOperations: NoLimit, MaxWhileIterations: NoLimit})
		if err := ex.AddTool(Func("hang", hang)); err != nil {
			t.Fatal(err)
		}
		if err := ex.AddTool(Func("ahang", hang).Async()); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < c.runs; i++ {
			begin := time.Now()
			_, err := runErr(t, ex, c.code)
			if err == nil || err.Kind != KindLimit || err.Limit != LimitTime {
				t.Fatalf("%q: err %v, want the timeout", c.code, err)
			}
			if d := time.Since(begin); d > 5*time.Second {
				t.Fatalf("%q: ended after %v", c.code, d)
			}
		}
		ex.Close()
	}
}
