package modules

import (
	"math"

	"github.com/pyinterp/pyinterp/eval"
)

// The collections module. deque and the counting loop behind Counter
// (_count_elements) are Go, as they are C in CPython; Counter, OrderedDict,
// defaultdict, namedtuple, ChainMap and the User* classes are Python
// (py/collections.py), Counter, OrderedDict and defaultdict subclassing
// dict as in CPython.
//
// Differences: deque cannot be subclassed (it is a Go type without the
// payload machinery of builtin subclasses); OrderedDict.move_to_end(k,
// last=False) is O(n) (it rebuilds the dict, whose order is the
// insertion order).

var dequeType = newType("collections", "deque", nil)
var dequeIterType = newIterType("_collections", "_deque_iterator")
var dequeRevIterType = newIterType("_collections", "_deque_reverse_iterator")

// deque is a ring buffer.
type deque struct {
	buf    []eval.Value
	head   int
	n      int
	maxlen int // -1: unbounded
	state  uint64
}

func (*deque) Type() *eval.Type { return dequeType }

func (d *deque) at(i int) eval.Value { return d.buf[(d.head+i)%len(d.buf)] }

func (d *deque) set(i int, v eval.Value) { d.buf[(d.head+i)%len(d.buf)] = v }

func (d *deque) grow(t *eval.Thread) error {
	if d.n < len(d.buf) {
		return nil
	}
	size := 2 * len(d.buf)
	if size < 8 {
		size = 8
	}
	nb, err := eval.Make[eval.Value](t, size)
	if err != nil {
		return err
	}
	d.copyTo(nb)
	d.buf, d.head = nb, 0
	return nil
}

// copyTo copies the elements, in order, to the start of dst.
func (d *deque) copyTo(dst []eval.Value) {
	if d.n == 0 {
		return
	}
	end := d.head + d.n
	if end <= len(d.buf) {
		copy(dst, d.buf[d.head:end])
		return
	}
	k := copy(dst, d.buf[d.head:])
	copy(dst[k:], d.buf[:end-len(d.buf)])
}

// elems returns the elements in a new slice, charged.
func (d *deque) elems(t *eval.Thread) ([]eval.Value, error) {
	out, err := eval.Make[eval.Value](t, d.n)
	if err != nil {
		return nil, err
	}
	d.copyTo(out)
	return out, nil
}

// elemsList is elems as a list.
func (d *deque) elemsList(t *eval.Thread) (*eval.List, error) {
	e, err := d.elems(t)
	if err != nil {
		return nil, err
	}
	return eval.NewListT(t, e), nil
}

func (d *deque) popRight() eval.Value {
	d.n--
	i := (d.head + d.n) % len(d.buf)
	v := d.buf[i]
	d.buf[i] = nil
	d.state++
	return v
}

func (d *deque) popLeft() eval.Value {
	v := d.buf[d.head]
	d.buf[d.head] = nil
	d.head = (d.head + 1) % len(d.buf)
	d.n--
	d.state++
	return v
}

func (d *deque) appendRight(t *eval.Thread, v eval.Value) error {
	if d.maxlen == 0 {
		return nil
	}
	if err := d.grow(t); err != nil {
		return err
	}
	d.buf[(d.head+d.n)%len(d.buf)] = v
	d.n++
	d.state++
	if d.maxlen >= 0 && d.n > d.maxlen {
		d.popLeft()
	}
	return nil
}

func (d *deque) appendLeft(t *eval.Thread, v eval.Value) error {
	if d.maxlen == 0 {
		return nil
	}
	if err := d.grow(t); err != nil {
		return err
	}
	d.head = (d.head - 1 + len(d.buf)) % len(d.buf)
	d.buf[d.head] = v
	d.n++
	d.state++
	if d.maxlen >= 0 && d.n > d.maxlen {
		d.popRight()
	}
	return nil
}

func (d *deque) clear() {
	d.buf, d.head, d.n = nil, 0, 0
	d.state++
}

