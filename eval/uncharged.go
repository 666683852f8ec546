package eval

// Uncharged runs f, the interpreter's own setup of a library module (its
// top level, run when a program first imports it), without charging the
// run's operation budget, its while-loop limit or its memory: the setup
// is the same for every program, bounded by the library's own code, and
// is not work the program did (the run's operation count leaves it out).
// The deadline, cancellation, the recursion limit and the output limit
// still hold: the setup is polled as any code is, and a limit reached
// inside it ends the run. Calls of library functions made later by the
// program are the program's work and are charged as usual.
func (t *Thread) Uncharged(f func() error) error {
	ops := t.Operations()
	mem := t.memUsed
	limits := t.limits
	t.limits.MaxOperations, t.limits.MaxWhileIterations, t.limits.MaxMemory = 0, 0, 0
	err := f()
	t.limits = limits
	t.memUsed = mem
	// Resume counting where the program left off: the next slow step
	// comes at the same point of the program's budget as before. A run
	// the setup ended (deadline, cancellation) stays ended.
	ended := t.chunk == 0 && t.budget <= 0
	t.ops = ops
	if ended {
		t.chunk, t.budget = 0, 0
		return err
	}
	t.chunk = t.limits.CheckEvery
	if t.limits.MaxOperations > 0 && t.limits.MaxOperations-t.ops < t.chunk {
		t.chunk = t.limits.MaxOperations - t.ops + 1
	}
	t.budget = t.chunk
	return err
}
