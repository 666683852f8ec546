package eval

import (
	"bytes"
	"unsafe"

	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// ByteArray is a Python bytearray: a mutable sequence of bytes. It is
// unhashable.
type ByteArray struct {
	Identity // id() and the default hash, assigned on first use
	b        []byte
}

// ByteArrayType is the type of bytearray.
var ByteArrayType = newBuiltinType("bytearray")

func (*ByteArray) Type() *Type { return ByteArrayType }

// NewByteArray returns a bytearray holding b (not copied).
func NewByteArray(b []byte) *ByteArray { return &ByteArray{b: b} }

// Bytes returns the contents (not copied).
func (a *ByteArray) Bytes() []byte { return a.b }

func init() {
	ByteArrayType.setBase(ObjectType)
	ByteArrayType.Repr = func(t *Thread, v Value) (string, error) {
		b := bytesView(v.(*ByteArray).b)
		if err := strWork(t, 2*len(b)); err != nil {
			return "", err
		}
		q := pyrepr.Quote(b)
		return buildTextChunked(t, b, "bytearray(b"+string(q), string(q)+")",
			func(p string) int { return pyrepr.BytesBodyLen(p, q) },
			func(buf []byte, p string) []byte { return pyrepr.AppendBytesBody(buf, p, q) })
	}
	ByteArrayType.Truth = func(t *Thread, v Value) (bool, error) { return len(v.(*ByteArray).b) > 0, nil }
	ByteArrayType.Len = func(t *Thread, v Value) (int, error) { return len(v.(*ByteArray).b), nil }
	ByteArrayType.Compare = bytesCompare
	ByteArrayType.Iter = func(t *Thread, v Value) (Iterator, error) {
		return &byteArrayIterator{a: v.(*ByteArray)}, nil
	}
	ByteArrayType.GetItem = byteArrayGetItem
	ByteArrayType.SetItem = byteArraySetItem
	ByteArrayType.Contains = func(t *Thread, v, x Value) (bool, error) {
		return bytesContains(t, v, x)
	}
	ByteArrayType.Concat = func(t *Thread, a, b Value) (Value, error) {
		y, ok := bytesItemView(b)
		if !ok {
			return nil, Errorf(TypeErrorType, "can't concat %s to bytearray", TypeName(b))
		}
		x := a.(*ByteArray).b
		r, err := MakeCap[byte](t, 0, len(x)+len(y))
		if err != nil {
			return nil, err
		}
		return &ByteArray{b: append(append(r, x...), y...)}, nil
	}
	ByteArrayType.Inplace[OpAdd] = func(t *Thread, a, b Value) (Value, error) {
		y, ok := bytesItemView(b)
		if !ok {
			return nil, Errorf(TypeErrorType, "can't concat %s to bytearray", TypeName(b))
		}
		x := a.(*ByteArray)
		// y may be x's own data: Grow copies into a new array (or leaves
		// room after the data), and append copies y after it.
		nb, err := Grow(t, x.b, len(y))
		if err != nil {
			return nil, err
		}
		x.b = append(nb, y...)
		return x, nil
	}
	ByteArrayType.Repeat = func(t *Thread, seq, n Value) (Value, error) {
		s := seq.(*ByteArray).b
		k, err := strRepeatCount(t, n)
		if err != nil {
			return nil, err
		}
		if k <= 0 || len(s) == 0 {
			return &ByteArray{}, nil
		}
		if k > MaxObjectBytes/len(s) {
			return nil, memoryError(t)
		}
		r, err := RepeatBytes(t, s, k)
		if err != nil {
			return nil, err
		}
		return &ByteArray{b: r}, nil
	}
	ByteArrayType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		b, fresh, err := bytesNew(t, "bytearray", args, kwnames)
		if err != nil {
			return nil, err
		}
		t.ChargeObject(byteArrayObjectBytes) // its bytes are charged by bytesNew
		if fresh {
			return &ByteArray{b: freshBytes(b)}, nil
		}
		return newByteArray(t, b)
	}
	addMethods(ByteArrayType, map[string]BuiltinFunc{
		"append": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg("bytearray.append", args, kw); err != nil {
				return nil, err
			}
			c, err := bytesByteValue(t, args[0])
			if err != nil {
				return nil, err
			}
			a := self.(*ByteArray)
			if a.b, err = Append(t, a.b, c); err != nil {
				return nil, err
			}
			return None, nil
		},
		"extend": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg("bytearray.extend", args, kw); err != nil {
				return nil, err
			}
			a := self.(*ByteArray)
			var data string
			if d, ok := bytesItemView(args[0]); ok {
				data = d
			} else {
				if args[0].Type().Iter == nil {
					return nil, Errorf(TypeErrorType, "can't extend bytearray with %s", TypeName(args[0]))
				}
				d, err := bytesFromIterable(t, args[0], false)
				if err != nil {
					return nil, err
				}
				data = d
			}
			// data may be a's own data (see +=).
			nb, err := Grow(t, a.b, len(data))
			if err != nil {
				return nil, err
			}
			a.b = append(nb, data...)
			return None, nil
		},
		"pop": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strPosArgs("bytearray", "pop", args, kw, 0, 1); err != nil {
				return nil, err
			}
			a := self.(*ByteArray)
			i := -1
			if len(args) > 0 {
				var err error
				if i, err = AsInt(t, args[0]); err != nil {
					return nil, err
				}
			}
			if len(a.b) == 0 {
				return nil, Errorf(IndexErrorType, "pop from empty bytearray")
			}
			if i < 0 {
				i += len(a.b)
			}
			if i < 0 || i >= len(a.b) {
				return nil, Errorf(IndexErrorType, "pop index out of range")
			}
			c := a.b[i]
			a.b = append(a.b[:i], a.b[i+1:]...)
			return Int(c), nil
		},
		"insert": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strPosArgs("bytearray", "insert", args, kw, 2, 2); err != nil {
				return nil, err
			}
			a := self.(*ByteArray)
			i, err := AsInt(t, args[0])
			if err != nil {
				return nil, err
			}
			c, err := bytesByteValue(t, args[1])
			if err != nil {
				return nil, err
			}
			n := len(a.b)
			if i < 0 {
				i = max(i+n, 0)
			}
			i = min(i, n)
			if a.b, err = Append(t, a.b, 0); err != nil {
				return nil, err
			}
			copy(a.b[i+1:], a.b[i:])
			a.b[i] = c
			return None, nil
		},
		"remove": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg("bytearray.remove", args, kw); err != nil {
				return nil, err
			}
			a := self.(*ByteArray)
			c, err := bytesByteValue(t, args[0])
			if err != nil {
				return nil, err
			}
			i := bytes.IndexByte(a.b, c)
			if i < 0 {
				return nil, Errorf(ValueErrorType, "value not found in bytearray")
			}
			a.b = append(a.b[:i], a.b[i+1:]...)
			return None, nil
		},
		"clear": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("bytearray.clear", args, kw); err != nil {
				return nil, err
			}
			self.(*ByteArray).b = nil
			return None, nil
		},
		"copy": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("bytearray.copy", args, kw); err != nil {
				return nil, err
			}
			return newByteArray(t, bytesView(self.(*ByteArray).b))
		},
		"reverse": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("bytearray.reverse", args, kw); err != nil {
				return nil, err
			}
			b := self.(*ByteArray).b
			for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
				b[i], b[j] = b[j], b[i]
			}
			return None, nil
		},
	})
}

