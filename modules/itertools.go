package modules

import (
	"fmt"
	"math"

	"github.com/pyinterp/pyinterp/eval"
)

// The itertools module. Every iterator is lazy and counts one operation
// per element it produces; the ones that buffer (tee, cycle, product,
// permutations, combinations) charge memory for what they keep, and the
// tuples they build are charged before they are made (eval.TupleElems),
// so materialising them (list(product(...))) is stopped by the memory
// limit.

// lazyIter is an itertools iterator: next produces the next element, or
// (nil, nil) when exhausted.
type lazyIter struct {
	typ  *eval.Type
	next func(t *eval.Thread) (eval.Value, error)
	done bool
	// repr, if set, is the iterator's repr (count(5), repeat('a', 2));
	// the others show the default <itertools.chain object at 0x...>.
	repr func(t *eval.Thread) (string, error)
	// reduce, if set, is what CPython's __reduce__ of the iterator
	// returns as far as copy uses it: (callable, args) rebuilding the
	// iterator at its current state (see copy_reduce.go).
	reduce func(t *eval.Thread) (eval.Value, error)
}

// lazyRepr is the Repr slot of the itertools types.
func lazyRepr(t *eval.Thread, v eval.Value) (string, error) {
	it := v.(*lazyIter)
	if it.repr != nil {
		return it.repr(t)
	}
	return eval.ObjectType.Repr(t, v)
}

func (it *lazyIter) Type() *eval.Type { return it.typ }

func (it *lazyIter) Next(t *eval.Thread) (eval.Value, error) {
	if it.done {
		return nil, nil
	}
	if err := t.Step(); err != nil {
		return nil, err
	}
	// An itertools iterator advances the iterators it wraps: one nesting
	// level, so chain(chain(...)) a million deep cannot overflow the Go
	// stack.
	if err := t.Nest(); err != nil {
		return nil, err
	}
	v, err := eval.StopAsEnd(it.next(t))
	t.Unnest()
	if v == nil || err != nil {
		it.done = true
		return v, err
	}
	return v, err
}

var iterTypes = map[string]*eval.Type{}

func init() {
	for _, n := range []string{"count", "cycle", "repeat", "accumulate", "chain", "compress", "dropwhile",
		"filterfalse", "groupby", "_grouper", "islice", "pairwise", "starmap", "takewhile", "_tee", "zip_longest",
		"product", "permutations", "combinations", "combinations_with_replacement"} {
		iterTypes[n] = newIterType("itertools", n)
		iterTypes[n].Repr = lazyRepr
	}
}

func newLazy(name string, next func(t *eval.Thread) (eval.Value, error)) *lazyIter {
	return &lazyIter{typ: iterTypes[name], next: next}
}

func iterOf(t *eval.Thread, v eval.Value) (eval.Iterator, error) { return eval.Iterate(t, v) }

var itertoolsFuncs = map[string]fn{
	"count":                         itCount,
	"cycle":                         itCycle,
	"repeat":                        itRepeat,
	"accumulate":                    itAccumulate,
	"chain":                         itChain,
	"compress":                      itCompress,
	"dropwhile":                     itDropTakeWhile(true),
	"takewhile":                     itDropTakeWhile(false),
	"filterfalse":                   itFilterfalse,
	"groupby":                       itGroupby,
	"islice":                        itIslice,
	"pairwise":                      itPairwise,
	"starmap":                       itStarmap,
	"zip_longest":                   itZipLongest,
	"product":                       itProduct,
	"permutations":                  itPermutations,
	"combinations":                  itCombinations(false),
	"combinations_with_replacement": itCombinations(true),
}

func init() {
	// The iterator classes are callable, as in CPython (itertools.count is
	// a type).
	// Each iterator is charged (a program may keep millions), with its
	// closure and the variables it holds.
	for name, f := range itertoolsFuncs {
		f := f
		iterTypes[name].New = func(t *eval.Thread, cls *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
			if err := eval.Reserve(t, lazyIterBytes); err != nil {
				return nil, err
			}
			return f(t, nil, args, kw)
		}
	}
}

// lazyIterBytes is an itertools iterator with its closure and the
// variables it captures (the largest, groupby's, takes about 280 bytes;
// buffers that grow with the data are charged apart).
const lazyIterBytes = 320

