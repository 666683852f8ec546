package modules

import (
	"math"
	"math/big"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/libm"
)

// The math module. Float functions follow CPython's math_1/math_2
// wrappers: a NaN result from a non-NaN argument is "math domain error"
// (ValueError), an infinite result from a finite argument is "math range
// error" (OverflowError) for functions that can overflow and a domain
// error otherwise.

func domainError() error { return eval.Errorf(eval.ValueErrorType, "math domain error") }
func rangeError() error  { return eval.Errorf(eval.OverflowErrorType, "math range error") }

// math1 wraps a one-argument float function.
func math1(name string, f func(float64) float64, canOverflow bool) fn {
	qual := "math." + name // built once, not per call
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(qual, args, kw, 1, 1); err != nil {
			return nil, err
		}
		x, err := eval.FloatOf(t, args[0])
		if err != nil {
			return nil, err
		}
		r := f(x)
		if math.IsNaN(r) && !math.IsNaN(x) {
			return nil, domainError()
		}
		if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) {
			if canOverflow {
				return nil, rangeError()
			}
			return nil, domainError()
		}
		return eval.Float(r), nil
	}
}

// math2 wraps a two-argument float function.
func math2(name string, f func(x, y float64) float64) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 2, 2); err != nil {
			return nil, err
		}
		x, err := eval.FloatOf(t, args[0])
		if err != nil {
			return nil, err
		}
		y, err := eval.FloatOf(t, args[1])
		if err != nil {
			return nil, err
		}
		r := f(x, y)
		if math.IsNaN(r) {
			if !math.IsNaN(x) && !math.IsNaN(y) {
				return nil, domainError()
			}
		} else if math.IsInf(r, 0) && isFinite(x) && isFinite(y) {
			return nil, rangeError()
		}
		return eval.Float(r), nil
	}
}

func isFinite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

func mathFloatArg(t *eval.Thread, name string, args []eval.Value, kw []string) (float64, error) {
	if err := nargs("math."+name, args, kw, 1, 1); err != nil {
		return 0, err
	}
	return eval.FloatOf(t, args[0])
}

// loadMath gives each interpreter a math module of its own with a copy of
// one table made once per process: its attributes are builtin functions of
// Go functions holding no state, and floats.
var loadMath = sharedModule("math", func(m *eval.Module) {
	addFuncs(m, map[string]fn{
		"sqrt":  math1("sqrt", math.Sqrt, false),
		"exp":   math1("exp", libm.Exp, true),
		"exp2":  math1("exp2", libm.Exp2, true),
		"expm1": math1("expm1", libm.Expm1, true),
		"log2":  logFunc("log2", libm.Log2),
		"log10": logFunc("log10", libm.Log10),
		"log1p": math1("log1p", func(x float64) float64 {
			if x == -1 {
				return math.Inf(-1)
			}
			if x < -1 {
				return math.NaN()
			}
			return libm.Log1p(x)
		}, false),
		"log":       mathLog,
		"pow":       mathPow,
		"sin":       math1("sin", libm.Sin, false),
		"cos":       math1("cos", libm.Cos, false),
		"tan":       math1("tan", libm.Tan, false),
		"asin":      math1("asin", libm.Asin, false),
		"acos":      math1("acos", libm.Acos, false),
		"atan":      math1("atan", libm.Atan, false),
		"sinh":      math1("sinh", libm.Sinh, true),
		"cosh":      math1("cosh", libm.Cosh, true),
		"tanh":      math1("tanh", libm.Tanh, false),
		"asinh":     math1("asinh", libm.Asinh, false),
		"acosh":     math1("acosh", libm.Acosh, false),
		"atanh":     math1("atanh", libm.Atanh, false),
		"erf":       math1("erf", libm.Erf, false),
		"erfc":      math1("erfc", libm.Erfc, false),
		"gamma":     math1("gamma", cpyGamma, true),
		"lgamma":    math1("lgamma", cpyLgamma, true),
		"cbrt":      math1("cbrt", libm.Cbrt, false),
		"fabs":      math1("fabs", math.Abs, false),
		"atan2":     math2("atan2", cpyAtan2),
		"fmod":      math2("fmod", cpyFmod),
		"copysign":  math2("copysign", math.Copysign),
		"remainder": math2("remainder", cpyRemainder),
		"degrees": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x, err := mathFloatArg(t, "degrees", args, kw)
			return eval.Float(x * (180.0 / math.Pi)), err
		},
		"radians": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x, err := mathFloatArg(t, "radians", args, kw)
			return eval.Float(x * (math.Pi / 180.0)), err
		},
		"ceil":      mathCeilFloor("ceil", math.Ceil),
		"floor":     mathCeilFloor("floor", math.Floor),
		"trunc":     mathTrunc,
		"modf":      mathModf,
		"frexp":     mathFrexp,
		"ldexp":     mathLdexp,
		"isfinite":  mathPred("isfinite", isFinite),
		"isinf":     mathPred("isinf", func(x float64) bool { return math.IsInf(x, 0) }),
		"isnan":     mathPred("isnan", math.IsNaN),
		"isclose":   mathIsclose,
		"hypot":     mathHypot,
		"dist":      mathDist,
		"fsum":      mathFsum,
		"prod":      mathProd,
		"factorial": mathFactorial,
		"comb":      mathComb,
		"perm":      mathPerm,
		"gcd":       mathGcd,
		"lcm":       mathLcm,
		"isqrt":     mathIsqrt,
		"nextafter": mathNextafter,
		"ulp":       mathUlp,
	})
	// Every function of math reads its arguments and keeps none of the
	// slice (none returns a tuple or list over it).
	var names []string
	m.Attrs.Range(func(n string, _ eval.Value) bool {
		names = append(names, n)
		return true
	})
	borrowArgs(m, names...)
	m.Attrs.Set("pi", eval.Float(math.Pi))
	m.Attrs.Set("e", eval.Float(math.E))
	m.Attrs.Set("tau", eval.Float(2*math.Pi))
	m.Attrs.Set("inf", eval.Float(math.Inf(1)))
	m.Attrs.Set("nan", eval.Float(math.NaN()))
})