// byteArrayGetItem is bytearray_subscript: the index (or the slice's
// bounds) is converted first, since its __index__ may change the
// bytearray, and the length is read afterwards.
func byteArrayGetItem(t *Thread, v, key Value) (Value, error) {
	a := v.(*ByteArray)
	if sl, ok := key.(*Slice); ok {
		start, stop, step, err := sl.Unpack(t)
		if err != nil {
			return nil, err
		}
		start, _, n := SliceAdjust(len(a.b), start, stop, step)
		out, err := Make[byte](t, n)
		if err != nil {
			return nil, err
		}
		if step == 1 {
			copy(out, a.b[start:start+n])
		} else {
			for p := range out {
				out[p] = a.b[start+p*step]
			}
		}
		return &ByteArray{b: out}, nil
	}
	i, err := byteArrayIndex(t, key)
	if err != nil {
		return nil, err
	}
	if i < 0 {
		i += len(a.b)
	}
	if i < 0 || i >= len(a.b) {
		return nil, Errorf(IndexErrorType, "bytearray index out of range")
	}
	return Int(a.b[i]), nil
}

// byteArrayIndex converts an integer subscript as PyNumber_AsSsize_t(key,
// IndexError) does.
func byteArrayIndex(t *Thread, key Value) (int, error) {
	switch key.(type) {
	case Int, Bool, *BigInt:
	default:
		if key.Type().Index == nil {
			return 0, Errorf(TypeErrorType, "bytearray indices must be integers or slices, not %s", TypeName(key))
		}
	}
	i, err := AsInt(t, key)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
			return 0, Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
		}
		return 0, err
	}
	return i, nil
}

