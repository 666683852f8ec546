package eval

import (
	"math"

	"github.com/pyinterp/pyinterp/ast"
)

// Arithmetic trees without boxing their intermediate results.
//
// A Value holding a float (or an int outside the small-int cache) is a
// heap allocation, so `dx*dx + dy*dy + dz*dz` used to allocate five
// floats to return one. An expression whose operands are themselves
// arithmetic (a BinOp or a unary minus under a BinOp, and the value of
// an augmented assignment) is compiled to a numFn instead: it returns a
// numVal, an int64 or float64 held unboxed when both operands were
// exact ints or floats, and only the tree's root boxes its result.
//
// The unboxed paths compute exactly what int's and float's slots
// compute (intFastNum, and float's +, -, *, /, //, % with a nonzero
// divisor, floatPow); everything else (other types, bools, big ints,
// overflow, division by zero, user classes' dunders) boxes the operands
// and takes the general path (Binary, Inplace), with the same error
// positions, so behaviour is unchanged. Ints and floats are not charged
// to the run's memory (they are values, not containers), so nothing
// about the accounting moves either.

// numVal is the result of an arithmetic node: an unboxed int (numKInt,
// n is its int64 bits), an unboxed float (numKFloat, n is its float64
// bits), or any Value (numKValue, v set; v may itself be an Int or a
// Float, read unboxed by the next operation). Four words, so that it
// travels in registers.
type numVal struct {
	v Value
	n uint64
	k numKind
	// tmp: v is a *BigInt this tree made (a sum, difference, product or
	// floor quotient of exact ints) that nothing else holds, so the
	// parent may write its result into it (numBigInPlace).
	tmp bool
}

type numKind uint8

const (
	numKValue numKind = iota
	numKInt
	numKFloat
)

func numInt(i int64) numVal     { return numVal{n: uint64(i), k: numKInt} }
func numFloat(f float64) numVal { return numVal{n: math.Float64bits(f), k: numKFloat} }

// box returns n as a Value, allocating only for an unboxed float or an
// int outside the small-int cache.
func (n numVal) box() Value {
	switch n.k {
	case numKInt:
		return MakeInt(int64(n.n))
	case numKFloat:
		return Float(math.Float64frombits(n.n))
	}
	return n.v
}

// unboxed reads n as a number: k is numKInt (bits of an int64) or
// numKFloat (bits of a float64) when n is an exact int (int64) or float,
// numKValue otherwise.
func (n numVal) unboxed() (numKind, uint64) {
	if n.k != numKValue {
		return n.k, n.n
	}
	switch x := n.v.(type) {
	case Int:
		return numKInt, uint64(x)
	case Float:
		return numKFloat, math.Float64bits(float64(x))
	}
	return numKValue, 0
}

// numFloatOf is the float64 of an unboxed number (an int converts as
// float's slots convert it, floatArg).
func numFloatOf(k numKind, n uint64) float64 {
	if k == numKInt {
		return float64(int64(n))
	}
	return math.Float64frombits(n)
}

// numFast computes a op b when both are exact ints or floats and the
// result needs no error and no allocation: the arithmetic of int's and
// float's binary slots. ok is false otherwise (and for **, whose float
// form can fail: see numBinary).
func numFast(op BinaryOp, a, b numVal) (numVal, bool) {
	ak, an := a.unboxed()
	if ak == numKValue {
		return numVal{}, false
	}
	bk, bn := b.unboxed()
	return numFastUnboxed(op, ak, an, bk, bn)
}

func numFastUnboxed(op BinaryOp, ak numKind, an uint64, bk numKind, bn uint64) (numVal, bool) {
	if bk == numKValue {
		return numVal{}, false
	}
	if ak == numKInt && bk == numKInt {
		return intFastNum(op, int64(an), int64(bn))
	}
	af, bf := numFloatOf(ak, an), numFloatOf(bk, bn)
	switch op {
	case OpAdd:
		return numFloat(af + bf), true
	case OpSub:
		return numFloat(af - bf), true
	case OpMul:
		return numFloat(af * bf), true
	case OpTrueDiv:
		if bf != 0 {
			return numFloat(af / bf), true
		}
	case OpFloorDiv:
		if bf != 0 {
			q, _ := floatDivMod(af, bf)
			return numFloat(q), true
		}
	case OpMod:
		if bf != 0 {
			return numFloat(floatMod(af, bf)), true
		}
	}
	return numVal{}, false
}

