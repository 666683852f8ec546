package harness

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/vfs"
)

// envWorker is set in a child's environment: the binary serves as a
// worker.
const envWorker = "PYINTERP_HARNESS_WORKER"

// IsWorker reports whether this process was started as a Runner's child.
func IsWorker() bool { return os.Getenv(envWorker) == "1" }

// request is one program for the child.
type request struct {
	Code   string
	Limits Limits
	// SelfTest, if set, makes the child misbehave instead of running
	// Code, to test the harness (see selfTest).
	SelfTest string `json:",omitempty"`
}

// WorkerMain serves requests on stdin, one JSON object a line, answering
// each with an Outcome on stdout, until stdin ends. Call it first thing in
// main (or TestMain) when IsWorker reports true.
func WorkerMain() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := json.NewEncoder(os.Stdout)
	dec := json.NewDecoder(in)
	for {
		var req request
		if err := dec.Decode(&req); err != nil {
			os.Exit(0)
		}
		o := runOne(req, func() {
			// The parent times the run from here, not from the
			// request: cleaning up after the previous run takes time.
			if err := out.Encode(Outcome{Started: true}); err != nil {
				os.Exit(3)
			}
			if req.SelfTest != "" {
				selfTest(req.SelfTest)
			}
		})
		if err := out.Encode(o); err != nil {
			os.Exit(3)
		}
	}
}

// runOne runs one program in a fresh executor and measures it.
func runOne(req request, started func()) Outcome {
	l := req.Limits
	// Start from a clean heap so the peak RSS measures this run only.
	runtime.GC()
	debug.FreeOSMemory()
	resetPeakRSS()
	base := currentRSS()
	// Garbage is collected well before the heap passes the bound the run
	// is judged by (GCMargin); memory the run holds uncharged still
	// passes it.
	if l.MaxMemory > 0 {
		debug.SetMemoryLimit(base + l.MaxMemory + GCMargin)
	}
	goroutines := runtime.NumGoroutine()
	if req.SelfTest == "goroutine" {
		go func() { select {} }()
	}

	var files *vfs.FS
	if l.Files {
		var err error
		if files, err = vfs.New(vfs.Options{}); err != nil {
			return Outcome{Err: "non-pyinterp error", ErrMessage: "vfs.New: " + err.Error()}
		}
		defer files.Close()
	}
	ex, err := pyinterp.New(pyinterp.Options{
		MaxOperations:     l.MaxOperations,
		Timeout:           l.Timeout,
		MaxMemory:         l.MaxMemory,
		MaxOutput:         l.MaxOutput,
		MaxRecursionDepth: l.MaxRecursion,
		Files:             files,
	})
	if err != nil {
		return Outcome{Err: "non-pyinterp error", ErrMessage: "New: " + err.Error()}
	}
	started()
	start := time.Now()
	var deadline time.Time
	if l.Timeout > 0 {
		deadline = start.Add(l.Timeout)
	}
	var rssBound int64
	if l.MaxMemory > 0 {
		rssBound = base + l.MaxMemory + MemoryMargin
	}
	s := startSampler(start, deadline, rssBound)
	_, runErr := ex.Run(context.Background(), req.Code)
	elapsed := time.Since(start)
	cpuEnd := cpuTime()
	s.stop()

	o := Outcome{Elapsed: elapsed, BaseRSS: base, Where: s.where()}
	if l.Timeout > 0 && elapsed > l.Timeout {
		o.CPUPastDeadline = s.cpuPast(deadline, cpuEnd)
	}
	if runErr != nil {
		var perr *pyinterp.Error
		if errors.As(runErr, &perr) {
			o.Err = kindName(perr.Kind)
			o.ErrType, o.ErrMessage = perr.Type, clip(perr.Message, 2000)
			o.Stack = clip(perr.Stack, 8000)
		} else {
			o.Err, o.ErrMessage = "non-pyinterp error", fmt.Sprintf("%T: %v", runErr, runErr)
		}
	}
	ex.Close()
	o.PeakRSS = peakRSS()
	// Goroutines of generators are released by Close; give them a moment
	// (but not the benign ones, which outlive runs by design: waiting for
	// regexp2's clock held every run that matched with regexp2 until its
	// child was killed).
	n := runtime.NumGoroutine()
	for i := 0; i < 100 && n > goroutines; i++ {
		if extra, _ := leftovers(goroutines); extra == 0 {
			break
		}
		time.Sleep(5 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	if n > goroutines {
		o.Goroutines, o.LeakedStack = leftovers(goroutines)
	}
	debug.SetMemoryLimit(math.MaxInt64)
	// What the process still holds once the executor is gone: a run
	// repeated in one process must not make it grow (see LiveHeap).
	ex = nil
	o.LiveHeap = liveHeap()
	return o
}

// liveHeap collects garbage (twice: cleanups run after the first) and
// returns the bytes of the heap still live.
func liveHeap() int64 {
	runtime.GC()
	time.Sleep(time.Millisecond)
	runtime.GC()
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64())
}

func kindName(k pyinterp.ErrorKind) string {
	switch k {
	case pyinterp.KindSyntax:
		return "syntax"
	case pyinterp.KindException:
		return "exception"
	case pyinterp.KindLimit:
		return "limit"
	case pyinterp.KindPolicy:
		return "policy"
	case pyinterp.KindInternal:
		return "internal"
	}
	return k.String()
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// sampler records the process's CPU time every few milliseconds until a
// deadline, to tell how much CPU a run spent past it; and it records
// where the run was (its busy goroutine's stack) when it passed the
// deadline by Slack or its RSS passed rssBound, also writing it to
// stderr, where the parent finds it if it must kill the child.
type sampler struct {
	done     chan struct{}
	finished chan struct{}
	last     atomic.Pointer[sample] // the last sample taken at or before the deadline
	stack    atomic.Pointer[string]
}

type sample struct {
	at  time.Time
	cpu time.Duration
}

// whereMarker starts the stack a child writes to stderr.
const whereMarker = "harness: run still busy: "

func startSampler(start, deadline time.Time, rssBound int64) *sampler {
	s := &sampler{done: make(chan struct{}), finished: make(chan struct{})}
	s.last.Store(&sample{start, cpuTime()})
	go func() {
		defer close(s.finished)
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-s.done:
				return
			case now := <-tick.C:
				if deadline.IsZero() || !now.After(deadline) {
					s.last.Store(&sample{now, cpuTime()})
				}
				if s.stack.Load() != nil {
					continue
				}
				why := ""
				switch {
				case !deadline.IsZero() && now.After(deadline.Add(Slack)):
					why = "timeout"
				case rssBound > 0 && currentRSS() > rssBound:
					why = "memory"
				}
				if why != "" {
					st := why + " @ " + busyStack()
					s.stack.Store(&st)
					fmt.Fprintf(os.Stderr, "%s%s\n\n", whereMarker, st)
				}
			}
		}
	}()
	return s
}