// loadItertools gives each interpreter an itertools module of its own
// with a copy of one table made once per process (builtin types, and tee,
// a builtin function of a Go function holding no state).
var loadItertools = sharedModule("itertools", func(m *eval.Module) {
	addFuncs(m, map[string]fn{"tee": itTee})
	for name := range itertoolsFuncs {
		m.Attrs.Set(name, iterTypes[name])
	}
})

func itCount(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var start eval.Value = eval.Int(0)
	var step eval.Value = eval.Int(1)
	if err := eval.UnpackArgs(t, "count", args, kw, "start?", &start, "step?", &step); err != nil {
		return nil, err
	}
	for _, v := range []eval.Value{start, step} {
		if _, err := eval.Binary(t, eval.OpAdd, v, eval.Int(0)); err != nil {
			return nil, eval.Errorf(eval.TypeErrorType, "a number is required")
		}
	}
	cur := start
	it := newLazy("count", func(t *eval.Thread) (eval.Value, error) {
		v := cur
		n, err := eval.Binary(t, eval.OpAdd, cur, step)
		cur = n
		return v, err
	})
	it.repr = func(t *eval.Thread) (string, error) {
		c, err := eval.Repr(t, cur)
		if err != nil {
			return "", err
		}
		if i, ok := step.(eval.Int); ok && i == 1 {
			return "count(" + c + ")", nil
		}
		s, err := eval.Repr(t, step)
		if err != nil {
			return "", err
		}
		return "count(" + c + ", " + s + ")", nil
	}
	it.reduce = func(t *eval.Thread) (eval.Value, error) {
		if i, ok := step.(eval.Int); ok && i == 1 {
			return reduceTo(t, it.typ, cur)
		}
		return reduceTo(t, it.typ, cur, step)
	}
	return it, nil
}

func itCycle(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("cycle", args, kw, 1, 1); err != nil {
		return nil, err
	}
	it, err := iterOf(t, args[0])
	if err != nil {
		return nil, err
	}
	return newCycle(it, eval.NewListT(t, nil), 0), nil
}

// newCycle is a cycle over it (nil once exhausted) that has saved its
// elements in saved and is at index i of them. As CPython's, a copy
// shares the iterator and the saved list (a deep copy copies both).
func newCycle(it eval.Iterator, saved *eval.List, i int) *lazyIter {
	c := newLazy("cycle", func(t *eval.Thread) (eval.Value, error) {
		if it != nil {
			v, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if v != nil {
				if err := saved.Append(t, v); err != nil {
					return nil, err
				}
				return v, nil
			}
			it = nil
		}
		n := saved.Len()
		if n == 0 {
			return nil, nil
		}
		if i >= n {
			i = 0
		}
		v := saved.Elems()[i]
		if i++; i >= n {
			i = 0
		}
		return v, nil
	})
	c.reduce = func(t *eval.Thread) (eval.Value, error) {
		var src eval.Value = eval.None
		if it != nil && !c.done {
			v, ok := it.(eval.Value)
			if !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "cannot pickle 'itertools.cycle' object")
			}
			src = v
		}
		return reduceTo(t, eval.NewBuiltin("cycle", cycleAt), src, saved, eval.MakeInt(int64(i)))
	}
	return c
}

// cycleAt rebuilds a cycle from its reduction: (iterator or None, saved
// list, index).
func cycleAt(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("cycle", args, kw, 3, 3); err != nil {
		return nil, err
	}
	var it eval.Iterator
	if args[0] != eval.None {
		var err error
		if it, err = iterOf(t, args[0]); err != nil {
			return nil, err
		}
	}
	saved, ok := args[1].(*eval.List)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "cycle state must be a list")
	}
	i, err := eval.AsInt64(t, args[2])
	if err != nil {
		return nil, err
	}
	if i < 0 || i > int64(saved.Len()) {
		return nil, eval.Errorf(eval.ValueErrorType, "cycle index out of range")
	}
	return newCycle(it, saved, int(i)), nil
}

// reduceTo is the reduction (callable, args).
func reduceTo(t *eval.Thread, callable eval.Value, args ...eval.Value) (eval.Value, error) {
	a, err := eval.NewTupleCharged(t, args...)
	if err != nil {
		return nil, err
	}
	return eval.NewTupleCharged(t, callable, a)
}