func cpyAtan2(y, x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	case math.IsInf(y, 0):
		if math.IsInf(x, 0) {
			if math.Copysign(1, x) == 1 {
				return math.Copysign(0.25*math.Pi, y)
			}
			return math.Copysign(0.75*math.Pi, y)
		}
		return math.Copysign(0.5*math.Pi, y)
	case math.IsInf(x, 0) || y == 0:
		if math.Copysign(1, x) == 1 {
			return math.Copysign(0, y)
		}
		return math.Copysign(math.Pi, y)
	}
	return libm.Atan2(y, x)
}

func cpyFmod(x, y float64) float64 {
	if math.IsInf(y, 0) && isFinite(x) {
		return x
	}
	return math.Mod(x, y)
}

func cpyRemainder(x, y float64) float64 {
	if isFinite(x) && isFinite(y) {
		if y == 0 {
			return math.NaN()
		}
		absx, absy := math.Abs(x), math.Abs(y)
		m := math.Mod(absx, absy)
		c := absy - m
		var r float64
		switch {
		case m < c:
			r = m
		case m > c:
			r = -c
		default:
			r = m - 2.0*math.Mod(0.5*(absx-m), absy)
		}
		return math.Copysign(1, x) * r
	}
	switch {
	case math.IsNaN(x):
		return x
	case math.IsNaN(y):
		return y
	case math.IsInf(x, 0):
		return math.NaN()
	}
	return x
}

// logFunc is log2/log10 through CPython's loghelper (exact for huge ints).
func logFunc(name string, f func(float64) float64) fn {
	qual := "math." + name // built once, not per call
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(qual, args, kw, 1, 1); err != nil {
			return nil, err
		}
		r, err := logHelper(t, args[0], f)
		if err != nil {
			return nil, err
		}
		return eval.Float(r), nil
	}
}

func mLog(f func(float64) float64) func(float64) float64 {
	return func(x float64) float64 {
		switch {
		case math.IsNaN(x):
			return x
		case math.IsInf(x, 1):
			return x
		case x == 0:
			return math.Inf(-1)
		case x < 0:
			return math.NaN()
		}
		return f(x)
	}
}

func logHelper(t *eval.Thread, v eval.Value, f func(float64) float64) (float64, error) {
	f = mLog(f)
	if n, ok := v.(eval.Int); ok {
		// A small int converts to the nearest float, as PyLong_AsDouble.
		if n <= 0 {
			return 0, domainError()
		}
		return f(float64(n)), nil
	}
	if b, ok := eval.AsBig(v); ok {
		if b.Sign() <= 0 {
			return 0, domainError()
		}
		// As CPython's loghelper: the int as a float when it converts.
		if x, err := eval.BigToFloat(b); err == nil {
			return f(x), nil
		}
		// x * 2**e with 0.5 <= x < 1, as _PyLong_Frexp.
		x, e := eval.BigFrexp(t, b)
		return f(x) + f(2.0)*float64(e), nil
	}
	x, err := eval.FloatOf(t, v)
	if err != nil {
		return 0, err
	}
	r := f(x)
	if math.IsNaN(r) && !math.IsNaN(x) || math.IsInf(r, 0) && isFinite(x) {
		return 0, domainError()
	}
	return r, nil
}