// numFn evaluates an arithmetic node.
type numFn func(fr *Frame) (numVal, error)

// numOperand is an operand of an arithmetic node: another arithmetic
// node, or any other expression read as a leaf (numLeaf). Both are one
// closure, which the node calls directly.
type numOperand struct {
	num numFn
}

func (o *numOperand) eval(fr *Frame) (numVal, error) {
	return o.num(fr)
}

// numLeaf is the numFn of an operand that is no arithmetic node: a
// plain local's slot, a local's attribute through its site's fast path
// (operand.slow's, written out: a hit makes no other call), anything
// else through the operand.
func numLeaf(o operand) numFn {
	switch {
	case o.la != nil:
		a := o.la
		return func(fr *Frame) (numVal, error) {
			if v := fr.slots[a.slot]; v != nil {
				if in, ok := v.(*Instance); ok && in.cls.user != nil && in.dict == nil {
					s := (*siteCache)(a.site.get(fr))
					if e := s.find(in.cls); e != nil && e.plain && e.allowed == fr.t.Interp {
						if d := in.attrs; d != nil {
							if r := d.atHint(a.name, e.hint); r != nil {
								return numVal{v: r}, nil
							}
						}
					}
				}
			}
			v, err := o.slow(fr)
			return numVal{v: v}, err
		}
	case o.cell != nil && o.slot == -1:
		cell := o.cell
		return func(fr *Frame) (numVal, error) {
			if v := cell.v; v != nil {
				return numVal{v: v}, nil
			}
			v, err := o.slow(fr) // the NameError, or the builtin
			return numVal{v: v}, err
		}
	case o.slot >= 0:
		slot := o.slot
		return func(fr *Frame) (numVal, error) {
			if v := fr.slots[slot]; v != nil {
				return numVal{v: v}, nil
			}
			v, err := o.slow(fr) // the UnboundLocalError
			return numVal{v: v}, err
		}
	}
	return func(fr *Frame) (numVal, error) {
		v, err := o.fast(fr), error(nil)
		if v == nil {
			v, err = o.slow(fr)
		}
		return numVal{v: v}, err
	}
}

// isArith reports whether e is compiled as an arithmetic node when it is
// an operand of one: a binary operator (all but @) or a unary minus.
func isArith(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.BinOp:
		return e.Op != ast.MatMult
	case *ast.UnaryOp:
		return e.Op == ast.USub
	}
	return false
}

// hasArithOperand reports whether the binary operation e has an
// arithmetic operand, so that compiling it as a tree saves a boxing.
func hasArithOperand(e *ast.BinOp) bool {
	return e.Op != ast.MatMult && (isArith(e.Left) || isArith(e.Right))
}

func (c *compiler) numOperand(e ast.Expr) numOperand {
	if isArith(e) {
		return numOperand{num: c.numExpr(e)}
	}
	if k, ok := e.(*ast.Constant); ok {
		// An int or float constant is unboxed once, here.
		var n numVal
		switch v := c.constant(k.Value).(type) {
		case Int:
			n = numInt(int64(v))
		case Float:
			n = numFloat(float64(v))
		default:
			return numOperand{num: numLeaf(c.operand(e))}
		}
		return numOperand{num: func(*Frame) (numVal, error) { return n, nil }}
	}
	return numOperand{num: numLeaf(c.operand(e))}
}

// numExpr compiles an arithmetic node (isArith(e)).
func (c *compiler) numExpr(e ast.Expr) numFn {
	switch e := e.(type) {
	case *ast.BinOp:
		return c.numBinOp(e)
	case *ast.UnaryOp:
		x := c.numOperand(e.Operand)
		return func(fr *Frame) (numVal, error) {
			a, err := x.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			switch k, n := a.unboxed(); {
			case k == numKFloat:
				return numFloat(-math.Float64frombits(n)), nil
			case k == numKInt && int64(n) != math.MinInt64:
				return numInt(-int64(n)), nil
			}
			res, rerr := Neg(fr.t, a.box())
			if rerr != nil {
				return numVal{}, fr.at(rerr, e)
			}
			return numVal{v: res}, nil
		}
	}
	panic("numExpr: not an arithmetic node")
}

