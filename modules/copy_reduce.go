package modules

import (
	"github.com/pyinterp/pyinterp/eval"
)

// Reductions of the Go-backed objects copy meets (CPython's copy asks
// their __reduce_ex__, which its C types implement): _go_reduce(x)
// returns what CPython's __reduce__ of x returns, (callable, args) or
// (callable, args, state); None for the objects copy.py rebuilds itself
// (instances of the program's classes, object()); and raises CPython's
// TypeError for an object CPython cannot pickle, or an object pyinterp
// cannot rebuild (the itertools iterators keep their state in Go
// closures: copying one used to call its class with no arguments and
// answer an empty or wrong iterator, or fail with a constructor's
// argument error).

// goReduce is _go_reduce(x).
func (cs *deepcopyState) goReduce(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_go_reduce", args, kw, 1, 1); err != nil {
		return nil, err
	}
	x := args[0]
	if r, ok := x.(eval.CopyReducer); ok {
		return r.CopyReduce(t)
	}
	switch g := x.(type) {
	case *itemgetter:
		items, err := eval.NewTupleCharged(t, g.items...)
		if err != nil {
			return nil, err
		}
		return eval.NewTupleCharged(t, itemgetterType, items)
	case *attrgetter:
		names, err := eval.TupleElems(t, len(g.attrs))
		if err != nil {
			return nil, err
		}
		for i, p := range g.attrs {
			s, err := eval.Join(t, p, ".")
			if err != nil {
				return nil, err
			}
			names[i] = eval.NewStrT(t, s)
		}
		return eval.NewTupleCharged(t, attrgetterType, eval.NewTuple(names))
	case *methodcaller:
		return cs.reduceMethodcaller(t, g)
	case *Rand:
		if g.Type().Name == "Random" {
			return cs.reduceRandom(t, g)
		}
	case *lazyIter:
		if g.reduce != nil {
			return g.reduce(t)
		}
	}
	if st, ok := eval.IteratorState(x); ok {
		return cs.reduceIterator(t, x, st)
	}
	cls := x.Type()
	if cls.IsUserClass() || cls == eval.ObjectType {
		return eval.None, nil
	}
	name := cls.QualName()
	if cls.Module != "" && cls.Module != "builtins" {
		name = cls.Module + "." + name
	}
	if (cls.Module == "itertools" && name != "itertools.pairwise") || notCopied[name] {
		return nil, eval.Errorf(eval.TypeErrorType, "pyinterp cannot copy '%s' objects", name)
	}
	return nil, eval.Errorf(eval.TypeErrorType, "cannot pickle '%s' object", name)
}

// notCopied names the Go types outside itertools that CPython copies
// and pyinterp does not (their state is not reachable from Go as
// values): copying one is an error saying so, not CPython's "cannot
// pickle".
var notCopied = map[string]bool{
	"zlib.Compress": true, "zlib.Decompress": true, "_collections._deque_iterator": true,
	"_collections._deque_reverse_iterator": true, "reversed": true, "random.SystemRandom": true,
}

// reduceRandom is random.Random.__reduce__: (Random, (), getstate()),
// which copy completes with setstate (_from_state).
func (cs *deepcopyState) reduceRandom(t *eval.Thread, r *Rand) (eval.Value, error) {
	getstate, err := eval.GetAttr(t, r, "getstate")
	if err != nil {
		return nil, err
	}
	state, err := eval.Call(t, getstate, nil, nil)
	if err != nil {
		return nil, err
	}
	fromState, ok := cs.mod.Attrs.Get("_from_state")
	if !ok {
		return nil, eval.Errorf(eval.RuntimeErrorType, "copy: _from_state is missing")
	}
	args, err := eval.NewTupleCharged(t, r.Type(), state)
	if err != nil {
		return nil, err
	}
	return eval.NewTupleCharged(t, fromState, args)
}

