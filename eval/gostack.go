package eval

import (
	"runtime/metrics"

	"github.com/pyinterp/pyinterp/ast"
)

// Go stacks are memory too.
//
// The evaluator is a tree of closures: evaluating a node nested d deep in
// a function's body runs about d nested Go calls, and each Python call
// adds those of its call site. Two things follow.
//
// A coroutine (a generator or coroutine running on a goroutine of its
// own) suspended at a yield or await nested d deep holds a Go stack of
// about d frames for as long as it stays suspended, and a coroutine
// awaited inline (awaitInline, callAwaited) adds its frames to the stack
// of the coroutine awaiting it. Nine thousand generators suspended in a
// yield inside 180 nested calls held 600 MB of stacks under a 64 MiB
// limit, 50 tasks suspended at the end of a chain of 900 awaits nested
// 40 deep 650 MB: the coroutine's charge (coroutineBytes, its first 8 KiB
// of stack) did not see them. suspendStackBytes is what such a frame is
// charged: its code's deepest suspension point (Code.suspendDepth, found
// at compile time) times goStackPerNode (the estimate's slack covers
// most of the doubling of a Go stack that grows; a measure of the memory
// counts the stacks themselves).
//
// A chain of Python calls each nested deep in its caller's expression
// (return f(f(f(...rec(n - 1))))) takes far more Go stack per level than
// the recursion limit assumes: at a recursion limit of 20,000 it passed
// Go's 1 GB stack limit, a fatal error no recover catches. enter
// therefore checks the Go stacks every stackCheckLevels levels of depth
// (stackCheck), with two measures:
//
//   - the run's own bound (ownStackBound): each level of depth takes at
//     most levelStackBytes of call machinery and builtin frames, and each
//     frame of code c at most c.stackBytes, its deepest syntax nesting
//     times boundStackPerNode (found at compile time). The thread keeps the
//     sum over the frames running (codeStack: an addition when a frame
//     starts, a subtraction when it ends). It bounds the stacks of the
//     goroutines running the run's frames, and sees no other goroutine.
//   - the process's Go stacks (runtime/metrics): exact, but every
//     goroutine's, other runs' and the host's included.
//
// The run is charged the growth of the process's stacks during it, at
// most its own bound (past its first MiB): a run is never charged for
// stacks another goroutine grew, nor for more than the process's stacks
// grew. It ends with the recursion limit when both its own bound and the
// process's stacks are past maxRunStackBytes: its own stack is below
// both, so it cannot pass that without both passing it, and a run whose
// own bound is small is never ended because the process's stacks are
// large. (The measure of the heap that decides a memory limit,
// heapLiveAtMost, counts the process's stacks, as it counts its heap.)

// levelStackBytes bounds the Go stack one level of Python depth takes
// besides its code's nesting (Code.stackBytes): the call machinery (the
// call's closures, Function.Call and run, the statement running the
// body) and the Go frames of the builtins a level may run through
// (sorted's key, map, a dict lookup's __eq__, nest's levels in repr or
// comparison of nested containers). Measured, go1.26 amd64: at most 0.9
// KiB a level in plain recursion, through sorted's key, map or a dict
// lookup's __eq__, 1.1 KiB a level of repr of nested lists.
const levelStackBytes = 2048

// goStackPerNode is the Go stack one level of syntax-tree nesting takes
// while it is evaluated, at most (a call's argument list, a unary or
// binary operator, a subscript: 80-330 bytes measured, go1.26 amd64).
const goStackPerNode = 384

// awaitStackPerNode is goStackPerNode for coroutines (async def), which
// are suspended at an await inside their nesting and hold the Go frames
// of every coroutine awaited inline below them. Measured, go1.26 amd64:
// ten tasks each suspended at the end of a chain of 300 coroutines
// awaited inline, each at "return f(f(...(1 + await rec(n - 1))))"
// nested d deep; the growth of /gc/scan/stack:bytes (the stacks in
// use) after a collection, divided by the 3,000 levels: 5.4 KiB a level
// at d = 10, 20.1 KiB at d = 40, 49.4 KiB at d = 100, 488 bytes a node
// (the slope between 40 and 100; 384 fell short by a fifth).
const awaitStackPerNode = 512