func itRepeat(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var obj eval.Value
	var times eval.Value = eval.None
	if err := eval.UnpackArgs(t, "repeat", args, kw, "object", &obj, "times?", &times); err != nil {
		return nil, err
	}
	n := int64(-1)
	if times != eval.None {
		k, err := eval.AsInt64(t, times)
		if err != nil {
			return nil, err
		}
		n = max(k, 0)
	}
	it := newLazy("repeat", func(t *eval.Thread) (eval.Value, error) {
		if n == 0 {
			return nil, nil
		}
		if n > 0 {
			n--
		}
		return obj, nil
	})
	it.repr = func(t *eval.Thread) (string, error) {
		o, err := eval.Repr(t, obj)
		if err != nil || n < 0 {
			return "repeat(" + o + ")", err
		}
		return fmt.Sprintf("repeat(%s, %d)", o, n), nil
	}
	it.reduce = func(t *eval.Thread) (eval.Value, error) {
		if n < 0 {
			return reduceTo(t, it.typ, obj)
		}
		return reduceTo(t, it.typ, obj, eval.MakeInt(n))
	}
	return it, nil
}

func itAccumulate(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var iterable eval.Value
	var fnv eval.Value = eval.None
	var initial eval.Value = eval.None
	if err := eval.UnpackArgs(t, "accumulate", args, kw, "iterable", &iterable, "func?", &fnv, "$initial?", &initial); err != nil {
		return nil, err
	}
	it, err := iterOf(t, iterable)
	if err != nil {
		return nil, err
	}
	var acc eval.Value
	if initial != eval.None {
		acc = initial
	}
	first := initial != eval.None
	return newLazy("accumulate", func(t *eval.Thread) (eval.Value, error) {
		if first {
			first = false
			return acc, nil
		}
		v, err := it.Next(t)
		if v == nil || err != nil {
			return nil, err
		}
		if acc == nil {
			acc = v
			return v, nil
		}
		if fnv == eval.None {
			acc, err = eval.Binary(t, eval.OpAdd, acc, v)
		} else {
			acc, err = eval.Call(t, fnv, []eval.Value{acc, v}, nil)
		}
		return acc, err
	}), nil
}

func chainOf(t *eval.Thread, sources eval.Iterator) *lazyIter {
	var cur eval.Iterator
	return newLazy("chain", func(t *eval.Thread) (eval.Value, error) {
		for {
			if cur == nil {
				if err := t.Step(); err != nil {
					return nil, err
				}
				src, err := sources.Next(t)
				if src == nil || err != nil {
					return nil, err
				}
				if cur, err = iterOf(t, src); err != nil {
					return nil, err
				}
			}
			v, err := cur.Next(t)
			if err != nil {
				return nil, err
			}
			if v != nil {
				return v, nil
			}
			cur = nil
		}
	})
}

type sliceIter struct {
	elems []eval.Value
	i     int
}

func (s *sliceIter) Next(t *eval.Thread) (eval.Value, error) {
	if s.i >= len(s.elems) {
		return nil, nil
	}
	s.i++
	return s.elems[s.i-1], nil
}

var chainFromIterable = eval.NewBuiltin("from_iterable", func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("from_iterable", args, kw, 1, 1); err != nil {
		return nil, err
	}
	src, err := iterOf(t, args[0])
	if err != nil {
		return nil, err
	}
	return chainOf(t, src), nil
})

func init() {
	iterTypes["chain"].Dict.Set("from_iterable", chainFromIterable)
}

func itChain(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := noKw("chain", kw); err != nil {
		return nil, err
	}
	return chainOf(t, &sliceIter{elems: append([]eval.Value(nil), args...)}), nil
}

func itCompress(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var data, sel eval.Value
	if err := eval.UnpackArgs(t, "compress", args, kw, "data", &data, "selectors", &sel); err != nil {
		return nil, err
	}
	d, err := iterOf(t, data)
	if err != nil {
		return nil, err
	}
	s, err := iterOf(t, sel)
	if err != nil {
		return nil, err
	}
	return newLazy("compress", func(t *eval.Thread) (eval.Value, error) {
		for {
			v, err := d.Next(t)
			if v == nil || err != nil {
				return nil, err
			}
			b, err := s.Next(t)
			if b == nil || err != nil {
				return nil, err
			}
			ok, err := eval.Truth(t, b)
			if err != nil {
				return nil, err
			}
			if ok {
				return v, nil
			}
			if err := t.Step(); err != nil {
				return nil, err
			}
		}
	}), nil
}