// rotate moves the last n elements to the front (n < 0: the first -n to
// the back), as deque_rotate does: a full ring only moves its head; a
// rotation that fits in the free part of the ring moves that many
// elements in blocks; a larger one lays the elements out anew in a new
// ring (two block copies).
func (d *deque) rotate(t *eval.Thread, n int) error {
	if d.n <= 1 {
		return nil
	}
	n %= d.n
	if n < 0 {
		n += d.n
	}
	if n == 0 {
		return nil
	}
	d.state++
	size := len(d.buf)
	if d.n == size {
		d.head = (d.head - n + size) % size
		return nil
	}
	right := n <= d.n-n // move the last n to the front, else the first d.n-n to the back
	k := n
	if !right {
		k = d.n - n
	}
	if err := t.Work(int64(k) / 64); err != nil {
		return err
	}
	gap := size - d.n
	if gap < k/16 {
		// Many small block moves: lay the elements out in a ring twice
		// as large instead (the next rotations then have room).
		nb, err := eval.Make[eval.Value](t, 2*size)
		if err != nil {
			return err
		}
		ringRead(d.buf, d.head+d.n-n, n, nb)
		ringRead(d.buf, d.head, d.n-n, nb[n:])
		d.buf, d.head = nb, 0
		return nil
	}
	// Blocks of at most gap elements move across the free part of the
	// ring, which moves with them.
	for k > 0 {
		c := min(k, gap)
		if right {
			src, dst := d.head+d.n-c, d.head-c+size
			ringMove(d.buf, dst, src, c)
			d.head = dst % size
		} else {
			ringMove(d.buf, d.head+d.n, d.head, c)
			d.head = (d.head + c) % size
		}
		k -= c
	}
	return nil
}

// ringRead copies count elements of the ring buf from position start
// (taken modulo its size) to dst.
func ringRead(buf []eval.Value, start, count int, dst []eval.Value) {
	size := len(buf)
	start %= size
	//workloop:bounded each round after the first copies the whole ring into dst, which holds the count's elements
	for count > 0 {
		c := min(count, size-start)
		copy(dst, buf[start:start+c])
		dst, count, start = dst[c:], count-c, 0
	}
}

// ringMove moves count elements of the ring buf from position src to
// position dst (both modulo its size; the two ranges do not overlap).
// The slots they leave keep their old values: those are still in the
// deque (they moved), and the slots are overwritten before they are read
// again.
func ringMove(buf []eval.Value, dst, src, count int) {
	size := len(buf)
	dst, src = dst%size, src%size
	for count > 0 {
		c := min(count, size-src, size-dst)
		copy(buf[dst:dst+c], buf[src:src+c])
		dst, src, count = (dst+c)%size, (src+c)%size, count-c
	}
}

// dequeBytes is a deque's header (its buffer is charged as it grows).
const dequeBytes = 128

func newDeque(t *eval.Thread, iterable eval.Value, maxlen int) (*deque, error) {
	if err := eval.Reserve(t, dequeBytes); err != nil {
		return nil, err
	}
	d := &deque{maxlen: maxlen}
	if iterable != nil {
		if err := d.extend(t, iterable, false); err != nil {
			return nil, err
		}
	}
	return d, nil
}

func (d *deque) extend(t *eval.Thread, iterable eval.Value, left bool) error {
	if src, ok := iterable.(*deque); ok && src == d {
		l, err := d.elemsList(t)
		if err != nil {
			return err
		}
		iterable = l
	}
	return iterate(t, iterable, func(x eval.Value) error {
		if left {
			return d.appendLeft(t, x)
		}
		return d.appendRight(t, x)
	})
}

// index normalises a deque index as CPython's deque_item does.
func (d *deque) index(t *eval.Thread, key eval.Value) (int, error) {
	if _, ok := key.(*eval.Slice); ok {
		return 0, eval.Errorf(eval.TypeErrorType, "sequence index must be integer, not 'slice'")
	}
	iv, err := eval.Index(t, key)
	if err != nil {
		return 0, eval.Errorf(eval.TypeErrorType, "sequence index must be integer, not '%s'", eval.TypeName(key))
	}
	i, ok := iv.(eval.Int)
	if !ok {
		return 0, eval.Errorf(eval.IndexErrorType, "cannot fit 'int' into an index-sized integer")
	}
	n := int(i)
	if n < 0 {
		n += d.n
	}
	if n < 0 || n >= d.n {
		return 0, eval.Errorf(eval.IndexErrorType, "deque index out of range")
	}
	return n, nil
}

type dequeIter struct {
	d     *deque
	i     int
	rev   bool
	state uint64
}

