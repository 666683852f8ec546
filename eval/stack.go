package eval

// The thread's value stack holds the slots of running (non-generator)
// frames, and a pool recycles Frame structs: a Python call allocates
// nothing for its frame in the common case. Frames are strictly nested, so
// slots are released in reverse order of allocation; a generator's frame
// outlives its creator and is allocated on the heap instead.

const stackChunk = 16 << 10 // values per stack chunk

type stackSave struct {
	buf []Value
	sp  int
}

// allocSlots returns n cleared slots on the thread's value stack.
func (t *Thread) allocSlots(n int) []Value {
	if t.sp+n > len(t.stack) {
		if t.stack != nil {
			t.stackPrev = append(t.stackPrev, stackSave{t.stack, t.sp})
		}
		size := stackChunk
		if n > size {
			size = n
		}
		t.stack = make([]Value, size)
		t.sp = 0
	}
	s := t.stack[t.sp : t.sp+n : t.sp+n]
	t.sp += n
	return s
}

// freeSlots releases the most recently allocated slots.
func (t *Thread) freeSlots(s []Value) {
	clear(s)
	t.sp -= len(s)
	if t.sp == 0 && len(t.stackPrev) > 0 {
		prev := t.stackPrev[len(t.stackPrev)-1]
		t.stackPrev = t.stackPrev[:len(t.stackPrev)-1]
		t.stack, t.sp = prev.buf, prev.sp
	}
}

// newFrame returns a zeroed frame from the pool.
func (t *Thread) newFrame() *Frame {
	var fr *Frame
	if n := len(t.framePool); n > 0 {
		fr = t.framePool[n-1]
		t.framePool = t.framePool[:n-1]
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
	t.framePool = append(t.framePool, fr)
}