func itDropTakeWhile(drop bool) fn {
	name := "takewhile"
	if drop {
		name = "dropwhile"
	}
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 2, 2); err != nil {
			return nil, err
		}
		pred := args[0]
		it, err := iterOf(t, args[1])
		if err != nil {
			return nil, err
		}
		switched := false
		return newLazy(name, func(t *eval.Thread) (eval.Value, error) {
			for {
				v, err := it.Next(t)
				if v == nil || err != nil {
					return nil, err
				}
				if switched {
					if drop {
						return v, nil
					}
					return nil, nil
				}
				r, err := eval.Call(t, pred, []eval.Value{v}, nil)
				if err != nil {
					return nil, err
				}
				ok, err := eval.Truth(t, r)
				if err != nil {
					return nil, err
				}
				if drop {
					if !ok {
						switched = true
						return v, nil
					}
					if err := t.Step(); err != nil {
						return nil, err
					}
					continue
				}
				if ok {
					return v, nil
				}
				switched = true
				return nil, nil
			}
		}), nil
	}
}

func itFilterfalse(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("filterfalse", args, kw, 2, 2); err != nil {
		return nil, err
	}
	pred := args[0]
	it, err := iterOf(t, args[1])
	if err != nil {
		return nil, err
	}
	return newLazy("filterfalse", func(t *eval.Thread) (eval.Value, error) {
		for {
			v, err := it.Next(t)
			if v == nil || err != nil {
				return nil, err
			}
			r := v
			if pred != eval.None {
				if r, err = eval.Call(t, pred, []eval.Value{v}, nil); err != nil {
					return nil, err
				}
			}
			ok, err := eval.Truth(t, r)
			if err != nil {
				return nil, err
			}
			if !ok {
				return v, nil
			}
			if err := t.Step(); err != nil {
				return nil, err
			}
		}
	}), nil
}

func itGroupby(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var iterable eval.Value
	var key eval.Value = eval.None
	if err := eval.UnpackArgs(t, "groupby", args, kw, "iterable", &iterable, "key?", &key); err != nil {
		return nil, err
	}
	it, err := iterOf(t, iterable)
	if err != nil {
		return nil, err
	}
	var curKey, curVal, tgtKey eval.Value
	exhausted := false
	gen := 0
	step := func(t *eval.Thread) error {
		v, err := it.Next(t)
		if err != nil {
			return err
		}
		if v == nil {
			exhausted = true
			return nil
		}
		k := v
		if key != eval.None {
			if k, err = eval.Call(t, key, []eval.Value{v}, nil); err != nil {
				return err
			}
		}
		curKey, curVal = k, v
		return nil
	}
	return newLazy("groupby", func(t *eval.Thread) (eval.Value, error) {
		gen++
		for {
			if curKey == nil {
				if err := step(t); err != nil {
					return nil, err
				}
				if exhausted {
					return nil, nil
				}
			}
			if tgtKey == nil {
				break
			}
			eq, err := eval.CompareBool(t, eval.EQ, tgtKey, curKey)
			if err != nil {
				return nil, err
			}
			if !eq {
				break
			}
			curKey = nil
			if err := t.Step(); err != nil {
				return nil, err
			}
		}
		tgtKey = curKey
		myGen := gen
		groupKey := curKey
		grouper := newLazy("_grouper", func(t *eval.Thread) (eval.Value, error) {
			if myGen != gen {
				return nil, nil
			}
			if curKey == nil {
				if err := step(t); err != nil {
					return nil, err
				}
				if exhausted {
					return nil, nil
				}
			}
			eq, err := eval.CompareBool(t, eval.EQ, groupKey, curKey)
			if err != nil || !eq {
				return nil, err
			}
			v := curVal
			curKey = nil
			return v, nil
		})
		return eval.NewTupleCharged(t, groupKey, grouper)
	}), nil
}

func isliceArg(t *eval.Thread, v eval.Value, msg string) (int, error) {
	if v == eval.None {
		return -1, nil
	}
	n, err := eval.AsInt(t, v)
	if err != nil || n < 0 {
		if err != nil && !isExc(err, eval.TypeErrorType) {
			return 0, err
		}
		return 0, eval.Errorf(eval.ValueErrorType, "%s", msg)
	}
	return n, nil
}

