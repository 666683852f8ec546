package eval

import "github.com/pyinterp/pyinterp/internal/pyrepr"

// The lazy builtin iterator types: enumerate, zip, map, filter.

// ExceptionTypes returns the builtin exception classes.
func ExceptionTypes() []*Type { return append([]*Type(nil), exceptionTypes...) }

// DecodeRune decodes the first code point of a Python str's Go string.
func DecodeRune(s string) (rune, int) { return pyrepr.DecodeRune(s) }

// AppendRune appends a code point (surrogates allowed) to b.
func AppendRune(b []byte, r rune) []byte { return pyrepr.AppendRune(b, r) }

// IterObject is iter(v): a Python iterator object.
func IterObject(t *Thread, v Value) (Value, error) {
	it, err := Iterate(t, v)
	if err != nil {
		return nil, err
	}
	if iv, ok := it.(Value); ok {
		return iv, nil
	}
	return &goIterator{it: it}, nil
}

// NextValue advances a Python iterator object: (nil, nil) when exhausted.
func NextValue(t *Thread, v Value) (Value, error) {
	if it, ok := v.(Iterator); ok {
		return it.Next(t)
	}
	next, err := GetAttr(t, v, "__next__")
	if err != nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an iterator", TypeName(v))
	}
	r, err := Call(t, next, nil, nil)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls.IsSubtype(StopIterationType) {
			return nil, nil
		}
		return nil, err
	}
	return r, nil
}

// goIterator wraps a Go Iterator that is not itself a Value.
type goIterator struct{ it Iterator }

var goIteratorType = newIteratorType("iterator")

func (*goIterator) Type() *Type                     { return goIteratorType }
func (g *goIterator) Next(t *Thread) (Value, error) { return nextNested(t, g.it) }

var (
	EnumerateType = newIteratorType("enumerate")
	ZipType       = newIteratorType("zip")
	MapType       = newIteratorType("map")
	FilterType    = newIteratorType("filter")
)

type enumerateIter struct {
	it Iterator
	n  Value
}

func (*enumerateIter) Type() *Type { return EnumerateType }

func (e *enumerateIter) Next(t *Thread) (Value, error) {
	x, err := nextNested(t, e.it)
	if err != nil || x == nil {
		return nil, err
	}
	i := e.n
	if n, ok := i.(Int); ok && n < 1<<62 {
		e.n = MakeInt(int64(n) + 1)
	} else if e.n, err = Binary(t, OpAdd, i, Int(1)); err != nil {
		return nil, err
	}
	return NewTupleCharged(t, i, x)
}

type zipIter struct {
	its    []Iterator
	strict bool
}

func (*zipIter) Type() *Type { return ZipType }

func (z *zipIter) Next(t *Thread) (Value, error) {
	if len(z.its) == 0 {
		return nil, nil
	}
	tu, err := newTupleN(t, len(z.its))
	if err != nil {
		return nil, err
	}
	if ok, err := z.fill(t, tu.elems); !ok || err != nil {
		return nil, err
	}
	return tu, nil
}

// fill sets out to the next item of each iterator; ok is false when one
// is exhausted (an error for a strict zip whose lengths differ).
func (z *zipIter) fill(t *Thread, out []Value) (bool, error) {
	for i, it := range z.its {
		x, err := nextNested(t, it)
		if err != nil {
			return false, err
		}
		if x == nil {
			if z.strict {
				if i > 0 {
					plural := "s"
					if i == 1 {
						plural = ""
					}
					return false, Errorf(ValueErrorType, "zip() argument %d is shorter than argument%s %s", i+1, plural, argRange(i))
				}
				for j := 1; j < len(z.its); j++ {
					y, err := nextNested(t, z.its[j])
					if err != nil {
						return false, err
					}
					if y != nil {
						plural := "s"
						if j == 1 {
							plural = ""
						}
						return false, Errorf(ValueErrorType, "zip() argument %d is longer than argument%s %s", j+1, plural, argRange(j))
					}
				}
			}
			z.its = nil
			return false, nil
		}
		out[i] = x
	}
	return true, nil
}

