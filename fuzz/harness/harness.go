// Package harness runs Python programs through pyinterp in a child process
// and checks the host-safety invariants of issue 11 on each run:
//
//   - no Go fatal error (stack overflow, out of memory) and no unrecovered
//     panic: the child survives (KindCrash);
//   - no internal error: no Go panic caught by Run and reported as
//     InternalError (KindPanic);
//   - the run ends within its timeout plus Slack (KindTimeout);
//   - the child's peak RSS during the run stays within the memory limit plus
//     MemoryMargin (KindMemory);
//   - no goroutine outlives the run and the executor (KindLeak).
//
// A Runner owns one child process (a Worker) and feeds it programs one at
// a time; it restarts the child after a crash, a kill or a leak. The child
// is the calling binary re-executed with an environment variable set, so a
// test binary or a command that calls WorkerMain first thing serves as
// its own child:
//
//	func TestMain(m *testing.M) {
//		if harness.IsWorker() {
//			harness.WorkerMain()
//			return
//		}
//		os.Exit(m.Run())
//	}
//
// The child runs with GOMAXPROCS=1 and tells the Go runtime the run's
// memory limit plus GCMargin (debug.SetMemoryLimit), as a host running
// untrusted code should (and the pyinterp command does), so that garbage
// does not count; it measures each run's CPU time past the deadline, so that a
// loaded machine (which stretches wall time) does not make a slow but
// honest run look like an ignored timeout.
package harness

import (
	"fmt"
	"strings"
	"time"
)

// Kind is the kind of an invariant violation.
type Kind string

// The kinds of findings, from the most to the least severe.
const (
	// KindCrash: the child process died: a Go fatal error (stack overflow,
	// out of memory), an unrecovered panic, a signal.
	KindCrash Kind = "crash"
	// KindPanic: Run returned an internal error (a Go panic it caught).
	KindPanic Kind = "panic"
	// KindTimeout: the run went on past its timeout plus Slack.
	KindTimeout Kind = "timeout"
	// KindMemory: the child's RSS went past the memory limit plus
	// MemoryMargin.
	KindMemory Kind = "memory"
	// KindLeak: goroutines outlived the run and the executor.
	KindLeak Kind = "leak"
)

// Kinds lists every kind, most severe first.
var Kinds = []Kind{KindCrash, KindPanic, KindTimeout, KindMemory, KindLeak}

// Slack is how long past its timeout a run may take to return.
const Slack = 100 * time.Millisecond

// BlockedSlack is how long past its timeout a run may wait (sleep, block)
// before it returns: a wait is not CPU the deadline polling would
// catch. Generous, as the measure is by 5 ms samples of thread states.
const BlockedSlack = time.Second

// MemoryMargin is how far past the memory limit the child's peak RSS
// (above its RSS before the run) may go.
const MemoryMargin = 64 << 20

// GCMargin is how far past the memory limit the child tells the Go
// runtime it may let its heap grow (debug.SetMemoryLimit, above the heap
// before the run): half of MemoryMargin, as the pyinterp command and
// server do (cmd/pyinterp memoryMargin). The soft limit counts the Go
// heap, not the stacks, the runtime's own structures or pages not yet
// returned to the system, so with the whole MemoryMargin a run holding
// its limit and making garbage peaked a few MiB past the bound it is
// judged by (memory/objects_more/namedtuple_many_fields: 130-139 MiB
// above the RSS before the run under a 64 MiB limit), a failure of the
// harness's settings, not of the run.
const GCMargin = MemoryMargin / 2

// Limits are the limits a program runs under.
type Limits struct {
	Timeout       time.Duration
	MaxMemory     int64
	MaxOperations int64
	MaxOutput     int64
	MaxRecursion  int // 0: pyinterp's default
	// Files gives the program an in-memory file system (package vfs,
	// default quotas): open(), os, pathlib, gzip, zipfile...
	Files bool
}