func (it *dequeIter) Type() *eval.Type {
	if it.rev {
		return dequeRevIterType
	}
	return dequeIterType
}

func (it *dequeIter) Next(t *eval.Thread) (eval.Value, error) {
	if it.d.state != it.state {
		return nil, eval.Errorf(eval.RuntimeErrorType, "deque mutated during iteration")
	}
	if it.i >= it.d.n {
		return nil, nil
	}
	var v eval.Value
	if it.rev {
		v = it.d.at(it.d.n - 1 - it.i)
	} else {
		v = it.d.at(it.i)
	}
	it.i++
	return v, nil
}

// find returns the position of the first element equal to x in
// [start, stop), or -1; a comparison that changes the deque raises
// mutated ("deque mutated during iteration": RuntimeError, IndexError
// for remove, as CPython words them).
func (d *deque) find(t *eval.Thread, x eval.Value, start, stop int, mutated *eval.Type) (int, error) {
	state := d.state
	for i := start; i < stop && i < d.n; i++ {
		if err := t.Step(); err != nil {
			return -1, err
		}
		v := d.at(i)
		eq := eval.Is(v, x)
		if !eq {
			var err error
			if eq, err = eval.Equal(t, v, x); err != nil {
				return -1, err
			}
		}
		if d.state != state {
			return -1, eval.Errorf(mutated, "deque mutated during iteration")
		}
		if eq {
			return i, nil
		}
	}
	return -1, nil
}

func dequeSelf(v eval.Value) *deque { return v.(*deque) }

