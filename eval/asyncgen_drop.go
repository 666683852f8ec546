package eval

// Async generators dropped while a frame is released.
//
// An async for statement that made its async generator and leaves it
// unfinished hands it to the generator's finalizer hook (asyncio's loop
// then schedules its aclose(), which runs its finally blocks), as CPython
// does when the generator becomes garbage (finalizeDropped). The loop may
// also be left because the frame running it is released: its coroutine or
// async generator was abandoned while suspended, and the runtime's cleanup
// goroutine unwinds it (genCoro.release) while the run that owns it may
// still be running. The hook must not run there: it would touch the live
// run's loop, its ready queue and its tasks from another goroutine, and
// no code runs on the cleanup goroutine against a live thread. So the
// release only queues the generator on its interpreter (genRegistry.drop,
// under the registry's mutex), and the run drains the queue on its own
// goroutine at the event loop's iterations (DrainDroppedAsyncGens, called
// by asyncio's _run_ready): CPython calls the hook when the program drops
// the generator, on the thread running the program, and the hook only
// schedules the aclose() on the loop, so the finally blocks run at a later
// iteration there too. What differs is when: the release follows the
// garbage collector, not the moment of the drop, so the finally blocks of
// abandoned generators may print later (after other output, or at the
// loop's shutdown_asyncgens) than in CPython.
//
// The queue holds at most as many generators as the interpreter's cap on
// live coroutines (each queued one is still live and counted, and was
// charged its coroutine when it started); past that a request is dropped
// and the generator is released without its finally blocks, as every
// abandoned generator was before. A request whose generator finished
// meanwhile, or whose hook is gone, is discarded when drained; one that
// outlives its run waits for the next run's loop (whose hook is the
// generator's own, recorded at its first iteration: a closed loop's hook
// does nothing) or for ReleaseGenerators, which empties the queue.

// maxDroppedUncapped bounds the queue when the interpreter has no cap on
// live coroutines.
const maxDroppedUncapped = 1 << 16

// drop queues g to be finalized by the run that owns it; it runs on the
// goroutine releasing a frame and reads nothing of g.
func (r *genRegistry) drop(g *Generator) {
	r.mu.Lock()
	defer r.mu.Unlock()
	limit := r.max
	if limit <= 0 {
		limit = maxDroppedUncapped
	}
	if len(r.dropped) >= limit {
		return
	}
	r.dropped = append(r.dropped, g) //allocpath:ok bounded by the cap on live coroutines, each queued one charged coroutineBytes when it started
	r.ndropped.Store(int32(len(r.dropped)))
}

// takeDropped empties the queue and returns what it held.
func (r *genRegistry) takeDropped() []*Generator {
	if r.ndropped.Load() == 0 {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	gs := r.dropped
	r.dropped = nil
	r.ndropped.Store(0)
	return gs
}

// DrainDroppedAsyncGens calls, on t (the run's thread), the finalizer
// hook of each async generator that an async for statement left
// unfinished while its frame was released on the runtime's cleanup
// goroutine (see the comment at the top of asyncgen_drop.go). asyncio's
// event loop calls it at each iteration; with nothing queued it costs an
// atomic load.
func (in *Interp) DrainDroppedAsyncGens(t *Thread) error {
	gs := in.generators().takeDropped()
	for i, g := range gs {
		gs[i] = nil
		if err := t.Step(); err != nil {
			return err
		}
		if err := callFinalizer(t, g); err != nil {
			return err
		}
	}
	return nil
}

// callFinalizer hands g, an async generator dropped unfinished, to the
// finalizer hook recorded at its first iteration. Only a limit is
// returned: an exception of the hook is unraisable in CPython, and the
// program goes on.
func callFinalizer(t *Thread, g *Generator) error {
	if !g.started || g.finished || g.finalizer == nil {
		return nil
	}
	if _, err := Call(t, g.finalizer, []Value{g}, nil); err != nil {
		if _, ok := err.(*Exception); !ok {
			return err // a limit
		}
	}
	return nil
}