func (c *compiler) numBinOp(e *ast.BinOp) numFn {
	l, r := c.numOperand(e.Left), c.numOperand(e.Right)
	op := astBinOps[e.Op]
	// +, - and * (the most common operators) inline their float and
	// no-overflow int cases, / its float case and % its int case with a
	// positive divisor; the others go through numFast.
	switch op {
	case OpAdd:
		return func(fr *Frame) (numVal, error) {
			a, err := l.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			b, err := r.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			ak, an := a.unboxed()
			bk, bn := b.unboxed()
			if ak == numKFloat && bk == numKFloat {
				return numFloat(math.Float64frombits(an) + math.Float64frombits(bn)), nil
			}
			if ak == numKInt && bk == numKInt {
				if x, y := int64(an), int64(bn); (x^(x+y))&(y^(x+y)) >= 0 {
					return numInt(x + y), nil
				}
			}
			return numSlow(fr, op, a, b, e)
		}
	case OpSub:
		return func(fr *Frame) (numVal, error) {
			a, err := l.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			b, err := r.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			ak, an := a.unboxed()
			bk, bn := b.unboxed()
			if ak == numKFloat && bk == numKFloat {
				return numFloat(math.Float64frombits(an) - math.Float64frombits(bn)), nil
			}
			if ak == numKInt && bk == numKInt {
				if x, y := int64(an), int64(bn); (x^y)&(x^(x-y)) >= 0 {
					return numInt(x - y), nil
				}
			}
			return numSlow(fr, op, a, b, e)
		}
	case OpMul:
		return func(fr *Frame) (numVal, error) {
			a, err := l.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			b, err := r.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			ak, an := a.unboxed()
			bk, bn := b.unboxed()
			if ak == numKFloat && bk == numKFloat {
				return numFloat(math.Float64frombits(an) * math.Float64frombits(bn)), nil
			}
			if ak == numKInt && bk == numKInt {
				if x, y := int64(an), int64(bn); x == int64(int32(x)) && y == int64(int32(y)) {
					return numInt(x * y), nil
				}
			}
			return numSlow(fr, op, a, b, e)
		}
	case OpTrueDiv:
		return func(fr *Frame) (numVal, error) {
			a, err := l.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			b, err := r.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			ak, an := a.unboxed()
			bk, bn := b.unboxed()
			if ak == numKFloat && bk == numKFloat && bn<<1 != 0 { // divisor not ±0
				return numFloat(math.Float64frombits(an) / math.Float64frombits(bn)), nil
			}
			return numSlow(fr, op, a, b, e)
		}
	case OpMod:
		return func(fr *Frame) (numVal, error) {
			a, err := l.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			b, err := r.eval(fr)
			if err != nil {
				return numVal{}, err
			}
			ak, an := a.unboxed()
			bk, bn := b.unboxed()
			if ak == numKInt && bk == numKInt && int64(bn) > 0 {
				m := int64(an) % int64(bn)
				if m < 0 {
					m += int64(bn)
				}
				return numInt(m), nil
			}
			return numSlow(fr, op, a, b, e)
		}
	}
	return func(fr *Frame) (numVal, error) {
		a, err := l.eval(fr)
		if err != nil {
			return numVal{}, err
		}
		b, err := r.eval(fr)
		if err != nil {
			return numVal{}, err
		}
		return numSlow(fr, op, a, b, e)
	}
}

// numSlow is a op b for the node e: numFast, else numBinary.
func numSlow(fr *Frame, op BinaryOp, a, b numVal, e ast.Node) (numVal, error) {
	if res, ok := numFast(op, a, b); ok {
		return res, nil
	}
	return numBinary(fr, op, a, b, e)
}