func mathLog(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := noKw("log", kw); err != nil {
		return nil, err
	}
	if len(args) < 1 || len(args) > 2 {
		return nil, eval.Errorf(eval.TypeErrorType, "math.log requires 1 to 2 arguments")
	}
	num, err := logHelper(t, args[0], libm.Log)
	if err != nil {
		return nil, err
	}
	if len(args) == 1 {
		return eval.Float(num), nil
	}
	den, err := logHelper(t, args[1], libm.Log)
	if err != nil {
		return nil, err
	}
	if den == 0 {
		return nil, eval.Errorf(eval.ZeroDivisionErrorType, "float division by zero")
	}
	return eval.Float(num / den), nil
}

func mathPow(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("pow", args, kw, 2, 2); err != nil {
		return nil, err
	}
	x, err := eval.FloatOf(t, args[0])
	if err != nil {
		return nil, err
	}
	y, err := eval.FloatOf(t, args[1])
	if err != nil {
		return nil, err
	}
	if !isFinite(x) || !isFinite(y) {
		var r float64
		switch {
		case math.IsNaN(x):
			r = x
			if y == 0 {
				r = 1
			}
		case math.IsNaN(y):
			r = y
			if x == 1 {
				r = 1
			}
		case math.IsInf(x, 0):
			oddY := isFinite(y) && math.Mod(math.Abs(y), 2) == 1
			switch {
			case y > 0:
				r = math.Abs(x)
				if oddY {
					r = x
				}
			case y == 0:
				r = 1
			default:
				r = 0
				if oddY {
					r = math.Copysign(0, x)
				}
			}
		default: // y infinite
			ax := math.Abs(x)
			switch {
			case ax == 1:
				r = 1
			case y > 0 && ax > 1:
				r = y
			case y < 0 && ax < 1:
				r = -y
			default:
				r = 0
			}
		}
		return eval.Float(r), nil
	}
	if x == 0 && y < 0 {
		return nil, domainError()
	}
	if x < 0 && y != math.Trunc(y) {
		return nil, domainError()
	}
	r, err := eval.Binary(t, eval.OpPow, eval.Float(x), eval.Float(y))
	if err != nil {
		if isExc(err, eval.OverflowErrorType) {
			return nil, rangeError()
		}
		return nil, err
	}
	return r, nil
}

func mathPred(name string, f func(float64) bool) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		x, err := mathFloatArg(t, name, args, kw)
		if err != nil {
			return nil, err
		}
		return eval.MakeBool(f(x)), nil
	}
}

func mathCeilFloor(name string, f func(float64) float64) fn {
	qual := "math." + name // built once, not per call
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(qual, args, kw, 1, 1); err != nil {
			return nil, err
		}
		switch x := args[0].(type) {
		case eval.Int, *eval.BigInt:
			return x, nil
		case eval.Bool:
			return eval.Index(t, x)
		case eval.Float:
			return eval.FloatToInt(f(float64(x)))
		}
		if m, err := eval.GetAttr(t, args[0].Type(), "__"+name+"__"); err == nil {
			return eval.Call(t, m, []eval.Value{args[0]}, nil)
		}
		x, err := eval.FloatOf(t, args[0])
		if err != nil {
			return nil, err
		}
		return eval.FloatToInt(f(x))
	}
}

func mathTrunc(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("math.trunc", args, kw, 1, 1); err != nil {
		return nil, err
	}
	switch x := args[0].(type) {
	case eval.Float:
		return eval.FloatToInt(float64(x))
	case eval.Int, *eval.BigInt:
		return x, nil
	case eval.Bool:
		return eval.Index(t, x)
	}
	if m, err := eval.GetAttr(t, args[0].Type(), "__trunc__"); err == nil {
		return eval.Call(t, m, []eval.Value{args[0]}, nil)
	}
	return nil, eval.Errorf(eval.TypeErrorType, "type %s doesn't define __trunc__ method", eval.TypeName(args[0]))
}

func mathModf(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	x, err := mathFloatArg(t, "modf", args, kw)
	if err != nil {
		return nil, err
	}
	if math.IsInf(x, 0) {
		return tuple(t, eval.Float(math.Copysign(0, x)), eval.Float(x)), nil
	}
	if math.IsNaN(x) {
		return tuple(t, eval.Float(x), eval.Float(x)), nil
	}
	i, f := math.Modf(x)
	return tuple(t, eval.Float(f), eval.Float(i)), nil
}