func argRange(i int) string {
	if i == 1 {
		return "1"
	}
	return "1-" + itoa(i)
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

type mapIter struct {
	fn  Value
	its []Iterator
}

func (*mapIter) Type() *Type { return MapType }

func (m *mapIter) Next(t *Thread) (Value, error) {
	if len(m.its) == 1 {
		x, err := nextNested(t, m.its[0])
		if err != nil || x == nil {
			return nil, err
		}
		return StopAsEnd(Call1(t, m.fn, x))
	}
	args, err := Make[Value](t, len(m.its))
	if err != nil {
		return nil, err
	}
	for i, it := range m.its {
		x, err := nextNested(t, it)
		if err != nil || x == nil {
			return nil, err
		}
		args[i] = x
	}
	return StopAsEnd(Call(t, m.fn, args, nil))
}

// StopAsEnd turns a StopIteration raised by a callback of a builtin
// iterator (map's function, filter's predicate, ...) into the iterator's
// end, as CPython's consumers treat StopIteration out of any __next__.
func StopAsEnd(v Value, err error) (Value, error) {
	if e, ok := err.(*Exception); ok && e.cls.IsSubtype(StopIterationType) {
		return nil, nil
	}
	return v, err
}

type filterIter struct {
	fn Value // None: truth of the item
	it Iterator
}

func (*filterIter) Type() *Type { return FilterType }

func (f *filterIter) Next(t *Thread) (Value, error) {
	for {
		x, err := nextNested(t, f.it)
		if err != nil || x == nil {
			return nil, err
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
		v := x
		if f.fn != None {
			if v, err = Call1(t, f.fn, x); err != nil {
				return StopAsEnd(nil, err)
			}
		}
		ok, err := Truth(t, v)
		if err != nil {
			return nil, err
		}
		if ok {
			return x, nil
		}
	}
}

func init() {
	EnumerateType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		var it Value
		var start Value = Int(0)
		if len(args) == 0 {
			return nil, Errorf(TypeErrorType, "enumerate() missing required argument 'iterable'")
		}
		if err := UnpackArgs(t, "enumerate", args, kwnames, "iterable", &it, "start?", &start); err != nil {
			return nil, err
		}
		start, err := Index(t, start)
		if err != nil {
			return nil, err
		}
		i, err := Iterate(t, it)
		if err != nil {
			return nil, err
		}
		if err := Reserve(t, iteratorBytes+iteratorArgBytes); err != nil {
			return nil, err
		}
		return &enumerateIter{it: i, n: start}, nil
	}
	ZipType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		npos := len(args) - len(kwnames)
		strict := false
		if len(kwnames) > 1 {
			return nil, Errorf(TypeErrorType, "zip() takes at most 1 keyword argument (%d given)", len(kwnames))
		}
		for i, k := range kwnames {
			if k != "strict" {
				return nil, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for zip()", k)
			}
			b, err := Truth(t, args[npos+i])
			if err != nil {
				return nil, err
			}
			strict = b
		}
		if err := ReserveArray(t, int64(npos)+2, iteratorArgBytes); err != nil {
			return nil, err
		}
		z := &zipIter{strict: strict}
		for i := 0; i < npos; i++ {
			it, err := Iterate(t, args[i])
			if err != nil {
				return nil, err
			}
			z.its = append(z.its, it)
		}
		return z, nil
	}
	MapType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		if len(kwnames) > 0 {
			return nil, Errorf(TypeErrorType, "map() takes no keyword arguments")
		}
		if len(args) < 2 {
			return nil, Errorf(TypeErrorType, "map() must have at least two arguments.")
		}
		if err := ReserveArray(t, int64(len(args))+1, iteratorArgBytes); err != nil {
			return nil, err
		}
		m := &mapIter{fn: args[0]}
		for _, a := range args[1:] {
			it, err := Iterate(t, a)
			if err != nil {
				return nil, err
			}
			m.its = append(m.its, it)
		}
		return m, nil
	}
	FilterType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		var fn, it Value
		if len(kwnames) > 0 {
			return nil, Errorf(TypeErrorType, "filter() takes no keyword arguments")
		}
		if err := UnpackArgs(t, "filter", args, kwnames, "function/", &fn, "iterable/", &it); err != nil {
			return nil, err
		}
		i, err := Iterate(t, it)
		if err != nil {
			return nil, err
		}
		if err := Reserve(t, iteratorBytes+iteratorArgBytes); err != nil {
			return nil, err
		}
		return &filterIter{fn: fn, it: i}, nil
	}
}

func init() {
	ReversedType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		if len(kwnames) > 0 {
			return nil, Errorf(TypeErrorType, "reversed() takes no keyword arguments")
		}
		if len(args) != 1 {
			return nil, Errorf(TypeErrorType, "reversed expected 1 argument, got %d", len(args))
		}
		return Reversed(t, args[0])
	}
}