var dequeMethods = map[string]fn{
	"append": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "append", args, kw, "x/", new(eval.Value)); err != nil {
			return nil, err
		}
		return eval.None, dequeSelf(self).appendRight(t, args[0])
	},
	"appendleft": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "appendleft", args, kw, "x/", new(eval.Value)); err != nil {
			return nil, err
		}
		return eval.None, dequeSelf(self).appendLeft(t, args[0])
	},
	"pop": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("deque.pop", args, kw, 0, 0); err != nil {
			return nil, err
		}
		d := dequeSelf(self)
		if d.n == 0 {
			return nil, eval.Errorf(eval.IndexErrorType, "pop from an empty deque")
		}
		return d.popRight(), nil
	},
	"popleft": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("deque.popleft", args, kw, 0, 0); err != nil {
			return nil, err
		}
		d := dequeSelf(self)
		if d.n == 0 {
			return nil, eval.Errorf(eval.IndexErrorType, "pop from an empty deque")
		}
		return d.popLeft(), nil
	},
	"extend": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "extend", args, kw, "iterable/", new(eval.Value)); err != nil {
			return nil, err
		}
		return eval.None, dequeSelf(self).extend(t, args[0], false)
	},
	"extendleft": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "extendleft", args, kw, "iterable/", new(eval.Value)); err != nil {
			return nil, err
		}
		return eval.None, dequeSelf(self).extend(t, args[0], true)
	},
	"clear": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("deque.clear", args, kw, 0, 0); err != nil {
			return nil, err
		}
		dequeSelf(self).clear()
		return eval.None, nil
	},
	"copy":     dequeCopy,
	"__copy__": dequeCopy,
	"count": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "count", args, kw, "x/", new(eval.Value)); err != nil {
			return nil, err
		}
		d := dequeSelf(self)
		c, state := 0, d.state
		for i := 0; i < d.n; i++ {
			if err := t.Step(); err != nil {
				return nil, err
			}
			v := d.at(i)
			eq := eval.Is(v, args[0])
			if !eq {
				var err error
				if eq, err = eval.Equal(t, v, args[0]); err != nil {
					return nil, err
				}
			}
			if d.state != state {
				return nil, eval.Errorf(eval.RuntimeErrorType, "deque mutated during iteration")
			}
			if eq {
				c++
			}
		}
		return eval.Int(c), nil
	},
	"index": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("index", args, kw, 1, 3); err != nil {
			return nil, err
		}
		d := dequeSelf(self)
		start, stop := 0, d.n
		bound := func(v eval.Value) (int, error) {
			i, err := eval.AsInt(t, v)
			if err != nil {
				return 0, err
			}
			if i < 0 {
				i += d.n
				if i < 0 {
					i = 0
				}
			}
			if i > d.n {
				i = d.n
			}
			return i, nil
		}
		var err error
		if len(args) > 1 {
			if start, err = bound(args[1]); err != nil {
				return nil, err
			}
		}
		if len(args) > 2 {
			if stop, err = bound(args[2]); err != nil {
				return nil, err
			}
		}
		i, err := d.find(t, args[0], start, stop, eval.RuntimeErrorType)
		if err != nil {
			return nil, err
		}
		if i < 0 {
			r, err := eval.Repr(t, args[0])
			if err != nil {
				return nil, err
			}
			return nil, eval.Errorf(eval.ValueErrorType, "%s is not in deque", r)
		}
		return eval.Int(i), nil
	},
	"insert": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("insert", args, kw, 2, 2); err != nil {
			return nil, err
		}
		d := dequeSelf(self)
		i, err := eval.AsInt(t, args[0])
		if err != nil {
			return nil, err
		}
		if d.maxlen >= 0 && d.n >= d.maxlen {
			return nil, eval.Errorf(eval.IndexErrorType, "deque already at its maximum size")
		}
		// deque_insert: rotate the insertion point to an end.
		n := d.n
		switch {
		case i >= n:
			return eval.None, d.appendRight(t, args[1])
		case i <= -n || i == 0:
			return eval.None, d.appendLeft(t, args[1])
		}
		if err := d.rotate(t, -i); err != nil {
			return nil, err
		}
		if i < 0 {
			err = d.appendRight(t, args[1])
		} else {
			err = d.appendLeft(t, args[1])
		}
		if err != nil {
			return nil, err
		}
		return eval.None, d.rotate(t, i)
	},
	"remove": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "remove", args, kw, "value/", new(eval.Value)); err != nil {
			return nil, err
		}
		d := dequeSelf(self)
		i, err := d.find(t, args[0], 0, d.n, eval.IndexErrorType)
		if err != nil {
			return nil, err
		}
		if i < 0 {
			r, err := eval.Repr(t, args[0])
			if err != nil {
				return nil, err
			}
			return nil, eval.Errorf(eval.ValueErrorType, "%s is not in deque", r)
		}
		return eval.None, d.delete(t, i)
	},
	"reverse": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("deque.reverse", args, kw, 0, 0); err != nil {
			return nil, err
		}
		d := dequeSelf(self)
		if err := t.Work(int64(d.n) / 64); err != nil {
			return nil, err
		}
		for i, j := 0, d.n-1; i < j; i, j = i+1, j-1 {
			a, b := d.at(i), d.at(j)
			d.set(i, b)
			d.set(j, a)
		}
		d.state++
		return eval.None, nil
	},
	"rotate": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("rotate", args, kw, 0, 1); err != nil {
			return nil, err
		}
		n := 1
		if len(args) == 1 {
			var err error
			if n, err = eval.AsInt(t, args[0]); err != nil {
				return nil, err
			}
		}
		return eval.None, dequeSelf(self).rotate(t, n)
	},
	"__reversed__": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		d := dequeSelf(self)
		return &dequeIter{d: d, rev: true, state: d.state}, nil
	},
}

// delete removes the element at i as deque_del_item does: rotate it to
// the front, pop it, rotate back.
func (d *deque) delete(t *eval.Thread, i int) error {
	if err := d.rotate(t, -i); err != nil {
		return err
	}
	d.popLeft()
	return d.rotate(t, i)
}

func dequeCopy(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	d := dequeSelf(self)
	if err := eval.Reserve(t, dequeBytes); err != nil {
		return nil, err
	}
	nd := &deque{maxlen: d.maxlen}
	buf, err := eval.Make[eval.Value](t, max(d.n, 8))
	if err != nil {
		return nil, err
	}
	d.copyTo(buf)
	nd.buf, nd.n = buf, d.n
	return nd, nil
}