// numBinary is a op b for the node e when numFast does not apply:
// float ** (unboxed operands), str + str, and otherwise Binary.
func numBinary(fr *Frame, op BinaryOp, a, b numVal, e ast.Node) (numVal, error) {
	var res Value
	var err error
	ak, an := a.unboxed()
	bk, bn := b.unboxed()
	switch {
	case op == OpPow && ak != numKValue && bk != numKValue && (ak == numKFloat || bk == numKFloat):
		f, c, perr := floatPowF(numFloatOf(ak, an), numFloatOf(bk, bn))
		if perr == nil && c == nil {
			return numFloat(f), nil
		}
		res, err = c, perr
	case (a.tmp || b.tmp) && (op == OpAdd || op == OpSub):
		if r, ok, err := numBigInPlace(fr.t, op, a, b); ok {
			if err != nil {
				return numVal{}, fr.at(err, e)
			}
			return r, nil
		}
		fallthrough
	default:
		x, y := a.box(), b.box()
		if op == OpAdd {
			if xs, ok := x.(*Str); ok {
				if ys, ok := y.(*Str); ok {
					res, err = StrConcat(fr.t, xs, ys)
					break
				}
			}
		}
		if op == OpMul && len(fr.t.bigSpare) > 0 && isExactIntValue(x) && isExactIntValue(y) && (isBigIntValue(x) || isBigIntValue(y)) {
			// int's product (intBinary's big path) written into the
			// digits of a dead temporary (spareBig).
			res, err = numBigMulSpare(fr.t, x, y)
		} else {
			res, err = Binary(fr.t, op, x, y)
		}
		if err == nil && numBigTempOp(op) && isExactIntValue(x) && isExactIntValue(y) {
			fr.t.spareTemps(a, b, res)
			if _, ok := res.(*BigInt); ok {
				return numVal{v: res, tmp: true}, nil
			}
		}
	}
	if err != nil {
		return numVal{}, fr.at(err, e)
	}
	return numVal{v: res}, nil
}

// numBigTempOp reports whether int's op always makes a new int (so its
// result in an arithmetic tree is a temporary: numVal.tmp).
func numBigTempOp(op BinaryOp) bool {
	switch op {
	case OpAdd, OpSub, OpMul, OpFloorDiv, OpMod:
		return true
	}
	return false
}

// isExactIntValue reports whether v is an int (not a bool, not a
// subclass's instance).
func isExactIntValue(v Value) bool {
	switch v.(type) {
	case Int, *BigInt:
		return true
	}
	return false
}

// numBigInPlace is a + b or a - b of exact ints written into whichever
// operand is a temporary big int (numVal.tmp) instead of a new one: in
// `4 * q + r - t` with big q, r and t, the product's digits take the sum
// and then the difference (math/big reuses their array when it has
// room), as CPython's refcount-one in-place additions of temporaries do.
// Accounted as the new int was (intBudget charges the result's size and
// the work). ok is false when an operand is not an exact int.
func numBigInPlace(t *Thread, op BinaryOp, a, b numVal) (numVal, bool, error) {
	x, y := a.box(), b.box()
	if !isExactIntValue(x) || !isExactIntValue(y) {
		return numVal{}, false, nil
	}
	z, ok := x.(*BigInt)
	if !a.tmp || !ok {
		z = y.(*BigInt) // b.tmp
	}
	bx, _ := AsBig(x)
	by, _ := AsBig(y)
	if err := bigLinearInto(t, &z.v, bx, by, op); err != nil {
		return numVal{}, true, err
	}
	r := intNorm(z)
	t.spareTemps(a, b, r)
	if r != Value(z) {
		return numVal{v: r}, true, nil
	}
	return numVal{v: z, tmp: true}, true, nil
}

// isBigIntValue reports whether v is an int beyond int64.
func isBigIntValue(v Value) bool {
	_, ok := v.(*BigInt)
	return ok
}

// bigSpareMax is how many dead temporaries a thread keeps, and
// bigSpareWords the most digits (words) each may hold: at most 256 KiB
// kept for the next products.
const (
	bigSpareMax   = 4
	bigSpareWords = 8192
)

// spareTemps keeps the temporaries among an operation's operands a and b
// that its result res is not (numVal.tmp: big ints this tree made that
// nothing else holds, dead once consumed) for the digits of the next
// product (numBigMulSpare): as CPython's freed temporaries go back to its
// allocator, without Go's clearing of a new array of digits.
func (t *Thread) spareTemps(a, b numVal, res Value) {
	for _, o := range [2]numVal{a, b} {
		if !o.tmp || o.v == res || len(t.bigSpare) >= bigSpareMax {
			continue
		}
		if z, ok := o.v.(*BigInt); ok && cap(z.v.Bits()) <= bigSpareWords {
			t.bigSpare = append(t.bigSpare, z)
		}
	}
}

