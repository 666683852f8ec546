package modules

import "github.com/pyinterp/pyinterp/eval"

// deepcopyState is one interpreter's copy module, for _deepcopy.
type deepcopyState struct {
	mod    *eval.Module
	atomic map[*eval.Type]bool // py/copy.py's _atomic
}

// deepcopy is _deepcopy(x, memo): copy.deepcopy for a memo that is a
// dict (py/copy.py's deepcopy calls it; _deepcopy_generic is the same
// algorithm in Python for any other memo). Atomic objects, lists, tuples
// and dicts are copied here, recursively, with the steps of CPython's
// copy.py and in its order (the memo looked up by id(x) first, a list or
// dict entered in the memo before its items are copied, a dict's value
// copied before its key, a tuple whose items copy to themselves kept,
// the original kept alive in memo[id(memo)]); every other object goes to
// the Python _deepcopy_other (sets, deques, __deepcopy__,
// __reduce_ex__'s reconstruction), which calls deepcopy back for the
// parts. Each level counts against the recursion limit as the Python
// frame it replaces did, and each object copied is an operation.
//
// _deepcopy(x, memo, private): private says that deepcopy made the memo
// (no memo was given), so that until the memo is passed to Python code
// (_deepcopy_other) its keys are exactly the ids of the objects copied so
// far and of the memo, all alive: an atomic object, which is never
// memoized, cannot be among them, and its id is neither computed nor
// looked up; nor is a tuple's while its items copy to themselves. The
// result is the same: these lookups can only miss.
func (cs *deepcopyState) deepcopy(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if len(args) != 3 || len(kw) != 0 {
		return nil, nargs("_deepcopy", args, kw, 3, 3)
	}
	memo, ok := args[1].(*eval.Dict)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "_deepcopy() memo must be a dict, not '%s'", eval.TypeName(args[1]))
	}
	c := &deepcopyCall{deepcopyState: cs, memo: memo, private: args[2] == eval.True}
	return c.copy(t, args[0])
}

// deepcopyCall is one call of _deepcopy.
type deepcopyCall struct {
	*deepcopyState
	memo    *eval.Dict
	private bool // no Python code has seen the memo (see deepcopy)
}

func (c *deepcopyCall) copy(t *eval.Thread, x eval.Value) (eval.Value, error) {
	if err := t.Step(); err != nil {
		return nil, err
	}
	cls := x.Type()
	if c.private {
		switch {
		case c.atomic[cls]:
			return x, nil
		case cls == eval.TupleType:
			// the items first: while they copy to themselves, the
			// tuple is its own copy and was never memoized
			return c.copyTuple(t, x.(*eval.Tuple), nil)
		}
	}
	memo := c.memo
	d := eval.MakeInt(t.Interp.ObjectID(x))
	if y, ok, err := memo.Get(t, d); err != nil || ok {
		return y, err
	}
	var y eval.Value
	switch {
	case c.atomic[cls]:
		return x, nil
	case cls == eval.ListType:
		r, err := c.copyList(t, x.(*eval.List), d)
		if err != nil {
			return nil, err
		}
		y = r
	case cls == eval.TupleType:
		return c.copyTuple(t, x.(*eval.Tuple), d)
	case cls == eval.DictType:
		r, err := c.copyDict(t, x.(*eval.Dict), d)
		if err != nil {
			return nil, err
		}
		y = r
	default:
		f, ok := c.mod.Attrs.Get("_deepcopy_other")
		if !ok {
			return nil, eval.Errorf(eval.AttributeErrorType, "module 'copy' has no attribute '_deepcopy_other'")
		}
		c.private = false // Python code sees the memo from now on
		r, err := eval.Call(t, f, []eval.Value{x, memo}, nil)
		if err != nil {
			return nil, err
		}
		y = r
	}
	return c.memoize(t, x, d, y)
}

