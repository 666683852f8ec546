package eval

// The thread's value stack holds the slots of running (non-generator)
// frames, and a pool recycles Frame structs: a Python call allocates
// nothing for its frame in the common case. Frames are strictly nested, so
// slots are released in reverse order of allocation; a generator's frame
// outlives its creator and is allocated on the heap instead.

// The first chunk is small, so that a run calling a function or two costs
// a few KiB rather than a full chunk; each further chunk doubles, up to
// stackChunk values. Chunks are charged to the run's memory.
const (
	stackFirst = 256      // values in the first stack chunk
	stackChunk = 16 << 10 // values per stack chunk at most
)

type stackSave struct {
	buf []Value
	sp  int
}

// allocSlots returns n cleared slots on the thread's value stack.
func (t *Thread) allocSlots(n int) ([]Value, error) {
	if s := t.stack[t.sp:]; n <= len(s) {
		t.sp += n
		return s[:n:n], nil
	}
	return t.allocSlotsGrow(n)
}

// allocSlotsGrow is allocSlots past the current chunk (kept out of
// allocSlots so that it inlines).
func (t *Thread) allocSlotsGrow(n int) ([]Value, error) {
	if err := t.growStack(n); err != nil {
		return nil, err
	}
	s := t.stack[t.sp : t.sp+n : t.sp+n]
	t.sp += n
	return s, nil
}

// growStack starts a new chunk with room for at least n slots, keeping
// the current one to return to. The chunk last released is reused when it
// is large enough, so calls and returns across a chunk boundary do not
// allocate each time.
func (t *Thread) growStack(n int) error {
	size := stackFirst
	if t.stack != nil {
		size = min(2*len(t.stack), stackChunk)
	}
	size = max(size, n)
	var buf []Value
	if spare := t.stackSpare; len(spare) >= size {
		buf, t.stackSpare = spare, nil
	} else {
		var err error
		if buf, err = Make[Value](t, size); err != nil {
			return err
		}
	}
	if t.stack != nil {
		t.stackPrev = append(t.stackPrev, stackSave{t.stack, t.sp})
	}
	t.stack, t.sp = buf, 0
	return nil
}

// freeSlots releases the most recently allocated slots.
func (t *Thread) freeSlots(s []Value) {
	if len(s) <= 4 {
		// A call's few slots: stores, not the runtime's clearing of
		// pointer memory (memclrHasPointers, its write barriers
		// bulk-checked), ~7% of a call.
		for i := 0; i < len(s); i++ { // not range: that is clear's memclrHasPointers
			s[i] = nil
		}
	} else {
		clear(s)
	}
	t.sp -= len(s)
	if t.sp == 0 {
		t.leaveChunk()
	}
}

// clearSlots clears the slots s (freeSlots' clearing).
func clearSlots(s []Value) {
	if len(s) <= 4 {
		for i := 0; i < len(s); i++ { // not range: that is clear's memclrHasPointers
			s[i] = nil
		}
	} else {
		clear(s)
	}
}

// leaveChunk returns to the previous chunk of the value stack, if any,
// once the current one is empty (kept out of freeSlots so that it
// inlines).
//
//go:noinline
func (t *Thread) leaveChunk() {
	if len(t.stackPrev) > 0 {
		prev := t.stackPrev[len(t.stackPrev)-1]
		t.stackPrev = t.stackPrev[:len(t.stackPrev)-1]
		if len(t.stack) > len(t.stackSpare) {
			t.stackSpare = t.stack
		}
		t.stack, t.sp = prev.buf, prev.sp
	}
}

// newFrame returns a zeroed frame from the pool (a list linked by
// back).
func (t *Thread) newFrame() *Frame {
	fr := t.framePool
	if fr != nil {
		t.framePool = fr.back
	} else {
		fr = &Frame{}
	}
	t.serial++
	fr.t = t
	fr.serial = t.serial
	return fr
}

// freeFrame returns a finished frame to the pool.
func (t *Thread) freeFrame(fr *Frame) {
	*fr = Frame{}
	fr.back = t.framePool
	t.framePool = fr
}