// numBigMulSpare is x * y of exact ints, one of them big, as intBinary
// computes it (bigMulInto, accounted the same), into a dead temporary
// spareTemps kept: math/big reuses its digits when they have room.
func numBigMulSpare(t *Thread, x, y Value) (Value, error) {
	n := len(t.bigSpare)
	z := t.bigSpare[n-1]
	t.bigSpare[n-1] = nil
	t.bigSpare = t.bigSpare[:n-1]
	bx, _ := AsBig(x)
	by, _ := AsBig(y)
	if err := bigMulInto(t, &z.v, bx, by); err != nil {
		return nil, err
	}
	return intNorm(z), nil
}

// arithTree compiles e as an arithmetic tree boxing only its result.
func (c *compiler) arithTree(e *ast.BinOp) exprFn {
	f := c.numBinOp(e)
	return func(fr *Frame) (Value, error) {
		n, err := f(fr)
		if err != nil {
			return nil, err
		}
		return n.boxT(fr.t), nil
	}
}

// inplaceNum is a op= b for an augmented assignment whose value is an
// arithmetic node: unboxed when a is an exact int or float and b a
// number, else Inplace.
func inplaceNum(t *Thread, op BinaryOp, a Value, b numVal) (Value, error) {
	bk, bn := b.unboxed()
	switch x := a.(type) {
	case Int:
		if bk == numKInt {
			if r, ok := intFastT(t, op, int64(x), int64(bn)); ok {
				return r, nil
			}
		}
		if res, ok := numFastUnboxed(op, numKInt, uint64(x), bk, bn); ok {
			return res.boxT(t), nil
		}
	case Float:
		if res, ok := numFastUnboxed(op, numKFloat, math.Float64bits(float64(x)), bk, bn); ok {
			return res.boxT(t), nil
		}
	}
	return Inplace(t, op, a, b.box())
}

// floatHint reports whether e is an arithmetic node with a float constant
// or a true division in it: its result is then likely a float, which
// arithCompare compares without boxing. On ints below the small-int
// cache, which box for free, the unboxed comparison costs a few ns more
// than the plain one, so comparisons of int arithmetic (i % 2 == 0) are
// left to it.
func floatHint(e ast.Expr) bool {
	if !isArith(e) {
		return false
	}
	var walk func(ast.Expr) bool
	walk = func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.BinOp:
			return e.Op == ast.Div || walk(e.Left) || walk(e.Right)
		case *ast.UnaryOp:
			return walk(e.Operand)
		case *ast.Constant:
			_, ok := e.Value.(float64)
			return ok
		}
		return false
	}
	return walk(e)
}

// arithCompare compiles a single comparison (<, <=, ==, !=, >, >=) with
// an arithmetic operand: the operands are compared unboxed when they are
// numbers (numCompare), else as Compare.
func (c *compiler) arithCompare(e *ast.Compare) exprFn {
	l, r := c.numOperand(e.Left), c.numOperand(e.Comparators[0])
	cop := astCmpOps[e.Ops[0]]
	return func(fr *Frame) (Value, error) {
		a, err := l.eval(fr)
		if err != nil {
			return nil, err
		}
		b, err := r.eval(fr)
		if err != nil {
			return nil, err
		}
		if a.k == numKInt && b.k == numKInt {
			return MakeBool(compareInts(cop, int64(a.n), int64(b.n))), nil
		}
		if res, ok := numCompare(cop, a, b); ok {
			return res, nil
		}
		res, rerr := Compare(fr.t, cop, a.box(), b.box())
		if rerr != nil {
			return nil, fr.at(rerr, e)
		}
		return res, nil
	}
}

// numCompare is a op b for exact ints and floats where comparing them as
// int64 or float64 is exact: ok is false for other operands and for an
// int beyond 2**53 against a float (CPython compares those exactly, not
// through a rounded conversion).
func numCompare(op CompareOp, a, b numVal) (Value, bool) {
	ak, an := a.unboxed()
	if ak == numKValue {
		return nil, false
	}
	bk, bn := b.unboxed()
	const exact = 1 << 53
	switch {
	case bk == numKValue:
		return nil, false
	case ak == numKInt && bk == numKInt:
		return MakeBool(compareInts(op, int64(an), int64(bn))), true
	case ak == numKInt && (int64(an) > exact || int64(an) < -exact):
		return nil, false
	case bk == numKInt && (int64(bn) > exact || int64(bn) < -exact):
		return nil, false
	}
	return numCmpFloats(op, numFloatOf(ak, an), numFloatOf(bk, bn)), true
}