// where returns the stack recorded, or "".
func (s *sampler) where() string {
	if p := s.stack.Load(); p != nil {
		return *p
	}
	return ""
}

// busyStack returns the stack of the goroutine running (or ready to run)
// interpreter code: the run's goroutine, or a generator's coroutine.
func busyStack() string {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	for _, g := range strings.Split(string(buf), "\n\n") {
		header, _, _ := strings.Cut(g, "\n")
		if !strings.Contains(g, "github.com/pyinterp/pyinterp/") || strings.Contains(g, "harness.startSampler") {
			continue
		}
		if strings.Contains(header, "[running") || strings.Contains(header, "[runnable") || strings.Contains(header, "[preempted") ||
			strings.Contains(header, "[syscall") || strings.Contains(header, "[GC assist") {
			return clip(g, 6000)
		}
	}
	return "(no busy goroutine)"
}

func (s *sampler) stop() {
	close(s.done)
	<-s.finished
}

// cpuPast estimates the CPU spent between the deadline and the end of the
// run (CPU time cpuEnd): the CPU since the last sample before the
// deadline, less the wall time from that sample to the deadline. A
// sample missing because the process was busy in code the scheduler
// cannot preempt still counts; one missing because the machine was busy
// elsewhere does not (the process used no CPU meanwhile).
func (s *sampler) cpuPast(deadline time.Time, cpuEnd time.Duration) time.Duration {
	last := s.last.Load()
	return max(0, cpuEnd-last.cpu-deadline.Sub(last.at))
}

// benignGoroutines are process-wide helpers that outlive a run by
// design: regexp2's coarse clock runs until a second past the latest
// match deadline, shared by every run of the process.
var benignGoroutines = []string{"regexp2.runClock"}

// leftovers counts the goroutines beyond base that are not benign, and
// returns the stack of the first.
func leftovers(base int) (int, string) {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	stacks := strings.Split(string(buf), "\n\n")
	benign := 0
	var other []string
	for _, s := range stacks {
		skip := false
		for _, b := range benignGoroutines {
			if strings.Contains(s, b) {
				skip = true
			}
		}
		if skip {
			benign++
		} else {
			other = append(other, s)
		}
	}
	n := len(stacks) - benign - base
	if n <= 0 {
		return 0, ""
	}
	// The last goroutines are usually the newest.
	return n, clip(other[len(other)-1], 4000)
}

// selfTest misbehaves as the harness's tests ask: "stack overflow" (a Go
// fatal error), "panic" (an unrecovered panic on another goroutine),
// "hang" (never answers), "alloc" (holds 1.5 GiB), "goroutine" (leaves a
// goroutine behind during the run of the program).
func selfTest(what string) {
	switch what {
	case "stack overflow":
		debug.SetMaxStack(1 << 20)
		var f func(n int) int
		f = func(n int) int { return f(n+1) + 1 }
		f(0)
	case "panic":
		go panic("harness self-test")
		select {}
	case "hang":
		time.Sleep(time.Hour)
	case "alloc":
		// In 16 MiB blocks: past the soft memory limit every
		// allocation waits for a collection, and a thousand of them
		// took longer than the timeout kill on a loaded machine.
		held := make([][]byte, 0, 96)
		defer runtime.KeepAlive(held) // held for good: select {} never returns
		for range 96 {
			b := make([]byte, 16<<20)
			for i := 0; i < len(b); i += 4096 {
				b[i] = 1
			}
			held = append(held, b)
		}
		select {}
	case "goroutine":
		// runOne starts it.
	}
}
