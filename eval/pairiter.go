package eval

import (
	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// Loops over pairs without the pairs. for i, x in enumerate(xs), for a, b
// in zip(as, bs) and for k, v in d.items() (statements, comprehensions and
// generator expressions) unpack a fresh 2-tuple into two names at every
// step: the tuple is garbage at once. When the target is two plain names
// and the iterator can hand out the two items (pairIterator), the loop
// stores them directly and the tuple is never made.

// pairIterator is an iterator of 2-tuples that can produce the two items
// of its next tuple without building it.
type pairIterator interface {
	Iterator
	// pairs reports whether the iterator produces 2-tuples (a zip of two
	// iterables, the items of a dict).
	pairs() bool
	// nextPair is Next's tuple as its two items; ok is false when the
	// iterator is exhausted.
	nextPair(t *Thread) (a, b Value, ok bool, err error)
}

// pairStoreFn stores the two items of a pair in a two-name target.
type pairStoreFn func(fr *Frame, a, b Value) error

// pairTarget compiles a for target of exactly two names whose stores run
// no Python code, or returns nil.
func (c *compiler) pairTarget(e ast.Expr) pairStoreFn {
	var elts []ast.Expr
	switch e := e.(type) {
	case *ast.Tuple:
		elts = e.Elts
	case *ast.List:
		elts = e.Elts
	}
	if len(elts) != 2 {
		return nil
	}
	n0, ok0 := elts[0].(*ast.Name)
	n1, ok1 := elts[1].(*ast.Name)
	if !ok0 || !ok1 || c.binding(n0.Id).Kind == resolve.ClassLocal || c.binding(n1.Id).Kind == resolve.ClassLocal {
		return nil
	}
	b0, b1 := c.binding(n0.Id), c.binding(n1.Id)
	if b0.Kind == resolve.Local && b1.Kind == resolve.Local {
		i, j := b0.Index, b1.Index
		return func(fr *Frame, a, b Value) error {
			fr.slots[i], fr.slots[j] = a, b
			return nil
		}
	}
	s0, s1 := c.storeName(n0.Id), c.storeName(n1.Id)
	return func(fr *Frame, a, b Value) error {
		if err := s0(fr, a); err != nil {
			return err
		}
		return s1(fr, b)
	}
}

// asPairs returns it as a pairIterator when pair is set and it produces
// pairs.
func asPairs(it Iterator, pair pairStoreFn) pairIterator {
	if pair == nil {
		return nil
	}
	if p, ok := it.(pairIterator); ok && p.pairs() {
		return p
	}
	return nil
}

// nextStore advances it by one item, charges the step and stores the
// item with store (or its two items with pair, for a pair iterator);
// ok is false when it is exhausted.
func nextStore(fr *Frame, it Iterator, store storeFn, pair pairStoreFn) (ok bool, err error) {
	t := fr.t
	if p := asPairs(it, pair); p != nil {
		a, b, ok, err := p.nextPair(t)
		if err != nil || !ok {
			return false, err
		}
		if err := fr.t.Step(); err != nil {
			return false, err
		}
		return true, pair(fr, a, b)
	}
	x, err := it.Next(t)
	if err != nil || x == nil {
		return false, err
	}
	// An async comprehension's iterator (asyncIterator) awaits in fr: it
	// may have resumed on a later run's thread.
	if err := fr.t.Step(); err != nil {
		return false, err
	}
	return true, store(fr, x)
}

func (e *enumerateIter) pairs() bool { return true }

func (e *enumerateIter) nextPair(t *Thread) (Value, Value, bool, error) {
	x, err := nextNested(t, e.it)
	if err != nil || x == nil {
		return nil, nil, false, err
	}
	i := e.n
	if n, ok := i.(Int); ok && n < 1<<62 {
		e.n = MakeInt(int64(n) + 1)
	} else if e.n, err = Binary(t, OpAdd, i, Int(1)); err != nil {
		return nil, nil, false, err
	}
	return i, x, true, nil
}

func (z *zipIter) pairs() bool { return len(z.its) == 2 }

func (z *zipIter) nextPair(t *Thread) (Value, Value, bool, error) {
	var out [2]Value
	if len(z.its) != 2 {
		return nil, nil, false, nil
	}
	ok, err := z.fill(t, out[:])
	return out[0], out[1], ok, err
}

func (it *dictIterator) pairs() bool { return it.kind == dictIterItems }

func (it *dictIterator) nextPair(t *Thread) (Value, Value, bool, error) {
	e, err := it.nextEntry()
	if err != nil || e == nil {
		return nil, nil, false, err
	}
	return e.key, e.val, true, nil
}
