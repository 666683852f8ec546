package eval

import (
	"io"
	"runtime"
	"runtime/metrics"
	"sync/atomic"
	"time"
)

// Limits are the hard limits of a run. Zero means the documented default
// of the embedding API; the evaluator itself treats zero as "no limit".
type Limits struct {
	MaxOperations      int64     // evaluated nodes plus elements processed by builtins
	MaxWhileIterations int64     // iterations of any single while loop
	MaxRecursionDepth  int       // nested Python calls
	MaxMemory          int64     // bytes charged by allocation sites
	MaxOutput          int64     // bytes of printed output
	Deadline           time.Time // zero: none
	CheckEvery         int64     // operations between clock/cancellation checks (default 4096)
}

// HardMaxRecursionDepth is the deepest nesting of Python calls (and of
// recursive operations such as repr of nested containers) any thread
// allows, whatever its Limits say.
const HardMaxRecursionDepth = 100000

// Thread is the state of one run: budgets, depth, output, cancellation.
// A Thread is used by one goroutine at a time.
type Thread struct {
	limits Limits

	// Operation budget: budget counts down to zero between slow checks;
	// ops accumulates the operations done before the current chunk.
	budget int64
	chunk  int64
	ops    int64

	depth    int // current Python call depth
	maxDepth int // the depth limit the thread was made with (SetRecursionLimit's ceiling)

	// Go stack measures (gostack.go): enter measures at stackMark.
	stackMark      int
	stackMeasured  bool
	stackBase      int64 // the process's Go stacks at the run's first measure
	stackCharged   int64 // their growth charged (past stackFreeBytes)
	stackAtMeasure int64 // their growth at the last measure of the memory it forced
	codeStack      int64 // Code.stackBytes of the frames running (ownStackBound)
	ownStackHigh   int64 // the highest ownStackBound measured
	stackSample    []metrics.Sample

	memUsed int64 // bytes charged (since the last re-baseline, plus its measure)
	// memCap is limits.MaxMemory, or memCapNone without a limit: the
	// bound of Reserve's inlined test (setMemCap).
	memCap    int64
	memBase   int64 // memUsed right after the last re-baseline
	memFailed bool  // the memory limit was reached: every charge fails

	// The library's setup (Uncharged): its own counters and whether it runs.
	libOps, libMem int64
	inLibrary      bool

	out     io.Writer
	errOut  io.Writer // sys.stderr; nil: written to out
	outUsed int64     // bytes written to out and errOut (one output limit)

	cancel *atomic.Bool // set by another goroutine to stop the run

	// timeUp is set by a timer when the deadline passes (see armDeadline),
	// so that Poll reads the deadline with one atomic load, not the clock.
	timeUp *atomic.Bool
	timer  *time.Timer

	// Interp is the interpreter this thread runs in (modules, builtins).
	Interp *Interp

	frame  *Frame // innermost running Python frame
	serial uint64 // last frame activation serial

	runID uint64 // this thread's number in its interpreter (RunID)

	// Value stack and frame pool (stack.go).
	stack      []Value
	sp         int
	stackPrev  []stackSave
	stackSpare []Value // the chunk last left, kept for the next growth
	framePool  *Frame  // finished frames, linked by back
	// Finished heap frames of awaited calls, for the next (await_call.go).
	heapFrames4 []*heapFrame4
	heapFrames8 []*heapFrame8
	// Dead temporary big ints of arithmetic trees, whose digits the
	// next product takes (compile_num.go, spareBig).
	bigSpare []*BigInt
	excStack []*Exception // exceptions being handled (innermost last), for bare raise
	reprBusy map[Value]bool

	// hostOnly marks a scratch thread made for work the host does outside
	// any run (HostThread): it runs no Python code, so no program code
	// ever runs without the run's budgets, policy and lock.
	hostOnly bool

	// boxes is the array the evaluator's floats and ints are boxed in
	// (scalarbox.go).
	boxes boxChunks

	// Host calls running on goroutines for asyncio (asynccall.go).
	async    *asyncHub
	maxAsync int // SetMaxAsyncCalls
}

