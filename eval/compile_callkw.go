package eval

// Calls with keyword arguments to Python functions (f(i, c=4),
// o.m(x, key=k)) whose binding needs no error, no **kwargs entry and no
// *args tuple of values: the call site remembers, per callee code, the
// parameter each keyword fills, and evaluates the arguments straight
// into the callee's frame slots (no argument slice, no name search per
// call). Any other call takes bindArgs's general path, which writes
// CPython's errors.

// kwBinding is how a call site's keywords bind to one code's
// parameters, for npos positional arguments (self included for a
// method call).
type kwBinding struct {
	code *Code
	// kwParam is the parameter index (into argNames and paramSlots) of
	// each keyword, in the call's order; all distinct, none filled by a
	// positional argument, none positional-only.
	kwParam []int
	// firstOpen is the first positional parameter neither the positional
	// arguments nor the keywords fill (c.nargs when none): a call is
	// bound without error when the function has defaults from there.
	firstOpen int
	// kwonlyOpen lists the keyword-only parameters no keyword fills:
	// each needs a default.
	kwonlyOpen []int
}

// kwCallSite caches the kwBinding of the last code called at one site
// (nil binding: that code takes the general path).
type kwCallSite struct {
	code *Code
	b    *kwBinding
}

// bindable reports whether pf's defaults cover the parameters b leaves
// open.
func (b *kwBinding) bindable(pf *Function) bool {
	if b.firstOpen < pf.code.nargs-len(pf.defaults) {
		return false
	}
	for _, i := range b.kwonlyOpen {
		if i >= len(pf.kwdefaults) || pf.kwdefaults[i] == nil {
			return false
		}
	}
	return true
}

// binding returns the kwBinding of a call of pf with npos positional
// arguments and the site's keywords, or nil when the call must take
// Function.Call (generators, a keyword not naming a parameter, a
// parameter given twice, missing arguments, more positional arguments
// than parameters).
func (s *kwCallSite) binding(pf *Function, npos int, kwnames []string) *kwBinding {
	c := pf.code
	if s.code != c {
		s.code, s.b = c, newKwBinding(c, npos, kwnames)
	}
	// The defaults belong to the function, fixed when it is made (an
	// assignment to __defaults__ does not change them): the call binds
	// without error only if they cover every parameter left open.
	if s.b == nil || !s.b.bindable(pf) {
		return nil
	}
	return s.b
}

func newKwBinding(c *Code, npos int, kwnames []string) *kwBinding {
	if c.isGenerator || c.isAsync || npos > c.nargs {
		return nil
	}
	// Sized by the program's source (its parameters, the site's
	// keywords), made once per site and code.
	kwParam, err := Make[int](nil, len(kwnames))
	if err != nil {
		return nil
	}
	filled, err := Make[bool](nil, len(c.argNames))
	if err != nil {
		return nil
	}
	b := &kwBinding{code: c, kwParam: kwParam}
	for i := 0; i < npos; i++ {
		filled[i] = true
	}
	for k, name := range kwnames {
		idx := -1
		for i := c.nposonly; i < len(c.argNames); i++ {
			if c.argNames[i] == name {
				idx = i
				break
			}
		}
		if idx < 0 || filled[idx] {
			return nil
		}
		filled[idx] = true
		b.kwParam[k] = idx
	}
	b.firstOpen = c.nargs
	for i := npos; i < c.nargs; i++ {
		if !filled[i] {
			b.firstOpen = i
			break
		}
	}
	for i := 0; i < c.nkwonly; i++ {
		if !filled[c.nargs+i] {
			b.kwonlyOpen = append(b.kwonlyOpen, i)
		}
	}
	return b
}

// callKwDirect calls pf with self (when not nil) and the positional
// operands first, then the keyword operands, bound as b says: what
// Function.Call and bindArgs do for such a call, with the arguments
// evaluated straight into the frame's slots.
//
//rethread:ok the compiler takes this path only when no argument can suspend the frame (hasYield): its slots are on the thread's value stack
func callKwDirect(fr *Frame, pf *Function, b *kwBinding, self Value, argFns []operand, npos int, line int32) (Value, error) {
	t := fr.t
	if t.hostOnly {
		return nil, errHostOnly()
	}
	c := pf.code
	slots, err := t.allocSlots(c.nslots)
	if err != nil {
		return nil, err
	}
	p := 0
	if self != nil {
		slots[c.paramSlots[0]] = self
		p = 1
	}
	nk := len(argFns) - (npos - p)
	for i := range argFns {
		v, err := argFns[i].fast(fr), error(nil)
		if v == nil {
			v, err = argFns[i].slow(fr)
		}
		if err != nil {
			t.freeSlots(slots)
			return nil, err
		}
		if k := i - (len(argFns) - nk); k >= 0 {
			slots[c.paramSlots[b.kwParam[k]]] = v
		} else {
			slots[c.paramSlots[p+i]] = v
		}
	}
	firstDefault := c.nargs - len(pf.defaults)
	for i := b.firstOpen; i < c.nargs; i++ {
		if s := c.paramSlots[i]; slots[s] == nil {
			slots[s] = pf.defaults[i-firstDefault]
		}
	}
	for _, i := range b.kwonlyOpen {
		slots[c.paramSlots[c.nargs+i]] = pf.kwdefaults[i]
	}
	if c.varargSlot >= 0 {
		slots[c.varargSlot] = NewTuple(nil)
	}
	fr.line = line
	return pf.run(t, slots)
}