// inlineAwaitFrameBytes is the Go stack a coroutine awaited inline takes
// besides its suspension point's nesting (the await, the call of its
// body, its statement): about 550 bytes a level in the measure above
// (awaitStackPerNode: 20.1 KiB at d = 40 less 40 nodes of 488 bytes),
// 530 in a chain of "return 1 + await rec(n - 1)", nesting included.
const inlineAwaitFrameBytes = 640

// stackCheckLevels is how many levels of Python depth pass between two
// measures of the Go stacks (see stackCheck).
const stackCheckLevels = 16

// maxRunStackBytes bounds the Go stack of a run (see stackCheck),
// whatever its memory limit: well below Go's 1 GB limit of one
// goroutine's stack, which a stack of 512 MB doubling would pass.
const maxRunStackBytes = 256 << 20

// suspendStackBytes is the Go stack a coroutine suspended in code c holds
// beyond its first 8 KiB (coroutineBytes).
func suspendStackBytes(c *Code) int64 {
	if c.isAsync {
		return int64(c.suspendDepth) * awaitStackPerNode
	}
	return int64(c.suspendDepth) * goStackPerNode
}

// inlineAwaitBytes is the Go stack a coroutine of code c awaited inline
// adds to the stack of the coroutine awaiting it.
func inlineAwaitBytes(c *Code) int64 {
	return int64(c.suspendDepth)*awaitStackPerNode + inlineAwaitFrameBytes
}

// boundStackPerNode is goStackPerNode for the run's own bound
// (Code.stackBytes), which must not fall short: a chain of coroutines
// awaited inline, each at "return f(f(...(1 + await rec(n - 1))))"
// nested 196 deep, took 88 KiB a level measured (450 bytes a node, the
// call machinery included), the same chain of plain calls 46 KiB (240).
const boundStackPerNode = 512

// codeStackBytes is Code.stackBytes of a code whose body is nodes.
func codeStackBytes(nodes ...ast.Node) int64 {
	return int64(nesting(false, nodes...)) * boundStackPerNode
}

// ownStackBound bounds the Go stack the run's frames hold (see the top
// of the file).
func (t *Thread) ownStackBound() int64 {
	return int64(t.depth)*levelStackBytes + t.codeStack
}

// suspendNesting returns the deepest nesting, in the syntax tree under
// nodes, of a point where a generator or coroutine running them may
// suspend (yield, yield from, await, async for, async with, an async
// comprehension), counting every node on the way; the bodies of nested
// functions and classes, which run on frames of their own, are not
// searched.
func suspendNesting(nodes ...ast.Node) int { return nesting(true, nodes...) }

// nesting returns the deepest nesting of a node under nodes, or of a
// suspension point with suspend (see suspendNesting), counting every
// node on the way and leaving out the bodies of nested functions and
// classes.
func nesting(suspend bool, nodes ...ast.Node) int {
	deepest := 0
	var walk func(n ast.Node, d int)
	walk = func(n ast.Node, d int) {
		if !suspend && n != nil {
			deepest = max(deepest, d)
		}
		switch x := n.(type) {
		case nil:
			return
		case *ast.Lambda:
			if x.Args != nil { // its defaults run here, its body does not
				walk(x.Args, d+1)
			}
			return
		case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.ClassDef:
			// Their decorators, defaults and bases run here; their
			// bodies do not.
			ast.Children(n, func(c ast.Node) {
				if _, ok := c.(ast.Stmt); !ok {
					walk(c, d+1)
				}
			})
			return
		case *ast.Yield, *ast.YieldFrom, *ast.Await, *ast.AsyncFor, *ast.AsyncWith:
			deepest = max(deepest, d)
		case *ast.Comprehension:
			if x.IsAsync != 0 && suspend {
				deepest = max(deepest, d)
			}
		}
		ast.Children(n, func(c ast.Node) { walk(c, d+1) })
	}
	for _, n := range nodes {
		walk(n, 1)
	}
	return deepest
}

// goStackBytes returns the bytes of the process's Go stacks.
func (t *Thread) goStackBytes() int64 {
	if t.stackSample == nil {
		t.stackSample = []metrics.Sample{{Name: "/memory/classes/heap/stacks:bytes"}}
	}
	metrics.Read(t.stackSample)
	if t.stackSample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(min(t.stackSample[0].Value.Uint64(), 1<<62))
}