// HostThread returns a thread for formatting values when no run's thread
// is at hand (Exception.Error, a repr asked for with a nil thread): small
// limits, and it refuses to call Python functions (a program's __repr__,
// __str__, __eq__ ... fail with RuntimeError instead of running with no
// budget, no attribute policy and outside the executor's lock).
func HostThread() *Thread {
	t := NewThread(nil, Limits{MaxOperations: 1_000_000, MaxMemory: 16 << 20, MaxRecursionDepth: 200}, nil, nil)
	t.hostOnly = true
	return t
}

// errHostOnly is the error of calling Python code on a HostThread.
func errHostOnly() error {
	return Errorf(RuntimeErrorType, "Python code cannot run outside a run")
}

// ReprEnter marks v as being repr'd (for self-referencing containers); it
// returns false if v is already in progress, in which case the caller
// prints its "..." form. ReprLeave undoes it.
func (t *Thread) ReprEnter(v Value) bool {
	if t.reprBusy == nil {
		t.reprBusy = map[Value]bool{}
	}
	if t.reprBusy[v] {
		return false
	}
	t.reprBusy[v] = true
	return true
}

// ReprLeave ends ReprEnter.
func (t *Thread) ReprLeave(v Value) { delete(t.reprBusy, v) }

// memCapNone is memCap without a memory limit: no charge reaches it.
const memCapNone = 1 << 62

// setMemCap sets memCap from the memory limit; it is called wherever
// the limits are set. (A Thread made without NewThread has memCap 0:
// every Reserve of a positive size takes the full path.)
func (t *Thread) setMemCap() {
	t.memCap = t.limits.MaxMemory
	if t.memCap <= 0 {
		t.memCap = memCapNone
	}
}

// NewThread returns a thread with the given limits writing to out.
func NewThread(interp *Interp, limits Limits, out io.Writer, cancel *atomic.Bool) *Thread {
	// The recursion depth is never unbounded: a Python frame costs about
	// 750 bytes of Go stack (measured), so the hard ceiling keeps any
	// configuration far below Go's fatal stack limit.
	if limits.MaxRecursionDepth <= 0 || limits.MaxRecursionDepth > HardMaxRecursionDepth {
		limits.MaxRecursionDepth = HardMaxRecursionDepth
	}
	t := &Thread{limits: limits, out: out, cancel: cancel, Interp: interp, maxDepth: limits.MaxRecursionDepth}
	if interp != nil {
		t.runID = interp.threads.Add(1)
	}
	if interp != nil && interp.recursionLimit > 0 {
		t.limits.MaxRecursionDepth = min(interp.recursionLimit, t.maxDepth) // sys.setrecursionlimit of an earlier run
	}
	if t.limits.CheckEvery <= 0 {
		t.limits.CheckEvery = 4096
	}
	t.setMemCap()
	t.lowerStackMark()
	t.chunk = t.limits.CheckEvery
	if t.limits.MaxOperations > 0 && t.limits.MaxOperations < t.chunk {
		t.chunk = t.limits.MaxOperations
	}
	t.budget = t.chunk
	if t.cancel == nil {
		t.cancel = new(atomic.Bool)
	}
	return t
}

// RunID identifies the run this thread belongs to among the runs of its
// interpreter: state a module keeps across runs (asyncio's running loop)
// records it, so that a later run can tell that state was left behind by a
// run a limit ended. Threads made without an interpreter share 0.
func (t *Thread) RunID() uint64 { return t.runID }

// Step counts one operation. It is the evaluator's hot path: one decrement
// and one comparison unless a chunk is used up.
func (t *Thread) Step() error {
	t.budget--
	if t.budget < 0 {
		return t.slowStep(1)
	}
	return nil
}

// Steps counts n operations done by a builtin (per element processed)
// and polls the deadline and the cancellation flag (see Poll). It is the
// one way Go code accounts for work whose cost grows with the program's
// data: a loop over a program-sized input calls it at least every few
// thousand elements (or every ~10 µs of work), so that no builtin call
// runs past the deadline by more than that.
func (t *Thread) Steps(n int64) error {
	t.budget -= n
	if t.budget < 0 {
		return t.slowStep(0)
	}
	return t.Poll()
}

