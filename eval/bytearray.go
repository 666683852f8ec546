package eval

import (
	"strings"

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
		a := v.(*ByteArray)
		if err := strWork(t, len(a.b)); err != nil {
			return "", err
		}
		return reprCharged(t, pyrepr.ByteArray(string(a.b)))
	}
	ByteArrayType.Truth = func(t *Thread, v Value) (bool, error) { return len(v.(*ByteArray).b) > 0, nil }
	ByteArrayType.Len = func(t *Thread, v Value) (int, error) { return len(v.(*ByteArray).b), nil }
	ByteArrayType.Compare = bytesCompare
	ByteArrayType.Iter = func(t *Thread, v Value) (Iterator, error) {
		a := v.(*ByteArray)
		return &bytesIterator{get: func() string { return string(a.b) }}, nil
	}
	ByteArrayType.GetItem = func(t *Thread, v, key Value) (Value, error) {
		return bytesGetItem(t, v, string(v.(*ByteArray).b), key, "bytearray index out of range")
	}
	ByteArrayType.SetItem = byteArraySetItem
	ByteArrayType.Contains = func(t *Thread, v, x Value) (bool, error) {
		return bytesContains(t, string(v.(*ByteArray).b), x)
	}
	ByteArrayType.Concat = func(t *Thread, a, b Value) (Value, error) {
		y, ok := bytesData(b)
		if !ok {
			return nil, Errorf(TypeErrorType, "can't concat %s to bytearray", TypeName(b))
		}
		x := a.(*ByteArray).b
		if err := strCharge(t, len(x)+len(y)); err != nil {
			return nil, err
		}
		r := make([]byte, 0, len(x)+len(y))
		return &ByteArray{b: append(append(r, x...), y...)}, nil
	}
	ByteArrayType.Inplace[OpAdd] = func(t *Thread, a, b Value) (Value, error) {
		y, ok := bytesData(b)
		if !ok {
			return nil, Errorf(TypeErrorType, "can't concat %s to bytearray", TypeName(b))
		}
		x := a.(*ByteArray)
		if err := strCharge(t, len(x.b)+len(y)); err != nil {
			return nil, err
		}
		x.b = append(x.b, y...)
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
		if err := strChargeRepeat(t, len(s), k); err != nil {
			return nil, err
		}
		return &ByteArray{b: []byte(strings.Repeat(string(s), k))}, nil
	}
	ByteArrayType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		b, err := bytesNew(t, "bytearray", args, kwnames)
		if err != nil {
			return nil, err
		}
		return &ByteArray{b: []byte(b)}, nil
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
			if len(a.b) == cap(a.b) {
				if err := t.Charge(int64(len(a.b) + 8)); err != nil {
					return nil, err
				}
			}
			a.b = append(a.b, c)
			return None, nil
		},
		"extend": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg("bytearray.extend", args, kw); err != nil {
				return nil, err
			}
			a := self.(*ByteArray)
			var data string
			if d, ok := bytesData(args[0]); ok {
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
			if err := strCharge(t, len(a.b)+len(data)); err != nil {
				return nil, err
			}
			a.b = append(a.b, data...)
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
			a.b = append(a.b, 0)
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
			i := strings.IndexByte(string(a.b), c)
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
			a := self.(*ByteArray)
			if err := strCharge(t, len(a.b)); err != nil {
				return nil, err
			}
			return &ByteArray{b: append([]byte(nil), a.b...)}, nil
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

func byteArraySetItem(t *Thread, v, key, x Value) error {
	a := v.(*ByteArray)
	if sl, ok := key.(*Slice); ok {
		i, j, k, count, err := sl.Indices(t, len(a.b))
		if err != nil {
			return err
		}
		var data string
		if x != nil {
			d, ok := bytesData(x)
			if !ok {
				if x.Type().Iter == nil || x.Type() == StrType {
					return Errorf(TypeErrorType, "can assign only bytes, buffers, or iterables of ints in range(0, 256)")
				}
				d, err = bytesFromIterable(t, x, false)
				if err != nil {
					return err
				}
			}
			data = d
		}
		if k == 1 {
			j = i + count
			if err := strCharge(t, len(a.b)-(j-i)+len(data)); err != nil {
				return err
			}
			nb := make([]byte, 0, len(a.b)-(j-i)+len(data))
			nb = append(append(append(nb, a.b[:i]...), data...), a.b[j:]...)
			a.b = nb
			return nil
		}
		if x == nil {
			del := make(map[int]bool, count)
			for p := 0; p < count; p++ {
				del[i+p*k] = true
			}
			nb := a.b[:0:0]
			for q, c := range a.b {
				if !del[q] {
					nb = append(nb, c)
				}
			}
			a.b = nb
			return nil
		}
		if len(data) != count {
			return Errorf(ValueErrorType, "attempt to assign bytes of size %d to extended slice of size %d", len(data), count)
		}
		for p := 0; p < count; p++ {
			a.b[i+p*k] = data[p]
		}
		return nil
	}
	switch key.(type) {
	case Int, Bool, *BigInt:
	default:
		if key.Type().Index == nil {
			return Errorf(TypeErrorType, "bytearray indices must be integers or slices, not %s", TypeName(key))
		}
	}
	i, err := AsInt(t, key)
	if err != nil {
		return err
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
	c, err := bytesByteValue(t, x)
	if err != nil {
		return err
	}
	a.b[i] = c
	return nil
}