// enterStackCheck is enter's stackCheck: on an error the level entered
// is left.
func (t *Thread) enterStackCheck() error {
	if err := t.stackCheck(); err != nil {
		t.depth--
		return err
	}
	return nil
}

// stackCheck checks the run's Go stacks (see the top of the file): its
// own bound and the process's stacks both past maxRunStackBytes are the
// recursion limit, and the growth of the process's stacks since the
// run's first measure, at most the highest own bound, is charged to the
// run's memory past stackFreeBytes. The next check comes stackCheckLevels
// levels deeper (or sooner, once the depth has come down:
// lowerStackMark).
//
// The first stackFreeBytes of growth, which any run may need, are not
// charged, and a measure of the memory is forced only past 16 MiB of
// growth.
func (t *Thread) stackCheck() error {
	t.stackMark = t.depth + stackCheckLevels
	own := t.ownStackBound()
	if own > t.ownStackHigh {
		t.ownStackHigh = own
	}
	s := t.goStackBytes()
	if own > maxRunStackBytes && s > maxRunStackBytes {
		return &LimitError{Kind: LimitRecursion, Limit: int64(t.limits.MaxRecursionDepth)}
	}
	if !t.stackMeasured {
		t.stackMeasured = true
		t.stackBase = s
		return nil
	}
	grown := min(s-t.stackBase, t.ownStackHigh)
	lim := t.limits.MaxMemory
	if grown <= stackFreeBytes+t.stackCharged || lim <= 0 {
		return nil
	}
	more := grown - stackFreeBytes - t.stackCharged
	t.stackCharged += more
	if err := t.Charge(more); err != nil {
		return err
	}
	if grown > max(lim/4, stackMeasureBytes) && grown-t.stackAtMeasure > max(lim/8, stackMeasureBytes/2) {
		// Stacks that grew past a quarter of the limit are measured
		// each time they have grown by an eighth of it more, not only
		// when the charges reach the limit: a stack that grows is
		// copied into one twice as large, which could take the run far
		// past its limit before, and runs whose stacks pass the
		// runtime's soft limit collect without pause, each collection
		// scanning them (a 64 MB stack took 300 ms a collection: the
		// run ended seconds late).
		t.stackAtMeasure = grown
		return t.measureMemory()
	}
	return nil
}

// stackFreeBytes is the growth of the Go stacks during a run that is not
// charged to it (see stackCheck).
const stackFreeBytes = 1 << 20

// stackMeasureBytes is the least growth of the Go stacks during a run
// that forces a measure of the memory (see stackCheck).
const stackMeasureBytes = 16 << 20

// measureMemory measures the heap and the stacks (heapLiveAtMost) and
// re-bases the run's memory counter on the measure, or fails the run
// when the measure is past its limit.
func (t *Thread) measureMemory() error {
	if err := t.Poll(); err != nil {
		return err
	}
	live, ok, err := t.heapLiveAtMost(t.limits.MaxMemory)
	if err != nil {
		return err
	}
	if !ok {
		return t.memoryFailed()
	}
	t.memUsed, t.memBase = live, live
	return nil
}

// lowerStackMark makes the next stack measure come stackCheckLevels
// levels above the current depth at the latest, at the operation count's
// slow steps (enter measures only on the way up).
func (t *Thread) lowerStackMark() { t.lowerStackMarkTo(t.depth + stackCheckLevels) }

// suspendStackLevels is how many levels above the depth a coroutine
// suspended at (with frames awaited inline: another goroutine's stack
// then runs from that depth) the next stack measure comes at the
// latest: a few levels more than stackCheckLevels, so that tasks
// switching in and out of short await chains do not measure at every
// step (a measure costs about a microsecond), while a chain that goes
// deep is still measured long before its stack matters.
const suspendStackLevels = 4 * stackCheckLevels

// lowerStackMarkTo makes the next stack measure come at depth m at the
// latest.
func (t *Thread) lowerStackMarkTo(m int) {
	if m < t.stackMark {
		t.stackMark = m
	}
}