// Work is Steps for a nil-safe caller: it counts n operations of work
// about to be done by Go code and polls the deadline. A nil thread (host
// work outside any run) accounts nothing.
func (t *Thread) Work(n int64) error {
	if t == nil {
		return nil
	}
	if n < 0 {
		n = 1 << 62
	}
	return t.Steps(n)
}

// Poll returns the terminal limit error if the run was cancelled or its
// deadline has passed, nil otherwise. It costs two atomic loads (no clock
// read): the deadline sets a flag from a timer armed at the run's first
// slow step (armDeadline). Long-running Go code calls it (or Steps) in its
// loops.
func (t *Thread) Poll() error {
	if t.cancel.Load() {
		t.budget, t.chunk = 0, 0
		return &LimitError{Kind: LimitCancelled}
	}
	if t.timeUp != nil && t.timeUp.Load() {
		return t.timedOut()
	}
	return nil
}

// PollDeadline is Poll for Go code that may run before the run's first
// slow step (which arms the deadline's timer): it arms the timer, or
// reads the clock if the deadline has already passed.
func (t *Thread) PollDeadline() error {
	if t.timeUp == nil && !t.limits.Deadline.IsZero() {
		if !time.Now().Before(t.limits.Deadline) {
			return t.timedOut()
		}
		t.armDeadline()
	}
	return t.Poll()
}

// timedOut ends the run with the timeout: every later step fails too.
func (t *Thread) timedOut() error {
	t.budget, t.chunk = 0, 0
	return &LimitError{Kind: LimitTimeout}
}

// armDeadline starts the timer that sets timeUp at the deadline. Short
// runs never reach it (they check the clock at their slow steps); a run
// that does is long enough for the timer's cost not to matter. The timer
// references only the flag, so a thread nobody releases is not kept alive
// by it.
func (t *Thread) armDeadline() {
	if t.timeUp != nil || t.limits.Deadline.IsZero() {
		return
	}
	flag := new(atomic.Bool)
	t.timeUp = flag
	d := time.Until(t.limits.Deadline)
	if d <= 0 {
		flag.Store(true)
		return
	}
	t.timer = time.AfterFunc(d, func() { flag.Store(true) })
}

// Release stops the thread's deadline timer. Call it when the run is over
// (the timer is harmless otherwise, but lives until the deadline).
func (t *Thread) Release() {
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
}

// slowStep starts a new chunk: it checks the operation limit, the
// cancellation flag and the deadline.
func (t *Thread) slowStep(extra int64) error {
	used := t.chunk - t.budget // operations done in this chunk (may exceed chunk)
	t.ops += used
	if t.limits.MaxOperations > 0 && t.ops > t.limits.MaxOperations {
		t.budget = -1 << 62 // stay exhausted: every further step fails
		t.chunk = 0
		return &LimitError{Kind: LimitOperations, Limit: t.limits.MaxOperations}
	}
	if t.cancel.Load() {
		t.budget, t.chunk = 0, 0
		return &LimitError{Kind: LimitCancelled}
	}
	if err := t.memoryCheck(); err != nil {
		return err
	}
	if !t.limits.Deadline.IsZero() {
		if (t.timeUp != nil && t.timeUp.Load()) || time.Now().After(t.limits.Deadline) {
			return t.timedOut()
		}
		t.armDeadline()
	}
	t.setMemCap()
	t.lowerStackMark()
	t.chunk = t.limits.CheckEvery
	if t.limits.MaxOperations > 0 && t.limits.MaxOperations-t.ops < t.chunk {
		t.chunk = t.limits.MaxOperations - t.ops + 1
	}
	t.budget = t.chunk
	_ = extra
	return nil
}

// Sleep pauses the run for d (time.sleep). It wakes early, with the
// limit error, when the run is cancelled or its deadline passes, and never
// sleeps past the deadline: the cancellation flag is polled every 10 ms.
func (t *Thread) Sleep(d time.Duration) error {
	end := time.Now().Add(d)
	for {
		if t.cancel.Load() {
			t.budget, t.chunk = 0, 0
			return &LimitError{Kind: LimitCancelled}
		}
		now := time.Now()
		dl := t.limits.Deadline
		if !dl.IsZero() && !now.Before(dl) {
			t.budget, t.chunk = 0, 0
			return &LimitError{Kind: LimitTimeout}
		}
		if !now.Before(end) {
			return nil
		}
		wait := end.Sub(now)
		if !dl.IsZero() && dl.Sub(now) < wait {
			wait = dl.Sub(now)
		}
		if wait > 10*time.Millisecond {
			wait = 10 * time.Millisecond
		}
		time.Sleep(wait)
	}
}