func mathFrexp(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	x, err := mathFloatArg(t, "frexp", args, kw)
	if err != nil {
		return nil, err
	}
	if !isFinite(x) || x == 0 {
		return tuple(t, eval.Float(x), eval.Int(0)), nil
	}
	m, e := math.Frexp(x)
	return tuple(t, eval.Float(m), eval.MakeInt(int64(e))), nil
}

func mathLdexp(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("ldexp", args, kw, 2, 2); err != nil {
		return nil, err
	}
	x, err := eval.FloatOf(t, args[0])
	if err != nil {
		return nil, err
	}
	var e int64
	switch i := args[1].(type) {
	case eval.Int:
		e = int64(i)
	case eval.Bool:
		if i {
			e = 1
		}
	case *eval.BigInt:
		e = math.MaxInt64
		if i.Big().Sign() < 0 {
			e = math.MinInt64
		}
	default:
		return nil, eval.Errorf(eval.TypeErrorType, "Expected an int as second argument to ldexp.")
	}
	if x == 0 || !isFinite(x) {
		return eval.Float(x), nil
	}
	if e > math.MaxInt32 {
		return nil, rangeError()
	}
	if e < math.MinInt32 {
		return eval.Float(math.Copysign(0, x)), nil
	}
	r := math.Ldexp(x, int(e))
	if math.IsInf(r, 0) {
		return nil, rangeError()
	}
	return eval.Float(r), nil
}

func mathIsclose(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	// Any real number (PyFloat_AsDouble): ints and __float__ too.
	var av, bv eval.Value
	var relV, absV eval.Value = eval.Float(1e-09), eval.Float(0)
	if err := eval.UnpackArgs(t, "isclose", args, kw, "a", &av, "b", &bv, "$rel_tol?", &relV, "$abs_tol?", &absV); err != nil {
		return nil, err
	}
	var f [4]float64
	for i, v := range []eval.Value{av, bv, relV, absV} {
		x, err := eval.FloatOf(t, v)
		if err != nil {
			return nil, err
		}
		f[i] = x
	}
	a, b, relTol, absTol := f[0], f[1], f[2], f[3]
	if relTol < 0 || absTol < 0 {
		return nil, eval.Errorf(eval.ValueErrorType, "tolerances must be non-negative")
	}
	if a == b {
		return eval.True, nil
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		return eval.False, nil
	}
	diff := math.Abs(b - a)
	return eval.MakeBool(diff <= math.Abs(relTol*b) || diff <= math.Abs(relTol*a) || diff <= absTol), nil
}

// vectorNorm is sqrt(sum(x*x)), correctly rounded (CPython's vector_norm
// is correctly rounded in all tested cases).
//
//allocpath:ok math/big at a constant 2300-bit precision: constant work per element, whose count the callers charge
func vectorNorm(vec []float64) float64 {
	max := 0.0
	nan := false
	for _, x := range vec {
		x = math.Abs(x)
		if math.IsNaN(x) {
			nan = true
		} else if x > max {
			max = x
		}
	}
	if math.IsInf(max, 0) {
		return max
	}
	if nan {
		return math.NaN()
	}
	if max == 0 || len(vec) <= 1 {
		return max
	}
	sum := new(big.Float).SetPrec(2300)
	sq := new(big.Float).SetPrec(2300)
	for _, x := range vec {
		bx := new(big.Float).SetPrec(2300).SetFloat64(x)
		sq.Mul(bx, bx)
		sum.Add(sum, sq)
	}
	r := new(big.Float).SetPrec(200).Sqrt(sum)
	f, _ := r.Float64()
	return f
}

func floatArgs(t *eval.Thread, vs []eval.Value) ([]float64, error) {
	out, err := eval.Make[float64](t, len(vs))
	if err != nil {
		return nil, err
	}
	for i, v := range vs {
		f, err := eval.FloatOf(t, v)
		if err != nil {
			return nil, err
		}
		out[i] = f
	}
	return out, nil
}

func mathHypot(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := noKw("hypot", kw); err != nil {
		return nil, err
	}
	if err := t.Steps(int64(len(args))); err != nil {
		return nil, err
	}
	v, err := floatArgs(t, args)
	if err != nil {
		return nil, err
	}
	return eval.Float(vectorNorm(v)), nil
}