func init() {
	dequeType.NoSubclass = true
	dequeType.Hash = func(t *eval.Thread, v eval.Value) (int64, error) {
		return 0, eval.Errorf(eval.TypeErrorType, "unhashable type: 'collections.deque'")
	}
	dequeType.Dict.Set("__hash__", eval.None) // deque.__hash__ is None, as for list
	dequeType.New = func(t *eval.Thread, cls *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		var iterable, maxlen eval.Value = nil, eval.None
		if err := eval.UnpackArgs(t, "deque", args, kw, "iterable?", &iterable, "maxlen?", &maxlen); err != nil {
			return nil, err
		}
		m := -1
		if maxlen != eval.None {
			if !maxlen.Type().IsSubtype(eval.IntType) {
				// PyLong_AsSsize_t: an int, not any __index__.
				return nil, eval.Errorf(eval.TypeErrorType, "an integer is required")
			}
			n, err := eval.AsInt(t, maxlen)
			if err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, eval.Errorf(eval.ValueErrorType, "maxlen must be non-negative")
			}
			m = n
		}
		return newDeque(t, iterable, m)
	}
	dequeType.GetAttr = func(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
		if name == "maxlen" {
			if m := dequeSelf(v).maxlen; m >= 0 {
				return eval.Int(m), nil
			}
			return eval.None, nil
		}
		return methodAttr(t, v, name, dequeMethods)
	}
	for n, f := range dequeMethods {
		n, f := n, f
		// deque.append(d, x): the receiver is the first argument.
		dequeType.Dict.Set(n, eval.NewBuiltin(n, func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if len(args)-len(kw) < 1 {
				return nil, eval.Errorf(eval.TypeErrorType, "unbound method deque.%s() needs an argument", n)
			}
			if _, ok := args[0].(*deque); !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "descriptor '%s' for 'collections.deque' objects doesn't apply to a '%s' object", n, eval.TypeName(args[0]))
			}
			return f(t, args[0], args[1:], kw)
		}))
	}
	dequeType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		d := dequeSelf(v)
		if !t.ReprEnter(v) {
			return "[...]", nil
		}
		el, err := d.elemsList(t)
		if err != nil {
			t.ReprLeave(v)
			return "", err
		}
		l, err := eval.Repr(t, el)
		t.ReprLeave(v)
		if err != nil {
			return "", err
		}
		if d.maxlen >= 0 {
			return "deque(" + l + ", maxlen=" + itoa(d.maxlen) + ")", nil
		}
		return "deque(" + l + ")", nil
	}
	dequeType.Len = func(t *eval.Thread, v eval.Value) (int, error) { return dequeSelf(v).n, nil }
	dequeType.Truth = func(t *eval.Thread, v eval.Value) (bool, error) { return dequeSelf(v).n > 0, nil }
	dequeType.Iter = func(t *eval.Thread, v eval.Value) (eval.Iterator, error) {
		d := dequeSelf(v)
		return &dequeIter{d: d, state: d.state}, nil
	}
	dequeType.Contains = func(t *eval.Thread, v, x eval.Value) (bool, error) {
		d := dequeSelf(v)
		i, err := d.find(t, x, 0, d.n, eval.RuntimeErrorType)
		return i >= 0, err
	}
	dequeType.GetItem = func(t *eval.Thread, v, key eval.Value) (eval.Value, error) {
		d := dequeSelf(v)
		i, err := d.index(t, key)
		if err != nil {
			return nil, err
		}
		return d.at(i), nil
	}
	dequeType.SetItem = func(t *eval.Thread, v, key, x eval.Value) error {
		d := dequeSelf(v)
		i, err := d.index(t, key)
		if err != nil {
			if x == nil && isExc(err, eval.IndexErrorType) {
				return err
			}
			return err
		}
		if x == nil {
			return d.delete(t, i)
		}
		d.set(i, x)
		return nil
	}
	dequeType.Compare = func(t *eval.Thread, op eval.CompareOp, a, b eval.Value) (eval.Value, error) {
		x, ok1 := a.(*deque)
		y, ok2 := b.(*deque)
		if !ok1 || !ok2 {
			return eval.NotImplemented, nil
		}
		xl, err := x.elemsList(t)
		if err != nil {
			return nil, err
		}
		yl, err := y.elemsList(t)
		if err != nil {
			return nil, err
		}
		return eval.Compare(t, op, xl, yl)
	}
	dequeType.Binary[eval.OpAdd] = func(t *eval.Thread, a, b eval.Value) (eval.Value, error) {
		x, ok := a.(*deque)
		if !ok {
			return eval.NotImplemented, nil
		}
		y, ok := b.(*deque)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "can only concatenate deque (not \"%s\") to deque", eval.TypeName(b))
		}
		nd, err := dequeCopy(t, x, nil, nil)
		if err != nil {
			return nil, err
		}
		return nd, nd.(*deque).extend(t, y, false)
	}
	dequeType.Inplace[eval.OpAdd] = func(t *eval.Thread, a, b eval.Value) (eval.Value, error) {
		x := a.(*deque)
		return x, x.extend(t, b, false)
	}
	mul := func(t *eval.Thread, d *deque, nv eval.Value, inplace bool) (eval.Value, error) {
		if _, ok := nv.(eval.Int); !ok {
			if _, ok := nv.(eval.Bool); !ok {
				return eval.NotImplemented, nil
			}
		}
		n, err := eval.AsInt(t, nv)
		if err != nil {
			return nil, err
		}
		e, err := d.elems(t)
		if err != nil {
			return nil, err
		}
		target := d
		if !inplace {
			if err := eval.Reserve(t, dequeBytes); err != nil {
				return nil, err
			}
			target = &deque{maxlen: d.maxlen}
		} else {
			target.clear()
		}
		if n <= 0 || len(e) == 0 {
			// Nothing to repeat: without this the count's loop ran n
			// empty rounds, none of them an operation
			// (deque() * 10**12 ignored the timeout).
			return target, nil
		}
		// What the result keeps (at most maxlen elements) is charged as
		// it grows; here, the overflow of the count.
		if n > math.MaxInt/len(e) {
			return nil, eval.NewException(eval.MemoryErrorType)
		}
		//workloop:bounded e is not empty (checked above): every round steps once per element (t.Step in the inner loop)
		for k := 0; k < n; k++ {
			for _, v := range e {
				if err := target.appendRight(t, v); err != nil {
					return nil, err
				}
				// One operation per element, as a list's repeat counts.
				if err := t.Step(); err != nil {
					return nil, err
				}
			}
			if target.maxlen >= 0 && k*len(e) > 2*target.maxlen+len(e) {
				break
			}
		}
		return target, nil
	}
	dequeType.Binary[eval.OpMul] = func(t *eval.Thread, a, b eval.Value) (eval.Value, error) {
		if d, ok := a.(*deque); ok {
			return mul(t, d, b, false)
		}
		if d, ok := b.(*deque); ok {
			return mul(t, d, a, false)
		}
		return eval.NotImplemented, nil
	}
	dequeType.Inplace[eval.OpMul] = func(t *eval.Thread, a, b eval.Value) (eval.Value, error) {
		return mul(t, a.(*deque), b, true)
	}
}