// Operations returns the number of operations counted so far.
func (t *Thread) Operations() int64 { return t.ops + (t.chunk - t.budget) }

// Charge accounts n bytes about to be allocated; it fails with MemoryError
// semantics (a LimitError) when the run's memory limit would be exceeded.
// Call it before allocating.
//
// # Charges, and measuring when they reach the limit
//
// Allocation sites charge what they are about to allocate, and nothing is
// ever refunded (a value's death is not observable: Go's collector frees
// it). Cumulative charges are an upper bound of what a run holds, which
// is what makes bombs fail fast: 'a' * 10**12 and [0] * 10**10 are
// refused before any allocation, a doubling loop as soon as its next
// doubling would pass the limit. But a long, legitimate program that
// allocates and discards (for i in range(3000): s = json.dumps(data))
// would reach any limit although it never holds much.
//
// So when a charge would pass the limit, the thread measures before it
// fails (memoryOver): it reads the process's heap (runtime/metrics), and
// if the live heap plus the pending charge fits under the limit, the
// run's counter is re-based to that sum and the run goes on. The measure
// is process-wide: it counts the host, the interpreter's own structures
// and every other executor of the process, so it is never below what this
// run holds. Re-basing therefore never lets a run hold more than its
// limit (beyond what the counter already allowed, since charging is
// approximate anyway); it only turns some failures into successes, and
// only when the whole process holds less than the run's limit. With
// several executors in one process, or a host whose heap is larger than
// the limit, the measure refunds less or nothing: accounting degrades to
// the cumulative charges, never the other way. The cost is bounded: the
// heap is read only once at least a quarter of the limit has been charged
// since the last measure (a bomb that passes the limit again sooner fails
// at once), and a collection is forced only when the cheap bound (bytes
// of heap objects, live or not yet swept, an upper bound of the live
// heap) is too high and the heap live at the last collection leaves room.
// After a failure every further charge fails (finally blocks get no fresh
// budget).
func (t *Thread) Charge(n int64) error {
	if n < 0 {
		return t.memoryFailed()
	}
	if lim := t.limits.MaxMemory; lim > 0 && n > lim-t.memUsed {
		return t.memoryOver(n)
	}
	t.memUsed += n
	return nil
}

// Refund gives back n bytes of an earlier Charge that reserved more than
// was allocated: a library call that cannot be interrupted or measured
// while it runs is charged a bound of what it may allocate before it
// runs, and refunded, after it, what it did not use (re's regexp2
// matches, whose use is known once they return). A run past its limit
// stays there; a nil thread (host work) has nothing to refund.
func (t *Thread) Refund(n int64) {
	if t == nil || n <= 0 || t.memFailed {
		return
	}
	t.memUsed -= n
	if t.memUsed < t.memBase {
		// The bytes charged since the last measure count from here.
		t.memBase = t.memUsed
	}
}

// ChargeObject accounts n bytes of a small object just made by a
// constructor that cannot fail (a str, a bytes, a tuple of a builtin's
// result): the bytes are added to the run's charges at once, and the
// limit is checked at the next Charge or at the next slow step of the
// operation count (at most CheckEvery operations later), so a program
// that keeps such objects by the million ends at its memory limit
// (before, a small str's 48-byte header was never charged: a list of
// them held four times what it was charged). A nil thread (host work)
// is charged nothing.
func (t *Thread) ChargeObject(n int64) {
	if t != nil && n > 0 {
		t.memUsed += n
	}
}

// MemoryRoom returns the bytes the run may still charge before its memory
// limit is measured (see Charge), or -1 when it has no limit.
func (t *Thread) MemoryRoom() int64 {
	if t.limits.MaxMemory <= 0 {
		return -1
	}
	if t.memFailed || t.memUsed > t.limits.MaxMemory {
		return 0
	}
	return t.limits.MaxMemory - t.memUsed
}

