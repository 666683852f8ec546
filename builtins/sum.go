package builtins

import "github.com/pyinterp/pyinterp/eval"

// sum's fast paths, CPython 3.11's builtin_sum_impl: while the total is
// an exact int that fits a machine word and the items are exact ints (or
// bools) it is kept in an int64; while it is an exact float and the items
// are exact floats or word-sized ints, in a float64 (plain addition, no
// compensation: that came in 3.12). The first item that does not fit
// turns the total back into an object, added with + from there on, as
// CPython does (a float total is entered only from the start or straight
// from the int total). No intermediate total is boxed.

// sumMode is which total sumItems is keeping.
type sumMode uint8

const (
	sumInt    sumMode = iota // ia, an exact int
	sumFloat                 // fa, an exact float
	sumObject                // acc, any value
)

func sumItems(t *eval.Thread, it, start eval.Value) (eval.Value, error) {
	var (
		ia   int64
		fa   float64
		acc  eval.Value
		mode sumMode
	)
	switch s := start.(type) {
	case eval.Int:
		ia, mode = int64(s), sumInt
	case eval.Float:
		fa, mode = float64(s), sumFloat
	default:
		acc, mode = start, sumObject
	}
	err := each(t, it, func(v eval.Value) (bool, error) {
		switch mode {
		case sumInt:
			var b int64
			switch x := v.(type) {
			case eval.Int:
				b = int64(x)
			case eval.Bool:
				if x {
					b = 1
				}
			default:
				return true, sumFallback(t, &mode, &acc, &fa, eval.MakeInt(ia), v)
			}
			if s := ia + b; (ia^s)&(b^s) >= 0 { // no overflow
				ia = s
				return true, nil
			}
			return true, sumFallback(t, &mode, &acc, &fa, eval.MakeInt(ia), v)
		case sumFloat:
			switch x := v.(type) {
			case eval.Float:
				fa += float64(x)
				return true, nil
			case eval.Int:
				fa += float64(int64(x))
				return true, nil
			case eval.Bool:
				if x {
					fa++
				} else {
					fa += 0
				}
				return true, nil
			}
			r, err := eval.Binary(t, eval.OpAdd, eval.Float(fa), v)
			acc, mode = r, sumObject
			return true, err
		}
		var err error
		acc, err = eval.Binary(t, eval.OpAdd, acc, v)
		return true, err
	})
	if err != nil {
		return nil, err
	}
	switch mode {
	case sumInt:
		return eval.MakeInt(ia), nil
	case sumFloat:
		return eval.Float(fa), nil
	}
	return acc, nil
}

// sumFallback adds v to the int total tot (boxed) with +, leaving the
// float mode when the result is an exact float, the object mode otherwise.
func sumFallback(t *eval.Thread, mode *sumMode, acc *eval.Value, fa *float64, tot, v eval.Value) error {
	r, err := eval.Binary(t, eval.OpAdd, tot, v)
	if err != nil {
		return err
	}
	if f, ok := r.(eval.Float); ok {
		*fa, *mode = float64(f), sumFloat
		return nil
	}
	*acc, *mode = r, sumObject
	return nil
}
