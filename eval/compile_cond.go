package eval

import (
	"github.com/pyinterp/pyinterp/ast"
)

// condFn evaluates an expression for its truth: the test of an if, a
// while, a conditional expression or an assert.
type condFn func(fr *Frame) (bool, error)

// cond compiles e as a test. The shapes tests usually have are decided
// here, without making the bool object a comparison returns and asking
// its truth again: a comparison of operands (locals, globals,
// constants), `not`, `and`/`or` (each operand's truth asked once, as
// CPython's jumps do: `if a and b` with a false asks a's __bool__ once)
// and a plain local. Each raises what the expression would, at the same
// position, and notes its line as lineAt does.
func (c *compiler) cond(e ast.Expr) condFn {
	switch n := e.(type) {
	case *ast.UnaryOp:
		if n.Op != ast.Not {
			break
		}
		if !condShaped(n.Operand) {
			x := c.operand(n.Operand)
			return c.condLine(e, func(fr *Frame) (bool, error) {
				v, err := x.fast(fr), error(nil)
				if v == nil {
					v, err = x.slow(fr)
				}
				if err != nil {
					return false, err
				}
				if b, ok := v.(Bool); ok {
					return !bool(b), nil
				}
				b, err := truth(fr.t, v)
				return !b, err
			})
		}
		x := c.cond(n.Operand)
		return c.condLine(e, func(fr *Frame) (bool, error) {
			b, err := x(fr)
			return !b, err
		})
	case *ast.BoolOp:
		return c.condBoolOp(n)
	case *ast.Compare:
		if len(n.Ops) == 1 && !(n.Ops[0] <= ast.GtE && (floatHint(n.Left) || floatHint(n.Comparators[0]))) {
			return c.condLine(e, c.condCompare(n))
		}
		if len(n.Ops) > 1 {
			return c.condLine(e, c.condChain(n))
		}
	case *ast.Name:
		if slot, ok := c.localSlot(n); ok {
			load := c.expr(e) // the UnboundLocalError, at the name
			return func(fr *Frame) (bool, error) {
				v := fr.slots[slot]
				if v == nil {
					_, err := load(fr)
					return false, err
				}
				return truth(fr.t, v)
			}
		}
	}
	x := c.operand(e)
	return func(fr *Frame) (bool, error) {
		v, err := x.fast(fr), error(nil)
		if v == nil {
			v, err = x.slow(fr)
		}
		if err != nil {
			return false, err
		}
		if b, ok := v.(Bool); ok {
			return bool(b), nil
		}
		return truth(fr.t, v)
	}
}

// condShaped reports whether cond compiles e by its shape (not, and/or,
// a comparison of one operator) rather than as an operand's truth.
func condShaped(e ast.Expr) bool {
	switch n := e.(type) {
	case *ast.UnaryOp:
		return n.Op == ast.Not
	case *ast.BoolOp:
		return true
	case *ast.Compare:
		return len(n.Ops) == 1
	}
	return false
}

// boolValued reports whether e's value is always a bool that cond
// decides: not x, and the comparisons is, is not, in and not in (which
// never return another object, unlike the rich comparisons).
func boolValued(e ast.Expr) bool {
	switch n := e.(type) {
	case *ast.UnaryOp:
		return n.Op == ast.Not
	case *ast.Compare:
		if len(n.Ops) != 1 {
			return false
		}
		switch n.Ops[0] {
		case ast.Is, ast.IsNot, ast.In, ast.NotIn:
			return true
		}
	}
	return false
}

// condLine is lineAt for a test compiled by cond.
func (c *compiler) condLine(e ast.Expr, fn condFn) condFn {
	line := e.Position().Lineno
	if c.stmtLine == 0 || line == c.stmtLine {
		return fn
	}
	switch e.(type) {
	case *ast.Compare, *ast.UnaryOp:
		l := int32(line)
		return func(fr *Frame) (bool, error) {
			fr.line = l
			return fn(fr)
		}
	}
	return fn
}

// condBoolOp compiles `a and b ...` / `a or b ...` as a test.
func (c *compiler) condBoolOp(e *ast.BoolOp) condFn {
	isAnd := e.Op == ast.And
	if len(e.Values) == 2 {
		a, b := c.cond(e.Values[0]), c.cond(e.Values[1])
		if isAnd {
			return func(fr *Frame) (bool, error) {
				ok, err := a(fr)
				if err != nil || !ok {
					return false, err
				}
				return b(fr)
			}
		}
		return func(fr *Frame) (bool, error) {
			ok, err := a(fr)
			if err != nil || ok {
				return ok, err
			}
			return b(fr)
		}
	}
	vals := astMake[condFn](len(e.Values))
	for i, v := range e.Values {
		vals[i] = c.cond(v)
	}
	return func(fr *Frame) (bool, error) {
		for _, f := range vals[:len(vals)-1] {
			ok, err := f(fr)
			if err != nil {
				return false, err
			}
			if ok != isAnd {
				return ok, nil
			}
		}
		return vals[len(vals)-1](fr)
	}
}

