package modules

import (
	"math/bits"

	"github.com/pyinterp/pyinterp/eval"
)

// The heapq module. The heap operations are Go, with CPython's C
// algorithms step for step (the same comparisons, in the same order, so
// heaps of equal keys come out arranged as CPython arranges them);
// merge, nlargest and nsmallest are Python, as in CPython.

// heapList returns the list a heap function operates on.
func heapList(fname string, v eval.Value) (*eval.List, error) {
	switch l := v.(type) {
	case *eval.List:
		return l, nil
	case *eval.Instance:
		if b, ok := l.Base().(*eval.List); ok {
			return b, nil
		}
	}
	which := "argument 1"
	if fname == "heappop" || fname == "heapify" || fname == "_heappop_max" || fname == "_heapify_max" {
		which = "argument"
	}
	return nil, eval.Errorf(eval.TypeErrorType, "%s() %s must be list, not %s", fname, which, eval.TypeName(v))
}

var errHeapChanged = func() error { return eval.Errorf(eval.RuntimeErrorType, "list changed size during iteration") }

// less is a < b, or b < a for the max-heap variants.
func heapLess(t *eval.Thread, max bool, a, b eval.Value) (bool, error) {
	if max {
		a, b = b, a
	}
	if x, ok := a.(eval.Int); ok {
		if y, ok := b.(eval.Int); ok {
			return x < y, nil
		}
	}
	return eval.CompareBool(t, eval.LT, a, b)
}

func siftDown(t *eval.Thread, l *eval.List, startpos, pos int, max bool) error {
	size := l.Len()
	if pos >= size {
		return eval.Errorf(eval.IndexErrorType, "list index out of range")
	}
	for pos > startpos {
		parentpos := (pos - 1) >> 1
		arr := l.Elems()
		lt, err := heapLess(t, max, arr[pos], arr[parentpos])
		if err != nil {
			return err
		}
		if size != l.Len() {
			return errHeapChanged()
		}
		if !lt {
			break
		}
		arr = l.Elems()
		arr[parentpos], arr[pos] = arr[pos], arr[parentpos]
		pos = parentpos
	}
	return nil
}

func siftUp(t *eval.Thread, l *eval.List, pos int, max bool) error {
	endpos := l.Len()
	startpos := pos
	if pos >= endpos {
		return eval.Errorf(eval.IndexErrorType, "list index out of range")
	}
	limit := endpos >> 1
	for pos < limit {
		childpos := 2*pos + 1
		if childpos+1 < endpos {
			arr := l.Elems()
			lt, err := heapLess(t, max, arr[childpos], arr[childpos+1])
			if err != nil {
				return err
			}
			if !lt {
				childpos++
			}
			if endpos != l.Len() {
				return errHeapChanged()
			}
		}
		arr := l.Elems()
		arr[childpos], arr[pos] = arr[pos], arr[childpos]
		pos = childpos
	}
	return siftDown(t, l, startpos, pos, max)
}

func heapify(t *eval.Thread, l *eval.List, max bool) error {
	n := l.Len()
	if err := t.Steps(int64(n)); err != nil {
		return err
	}
	if n > 2500 {
		// CPython's cache-friendly order for large heaps.
		m := n >> 1
		mhalf := m >> 1
		leftmost := (1 << (bits.Len(uint(m+1)) - 1)) - 1
		climb := func(i int) error {
			for j := i; ; j >>= 1 {
				if err := siftUp(t, l, j, max); err != nil {
					return err
				}
				if j&1 == 0 {
					return nil
				}
			}
		}
		for i := leftmost - 1; i >= mhalf; i-- {
			if err := climb(i); err != nil {
				return err
			}
		}
		for i := m - 1; i >= leftmost; i-- {
			if err := climb(i); err != nil {
				return err
			}
		}
		return nil
	}
	for i := n/2 - 1; i >= 0; i-- {
		if err := siftUp(t, l, i, max); err != nil {
			return err
		}
	}
	return nil
}

func heapArgs(t *eval.Thread, name string, args []eval.Value, kw []string, n int) (*eval.List, error) {
	if err := nargs(name, args, kw, n, n); err != nil {
		return nil, err
	}
	return heapList(name, args[0])
}

func heapPop(t *eval.Thread, l *eval.List, max bool) (eval.Value, error) {
	last := l.Pop()
	if last == nil {
		return nil, eval.Errorf(eval.IndexErrorType, "index out of range")
	}
	if l.Len() == 0 {
		return last, nil
	}
	arr := l.Elems()
	ret := arr[0]
	arr[0] = last
	if err := siftUp(t, l, 0, max); err != nil {
		return nil, err
	}
	return ret, nil
}

func heapReplace(t *eval.Thread, l *eval.List, item eval.Value, max bool) (eval.Value, error) {
	if l.Len() == 0 {
		return nil, eval.Errorf(eval.IndexErrorType, "index out of range")
	}
	arr := l.Elems()
	ret := arr[0]
	arr[0] = item
	if err := siftUp(t, l, 0, max); err != nil {
		return nil, err
	}
	return ret, nil
}

var heapqFuncs = map[string]fn{
	"heappush": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		l, err := heapArgs(t, "heappush", args, kw, 2)
		if err != nil {
			return nil, err
		}
		if err := l.Append(t, args[1]); err != nil {
			return nil, err
		}
		return eval.None, siftDown(t, l, 0, l.Len()-1, false)
	},
	"heappop": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "heappop", args, kw, "heap/", new(eval.Value)); err != nil {
			return nil, err
		}
		l, err := heapList("heappop", args[0])
		if err != nil {
			return nil, err
		}
		return heapPop(t, l, false)
	},
	"_heappop_max": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "_heappop_max", args, kw, "heap/", new(eval.Value)); err != nil {
			return nil, err
		}
		l, err := heapList("_heappop_max", args[0])
		if err != nil {
			return nil, err
		}
		return heapPop(t, l, true)
	},
	"heapify": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "heapify", args, kw, "heap/", new(eval.Value)); err != nil {
			return nil, err
		}
		l, err := heapList("heapify", args[0])
		if err != nil {
			return nil, err
		}
		return eval.None, heapify(t, l, false)
	},
	"_heapify_max": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, "_heapify_max", args, kw, "heap/", new(eval.Value)); err != nil {
			return nil, err
		}
		l, err := heapList("_heapify_max", args[0])
		if err != nil {
			return nil, err
		}
		return eval.None, heapify(t, l, true)
	},
	"heapreplace": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		l, err := heapArgs(t, "heapreplace", args, kw, 2)
		if err != nil {
			return nil, err
		}
		return heapReplace(t, l, args[1], false)
	},
	"_heapreplace_max": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		l, err := heapArgs(t, "_heapreplace_max", args, kw, 2)
		if err != nil {
			return nil, err
		}
		return heapReplace(t, l, args[1], true)
	},
	"heappushpop": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		l, err := heapArgs(t, "heappushpop", args, kw, 2)
		if err != nil {
			return nil, err
		}
		item := args[1]
		if l.Len() == 0 {
			return item, nil
		}
		lt, err := heapLess(t, false, l.Elems()[0], item)
		if err != nil {
			return nil, err
		}
		if !lt {
			return item, nil
		}
		if l.Len() == 0 {
			return nil, eval.Errorf(eval.IndexErrorType, "index out of range")
		}
		return heapReplace(t, l, item, false)
	},
}

func loadHeapq(t *eval.Thread, o *Options) (*eval.Module, error) {
	return runPyModule(t, "heapq", goFuncs(heapqFuncs))
}