func mathDist(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("dist", args, kw, 2, 2); err != nil {
		return nil, err
	}
	var ps [2][]eval.Value
	for i := 0; i < 2; i++ {
		tu, ok := args[i].(*eval.Tuple)
		if !ok {
			// Any iterable, as CPython 3.11's PySequence_Tuple.
			l, err := eval.Collect(t, args[i])
			if err != nil {
				return nil, err
			}
			ps[i] = l
			continue
		}
		ps[i] = tu.Elems()
	}
	if len(ps[0]) != len(ps[1]) {
		return nil, eval.Errorf(eval.ValueErrorType, "both points must have the same number of dimensions")
	}
	if err := t.Steps(int64(len(ps[0]))); err != nil {
		return nil, err
	}
	d, err := eval.Make[float64](t, len(ps[0]))
	if err != nil {
		return nil, err
	}
	// Converted pairwise, p[i] then q[i], so the first bad coordinate
	// is the one CPython reports.
	for i := range d {
		if i >= len(ps[0]) || i >= len(ps[1]) {
			break // a __float__ cannot resize the collected lists, but stay safe
		}
		pi, err := eval.FloatOf(t, ps[0][i])
		if err != nil {
			return nil, err
		}
		qi, err := eval.FloatOf(t, ps[1][i])
		if err != nil {
			return nil, err
		}
		d[i] = math.Abs(pi - qi)
	}
	return eval.Float(vectorNorm(d)), nil
}