// memoryCheck fails the run, or re-bases its counter by measuring (see
// Charge), when objects charged by ChargeObject took it past its limit.
func (t *Thread) memoryCheck() error {
	if lim := t.limits.MaxMemory; lim > 0 && t.memUsed > lim && !t.memFailed {
		return t.memoryOver(0)
	}
	return nil
}

// memoryOver is Charge(n) when n does not fit: it measures the heap (see
// Charge) and re-bases the counter, or fails.
func (t *Thread) memoryOver(n int64) error {
	lim := t.limits.MaxMemory
	if t.memFailed || n > lim || t.memUsed+n-t.memBase < lim/4 {
		return t.memoryFailed()
	}
	// The measure may force a collection (a whole heap's marking, 100 ms
	// and more on a loaded machine): not once the run is over. A run that
	// reached its deadline while allocating near its limit ended 200 ms
	// late in fuzzing (timeout-9103040, timeout-9202258).
	if err := t.Poll(); err != nil {
		return err
	}
	live, ok, err := t.heapLiveAtMost(lim - n)
	if err != nil {
		return err
	}
	if !ok {
		return t.memoryFailed()
	}
	t.memUsed = live + n
	t.memBase = t.memUsed
	return nil
}

// memoryFailed ends the run with the memory limit: the counter stays past
// the limit, so every later charge fails too.
func (t *Thread) memoryFailed() error {
	t.memFailed = true
	t.memUsed = t.limits.MaxMemory + 1
	return &LimitError{Kind: LimitMemory, Limit: t.limits.MaxMemory}
}

// heapLiveAtMost returns an upper bound of the process's live heap and
// whether it is at most room. It forces a garbage collection only when
// the cheap bound is above 3/4 of room. (It used to give up without one
// when the last collection had found more than room live, but that
// figure can be stale: a collection that ran while an earlier run or
// test held a large heap made a later streaming run fail although it
// held little. Memory failures are rare and end the run, so one forced
// collection before failing is affordable.)
//
// The collection marks the whole heap: 50-150 ms of wall time for the
// ~80 MiB of a 64 MiB run on a loaded machine, seconds for a run with a
// limit of gigabytes. It runs on a goroutine of its own while the run
// waits for it in slices of at most 5 ms, so that the run still ends at
// its deadline or cancellation (the collection finishes on its own); a
// run that reached its deadline inside the collection ended 112 ms of CPU
// late in fuzzing (timeout-27004595).
func (t *Thread) heapLiveAtMost(room int64) (int64, bool, error) {
	// Goroutines' stacks are memory the run holds too (gostack.go): the
	// cheap bound counts every stack's whole allocation, the measure
	// after a collection twice the part of the stacks in use: a
	// suspended coroutine's stack is shrunk by half at most per
	// collection, so its allocation can be far larger than it needs,
	// but a stack is allocated up to twice what it uses (and one that
	// grows is copied into one twice as large).
	s := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/stacks:bytes"},
		{Name: "/gc/heap/live:bytes"},
		{Name: "/gc/scan/stack:bytes"},
	}
	metrics.Read(s[:2])
	objects, ok := metricInt(s[0])
	stacks, ok2 := metricInt(s[1])
	if !ok || !ok2 {
		return 0, false, nil
	}
	if objects+stacks <= room-room/4 {
		return objects + stacks, true, nil
	}
	done := make(chan struct{})
	go func() {
		runtime.GC()
		close(done)
	}()
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for waiting := true; waiting; {
		select {
		case <-done:
			waiting = false
		case <-tick.C:
			if t.cancel.Load() {
				t.budget, t.chunk = 0, 0
				return 0, false, &LimitError{Kind: LimitCancelled}
			}
			if dl := t.limits.Deadline; !dl.IsZero() && !time.Now().Before(dl) {
				return 0, false, t.timedOut()
			}
		}
	}
	metrics.Read(s[2:])
	live, ok := metricInt(s[2])
	inUse, ok2 := metricInt(s[3])
	return live + 2*inUse, ok && ok2 && live+2*inUse <= room, nil
}