// byteArrayIterator iterates over a bytearray, reading its current
// contents at each step (it may change during the loop).
type byteArrayIterator struct {
	a *ByteArray
	i int
}

func (*byteArrayIterator) Type() *Type { return ByteArrayIteratorType }

func (it *byteArrayIterator) Next(t *Thread) (Value, error) {
	if it.a == nil || it.i >= len(it.a.b) {
		it.a = nil
		return nil, nil
	}
	c := it.a.b[it.i]
	it.i++
	return Int(c), nil
}

// ByteArrayIteratorType is the type of iter(bytearray).
var ByteArrayIteratorType = newIteratorType("bytearray_iterator")

// byteArraySetItem is bytearray_ass_subscript: a[i] = x, a[s] = x and
// del a[i], del a[s]. Every conversion that may run program code (the
// index's or the slice bounds' __index__, the value's __index__, the
// iteration of the value) happens before the length is read; a value
// that is not a bytes-like object is materialised first and the slice
// converted again, as CPython's recursive call does.
func byteArraySetItem(t *Thread, v, key, x Value) error {
	a := v.(*ByteArray)
	sl, isSlice := key.(*Slice)
	if !isSlice {
		i, err := byteArrayIndex(t, key)
		if err != nil {
			return err
		}
		var c byte
		if x != nil {
			if c, err = bytesByteValue(t, x); err != nil {
				return err
			}
		}
		if i < 0 {
			i += len(a.b)
		}
		if i < 0 || i >= len(a.b) {
			return Errorf(IndexErrorType, "bytearray index out of range")
		}
		if x == nil {
			a.b = append(a.b[:i], a.b[i+1:]...)
			return nil
		}
		a.b[i] = c
		return nil
	}
	ustart, ustop, step, err := sl.Unpack(t)
	if err != nil {
		return err
	}
	var data []byte
	if x != nil {
		switch y := unwrap(x).(type) {
		case Bytes:
			data = unsafe.Slice(unsafe.StringData(string(y)), len(y))
		case *ByteArray:
			if y == a {
				if data, err = Make[byte](t, len(y.b)); err != nil {
					return err
				}
				copy(data, y.b)
			} else {
				data = y.b
			}
		default:
			if x.Type().Iter == nil || x.Type() == StrType {
				return Errorf(TypeErrorType, "can assign only bytes, buffers, or iterables of ints in range(0, 256)")
			}
			d, err := bytesFromIterable(t, x, false)
			if err != nil {
				return err
			}
			return byteArraySetItem(t, v, key, &ByteArray{b: freshBytes(d)})
		}
	}
	start, stop, n := SliceAdjust(len(a.b), ustart, ustop, step)
	if step == 1 {
		stop = max(stop, start)
		return byteArrayReplace(t, a, start, stop, data)
	}
	if x == nil || len(data) == 0 {
		// Assigning no bytes to an extended slice deletes it, as in
		// CPython's bytearray_ass_subscript (a list raises instead).
		if n == 0 {
			return nil
		}
		if err := t.Work(int64(len(a.b)) / 64); err != nil {
			return err
		}
		if step < 0 { // delete the same bytes walking forwards
			start = start + (n-1)*step
			step = -step
		}
		out := a.b[:start]
		for q := start; q < len(a.b); q++ {
			if (q-start)%step == 0 && (q-start)/step < n {
				continue
			}
			out = append(out, a.b[q])
		}
		a.b = out
		return nil
	}
	if len(data) != n {
		return Errorf(ValueErrorType, "attempt to assign bytes of size %d to extended slice of size %d", len(data), n)
	}
	for p := 0; p < n; p++ {
		a.b[start+p*step] = data[p]
	}
	return nil
}

// byteArrayReplace replaces a.b[lo:hi] with data (which does not alias
// a.b), in place when the buffer has room.
func byteArrayReplace(t *Thread, a *ByteArray, lo, hi int, data []byte) error {
	old := a.b
	if err := t.Work(int64(len(old)-hi+len(data)) / 64); err != nil {
		return err
	}
	growth := len(data) - (hi - lo)
	if growth <= 0 {
		copy(old[lo:], data)
		n := copy(old[lo+len(data):], old[hi:])
		a.b = old[:lo+len(data)+n]
		return nil
	}
	b, err := Grow(t, old, growth)
	if err != nil {
		return err
	}
	b = b[:len(old)+growth]
	copy(b[hi+growth:], b[hi:len(old)])
	copy(b[lo:], data)
	a.b = b
	return nil
}
