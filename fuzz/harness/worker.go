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
		o := runOne(req)
		if err := out.Encode(o); err != nil {
			os.Exit(3)
		}
	}
}

// runOne runs one program in a fresh executor and measures it.
func runOne(req request) Outcome {
	l := req.Limits
	// Start from a clean heap so the peak RSS measures this run only.
	runtime.GC()
	debug.FreeOSMemory()
	resetPeakRSS()
	base := currentRSS()
	// Garbage is collected before the heap passes the bound the run is
	// judged by; memory the run holds uncharged still passes it.
	if l.MaxMemory > 0 {
		debug.SetMemoryLimit(base + l.MaxMemory + MemoryMargin)
	}
	goroutines := runtime.NumGoroutine()

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
	start := time.Now()
	var s *sampler
	if l.Timeout > 0 {
		s = startSampler(start, start.Add(l.Timeout))
	}
	_, runErr := ex.Run(context.Background(), req.Code)
	elapsed := time.Since(start)
	cpuEnd := cpuTime()
	if s != nil {
		s.stop()
	}

	o := Outcome{Elapsed: elapsed, BaseRSS: base}
	if l.Timeout > 0 && elapsed > l.Timeout {
		o.CPUPastDeadline = s.cpuPast(start.Add(l.Timeout), cpuEnd)
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
	return o
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
// deadline, to tell how much CPU a run spent past it.
type sampler struct {
	done chan struct{}
	last atomic.Pointer[sample] // the last sample taken at or before the deadline
}

type sample struct {
	at  time.Time
	cpu time.Duration
}

func startSampler(start, deadline time.Time) *sampler {
	s := &sampler{done: make(chan struct{})}
	s.last.Store(&sample{start, cpuTime()})
	go func() {
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-s.done:
				return
			case now := <-tick.C:
				if now.After(deadline) {
					return
				}
				s.last.Store(&sample{now, cpuTime()})
			}
		}
	}()
	return s
}

func (s *sampler) stop() { close(s.done) }

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
