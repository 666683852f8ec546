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
// therefore measures the process's Go stacks every stackCheckLevels
// levels of depth (stackCheck): their growth during the run is charged
// to the run's memory (past its first MiB), and growth past
// maxRunStackBytes ends it with the recursion limit. The measure of the
// heap that decides a memory limit (heapLiveAtMost) counts the stacks.

// goStackPerNode is the Go stack one level of syntax-tree nesting takes
// while it is evaluated, at most (a call's argument list, a unary or
// binary operator, a subscript: 80-330 bytes measured, go1.26 amd64).
const goStackPerNode = 384

// inlineAwaitFrameBytes is the Go stack a coroutine awaited inline takes
// besides its suspension point's nesting (the await, the call of its
// body, its statement): 530 bytes a level measured in a chain of
// "return 1 + await rec(n - 1)", nesting included.
const inlineAwaitFrameBytes = 512

// stackCheckLevels is how many levels of Python depth pass between two
// measures of the Go stacks (see stackCheck).
const stackCheckLevels = 16

// maxRunStackBytes bounds the growth of the process's Go stacks during a
// run, whatever its memory limit: well below Go's 1 GB limit of one
// goroutine's stack, which a stack of 512 MB doubling would pass.
const maxRunStackBytes = 256 << 20

// suspendStackBytes is the Go stack a coroutine suspended in code c holds
// beyond its first 8 KiB (coroutineBytes).
func suspendStackBytes(c *Code) int64 {
	return int64(c.suspendDepth) * goStackPerNode
}

// inlineAwaitBytes is the Go stack a coroutine of code c awaited inline
// adds to the stack of the coroutine awaiting it.
func inlineAwaitBytes(c *Code) int64 {
	return int64(c.suspendDepth)*goStackPerNode + inlineAwaitFrameBytes
}

// suspendNesting returns the deepest nesting, in the syntax tree under
// nodes, of a point where a generator or coroutine running them may
// suspend (yield, yield from, await, async for, async with, an async
// comprehension), counting every node on the way; the bodies of nested
// functions and classes, which run on frames of their own, are not
// searched.
func suspendNesting(nodes ...ast.Node) int {
	deepest := 0
	var walk func(n ast.Node, d int)
	walk = func(n ast.Node, d int) {
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
			if x.IsAsync != 0 {
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

// stackCheck measures the process's Go stacks (see the top of the file):
// growth past maxRunStackBytes since the run's first measure is the
// recursion limit, and growth past stackFreeBytes is charged to the
// run's memory. The next measure comes stackCheckLevels levels deeper
// (or sooner, once the depth has come down: lowerStackMark).
//
// The measure is of the process: other goroutines' stacks (another
// run's, the host's) count too. The first stackFreeBytes of growth,
// which any run may need, are therefore not charged, and a measure of
// the memory is forced only past 16 MiB of growth: a run under a small
// limit must not fail because a goroutine elsewhere grew its stack.
func (t *Thread) stackCheck() error {
	t.stackMark = t.depth + stackCheckLevels
	s := t.goStackBytes()
	if !t.stackMeasured {
		t.stackMeasured = true
		t.stackBase = s
		return nil
	}
	grown := s - t.stackBase
	if grown > maxRunStackBytes {
		return &LimitError{Kind: LimitRecursion, Limit: int64(t.limits.MaxRecursionDepth)}
	}
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
