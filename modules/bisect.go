package modules

import "github.com/pyinterp/pyinterp/eval"

// The bisect module, as CPython's _bisect: only < is used, the key
// function (if any) is applied to the list's elements, not to x.

func bisectKey(t *eval.Thread, key, v eval.Value) (eval.Value, error) {
	if key == nil || key == eval.None {
		return v, nil
	}
	return eval.Call(t, key, []eval.Value{v}, nil)
}

// bisectItem is a[i] as PySequence_GetItem does it, read at each probe
// (a key function or comparison may change a list).
func bisectItem(t *eval.Thread, a eval.Value, i int) (eval.Value, error) {
	if l, ok := a.(*eval.List); ok {
		if e := l.Elems(); i < len(e) {
			return e[i], nil
		}
		return nil, eval.Errorf(eval.IndexErrorType, "list index out of range")
	}
	return eval.GetItem(t, a, eval.MakeInt(int64(i)))
}

func bisectRight(t *eval.Thread, a eval.Value, x eval.Value, lo, hi int, key eval.Value) (int, error) {
	return bisectSearch(t, a, x, lo, hi, key, true)
}

func bisectLeft(t *eval.Thread, a eval.Value, x eval.Value, lo, hi int, key eval.Value) (int, error) {
	return bisectSearch(t, a, x, lo, hi, key, false)
}

// bisectSearch is the binary search of bisect_right (right: the first
// index whose element is greater than x) and bisect_left (the first whose
// element is not less than x), comparing only with <.
func bisectSearch(t *eval.Thread, a eval.Value, x eval.Value, lo, hi int, key eval.Value, right bool) (int, error) {
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if err := t.Step(); err != nil {
			return 0, err
		}
		v, err := bisectItem(t, a, mid)
		if err != nil {
			return 0, err
		}
		k, err := bisectKey(t, key, v)
		if err != nil {
			return 0, err
		}
		// right: x < k moves hi down; left: k < x moves lo up.
		l, r := k, x
		if right {
			l, r = x, k
		}
		lt, err := eval.CompareBool(t, eval.LT, l, r)
		if err != nil {
			return 0, err
		}
		if lt == right {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo, nil
}

// bisectGeneric runs the search over any sequence (a[i] by GetItem).
func bisectSeq(t *eval.Thread, name string, args []eval.Value, kw []string, right, insert bool) (eval.Value, error) {
	var a, x eval.Value
	var lo int
	var hiV eval.Value = eval.None
	var key eval.Value = eval.None
	if err := eval.UnpackArgs(t, name, args, kw, "a", &a, "x", &x, "lo?", &lo, "hi?", &hiV, "$key?", &key); err != nil {
		return nil, err
	}
	if lo < 0 {
		return nil, eval.Errorf(eval.ValueErrorType, "lo must be non-negative")
	}
	var hi int
	if hiV == eval.None {
		n, err := eval.Len(t, a)
		if err != nil {
			return nil, err
		}
		hi = n
	} else {
		// hi is a Py_ssize_t whose -1 means len(a), as in CPython's
		// _bisect (any other negative hi searches nothing).
		if hiV.Type().Index == nil {
			return nil, eval.Errorf(eval.TypeErrorType, "argument should be integer or None, not '%s'", eval.TypeName(hiV))
		}
		h, err := eval.AsInt64(t, hiV)
		if isOverflow(err) {
			return nil, eval.Errorf(eval.OverflowErrorType, "cannot fit '%s' into an index-sized integer", eval.TypeName(hiV))
		}
		if err != nil {
			return nil, err
		}
		if h == -1 {
			if hi, err = eval.Len(t, a); err != nil {
				return nil, err
			}
		} else {
			hi = int(h)
		}
	}
	xk := x
	if insert && key != eval.None {
		k, err := eval.Call(t, key, []eval.Value{x}, nil)
		if err != nil {
			return nil, err
		}
		xk = k
	}
	var i int
	var err error
	if right {
		i, err = bisectRight(t, a, xk, lo, hi, key)
	} else {
		i, err = bisectLeft(t, a, xk, lo, hi, key)
	}
	if err != nil {
		return nil, err
	}
	if !insert {
		return eval.MakeInt(int64(i)), nil
	}
	if l, ok := a.(*eval.List); ok {
		ins, _ := l.Type().Dict.Get("insert")
		_, err := eval.Call(t, ins, []eval.Value{l, eval.MakeInt(int64(i)), x}, nil)
		return eval.None, err
	}
	ins, err := eval.GetAttr(t, a, "insert")
	if err != nil {
		return nil, err
	}
	_, err = eval.Call(t, ins, []eval.Value{eval.MakeInt(int64(i)), x}, nil)
	return eval.None, err
}

func loadBisect(t *eval.Thread, o *Options) (*eval.Module, error) {
	mk := func(name string, right, insert bool) fn {
		return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return bisectSeq(t, name, args, kw, right, insert)
		}
	}
	m := newModule("bisect", map[string]fn{
		"bisect_left":  mk("bisect_left", false, false),
		"bisect_right": mk("bisect_right", true, false),
		"insort_left":  mk("insort_left", false, true),
		"insort_right": mk("insort_right", true, true),
	})
	b, _ := m.Attrs.Get("bisect_right")
	m.Attrs.Set("bisect", b)
	i, _ := m.Attrs.Get("insort_right")
	m.Attrs.Set("insort", i)
	return m, nil
}