// DefaultLimits are tight limits for fuzzing: 1 s, 64 MiB, pyinterp's default
// operation budget (ten million).
var DefaultLimits = Limits{
	Timeout:       time.Second,
	MaxMemory:     64 << 20,
	MaxOperations: 10_000_000,
	MaxOutput:     1 << 20,
}

// Outcome is what one run did.
type Outcome struct {
	// Started marks the child's message that the run starts (not an
	// outcome).
	Started bool `json:",omitempty"`

	// Filled in by the child.

	// Err is the kind of the error Run returned ("" for none: "syntax",
	// "exception", "limit", "policy", "internal"), or "non-pyinterp error"
	// when the error is not a *pyinterp.Error.
	Err        string `json:",omitempty"`
	ErrType    string `json:",omitempty"`
	ErrMessage string `json:",omitempty"`
	Stack      string `json:",omitempty"` // Go stack of an internal error
	// Elapsed is the wall time of Run.
	Elapsed time.Duration
	// CPUPastDeadline is the CPU time the child spent between the
	// deadline and the end of Run (0 if Run ended in time).
	CPUPastDeadline time.Duration `json:",omitempty"`
	// BaseRSS is the child's RSS before the run, PeakRSS its peak during
	// the run (bytes).
	BaseRSS, PeakRSS int64
	// Where is the stack of the run's busy goroutine when it passed its
	// deadline by Slack or its RSS passed the bound ("timeout @ ..." or
	// "memory @ ..."), for a finding's signature.
	Where string `json:",omitempty"`
	// LiveHeap is the child's live heap after the run, its executor
	// closed and dropped and garbage collected: a program run again and
	// again in one process must not make it grow (CheckRepeated).
	LiveHeap int64 `json:",omitempty"`
	// Goroutines is how many goroutines outlived the run and Close.
	Goroutines int `json:",omitempty"`
	// LeakedStack is the Go stack of one of them.
	LeakedStack string `json:",omitempty"`

	// Filled in by the parent.

	// Died: the child process ended during the run; Exit is its status
	// and Stderr the end of what it wrote.
	Died   bool   `json:",omitempty"`
	Exit   string `json:",omitempty"`
	Stderr string `json:",omitempty"`
	// Killed says why the parent killed the child ("timeout", "memory").
	Killed string `json:",omitempty"`
	// KilledRSS is the child's RSS when it was killed for memory.
	KilledRSS int64 `json:",omitempty"`
	// Wall is the run's wall time as the parent saw it, CPU the child's
	// CPU time meanwhile (set when it was killed for time).
	Wall time.Duration `json:",omitempty"`
	CPU  time.Duration `json:",omitempty"`
	// Blocked is the wall time past the deadline during which no thread
	// of the child was runnable (it waited rather than waited for a
	// CPU), if BlockedKnown.
	Blocked      time.Duration `json:",omitempty"`
	BlockedKnown bool          `json:",omitempty"`
}

// Finding is an invariant a run violated.
type Finding struct {
	Kind   Kind
	Detail string
	// Marginal: the run passed its bound by little (time or memory), so
	// that another run of the same program may not (see marginTime and
	// marginMemory). Tests that gate on a corpus ignore marginal findings
	// of programs not known to fail.
	Marginal bool
}

// The margins past a bound under which a finding is marginal.
const (
	marginTime   = 2 * Slack
	marginMemory = 32 << 20
)

func (f Finding) String() string { return string(f.Kind) + ": " + f.Detail }