// memoize is deepcopy's end: a copy that is not x itself is entered in
// the memo under d, id(x), and x is kept alive.
func (c *deepcopyCall) memoize(t *eval.Thread, x, d, y eval.Value) (eval.Value, error) {
	if eval.Is(y, x) {
		return y, nil
	}
	if err := c.memo.SetItem(t, d, y); err != nil {
		return nil, err
	}
	return y, keepAlive(t, x, c.memo)
}

// nested is copy for an item: one level deeper.
func (c *deepcopyCall) nested(t *eval.Thread, x eval.Value) (eval.Value, error) {
	if err := t.Nest(); err != nil {
		return nil, err
	}
	y, err := c.copy(t, x)
	t.Unnest()
	return y, err
}

// copyList is _deepcopy_list: the new list enters the memo first; the
// items are read as a list iterator reads them (a copy that changes x
// changes what is left to copy).
func (c *deepcopyCall) copyList(t *eval.Thread, x *eval.List, d eval.Value) (*eval.List, error) {
	y := eval.NewListT(t, nil)
	if err := c.memo.SetItem(t, d, y); err != nil {
		return nil, err
	}
	for i := 0; i < x.Len(); i++ {
		a, err := c.nested(t, x.Elems()[i])
		if err != nil {
			return nil, err
		}
		if err := y.Append(t, a); err != nil {
			return nil, err
		}
	}
	return y, nil
}

// copyTuple is _deepcopy_tuple and deepcopy's end for a tuple: the items
// are copied, then the memo is asked again (a cycle through the tuple
// copied it already: that copy is the result), and x itself is the copy
// when every item copied to itself. d is id(x), or nil when it is not
// known yet (a private memo: asked only when an item's copy differs).
func (c *deepcopyCall) copyTuple(t *eval.Thread, x *eval.Tuple, d eval.Value) (eval.Value, error) {
	elems := x.Elems()
	var ys []eval.Value
	for i, a := range elems {
		y, err := c.nested(t, a)
		if err != nil {
			return nil, err
		}
		if ys == nil && !eval.Is(y, a) {
			if ys, err = eval.Make[eval.Value](t, len(elems)); err != nil {
				return nil, err
			}
			copy(ys, elems[:i])
		}
		if ys != nil {
			ys[i] = y
		}
	}
	if ys == nil {
		return x, nil
	}
	if d == nil {
		d = eval.MakeInt(t.Interp.ObjectID(x))
	}
	if y, ok, err := c.memo.Get(t, d); err != nil || ok {
		return y, err
	}
	return c.memoize(t, x, d, eval.NewTupleOf(t, ys))
}

// copyDict is _deepcopy_dict: the new dict enters the memo first; for
// each item of x.items() the value is copied, then the key (y[k] = v
// evaluates v first), then stored.
func (c *deepcopyCall) copyDict(t *eval.Thread, x *eval.Dict, d eval.Value) (*eval.Dict, error) {
	y := eval.NewDictT(t)
	if err := c.memo.SetItem(t, d, y); err != nil {
		return nil, err
	}
	it := x.PairIterator()
	for {
		k, v, ok, err := it.NextPair()
		if err != nil || !ok {
			return y, err
		}
		cv, err := c.nested(t, v)
		if err != nil {
			return nil, err
		}
		ck, err := c.nested(t, k)
		if err != nil {
			return nil, err
		}
		if err := y.SetItem(t, ck, cv); err != nil {
			return nil, err
		}
	}
}

// keepAlive is _keep_alive: x appended to the list memo[id(memo)] (made
// at the first), so that the ids of the memo stay those of live objects.
func keepAlive(t *eval.Thread, x eval.Value, memo *eval.Dict) error {
	k := eval.MakeInt(t.Interp.ObjectID(memo))
	l, ok, err := memo.Get(t, k)
	if err != nil {
		return err
	}
	if !ok {
		return memo.SetItem(t, k, eval.NewListT(t, []eval.Value{x}))
	}
	if l, ok := l.(*eval.List); ok {
		return l.Append(t, x)
	}
	app, err := eval.GetAttr(t, l, "append")
	if err != nil {
		return err
	}
	_, err = eval.Call1(t, app, x)
	return err
}