// reduceMethodcaller is methodcaller.__reduce__: (methodcaller, (name,
// *args)), or, with keyword arguments, a call of methodcaller with them
// (CPython's partial(methodcaller, name, **kwargs) over args).
func (cs *deepcopyState) reduceMethodcaller(t *eval.Thread, m *methodcaller) (eval.Value, error) {
	npos := len(m.args) - len(m.kwnames)
	pos, err := eval.TupleElems(t, 1+npos)
	if err != nil {
		return nil, err
	}
	pos[0] = eval.NewStrT(t, m.name)
	copy(pos[1:], m.args[:npos])
	if len(m.kwnames) == 0 {
		return eval.NewTupleCharged(t, methodcallerType, eval.NewTuple(pos))
	}
	kwargs := eval.NewDictT(t)
	for i, k := range m.kwnames {
		if err := kwargs.SetItem(t, eval.NewStrT(t, k), m.args[npos+i]); err != nil {
			return nil, err
		}
	}
	callKw, ok := cs.mod.Attrs.Get("_call_kw")
	if !ok {
		return nil, eval.Errorf(eval.RuntimeErrorType, "copy: _call_kw is missing")
	}
	inner, err := eval.NewTupleCharged(t, methodcallerType, eval.NewTuple(pos), kwargs)
	if err != nil {
		return nil, err
	}
	return eval.NewTupleCharged(t, callKw, inner)
}

// reduceIterator reduces an iterator over a container as CPython's do:
// list, tuple, str and range iterators to the container and the
// position (_iter_at rebuilds them), dict and set iterators to an
// iterator over a list of the elements they have not produced yet.
func (cs *deepcopyState) reduceIterator(t *eval.Thread, x eval.Value, st eval.IterState) (eval.Value, error) {
	if st.Kind == eval.IterDict || st.Kind == eval.IterSet {
		// A copy of the iterator, drained: the original keeps its place.
		if st.Container != nil {
			n, err := eval.Len(t, st.Container)
			if err != nil {
				return nil, err
			}
			if err := t.Work(int64(n)); err != nil {
				return nil, err
			}
		}
		it, err := eval.RestoreIterator(t, st)
		if err != nil {
			return nil, err
		}
		rest, err := eval.Collect(t, it)
		if err != nil {
			return nil, err
		}
		st = eval.IterState{Kind: eval.IterList, Container: eval.NewListT(t, rest)}
	}
	container := st.Container
	if container == nil {
		container = eval.None
	}
	iterAt, ok := cs.mod.Attrs.Get("_iter_at")
	if !ok {
		return nil, eval.Errorf(eval.RuntimeErrorType, "copy: _iter_at is missing")
	}
	args, err := eval.NewTupleCharged(t, eval.MakeInt(int64(st.Kind)), container, eval.MakeInt(st.Pos),
		eval.MakeInt(st.View), eval.MakeBool(st.Reverse), eval.MakeInt(st.Size), eval.MakeInt(st.Left),
		eval.MakeInt(st.Cur), eval.MakeInt(st.Step))
	if err != nil {
		return nil, err
	}
	return eval.NewTupleCharged(t, iterAt, args)
}

// iterAt is _iter_at(kind, container, pos, view, reverse, size, left,
// cur, step): the iterator reduceIterator describes.
func iterAt(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_iter_at", args, kw, 9, 9); err != nil {
		return nil, err
	}
	var ints [9]int64
	for _, i := range []int{0, 2, 3, 5, 6, 7, 8} {
		n, err := eval.AsInt64(t, args[i])
		if err != nil {
			return nil, err
		}
		ints[i] = n
	}
	st := eval.IterState{Kind: int(ints[0]), Container: args[1], Pos: ints[2], View: ints[3],
		Reverse: args[4] == eval.True, Size: ints[5], Left: ints[6], Cur: ints[7], Step: ints[8]}
	if st.Container == eval.None {
		st.Container = nil
	}
	return eval.RestoreIterator(t, st)
}