func itoa(n int) string {
	//limiterr:ok a machine int: no thread, nothing charged
	s, _ := eval.IntToString(nil, eval.Int(n), 10)
	return s
}

// countElements is _count_elements(mapping, iterable): mapping[x] =
// mapping.get(x, 0) + 1 for each x, straight on the dict when mapping is
// a dict (subclass) whose get and __setitem__ are dict's own.
func countElements(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_count_elements", args, kw, 2, 2); err != nil {
		return nil, err
	}
	mapping := args[0]
	var d *eval.Dict
	if in, ok := mapping.(*eval.Instance); ok {
		if b, ok := in.Base().(*eval.Dict); ok {
			get := in.Type().Lookup("get")
			set := in.Type().Lookup("__setitem__")
			if get == eval.DictType.Lookup("get") && (set == nil || set == eval.DictType.Lookup("__setitem__")) {
				d = b
			}
		}
	} else if b, ok := mapping.(*eval.Dict); ok {
		d = b
	}
	one := eval.Value(eval.Int(1))
	if d != nil {
		if l, ok := args[1].(*eval.List); ok && l.Len() > 0 && d.Len() == 0 {
			n := l.Len()
			// Counter(words) of a list: at most that many
			// keys; room for up to 8 at once instead of growing from 4.
			if err := d.Presize(t, min(n, 8)); err != nil {
				return nil, err
			}
		}
		return eval.None, iterate(t, args[1], func(x eval.Value) error {
			old, ok, err := d.Get(t, x)
			if err != nil {
				return err
			}
			if !ok {
				return d.SetItem(t, x, one)
			}
			if n, isInt := old.(eval.Int); isInt && n < 1<<62 {
				return d.SetItem(t, x, eval.MakeInt(int64(n)+1))
			}
			nv, err := eval.Binary(t, eval.OpAdd, old, one)
			if err != nil {
				return err
			}
			return d.SetItem(t, x, nv)
		})
	}
	get, err := eval.GetAttr(t, mapping, "get")
	if err != nil {
		return nil, err
	}
	return eval.None, iterate(t, args[1], func(x eval.Value) error {
		old, err := eval.Call(t, get, []eval.Value{x, eval.Int(0)}, nil)
		if err != nil {
			return err
		}
		nv, err := eval.Binary(t, eval.OpAdd, old, one)
		if err != nil {
			return err
		}
		return eval.SetItem(t, mapping, x, nv)
	})
}

