package eval

// callDirect is the call of a Python function whose parameters the
// call's positional arguments fill exactly (Code.simpleCall), made by a
// call site: the arguments are evaluated straight into the callee's
// frame slots, and the body runs in a frame of the thread's pool. A
// method call self.f(args...) passes self (nil otherwise), which fills
// the first parameter.
//
// It holds Function.run (keep the two in step: TestCallPathsInStep
// compares them), with the value stack's allocSlots written out too, so
// that the hottest path of the evaluator is one Go call between the call
// site and the body whatever the inliner decides (calling run from here
// costs 18 instructions a call more). Its order is run's: the arguments,
// the frame's set-up (**kwargs, cells), the depth check, the body.
//
//rethread:ok the compiler takes this path only when no argument can suspend the frame (hasYield): its slots are on the thread's value stack
func callDirect(fr *Frame, pf *Function, self Value, argFns []operand, line int32) (Value, error) {
	t := fr.t
	c := pf.code
	n := c.nslots
	var slots []Value
	if free := t.stack[t.sp:]; n <= len(free) {
		t.sp += n
		slots = free[:n:n]
	} else {
		var err error
		if slots, err = t.allocSlotsGrow(n); err != nil {
			return nil, err
		}
	}
	// The parameters are slots 0 to n-1 (Code.directN).
	args := slots
	if self != nil {
		slots[0] = self
		args = slots[1:]
	}
	for i := range argFns {
		v := argFns[i].fast(fr)
		if v == nil {
			var err error
			if v, err = argFns[i].slow(fr); err != nil {
				t.freeSlots(slots)
				return nil, err
			}
		}
		args[i] = v
	}
	fr.line = line
	if !c.plain {
		if err := c.setUpSlots(t, slots); err != nil {
			t.freeSlots(slots)
			return nil, err
		}
	}
	// t.enter()
	d := t.depth + 1
	t.depth = d
	if uint(d) > uint(t.limits.MaxRecursionDepth-1) || d >= t.stackMark {
		if err := t.enterSlow(); err != nil {
			t.freeSlots(slots)
			return nil, err
		}
	}
	t.codeStack += c.stackBytes
	cfr := t.newFrame()
	cfr.code, cfr.slots, cfr.free, cfr.globals, cfr.fn = c, slots, pf.closure, pf.globals, pf
	cfr.back = t.frame
	t.frame = cfr
	_, err := c.body(cfr)
	t.frame = cfr.back
	t.codeStack -= c.stackBytes
	t.depth--
	ret := cfr.ret
	t.freeFrame(cfr)
	// t.freeSlots(slots)
	switch len(slots) {
	case 1:
		slots[0] = nil
	case 2:
		slots[0], slots[1] = nil, nil
	case 3:
		slots[0], slots[1], slots[2] = nil, nil, nil
	default:
		if len(slots) <= 4 {
			for i := 0; i < len(slots); i++ { // not range: that is clear's memclrHasPointers
				slots[i] = nil
			}
		} else {
			clear(slots)
		}
	}
	t.sp -= len(slots)
	if t.sp == 0 {
		t.leaveChunk()
	}
	if err != nil {
		return nil, err
	}
	if ret == nil {
		return None, nil
	}
	return ret, nil
}