func itIslice(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("islice", args, kw, 2, 4); err != nil {
		return nil, err
	}
	const stopMsg = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
	const idxMsg = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
	start, stop, step := 0, -1, 1
	var err error
	if len(args) == 2 {
		if stop, err = isliceArg(t, args[1], stopMsg); err != nil {
			return nil, err
		}
	} else {
		if start, err = isliceArg(t, args[1], idxMsg); err != nil {
			return nil, err
		}
		if start < 0 {
			start = 0
		}
		if stop, err = isliceArg(t, args[2], stopMsg); err != nil {
			return nil, err
		}
		if len(args) == 4 {
			if args[3] != eval.None {
				if step, err = isliceArg(t, args[3], "Step for islice() must be a positive integer or None."); err != nil {
					return nil, err
				}
				if step == 0 {
					return nil, eval.Errorf(eval.ValueErrorType, "Step for islice() must be a positive integer or None.")
				}
			}
		}
	}
	it, err := iterOf(t, args[0])
	if err != nil {
		return nil, err
	}
	pos, next := 0, start
	return newLazy("islice", func(t *eval.Thread) (eval.Value, error) {
		if stop >= 0 && next >= stop {
			// consume up to stop as CPython does
			for pos < stop {
				v, err := it.Next(t)
				if v == nil || err != nil {
					return nil, err
				}
				pos++
				if err := t.Step(); err != nil {
					return nil, err
				}
			}
			return nil, nil
		}
		for pos < next {
			v, err := it.Next(t)
			if v == nil || err != nil {
				return nil, err
			}
			pos++
			if err := t.Step(); err != nil {
				return nil, err
			}
		}
		v, err := it.Next(t)
		if v == nil || err != nil {
			return nil, err
		}
		pos++
		next += step
		if stop >= 0 && next > stop {
			next = stop
		}
		return v, nil
	}), nil
}

func itPairwise(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("pairwise", args, kw, 1, 1); err != nil {
		return nil, err
	}
	it, err := iterOf(t, args[0])
	if err != nil {
		return nil, err
	}
	var prev eval.Value
	return newLazy("pairwise", func(t *eval.Thread) (eval.Value, error) {
		if prev == nil {
			v, err := it.Next(t)
			if v == nil || err != nil {
				return nil, err
			}
			prev = v
		}
		v, err := it.Next(t)
		if v == nil || err != nil {
			return nil, err
		}
		p := prev
		prev = v
		return eval.NewTupleCharged(t, p, v)
	}), nil
}

func itStarmap(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("starmap", args, kw, 2, 2); err != nil {
		return nil, err
	}
	f := args[0]
	it, err := iterOf(t, args[1])
	if err != nil {
		return nil, err
	}
	return newLazy("starmap", func(t *eval.Thread) (eval.Value, error) {
		v, err := it.Next(t)
		if v == nil || err != nil {
			return nil, err
		}
		a, err := eval.Collect(t, v)
		if err != nil {
			return nil, err
		}
		return eval.Call(t, f, a, nil)
	}), nil
}

// teeData is the buffer shared by the iterators of one tee() call.
type teeData struct {
	it    eval.Iterator
	buf   []eval.Value
	base  int // index of buf[0] in the stream
	pos   []int
	reads int // reads by any iterator, for trim
	done  bool
}

// teeIterBytes is the memory charged per iterator tee() makes (the
// iterator, its closure and its position).
const teeIterBytes = 128

func itTee(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("tee", args, kw, 1, 2); err != nil {
		return nil, err
	}
	n := 2
	if len(args) == 2 {
		k, err := eval.AsInt(t, args[1])
		if err != nil {
			return nil, err
		}
		if k < 0 {
			return nil, eval.Errorf(eval.ValueErrorType, "n must be >= 0")
		}
		n = k
	}
	it, err := iterOf(t, args[0])
	if err != nil {
		return nil, err
	}
	if err := eval.ReserveArray(t, int64(n), teeIterBytes); err != nil {
		return nil, err
	}
	pos, err := eval.Make[int](t, n)
	if err != nil {
		return nil, err
	}
	out, err := eval.TupleElems(t, n)
	if err != nil {
		return nil, err
	}
	d := &teeData{it: it, pos: pos}
	for i := range out {
		i := i
		out[i] = newLazy("_tee", func(t *eval.Thread) (eval.Value, error) {
			p := d.pos[i]
			if p-d.base < len(d.buf) {
				v := d.buf[p-d.base]
				d.pos[i]++
				return v, d.trim(t)
			}
			if d.done {
				return nil, nil
			}
			v, err := d.it.Next(t)
			if err != nil {
				return nil, err
			}
			if v == nil {
				d.done = true
				return nil, nil
			}
			if d.buf, err = eval.Append(t, d.buf, v); err != nil {
				return nil, err
			}
			d.pos[i]++
			return v, d.trim(t)
		})
	}
	return eval.NewTuple(out), nil
}

