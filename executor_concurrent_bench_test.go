package pyinterp

import (
	"context"
	"os"
	"runtime"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// BenchmarkConcurrentExecutors is issue 15's fleet: 1,000 executors alive
// at once, each made, given a tool and running a 30-line agent snippet
// (testdata/agent/snippet.py: imports, a comprehension, a loop of regex
// and Counter work, a sort, json round trip, a tool call) on its own
// goroutine; all are closed after the last one finishes, so the heap
// holds the whole fleet at its peak. It reports snippets per second and
// the peak of the heap's object bytes (garbage not collected yet
// included, as the process's memory sees it), sampled every millisecond,
// and the process's CPU time (user + system, the collector's included) per
// snippet, which a loaded machine disturbs less than the throughput.
//
//	go test -run '^$' -bench ConcurrentExecutors -benchtime 3x .
func BenchmarkConcurrentExecutors(b *testing.B) {
	const fleet = 1000
	src, err := os.ReadFile("testdata/agent/snippet.py")
	if err != nil {
		b.Fatal(err)
	}
	code := string(src)
	const want = `{"best": 0, "count": 40, "mean": 4.852}` + "\n"
	search := Func("search", func(query string, limit int) []string {
		out := make([]string, limit) //allocpath:ok test tool
		for i := range out {
			out[i] = query
		}
		return out
	}, "query", "limit")
	var peak atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() { // the sampler
		defer close(sampled)
		s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			metrics.Read(s)
			if v := s[0].Value.Uint64(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	var elapsed time.Duration
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		runtime.GC()
		begin := time.Now()
		exs := make([]*Executor, fleet)
		var wg sync.WaitGroup
		var failed atomic.Value
		for j := range exs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ex, err := New(Options{})
				if err == nil {
					err = ex.AddTool(search)
				}
				if err != nil {
					failed.Store(err)
					return
				}
				exs[j] = ex
				res, err := ex.Run(context.Background(), code)
				if err != nil {
					failed.Store(err)
				} else if res.Logs != want {
					failed.Store(res.Logs)
				}
			}()
		}
		wg.Wait()
		elapsed += time.Since(begin)
		if v := failed.Load(); v != nil {
			b.Fatal(v)
		}
		for _, ex := range exs {
			ex.Close()
		}
	}
	cpu := cpuTime() - cpu0
	close(stop)
	<-sampled
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(fleet*b.N), "cpu-ms/snippet")
	b.ReportMetric(float64(fleet*b.N)/elapsed.Seconds(), "snippets/s")
	b.ReportMetric(float64(peak.Load())/(1<<20), "peak-heap-MiB")
}

// cpuTime returns the CPU time the process used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkExecutorSnippet is one executor of the fleet above at a time:
// made, given the tool, running the agent snippet and closed. Its
// allocations per snippet (exact, unlike the fleet's times on a loaded
// machine) are what the fleet's collector has to keep up with.
//
//	go test -run '^$' -bench ExecutorSnippet -benchmem .
func BenchmarkExecutorSnippet(b *testing.B) {
	src, err := os.ReadFile("testdata/agent/snippet.py")
	if err != nil {
		b.Fatal(err)
	}
	code := string(src)
	search := Func("search", func(query string, limit int) []string {
		out := make([]string, limit) //allocpath:ok test tool
		for i := range out {
			out[i] = query
		}
		return out
	}, "query", "limit")
	b.ReportAllocs()
	for b.Loop() {
		ex, err := New(Options{})
		if err == nil {
			err = ex.AddTool(search)
		}
		if err != nil {
			b.Fatal(err)
		}
		if _, err := ex.Run(context.Background(), code); err != nil {
			b.Fatal(err)
		}
		ex.Close()
	}
}