// Check returns the invariants o violates under limits l, most severe
// first.
func (o *Outcome) Check(l Limits) []Finding {
	var out []Finding
	add := func(k Kind, format string, args ...any) {
		out = append(out, Finding{Kind: k, Detail: fmt.Sprintf(format, args...)})
	}
	marginal := func() { out[len(out)-1].Marginal = true }
	switch {
	case o.Killed == "timeout":
		add(KindTimeout, "still running %v (%v of CPU) after its %v timeout (killed)", o.Wall.Round(time.Millisecond), o.CPU.Round(time.Millisecond), l.Timeout)
		return out
	case o.Killed == "memory":
		add(KindMemory, "RSS reached %d MiB under a %d MiB limit (killed)", o.KilledRSS>>20, l.MaxMemory>>20)
		return out
	case o.Died:
		add(KindCrash, "%s", crashSummary(o.Exit, o.Stderr))
		return out
	}
	switch o.Err {
	case "internal":
		add(KindPanic, "%s: %s", o.ErrType, o.ErrMessage)
	case "non-pyinterp error":
		add(KindPanic, "Run returned a non-*pyinterp.Error: %s", o.ErrMessage)
	}
	if l.Timeout > 0 && o.Elapsed > l.Timeout+Slack {
		// The CPU spent past the deadline is the evidence: on a loaded
		// machine an honest run's wall time stretches, its CPU does not.
		// A run that sleeps or blocks past the deadline shows little CPU:
		// its time blocked counts too.
		blocked := o.Blocked > BlockedSlack || (!o.BlockedKnown && o.Elapsed > l.Timeout+BlockedSlack)
		if o.CPUPastDeadline > Slack || blocked {
			add(KindTimeout, "Run took %v under a %v timeout (%v of CPU past the deadline, %v blocked)",
				o.Elapsed.Round(time.Millisecond), l.Timeout, o.CPUPastDeadline.Round(time.Millisecond), o.Blocked.Round(time.Millisecond))
			if o.CPUPastDeadline <= Slack+marginTime && !blocked {
				marginal()
			}
		}
	}
	if l.MaxMemory > 0 && o.PeakRSS-o.BaseRSS > l.MaxMemory+MemoryMargin {
		add(KindMemory, "peak RSS %d MiB above the %d MiB before the run, under a %d MiB limit",
			(o.PeakRSS-o.BaseRSS)>>20, o.BaseRSS>>20, l.MaxMemory>>20)
		if o.PeakRSS-o.BaseRSS <= l.MaxMemory+MemoryMargin+marginMemory {
			marginal()
		}
	}
	if o.Goroutines > 0 {
		add(KindLeak, "%d goroutines outlived the run", o.Goroutines)
	}
	return out
}

// crashSummary picks the line of a dead child's stderr that says what
// happened.
func crashSummary(exit, stderr string) string {
	lines := strings.Split(stderr, "\n")
	for _, prefix := range []string{"fatal error:", "runtime: goroutine stack exceeds", "panic:", "runtime:"} {
		for _, line := range lines {
			if strings.HasPrefix(line, prefix) {
				return strings.TrimSpace(line) + " (" + exit + ")"
			}
		}
	}
	return "child died: " + exit
}

// RetainedMargin is how much a program run RepeatRuns times in one
// process, each time in a new executor, may grow the live heap between
// the second run and the last (the first warms process-wide caches).
const (
	RepeatRuns     = 12
	RetainedMargin = 4 << 20
)

// CheckRepeated judges the outcomes of RepeatRuns runs of one program in
// one process: each as Check does, and the growth of the live heap left
// after them (memory an executor keeps after it is closed and dropped is
// memory a server running session after session loses).
func CheckRepeated(os []Outcome, l Limits) []Finding {
	for _, o := range os {
		if f := o.Check(l); len(f) > 0 {
			return f
		}
	}
	if len(os) < 3 {
		return nil
	}
	first, last := os[1].LiveHeap, os[len(os)-1].LiveHeap
	if first > 0 && last-first > RetainedMargin {
		return []Finding{{Kind: KindLeak, Detail: fmt.Sprintf("live heap after the run grew by %d KiB per run over %d runs (%d -> %d KiB): closed executors are retained",
			(last-first)>>10/int64(len(os)-2), len(os)-2, first>>10, last>>10)}}
	}
	return nil
}