// trim drops buffered elements every iterator has consumed. Finding them
// reads every iterator's position, so it runs once every teeTrimEvery
// reads, its cost counted.
func (d *teeData) trim(t *eval.Thread) error {
	if d.reads++; d.reads%teeTrimEvery != 0 || len(d.buf) < teeTrimEvery {
		return nil
	}
	if err := t.Work(int64(len(d.pos)) / 64); err != nil {
		return err
	}
	min := d.pos[0]
	for _, p := range d.pos {
		if p < min {
			min = p
		}
	}
	if drop := min - d.base; drop > 0 && drop*2 > len(d.buf) {
		kept, err := eval.MakeCap[eval.Value](t, 0, len(d.buf)-drop)
		if err != nil {
			return err
		}
		d.buf = append(kept, d.buf[drop:]...)
		d.base = min
	}
	return nil
}

// teeTrimEvery is how many reads of a tee's iterators pass between
// attempts to drop what all of them have read.
const teeTrimEvery = 64

func itZipLongest(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var fill eval.Value = eval.None
	npos := len(args) - len(kw)
	for i, k := range kw {
		if k != "fillvalue" {
			return nil, eval.Errorf(eval.TypeErrorType, "zip_longest() got an unexpected keyword argument '%s'", k)
		}
		fill = args[npos+i]
	}
	its, err := eval.Make[eval.Iterator](t, npos)
	if err != nil {
		return nil, err
	}
	for i := 0; i < npos; i++ {
		it, err := iterOf(t, args[i])
		if err != nil {
			return nil, err
		}
		its[i] = it
	}
	active := npos
	done, err := eval.Make[bool](t, npos)
	if err != nil {
		return nil, err
	}
	return newLazy("zip_longest", func(t *eval.Thread) (eval.Value, error) {
		if npos == 0 || active == 0 {
			return nil, nil
		}
		out, err := eval.TupleElems(t, npos)
		if err != nil {
			return nil, err
		}
		for i, it := range its {
			if done[i] {
				out[i] = fill
				continue
			}
			v, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if v == nil {
				done[i] = true
				active--
				if active == 0 {
					return nil, nil
				}
				v = fill
			}
			out[i] = v
		}
		return eval.NewTuple(out), nil
	}), nil
}

// pickFrom returns the tuple of pool[indices[i]] for the first r indices,
// charged before it is made.
func pickFrom(t *eval.Thread, pool []eval.Value, indices []int, r int) (eval.Value, error) {
	out, err := eval.TupleElems(t, r)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i] = pool[indices[i]]
	}
	return eval.NewTuple(out), nil
}

func itProduct(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	repeat := 1
	npos := len(args) - len(kw)
	for i, k := range kw {
		if k != "repeat" {
			return nil, eval.Errorf(eval.TypeErrorType, "product() got an unexpected keyword argument '%s'", k)
		}
		r, err := eval.AsInt(t, args[npos+i])
		if err != nil {
			return nil, err
		}
		if r < 0 {
			return nil, eval.Errorf(eval.ValueErrorType, "repeat argument cannot be negative")
		}
		repeat = r
	}
	npools := 0
	if repeat > 0 {
		if npos > math.MaxInt/8/repeat {
			return nil, eval.Errorf(eval.OverflowErrorType, "repeat argument too large")
		}
		npools = npos * repeat
	}
	// As CPython, the pools and indices are allocated first (a huge
	// repeat fails here), then the arguments are read.
	pools, err := eval.Make[[]eval.Value](t, npools)
	if err != nil {
		return nil, err
	}
	idx, err := eval.Make[int](t, npools)
	if err != nil {
		return nil, err
	}
	for i := 0; i < npos; i++ {
		p, err := eval.Collect(t, args[i])
		if err != nil {
			return nil, err
		}
		for r := 0; r < repeat; r++ {
			pools[r*npos+i] = p
		}
	}
	if err := t.Work(int64(npools)); err != nil {
		return nil, err
	}
	first := true
	for _, p := range pools {
		if len(p) == 0 {
			return newLazy("product", func(*eval.Thread) (eval.Value, error) { return nil, nil }), nil
		}
	}
	return newLazy("product", func(t *eval.Thread) (eval.Value, error) {
		if first {
			first = false
		} else {
			i := len(pools) - 1
			for ; i >= 0; i-- {
				idx[i]++
				if idx[i] < len(pools[i]) {
					break
				}
				idx[i] = 0
			}
			if i < 0 {
				return nil, nil
			}
		}
		out, err := eval.TupleElems(t, len(pools))
		if err != nil {
			return nil, err
		}
		for i, p := range pools {
			out[i] = p[idx[i]]
		}
		return eval.NewTuple(out), nil
	}), nil
}

