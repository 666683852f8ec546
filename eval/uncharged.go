package eval

// The interpreter's own setup of library modules has an allowance of its
// own, per run, in place of the program's budgets: the setup is not the
// program's work, but code the program influenced (an attribute of
// another module it replaced) may run inside it, and that must stay
// bounded. Importing every module of the library and making all of
// their attributes takes ~60,000 operations and ~2.8 MB of charges.
const (
	libraryOperations = 1_000_000
	libraryMemory     = 16 << 20
)

// Uncharged runs f, the interpreter's own setup of a library module (its
// top level, run when a program first imports it or first uses a part of
// it), without charging the run's operation budget, its while-loop limit
// or its memory: the setup is the same for every program and is not work
// the program did (the run's operation count leaves it out). It is
// charged instead to the library's own allowance for the run
// (libraryOperations, libraryMemory). The deadline, cancellation, the
// recursion limit and the output limit hold as always. Calls of library
// functions made later by the program are the program's work and are
// charged as usual.
func (t *Thread) Uncharged(f func() error) error {
	if t.inLibrary {
		return f() // nested: already on the library's allowance
	}
	ops, mem, base := t.Operations(), t.memUsed, t.memBase
	limits := t.limits
	t.inLibrary = true
	t.limits.MaxWhileIterations = 0
	t.limits.MaxOperations, t.limits.MaxMemory = libraryOperations, libraryMemory
	t.setMemCap()
	t.memUsed, t.memBase = t.libMem, t.libMem
	t.setOps(t.libOps)
	err := f()
	t.libOps, t.libMem = t.Operations(), t.memUsed
	t.inLibrary = false
	t.limits = limits
	t.setMemCap()
	t.memUsed, t.memBase = mem, base
	t.setOps(ops)
	return err
}

// setOps makes ops the operations counted so far and starts a chunk (a
// thread a deadline or cancellation ended stays ended: Poll and the next
// slow step see it again).
func (t *Thread) setOps(ops int64) {
	ended := t.chunk == 0 && t.budget <= 0
	t.ops = ops
	if ended {
		t.chunk, t.budget = 0, 0
		return
	}
	t.chunk = t.limits.CheckEvery
	if t.limits.MaxOperations > 0 && t.limits.MaxOperations-t.ops < t.chunk {
		t.chunk = t.limits.MaxOperations - t.ops + 1
	}
	t.budget = t.chunk
}