// mathFsum is CPython's math.fsum: Shewchuk's algorithm with its
// treatment of infinities, NaNs and intermediate overflow.
func mathFsum(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("math.fsum", args, kw, 1, 1); err != nil {
		return nil, err
	}
	var p []float64
	special, infSum := 0.0, 0.0
	err := iterate(t, args[0], func(v eval.Value) error {
		x, err := eval.FloatOf(t, v)
		if err != nil {
			return err
		}
		xsave := x
		i := 0
		for _, y := range p {
			if math.Abs(x) < math.Abs(y) {
				x, y = y, x
			}
			hi := x + y
			lo := y - (hi - x)
			if lo != 0 {
				p[i] = lo
				i++
			}
			x = hi
		}
		p = p[:i]
		if x != 0 {
			if !isFinite(x) {
				if isFinite(xsave) {
					return eval.Errorf(eval.OverflowErrorType, "intermediate overflow in fsum")
				}
				if math.IsInf(xsave, 0) {
					infSum += xsave
				}
				special += xsave
				p = p[:0]
			} else {
				p = append(p, x)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if special != 0 {
		if math.IsNaN(infSum) {
			return nil, eval.Errorf(eval.ValueErrorType, "-inf + inf in fsum")
		}
		return eval.Float(special), nil
	}
	hi, lo := 0.0, 0.0
	n := len(p)
	if n > 0 {
		n--
		hi = p[n]
		for n > 0 {
			x := hi
			n--
			y := p[n]
			hi = x + y
			lo = y - (hi - x)
			if lo != 0 {
				break
			}
		}
		if n > 0 && (lo < 0 && p[n-1] < 0 || lo > 0 && p[n-1] > 0) {
			y := lo * 2
			x := hi + y
			if y == x-hi {
				hi = x
			}
		}
	}
	return eval.Float(hi), nil
}

func mathProd(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var it eval.Value
	var start eval.Value = eval.Int(1)
	if err := eval.UnpackArgs(t, "prod", args, kw, "iterable/", &it, "$start?", &start); err != nil {
		return nil, err
	}
	acc := start
	err := iterate(t, it, func(x eval.Value) error {
		r, err := eval.Binary(t, eval.OpMul, acc, x)
		acc = r
		return err
	})
	if err != nil {
		return nil, err
	}
	return acc, nil
}

// intArg converts an index-able argument to a big.Int (which must not
// be modified: it may be an int's own number).
func intArg(t *eval.Thread, v eval.Value) (*big.Int, error) {
	if _, ok := v.(eval.Float); ok {
		return nil, eval.Errorf(eval.TypeErrorType, "'float' object cannot be interpreted as an integer")
	}
	r, err := eval.Index(t, v)
	if err != nil {
		return nil, err
	}
	b, _ := eval.AsBig(r)
	return b, nil
}

// log2Factorial is log2(n!) (Stirling, accurate to a bit for n >= 1).
func log2Factorial(n float64) float64 {
	if n < 2 {
		return 0
	}
	lg, _ := math.Lgamma(n + 1)
	return lg / math.Ln2
}

func mathFactorial(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("math.factorial", args, kw, 1, 1); err != nil {
		return nil, err
	}
	n, err := intArg(t, args[0])
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, eval.Errorf(eval.ValueErrorType, "factorial() not defined for negative values")
	}
	if !n.IsInt64() {
		return nil, eval.Errorf(eval.OverflowErrorType, "factorial() argument should not exceed %d", int64(math.MaxInt64))
	}
	k := n.Int64()
	if log2Factorial(float64(k)) > eval.IntMaxBits {
		return nil, eval.IntTooLarge(t)
	}
	if err := chargeProduct(t, log2Factorial(float64(k)), k, false); err != nil {
		return nil, err
	}
	r, err := eval.BigMulRange(t, 1, k)
	if err != nil {
		return nil, err
	}
	return eval.MakeBigInt(r), nil
}

// chargeProduct accounts, before it starts, for building a result of
// about resBits bits from k factors (factorial, perm; comb divides at
// each level too): the balanced products cost about three products of
// half the result's size, each factor a small product, and comb's
// divisions two and a half times its products. The steps are also
// accounted one by one as they run; this prediction makes a hopeless
// computation fail at once, with the operation limit or the deadline,
// rather than after running until either.
func chargeProduct(t *eval.Thread, resBits float64, k int64, divides bool) error {
	half := int64(resBits/2) + 64
	work := 3*float64(eval.BigMulWork(half, half)) + 64*float64(k)
	if divides {
		work *= 4
	}
	return eval.ChargeIntWork(t, int64(min(work, math.MaxInt64/4)))
}

func combPermArgs(t *eval.Thread, name string, args []eval.Value, kw []string, kOptional bool) (*big.Int, *big.Int, error) {
	min := 2
	if kOptional {
		min = 1
	}
	if err := nargs(name, args, kw, min, 2); err != nil {
		return nil, nil, err
	}
	n, err := intArg(t, args[0])
	if err != nil {
		return nil, nil, err
	}
	var k *big.Int
	if len(args) == 2 && (args[1] != eval.None || !kOptional) {
		if k, err = intArg(t, args[1]); err != nil {
			return nil, nil, err
		}
	}
	if n.Sign() < 0 {
		return nil, nil, eval.Errorf(eval.ValueErrorType, "n must be a non-negative integer")
	}
	if k != nil && k.Sign() < 0 {
		return nil, nil, eval.Errorf(eval.ValueErrorType, "k must be a non-negative integer")
	}
	return n, k, nil
}

// bigLog2 is log2(x) for x > 0, as a float (exact enough for size
// predictions).
func bigLog2(x *big.Int) float64 {
	m, e := eval.BigFrexp(nil, x)
	return math.Log2(m) + float64(e)
}

// log2Falling is log2(n * (n-1) * ... * (n-k+1)) for 0 <= k <= n.
func log2Falling(n *big.Int, k int64) float64 {
	if n.IsInt64() && float64(n.Int64()) < 1e15 {
		return log2Factorial(float64(n.Int64())) - log2Factorial(float64(n.Int64()-k))
	}
	// n far larger than k (k is an int64): every factor is about n.
	return float64(k) * bigLog2(n)
}

func mathPerm(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("perm", args, kw, 1, 2); err != nil {
		return nil, err
	}
	if len(args) == 1 || args[1] == eval.None {
		// perm(n) is factorial(n), with factorial's errors (as CPython).
		return mathFactorial(t, nil, args[:1], nil)
	}
	n, k, err := combPermArgs(t, "perm", args, kw, true)
	if err != nil {
		return nil, err
	}
	if c, err := eval.BigCmp(t, k, n); err != nil || c > 0 {
		return eval.Int(0), err
	}
	if !k.IsInt64() {
		return nil, eval.Errorf(eval.OverflowErrorType, "k must not exceed %d", int64(math.MaxInt64))
	}
	kk := k.Int64()
	if log2Falling(n, kk) > eval.IntMaxBits {
		return nil, eval.IntTooLarge(t)
	}
	if err := chargeProduct(t, log2Falling(n, kk), kk, false); err != nil {
		return nil, err
	}
	r, err := eval.BigFallingProduct(t, n, uint64(kk))
	if err != nil {
		return nil, err
	}
	return eval.MakeBigInt(r), nil
}

func mathComb(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	n, k, err := combPermArgs(t, "comb", args, kw, false)
	if err != nil {
		return nil, err
	}
	if c, err := eval.BigCmp(t, k, n); err != nil || c > 0 {
		return eval.Int(0), err
	}
	nk, err := eval.BigSub(t, n, k)
	if err != nil {
		return nil, err
	}
	if c, err := eval.BigCmp(t, nk, k); err != nil {
		return nil, err
	} else if c < 0 {
		k = nk
	}
	if !k.IsInt64() {
		return nil, eval.Errorf(eval.OverflowErrorType, "min(n - k, k) must not exceed %d", int64(math.MaxInt64))
	}
	kk := k.Int64()
	if log2Falling(n, kk)-log2Factorial(float64(kk)) > eval.IntMaxBits {
		return nil, eval.IntTooLarge(t)
	}
	if err := chargeProduct(t, log2Falling(n, kk)-log2Factorial(float64(kk)), kk, true); err != nil {
		return nil, err
	}
	r, err := combRec(t, n, uint64(kk))
	if err != nil {
		return nil, err
	}
	return eval.MakeBigInt(r), nil
}

// combRec is comb(n, k) as CPython's perm_comb computes it, so that no
// intermediate is much larger than the result: C(n, k) = C(n, j) *
// C(n-j, k-j) // C(k, j) with j = k/2, and small k directly.
func combRec(t *eval.Thread, n *big.Int, k uint64) (*big.Int, error) {
	if k <= 16 {
		p, err := eval.BigFallingProduct(t, n, k)
		if err != nil {
			return nil, err
		}
		f, err := eval.BigMulRange(t, 1, int64(k))
		if err != nil {
			return nil, err
		}
		return eval.BigQuo(t, p, f)
	}
	j := k / 2
	a, err := combRec(t, n, j)
	if err != nil {
		return nil, err
	}
	nj, err := eval.BigSub(t, n, new(big.Int).SetUint64(j))
	if err != nil {
		return nil, err
	}
	b, err := combRec(t, nj, k-j)
	if err != nil {
		return nil, err
	}
	if a, err = eval.BigMul(t, a, b); err != nil {
		return nil, err
	}
	c, err := combRec(t, new(big.Int).SetUint64(k), j)
	if err != nil {
		return nil, err
	}
	return eval.BigQuo(t, a, c)
}

func mathGcd(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := noKw("gcd", kw); err != nil {
		return nil, err
	}
	g := new(big.Int)
	for _, a := range args {
		x, err := intArg(t, a)
		if err != nil {
			return nil, err
		}
		if g, err = eval.BigGCD(t, g, x); err != nil {
			return nil, err
		}
	}
	return eval.MakeBigInt(g), nil
}

func mathLcm(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := noKw("lcm", kw); err != nil {
		return nil, err
	}
	l := big.NewInt(1)
	for _, a := range args {
		x, err := intArg(t, a)
		if err != nil {
			return nil, err
		}
		if l.Sign() == 0 || x.Sign() == 0 {
			l = new(big.Int)
			continue
		}
		g, err := eval.BigGCD(t, l, x)
		if err != nil {
			return nil, err
		}
		q, err := eval.BigQuo(t, x, g)
		if err != nil {
			return nil, err
		}
		if l, err = eval.BigMul(t, l, q); err != nil {
			return nil, err
		}
		if l.Sign() < 0 {
			if l, err = eval.BigNeg(t, l); err != nil {
				return nil, err
			}
		}
	}
	return eval.MakeBigInt(l), nil
}

func mathIsqrt(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("math.isqrt", args, kw, 1, 1); err != nil {
		return nil, err
	}
	n, err := intArg(t, args[0])
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, eval.Errorf(eval.ValueErrorType, "isqrt() argument must be nonnegative")
	}
	r, err := eval.BigIsqrt(t, n)
	if err != nil {
		return nil, err
	}
	return eval.MakeBigInt(r), nil
}

func mathNextafter(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("nextafter", args, kw, 2, 2); err != nil {
		return nil, err
	}
	v, err := floatArgs(t, args)
	if err != nil {
		return nil, err
	}
	if v[0] == v[1] {
		return eval.Float(v[1]), nil // C's nextafter returns y (its sign) when x == y
	}
	return eval.Float(math.Nextafter(v[0], v[1])), nil
}

func mathUlp(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	x, err := mathFloatArg(t, "ulp", args, kw)
	if err != nil {
		return nil, err
	}
	if math.IsNaN(x) {
		return eval.Float(x), nil
	}
	x = math.Abs(x)
	if math.IsInf(x, 0) {
		return eval.Float(x), nil
	}
	x2 := math.Nextafter(x, math.Inf(1))
	if math.IsInf(x2, 0) {
		x2 = math.Nextafter(x, math.Inf(-1))
		return eval.Float(x - x2), nil
	}
	return eval.Float(x2 - x), nil
}

// CPython's own gamma and lgamma (Lanczos approximation, N=13).

const (
	lanczosG          = 6.024680040776729583740234375
	lanczosGMinusHalf = 5.524680040776729583740234375
	logPi             = 1.144729885849400174143427351353058711647
)

var lanczosNum = [13]float64{
	23531376880.410759688572007674451636754734846804940,
	42919803642.649098768957899047001988850926355848959,
	35711959237.355668049440185451547166705960488635843,
	17921034426.037209699919755754458931112671403265390,
	6039542586.3520280050642916443072979210699388420708,
	1439720407.3117216736632230727949123939715485786772,
	248874557.86205415651146038641322942321632125127801,
	31426415.585400194380614231628318205362874684987640,
	2876370.6289353724412254090516208496135991145378768,
	186056.26539522349504029498971604569928220784236328,
	8071.6720023658162106380029022722506138218516325024,
	210.82427775157934587250973392071336271166969580291,
	2.5066282746310002701649081771338373386264310793408,
}

var lanczosDen = [13]float64{0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
	13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0}

func lanczosSum(x float64) float64 {
	num, den := 0.0, 0.0
	if x < 5.0 {
		for i := 12; i >= 0; i-- {
			num = num*x + lanczosNum[i]
			den = den*x + lanczosDen[i]
		}
	} else {
		for i := 0; i < 13; i++ {
			num = num/x + lanczosNum[i]
			den = den/x + lanczosDen[i]
		}
	}
	return num / den
}

func sinpi(x float64) float64 {
	y := math.Mod(math.Abs(x), 2.0)
	n := int(math.Round(2.0 * y))
	var r float64
	switch n {
	case 0:
		r = libm.Sin(math.Pi * y)
	case 1:
		r = libm.Cos(math.Pi * (y - 0.5))
	case 2:
		r = libm.Sin(math.Pi * (1.0 - y))
	case 3:
		r = -libm.Cos(math.Pi * (y - 1.5))
	default:
		r = libm.Sin(math.Pi * (y - 2.0))
	}
	return math.Copysign(1.0, x) * r
}

func libmPow(x, y float64) float64 {
	r, err := eval.Binary(nil, eval.OpPow, eval.Float(x), eval.Float(y))
	if err != nil {
		return math.Inf(1)
	}
	f, _ := eval.AsFloat(r)
	return f
}

func cpyGamma(x float64) float64 {
	if !isFinite(x) {
		if math.IsNaN(x) || x > 0 {
			return x
		}
		return math.NaN()
	}
	if x == 0 {
		return math.NaN() // CPython: ValueError for gamma(0)
	}
	if x == math.Floor(x) {
		if x < 0 {
			return math.NaN()
		}
		if x <= 23 {
			f := 1.0
			for i := 2.0; i < x; i++ {
				f *= i
			}
			return f
		}
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		return 1.0 / x
	}
	if absx > 200.0 {
		if x < 0.0 {
			return 0.0 / sinpi(x)
		}
		return math.Inf(1)
	}
	y := absx + lanczosGMinusHalf
	var z float64
	if absx > lanczosGMinusHalf {
		q := y - absx
		z = q - lanczosGMinusHalf
	} else {
		q := y - lanczosGMinusHalf
		z = q - absx
	}
	z = z * lanczosG / y
	var r float64
	if x < 0.0 {
		r = -math.Pi / sinpi(absx) / absx * libm.Exp(y) / lanczosSum(absx)
		r -= z * r
		if absx < 140.0 {
			r /= libmPow(y, absx-0.5)
		} else {
			sp := libmPow(y, absx/2.0-0.25)
			r /= sp
			r /= sp
		}
	} else {
		r = lanczosSum(absx) / libm.Exp(y)
		r += z * r
		if absx < 140.0 {
			r *= libmPow(y, absx-0.5)
		} else {
			sp := libmPow(y, absx/2.0-0.25)
			r *= sp
			r *= sp
		}
	}
	return r
}

func cpyLgamma(x float64) float64 {
	if !isFinite(x) {
		if math.IsNaN(x) {
			return x
		}
		return math.Inf(1)
	}
	if x == math.Floor(x) && x <= 2.0 {
		if x <= 0.0 {
			return math.NaN() // CPython: ValueError
		}
		return 0.0
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		return -libm.Log(absx)
	}
	r := libm.Log(lanczosSum(absx)) - lanczosG
	r += (absx - 0.5) * (libm.Log(absx+lanczosG-0.5) - 1)
	if x < 0.0 {
		r = logPi - libm.Log(math.Abs(sinpi(absx))) - libm.Log(absx) - r
	}
	return r
}