// reprEnter and reprLeave are Py_ReprEnter/Py_ReprLeave for the Python
// parts of modules (recursive reprs print "...").
func reprEnter(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_repr_enter", args, kw, 1, 1); err != nil {
		return nil, err
	}
	return eval.MakeBool(t.ReprEnter(args[0])), nil
}

func reprLeave(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_repr_leave", args, kw, 1, 1); err != nil {
		return nil, err
	}
	t.ReprLeave(args[0])
	return eval.None, nil
}

func loadCollections(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := goFuncs(map[string]fn{
		"_count_elements": countElements,
		"_repr_enter":     reprEnter,
		"_repr_leave":     reprLeave,
		"_displayname":    pyHelperDisplayName,
	})
	// Counter's update calls it for every counted iterable; it keeps
	// neither its argument slice nor a part of it.
	seed["_count_elements"].(*eval.Builtin).SetBorrowsArgs()
	seed["deque"] = dequeType
	seed["_itemgetter"] = itemgetterType
	// _mapping_like's classes besides dict (ChainMap, UserDict), marked
	// by the source after it defines them: testing for them by name
	// would make Counter need them, and the module runs lazily
	// (pylazy.go). One set per interpreter.
	mappings := map[*eval.Type]bool{}
	seed["_mark_mapping"] = eval.NewBuiltin("_mark_mapping", func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("_mark_mapping", args, kw, 1, 1); err != nil {
			return nil, err
		}
		if cls, ok := args[0].(*eval.Type); ok {
			mappings[cls] = true
		}
		return eval.None, nil
	})
	seed["_marked_mapping"] = eval.NewBuiltin("_marked_mapping", func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("_marked_mapping", args, kw, 1, 1); err != nil {
			return nil, err
		}
		for _, c := range args[0].Type().MRO {
			if mappings[c] {
				return eval.True, nil
			}
		}
		return eval.False, nil
	})
	seed["_marked_mapping"].(*eval.Builtin).SetBorrowsArgs() // Counter.update asks it of every iterable
	for _, k := range []string{"chain", "starmap", "repeat"} {
		seed["_"+k] = iterTypes[k] // itertools' types, shared: no need to import itertools
	}
	// Counter.most_common(n) and namedtuple need heapq.nlargest and
	// keyword.iskeyword: the modules are imported at the first call, not
	// with collections (heapq runs Python code; most programs that use
	// collections never call either).
	seed["_nlargest"] = importedFunc("heapq", "nlargest")
	seed["_iskeyword"] = importedFunc("keyword", "iskeyword")
	return runPyModule(t, "collections", seed)
}

// importedFunc returns a builtin that calls module's function name,
// importing the module (unchecked, as the library imports what it builds
// on) at its first call in each interpreter.
func importedFunc(module, name string) *eval.Builtin {
	return eval.NewBuiltin(name, func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		m, err := t.Interp.ImportUnchecked(t, module)
		if err != nil {
			return nil, err
		}
		f, err := eval.GetAttr(t, m, name)
		if err != nil {
			return nil, err
		}
		return eval.Call(t, f, args, kw)
	})
}

// Reduce implements eval.Reducer: deque(list(d), maxlen).
func (d *deque) Reduce(t *eval.Thread) (string, string, []eval.Value, error) {
	items, err := eval.Make[eval.Value](t, d.n)
	if err != nil {
		return "", "", nil, err
	}
	for i := range items {
		items[i] = d.at(i)
	}
	var maxlen eval.Value = eval.None
	if d.maxlen >= 0 {
		maxlen = eval.MakeInt(int64(d.maxlen))
	}
	return "collections", "deque", []eval.Value{eval.NewListT(t, items), maxlen}, nil
}