func metricInt(s metrics.Sample) (int64, bool) {
	if s.Value.Kind() != metrics.KindUint64 {
		return 0, false
	}
	v := s.Value.Uint64()
	return int64(v), v <= 1<<62
}

// Write writes printed output, enforcing the output limit.
func (t *Thread) Write(s string) error { return t.write(t.out, s) }

// WriteErr writes s to the run's error output (sys.stderr), under the
// same output limit as Write; with no error output set, to the output.
func (t *Thread) WriteErr(s string) error {
	if t.errOut == nil {
		return t.write(t.out, s)
	}
	return t.write(t.errOut, s)
}

// SetStderr sets the run's error output (sys.stderr); nil writes it to
// the output.
func (t *Thread) SetStderr(w io.Writer) { t.errOut = w }

func (t *Thread) write(out io.Writer, s string) error {
	if t.limits.MaxOutput > 0 && t.outUsed+int64(len(s)) > t.limits.MaxOutput {
		room := t.limits.MaxOutput - t.outUsed
		if room > 0 && out != nil {
			io.WriteString(out, s[:room])
			t.outUsed += room
		}
		return &LimitError{Kind: LimitOutput, Limit: t.limits.MaxOutput}
	}
	t.outUsed += int64(len(s))
	if out != nil {
		_, err := io.WriteString(out, s)
		if err != nil {
			return err
		}
	}
	return nil
}

// enter counts a Python-level call; leave undoes it.
func (t *Thread) enter() error {
	d := t.depth + 1
	t.depth = d
	// t.depth >= max for a limit max > 0 (one unsigned comparison: max-1
	// wraps to the largest uint for no limit), the module's frame
	// counting, as in CPython; or a Go stack measure is due.
	if uint(d) > uint(t.limits.MaxRecursionDepth-1) || d >= t.stackMark {
		return t.enterSlow()
	}
	return nil
}

// enterSlow is enter past the depth limit or at a stack measure (kept
// out of enter so that enter inlines).
func (t *Thread) enterSlow() error {
	if uint(t.depth) > uint(t.limits.MaxRecursionDepth-1) {
		return t.tooDeep()
	}
	return t.enterStackCheck()
}

// tooDeep is enter's error past the depth limit.
func (t *Thread) tooDeep() error {
	max := t.limits.MaxRecursionDepth
	t.depth--
	if max < t.maxDepth {
		// A limit the program lowered (sys.setrecursionlimit): below
		// the host's, it is CPython's catchable RecursionError.
		return Errorf(RecursionErrorType, "maximum recursion depth exceeded")
	}
	return &LimitError{Kind: LimitRecursion, Limit: int64(max)}
}

func (t *Thread) leave() { t.depth-- }

// Limits returns the run's limits (for builtins that bound work done
// outside the evaluator, such as a regular expression match).
func (t *Thread) Limits() Limits { return t.limits }

// memoryError is the error for an allocation that cannot be made: the
// run's terminal memory limit when it has one (no except clause catches
// it), otherwise Python's MemoryError.
func memoryError(t *Thread) error {
	if t != nil && t.limits.MaxMemory > 0 {
		return &LimitError{Kind: LimitMemory, Limit: t.limits.MaxMemory}
	}
	return NewException(MemoryErrorType)
}

// HandledException returns the exception being handled (sys.exception()),
// nil outside an except block.
func (t *Thread) HandledException() *Exception {
	if n := len(t.excStack); n > 0 {
		return t.excStack[n-1]
	}
	return nil
}

// Depth returns the number of Python calls in progress.
func (t *Thread) Depth() int { return t.depth }

// RecursionLimit returns the depth of nested Python calls the thread
// allows (sys.getrecursionlimit).
func (t *Thread) RecursionLimit() int { return t.limits.MaxRecursionDepth }

// SetRecursionLimit lowers (or raises back, never above the limit the
// thread was made with) the depth of nested calls the thread allows
// (sys.setrecursionlimit), and records it in the interpreter for later
// runs. It returns the limit in force.
func (t *Thread) SetRecursionLimit(n int) int {
	if t.Interp != nil {
		t.Interp.recursionLimit = n
	}
	t.limits.MaxRecursionDepth = min(n, t.maxDepth)
	return t.limits.MaxRecursionDepth
}