func itPermutations(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var iterable eval.Value
	var rv eval.Value = eval.None
	if err := eval.UnpackArgs(t, "permutations", args, kw, "iterable", &iterable, "r?", &rv); err != nil {
		return nil, err
	}
	pool, err := eval.Collect(t, iterable)
	if err != nil {
		return nil, err
	}
	n := len(pool)
	r := n
	if rv != eval.None {
		if r, err = eval.AsInt(t, rv); err != nil {
			return nil, err
		}
		if r < 0 {
			return nil, eval.Errorf(eval.ValueErrorType, "r must be non-negative")
		}
	}
	if r > n {
		// No permutation is longer than the pool: nothing to allocate.
		return newLazy("permutations", func(*eval.Thread) (eval.Value, error) { return nil, nil }), nil
	}
	indices, err := eval.Make[int](t, n)
	if err != nil {
		return nil, err
	}
	for i := range indices {
		indices[i] = i
	}
	cycles, err := eval.Make[int](t, r)
	if err != nil {
		return nil, err
	}
	for i := range cycles {
		cycles[i] = n - i
	}
	first := true
	done := false
	return newLazy("permutations", func(t *eval.Thread) (eval.Value, error) {
		if done {
			return nil, nil
		}
		if first {
			first = false
			return pickFrom(t, pool, indices, r)
		}
		for i := r - 1; i >= 0; i-- {
			cycles[i]--
			if cycles[i] == 0 {
				x := indices[i]
				copy(indices[i:], indices[i+1:])
				indices[n-1] = x
				cycles[i] = n - i
				if err := t.Work(int64(n-i) / 64); err != nil {
					return nil, err
				}
			} else {
				j := cycles[i]
				indices[i], indices[n-j] = indices[n-j], indices[i]
				return pickFrom(t, pool, indices, r)
			}
		}
		done = true
		return nil, nil
	}), nil
}

func itCombinations(repl bool) fn {
	name := "combinations"
	if repl {
		name = "combinations_with_replacement"
	}
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		var iterable eval.Value
		var r int
		if err := eval.UnpackArgs(t, name, args, kw, "iterable", &iterable, "r", &r); err != nil {
			return nil, err
		}
		if r < 0 {
			return nil, eval.Errorf(eval.ValueErrorType, "r must be non-negative")
		}
		pool, err := eval.Collect(t, iterable)
		if err != nil {
			return nil, err
		}
		n := len(pool)
		if (!repl && r > n) || (repl && n == 0 && r > 0) {
			// Empty: nothing to allocate.
			return newLazy(name, func(*eval.Thread) (eval.Value, error) { return nil, nil }), nil
		}
		indices, err := eval.Make[int](t, r)
		if err != nil {
			return nil, err
		}
		if !repl {
			for i := range indices {
				indices[i] = i
			}
		}
		first := true
		done := false
		return newLazy(name, func(t *eval.Thread) (eval.Value, error) {
			if done {
				return nil, nil
			}
			if first {
				first = false
				return pickFrom(t, pool, indices, r)
			}
			i := r - 1
			if repl {
				for ; i >= 0 && indices[i] == n-1; i-- {
				}
				if i < 0 {
					done = true
					return nil, nil
				}
				v := indices[i] + 1
				for j := i; j < r; j++ {
					indices[j] = v
				}
				return pickFrom(t, pool, indices, r)
			}
			for ; i >= 0 && indices[i] == i+n-r; i-- {
			}
			if i < 0 {
				done = true
				return nil, nil
			}
			indices[i]++
			for j := i + 1; j < r; j++ {
				indices[j] = indices[j-1] + 1
			}
			return pickFrom(t, pool, indices, r)
		}), nil
	}
}