// condCompare compiles a comparison of one operator as a test.
func (c *compiler) condCompare(e *ast.Compare) condFn {
	left := c.operand(e.Left)
	op := e.Ops[0]
	right := c.operand(e.Comparators[0])
	switch op {
	case ast.Is, ast.IsNot:
		is := op == ast.Is
		return func(fr *Frame) (bool, error) {
			a, err := left.fast(fr), error(nil)
			if a == nil {
				a, err = left.slow(fr)
			}
			if err != nil {
				return false, err
			}
			b, err := right.fast(fr), error(nil)
			if b == nil {
				b, err = right.slow(fr)
			}
			if err != nil {
				return false, err
			}
			return Is(a, b) == is, nil
		}
	case ast.In, ast.NotIn:
		in := op == ast.In
		return func(fr *Frame) (bool, error) {
			a, err := left.fast(fr), error(nil)
			if a == nil {
				a, err = left.slow(fr)
			}
			if err != nil {
				return false, err
			}
			b, err := right.fast(fr), error(nil)
			if b == nil {
				b, err = right.slow(fr)
			}
			if err != nil {
				return false, err
			}
			ok, rerr := Contains(fr.t, b, a)
			if rerr != nil {
				return false, fr.at(rerr, e)
			}
			return ok == in, nil
		}
	}
	cop := astCmpOps[op]
	return func(fr *Frame) (bool, error) {
		a, err := left.fast(fr), error(nil)
		if a == nil {
			a, err = left.slow(fr)
		}
		if err != nil {
			return false, err
		}
		b, err := right.fast(fr), error(nil)
		if b == nil {
			b, err = right.slow(fr)
		}
		if err != nil {
			return false, err
		}
		if x, ok := a.(Int); ok {
			if y, ok := b.(Int); ok {
				return compareInts(cop, int64(x), int64(y)), nil
			}
		} else if x, ok := a.(Float); ok {
			if y, ok := b.(Float); ok {
				return compareFloats(cop, float64(x), float64(y)), nil
			}
		}
		res, rerr := Compare(fr.t, cop, a, b)
		if rerr != nil {
			return false, fr.at(rerr, e)
		}
		if r, ok := res.(Bool); ok {
			return bool(r), nil
		}
		// A rich comparison's other result: its truth, asked by the
		// test (CPython's jump), an error there at the statement.
		return truth(fr.t, res)
	}
}

// condChain compiles a chained comparison `a < b <= c ...` as a test:
// each comparison's result decides (its truth asked once, as CPython's
// jump asks it: a false one ends the test there), ints and floats
// compared without the bool object.
func (c *compiler) condChain(e *ast.Compare) condFn {
	left := c.operand(e.Left)
	rights := astMake[operand](len(e.Comparators))
	for i, x := range e.Comparators {
		rights[i] = c.operand(x)
	}
	ops := e.Ops
	return func(fr *Frame) (bool, error) {
		a, err := left.fast(fr), error(nil)
		if a == nil {
			a, err = left.slow(fr)
		}
		if err != nil {
			return false, err
		}
		for i := range rights {
			b, err := rights[i].fast(fr), error(nil)
			if b == nil {
				b, err = rights[i].slow(fr)
			}
			if err != nil {
				return false, err
			}
			ok, done := compareFast(ops[i], a, b)
			if !done {
				r, rerr := compareOne(fr.t, ops[i], a, b)
				if rerr != nil {
					return false, fr.at(rerr, e)
				}
				if bv, isBool := r.(Bool); isBool {
					ok = bool(bv)
				} else if ok, err = truth(fr.t, r); err != nil {
					if i == len(rights)-1 {
						// The last result's truth is the test's own.
						return false, err
					}
					return false, fr.at(err, e)
				}
			}
			if !ok {
				return false, nil
			}
			a = b
		}
		return true, nil
	}
}

// compareFast is a op b for a rich comparison of two ints or two floats
// (done), decided as their slots decide it; done is false otherwise.
func compareFast(op ast.CmpOperator, a, b Value) (ok, done bool) {
	if op > ast.GtE {
		return false, false
	}
	switch x := a.(type) {
	case Int:
		if y, isInt := b.(Int); isInt {
			return compareInts(astCmpOps[op], int64(x), int64(y)), true
		}
	case Float:
		if y, isFloat := b.(Float); isFloat {
			return compareFloats(astCmpOps[op], float64(x), float64(y)), true
		}
	}
	return false, false
}

// truthFn evaluates an operand of and/or for its value and its truth.
type truthFn func(fr *Frame) (Value, bool, error)

// valueTruth compiles e, an operand of and/or whose value is the
// result's when its truth ends the and/or. An and/or operand is itself
// evaluated so: its result carries the truth that ended it, and when
// that was its last operand, the truth the outer one asks; so each
// value's truth is asked once, as CPython's threaded jumps do
// (`(a and b) or c` with a false asks a's __bool__ once). Not asks its
// operand's truth itself: `not (a and b)` asks a's twice there too.
func (c *compiler) valueTruth(e ast.Expr) truthFn {
	if b, ok := e.(*ast.BoolOp); ok {
		vals := astMake[truthFn](len(b.Values))
		for i, v := range b.Values {
			vals[i] = c.valueTruth(v)
		}
		isAnd := b.Op == ast.And
		return func(fr *Frame) (Value, bool, error) {
			for i, f := range vals {
				v, ok, err := f(fr)
				if err != nil || ok != isAnd || i == len(vals)-1 {
					return v, ok, err
				}
			}
			panic("unreachable")
		}
	}
	if boolValued(e) {
		// not x, x is y, x in y: the test decides the bool, made
		// without a second truth call on it.
		test := c.cond(e)
		return func(fr *Frame) (Value, bool, error) {
			b, err := test(fr)
			if err != nil {
				return nil, false, err
			}
			return MakeBool(b), b, nil
		}
	}
	x := c.operand(e)
	return func(fr *Frame) (Value, bool, error) {
		v, err := x.fast(fr), error(nil)
		if v == nil {
			v, err = x.slow(fr)
		}
		if err != nil {
			return nil, false, err
		}
		if b, ok := v.(Bool); ok {
			return v, bool(b), nil
		}
		ok, err := truth(fr.t, v)
		return v, ok, err
	}
}
