package eval

import (
	"github.com/pyinterp/pyinterp/ast"
)

func (c *compiler) expr(e ast.Expr) exprFn {
	return c.lineAt(e, c.exprAt(e))
}

// lineAt makes fn, the code of e, note e's line in the frame first when e
// is on a later line than its statement and may run the program's code
// (a dunder, a property): warnings name that line, as CPython's
// instruction positions do. Calls note their own (compile_call.go);
// one-line statements pay nothing.
func (c *compiler) lineAt(e ast.Expr, fn exprFn) exprFn {
	line := e.Position().Lineno
	if c.stmtLine == 0 || line == c.stmtLine {
		return fn
	}
	switch e.(type) {
	case *ast.BinOp, *ast.Compare, *ast.UnaryOp, *ast.Attribute, *ast.Subscript:
		l := int32(line)
		return func(fr *Frame) (Value, error) {
			fr.line = l
			return fn(fr)
		}
	}
	return fn
}

func (c *compiler) exprAt(e ast.Expr) exprFn {
	switch n := e.(type) {
	case *ast.Name:
		c.loadAt = n
		return c.exprNode(e)
	case *ast.JoinedStr: // the others note their own failures (binOp, call, ...)
	default:
		return c.exprNode(e)
	}
	// The expressions whose failure CPython places at their own span.
	fn := c.exprNode(e)
	return func(fr *Frame) (Value, error) {
		v, err := fn(fr)
		if err != nil {
			return nil, fr.at(err, e)
		}
		return v, nil
	}
}

// exprNode compiles e.
func (c *compiler) exprNode(e ast.Expr) exprFn {
	switch e := e.(type) {
	case *ast.Constant:
		v := c.constant(e.Value)
		return func(*Frame) (Value, error) { return v, nil }
	case *ast.Name:
		return c.loadName(e.Id)
	case *ast.BinOp:
		return c.binOp(e)
	case *ast.UnaryOp:
		return c.unaryOp(e)
	case *ast.BoolOp:
		return c.boolOp(e)
	case *ast.Compare:
		return c.compare(e)
	case *ast.IfExp:
		test, body, orelse := c.cond(e.Test), c.expr(e.Body), c.expr(e.Orelse)
		return func(fr *Frame) (Value, error) {
			ok, err := test(fr)
			if err != nil {
				return nil, err
			}
			if ok {
				return body(fr)
			}
			return orelse(fr)
		}
	case *ast.Call:
		return c.call(e)
	case *ast.Attribute:
		fn, _ := c.attribute(e)
		return fn
	case *ast.Subscript:
		if sl, ok := e.Slice.(*ast.Slice); ok {
			return c.subscriptSlice(e, sl)
		}
		obj, key := c.operand(e.Value), c.operand(e.Slice)
		return func(fr *Frame) (Value, error) {
			v, err := obj.fast(fr), error(nil)
			if v == nil {
				v, err = obj.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			k, err := key.fast(fr), error(nil)
			if k == nil {
				k, err = key.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			if l, ok := v.(*List); ok {
				if i, ok := k.(Int); ok {
					n := Int(len(l.elems))
					if i < 0 {
						i += n
					}
					if i >= 0 && i < n {
						return l.elems[i], nil
					}
				}
			}
			res, rerr := GetItem(fr.t, v, k)
			if rerr != nil {
				return nil, fr.at(rerr, e)
			}
			return res, nil
		}
	case *ast.Slice:
		var lo, hi, st exprFn
		if e.Lower != nil {
			lo = c.expr(e.Lower)
		}
		if e.Upper != nil {
			hi = c.expr(e.Upper)
		}
		if e.Step != nil {
			st = c.expr(e.Step)
		}
		return func(fr *Frame) (Value, error) {
			s := &Slice{Start: None, Stop: None, Step: None}
			var err error
			if lo != nil {
				if s.Start, err = lo(fr); err != nil {
					return nil, err
				}
			}
			if hi != nil {
				if s.Stop, err = hi(fr); err != nil {
					return nil, err
				}
			}
			if st != nil {
				if s.Step, err = st(fr); err != nil {
					return nil, err
				}
			}
			return s, nil
		}
	case *ast.List:
		if f := c.smallDisplay(e.Elts, false, constantDisplay(e.Elts)); f != nil {
			return f
		}
		elems := c.elems(e.Elts, containerBytes, true, constantDisplay(e.Elts))
		return func(fr *Frame) (Value, error) {
			vs, err := elems(fr)
			if err != nil {
				return nil, err
			}
			return NewList(vs), nil //allocpath:ok elems charged the header
		}
	case *ast.Tuple:
		if k, ok := c.constTuple(e); ok {
			return func(*Frame) (Value, error) { return k, nil }
		}
		if f := c.smallDisplay(e.Elts, true, false); f != nil {
			return f
		}
		elems := c.elems(e.Elts, tupleHeaderBytes, true, false)
		return func(fr *Frame) (Value, error) {
			vs, err := elems(fr)
			if err != nil {
				return nil, err
			}
			return NewTuple(vs), nil //allocpath:ok elems charged the header and slots
		}
	case *ast.Set:
		if f := c.smallSetDisplay(e.Elts); f != nil {
			return f
		}
		elems := c.elems(e.Elts, containerBytes, false, false)
		// Five or more constants: CPython 3.11 merges a constant
		// frozenset into an empty set (SET_UPDATE), which sizes the
		// table once (sys.getsizeof shows it) where adding them one by
		// one grows it twice.
		merged := len(e.Elts) >= 5 && constantDisplay(e.Elts)
		return func(fr *Frame) (Value, error) {
			vs, err := elems(fr)
			if err != nil {
				return nil, err
			}
			s := NewSet() //allocpath:ok elems reserved its header
			if merged {
				frozen := NewSet() //allocpath:ok a temporary, merged into s
				for _, v := range vs {
					if err := frozen.Add(fr.t, v); err != nil {
						return nil, err
					}
				}
				return s, s.merge(fr.t, frozen)
			}
			for _, v := range vs {
				if err := s.Add(fr.t, v); err != nil {
					return nil, err
				}
			}
			return s, nil
		}
	case *ast.Dict:
		return c.dictDisplay(e)
	case *ast.NamedExpr:
		val := c.expr(e.Value)
		store := c.storeName(e.Target.(*ast.Name).Id)
		return func(fr *Frame) (Value, error) {
			v, err := val(fr)
			if err != nil {
				return nil, err
			}
			return v, store(fr, v)
		}
	case *ast.Lambda:
		return c.function(e, "<lambda>", e.Args, []ast.Stmt{&ast.Return{Pos: e.Pos, Value: e.Body}}, nil, nil)
	case *ast.ListComp:
		return c.comprehension(e, e.Generators, e.Elt, nil, compList)
	case *ast.SetComp:
		return c.comprehension(e, e.Generators, e.Elt, nil, compSet)
	case *ast.DictComp:
		return c.comprehension(e, e.Generators, e.Key, e.Value, compDict)
	case *ast.GeneratorExp:
		return c.generatorExp(e)
	case *ast.JoinedStr:
		return c.joinedStr(e)
	case *ast.FormattedValue:
		return c.formattedValue(e)
	case *ast.Yield:
		if c.code != nil && c.code.isAsync {
			return c.asyncYield(e)
		}
		return c.yield(e)
	case *ast.YieldFrom:
		return c.yieldFrom(e)
	case *ast.Await:
		return c.await(e)
	case *ast.Starred:
		c.fail(e, SyntaxErrorType, "can't use starred expression here")
	}
	c.fail(e, NotImplementedErrorType, "expression %T is not supported", e)
	return nil
}

// truth is Truth with the common cases inline.
func truth(t *Thread, v Value) (bool, error) {
	switch v := v.(type) {
	case Bool:
		return bool(v), nil
	case Int:
		return v != 0, nil
	}
	return Truth(t, v)
}

var astBinOps = [...]BinaryOp{
	ast.Add: OpAdd, ast.Sub: OpSub, ast.Mult: OpMul, ast.MatMult: OpMatMul, ast.Div: OpTrueDiv,
	ast.Mod: OpMod, ast.Pow: OpPow, ast.LShift: OpLShift, ast.RShift: OpRShift, ast.BitOr: OpOr,
	ast.BitXor: OpXor, ast.BitAnd: OpAnd, ast.FloorDiv: OpFloorDiv,
}

func (c *compiler) binOp(e *ast.BinOp) exprFn {
	if f := c.concat(e); f != nil {
		return f
	}
	if hasArithOperand(e) {
		return c.arithTree(e)
	}
	l, r := c.operand(e.Left), c.operand(e.Right)
	op := astBinOps[e.Op]
	switch op {
	case OpAdd:
		return func(fr *Frame) (Value, error) {
			a, err := l.fast(fr), error(nil)
			if a == nil {
				a, err = l.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			b, err := r.fast(fr), error(nil)
			if b == nil {
				b, err = r.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			if x, ok := a.(Int); ok {
				if y, ok := b.(Int); ok {
					if s := x + y; (s > x) == (y > 0) {
						return MakeInt(int64(s)), nil
					}
				}
			} else if x, ok := a.(Float); ok {
				if y, ok := b.(Float); ok {
					return fr.t.boxFloat(float64(x) + float64(y)), nil
				}
			} else if x, ok := a.(*Str); ok {
				if y, ok := b.(*Str); ok {
					res, rerr := StrConcat(fr.t, x, y)
					if rerr != nil {
						return nil, fr.at(rerr, e)
					}
					return res, nil
				}
			}
			res, rerr := Binary(fr.t, OpAdd, a, b)
			if rerr != nil {
				return nil, fr.at(rerr, e)
			}
			return res, nil
		}
	case OpSub:
		return func(fr *Frame) (Value, error) {
			a, err := l.fast(fr), error(nil)
			if a == nil {
				a, err = l.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			b, err := r.fast(fr), error(nil)
			if b == nil {
				b, err = r.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			if x, ok := a.(Int); ok {
				if y, ok := b.(Int); ok {
					if s := x - y; (s < x) == (y > 0) {
						return MakeInt(int64(s)), nil
					}
				}
			} else if x, ok := a.(Float); ok {
				if y, ok := b.(Float); ok {
					return fr.t.boxFloat(float64(x) - float64(y)), nil
				}
			}
			res, rerr := Binary(fr.t, OpSub, a, b)
			if rerr != nil {
				return nil, fr.at(rerr, e)
			}
			return res, nil
		}
	case OpMul, OpTrueDiv:
		// A float product or quotient (by a nonzero float) is float's
		// slot's without Binary's dispatch; the rest goes there.
		div := op == OpTrueDiv
		return func(fr *Frame) (Value, error) {
			a, err := l.fast(fr), error(nil)
			if a == nil {
				a, err = l.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			b, err := r.fast(fr), error(nil)
			if b == nil {
				b, err = r.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			if x, ok := a.(Float); ok {
				if y, ok := b.(Float); ok {
					if !div {
						return fr.t.boxFloat(float64(x) * float64(y)), nil
					}
					if y != 0 {
						return fr.t.boxFloat(float64(x) / float64(y)), nil
					}
				}
			}
			res, rerr := Binary(fr.t, op, a, b)
			if rerr != nil {
				return nil, fr.at(rerr, e)
			}
			return res, nil
		}
	}
	return func(fr *Frame) (Value, error) {
		a, err := l.fast(fr), error(nil)
		if a == nil {
			a, err = l.slow(fr)
		}
		if err != nil {
			return nil, err
		}
		b, err := r.fast(fr), error(nil)
		if b == nil {
			b, err = r.slow(fr)
		}
		if err != nil {
			return nil, err
		}
		res, rerr := Binary(fr.t, op, a, b)
		if rerr != nil {
			return nil, fr.at(rerr, e)
		}
		return res, nil
	}
}

func (c *compiler) unaryOp(e *ast.UnaryOp) exprFn {
	if e.Op == ast.USub && isArith(e.Operand) {
		f := c.numExpr(e)
		return func(fr *Frame) (Value, error) {
			n, err := f(fr)
			if err != nil {
				return nil, err
			}
			return n.boxT(fr.t), nil
		}
	}
	if e.Op == ast.Not {
		x := c.operand(e.Operand)
		return func(fr *Frame) (Value, error) {
			v, err := x.fast(fr), error(nil)
			if v == nil {
				v, err = x.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			if b, ok := v.(Bool); ok {
				return MakeBool(!bool(b)), nil
			}
			b, err := truth(fr.t, v)
			return MakeBool(!b), err
		}
	}
	x := c.expr(e.Operand)
	switch e.Op {
	case ast.USub:
		return func(fr *Frame) (Value, error) {
			v, err := x(fr)
			if err != nil {
				return nil, err
			}
			res, rerr := Neg(fr.t, v)
			if rerr != nil {
				return nil, fr.at(rerr, e)
			}
			return res, nil
		}
	case ast.UAdd:
		return func(fr *Frame) (Value, error) {
			v, err := x(fr)
			if err != nil {
				return nil, err
			}
			res, rerr := Pos(fr.t, v)
			if rerr != nil {
				return nil, fr.at(rerr, e)
			}
			return res, nil
		}
	}
	return func(fr *Frame) (Value, error) {
		v, err := x(fr)
		if err != nil {
			return nil, err
		}
		res, rerr := Invert(fr.t, v)
		if rerr != nil {
			return nil, fr.at(rerr, e)
		}
		return res, nil
	}
}

// boolOp compiles `a and b ...` / `a or b ...` for its value: the
// operands before the last are evaluated with their truth (valueTruth),
// the last for its value alone.
func (c *compiler) boolOp(e *ast.BoolOp) exprFn {
	n := len(e.Values) - 1
	heads := astMake[truthFn](n)
	for i, v := range e.Values[:n] {
		heads[i] = c.valueTruth(v)
	}
	last := c.expr(e.Values[n])
	isAnd := e.Op == ast.And
	return func(fr *Frame) (Value, error) {
		for _, f := range heads {
			v, ok, err := f(fr)
			if err != nil {
				return nil, err
			}
			if ok != isAnd {
				return v, nil
			}
		}
		return last(fr)
	}
}

var astCmpOps = [...]CompareOp{ast.Eq: EQ, ast.NotEq: NE, ast.Lt: LT, ast.LtE: LE, ast.Gt: GT, ast.GtE: GE}

// compareOne evaluates one comparison of a chain.
func compareOne(t *Thread, op ast.CmpOperator, a, b Value) (Value, error) {
	switch op {
	case ast.Is:
		return MakeBool(Is(a, b)), nil
	case ast.IsNot:
		return MakeBool(!Is(a, b)), nil
	case ast.In:
		ok, err := Contains(t, b, a)
		return MakeBool(ok), err
	case ast.NotIn:
		ok, err := Contains(t, b, a)
		return MakeBool(!ok), err
	}
	return Compare(t, astCmpOps[op], a, b)
}

func (c *compiler) compare(e *ast.Compare) exprFn {
	if len(e.Ops) == 1 && e.Ops[0] <= ast.GtE && (floatHint(e.Left) || floatHint(e.Comparators[0])) {
		return c.arithCompare(e)
	}
	if len(e.Ops) == 1 {
		left := c.operand(e.Left)
		op := e.Ops[0]
		right := c.operand(e.Comparators[0])
		if op <= ast.GtE {
			cop := astCmpOps[op]
			return func(fr *Frame) (Value, error) {
				a, err := left.fast(fr), error(nil)
				if a == nil {
					a, err = left.slow(fr)
				}
				if err != nil {
					return nil, err
				}
				b, err := right.fast(fr), error(nil)
				if b == nil {
					b, err = right.slow(fr)
				}
				if err != nil {
					return nil, err
				}
				if x, ok := a.(Int); ok {
					if y, ok := b.(Int); ok {
						return MakeBool(compareInts(cop, int64(x), int64(y))), nil
					}
				} else if x, ok := a.(Float); ok {
					if y, ok := b.(Float); ok {
						return MakeBool(compareFloats(cop, float64(x), float64(y))), nil
					}
				}
				res, rerr := Compare(fr.t, cop, a, b)
				if rerr != nil {
					return nil, fr.at(rerr, e)
				}
				return res, nil
			}
		}
		return func(fr *Frame) (Value, error) {
			a, err := left.fast(fr), error(nil)
			if a == nil {
				a, err = left.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			b, err := right.fast(fr), error(nil)
			if b == nil {
				b, err = right.slow(fr)
			}
			if err != nil {
				return nil, err
			}
			res, rerr := compareOne(fr.t, op, a, b)
			if rerr != nil {
				return nil, fr.at(rerr, e)
			}
			return res, nil
		}
	}
	left := c.expr(e.Left)
	ops := e.Ops
	rights := astMake[exprFn](len(e.Comparators))
	for i, x := range e.Comparators {
		rights[i] = c.expr(x)
	}
	return func(fr *Frame) (Value, error) {
		a, err := left(fr)
		if err != nil {
			return nil, err
		}
		var r Value
		for i, op := range ops {
			b, err := rights[i](fr)
			if err != nil {
				return nil, err
			}
			r, err = compareOne(fr.t, op, a, b)
			if err != nil {
				return nil, fr.at(err, e)
			}
			if i < len(ops)-1 {
				ok, err := truth(fr.t, r)
				if err != nil {
					return nil, fr.at(err, e)
				}
				if !ok {
					return r, nil
				}
			}
			a = b
		}
		return r, nil
	}
}

// elems compiles a list of expressions that may contain *starred items,
// for a display: the display's header bytes and its slots are charged
// before they are allocated. seqDisplay is true for lists and tuples,
// whose *x of a non-iterable has CPython's "Value after *" message.
func (c *compiler) elems(es []ast.Expr, header int64, seqDisplay, even bool) func(fr *Frame) ([]Value, error) {
	fns := astMake[exprFn](len(es))
	starred := astMake[bool](len(es))
	anyStar := false
	for i, e := range es {
		if s, ok := e.(*ast.Starred); ok {
			fns[i] = c.expr(s.Value)
			starred[i] = true
			anyStar = true
		} else {
			fns[i] = c.expr(e)
		}
	}
	if !anyStar {
		capacity := len(fns)
		if even {
			capacity += capacity % 2
		}
		return func(fr *Frame) ([]Value, error) {
			if err := Reserve(fr.t, header); err != nil {
				return nil, err
			}
			vs, err := MakeCap[Value](fr.t, len(fns), capacity)
			if err != nil {
				return nil, err
			}
			for i, f := range fns {
				v, err := f(fr)
				if err != nil {
					return nil, err
				}
				vs[i] = v
			}
			return vs, nil
		}
	}
	return func(fr *Frame) ([]Value, error) {
		if err := Reserve(fr.t, header); err != nil {
			return nil, err
		}
		vs, err := MakeCap[Value](fr.t, 0, len(fns))
		if err != nil {
			return nil, err
		}
		for i, f := range fns {
			v, err := f(fr)
			if err != nil {
				return nil, err
			}
			if !starred[i] {
				if vs, err = Append(fr.t, vs, v); err != nil {
					return nil, err
				}
				continue
			}
			if seqDisplay && v.Type().Iter == nil && v.Type().GetItem == nil {
				return nil, Errorf(TypeErrorType, "Value after * must be an iterable, not %s", TypeName(v))
			}
			vs, err = appendIterable(fr.t, vs, v)
			if err != nil {
				return nil, err
			}
		}
		return vs, nil
	}
}

// appendIterable appends every element of iterable v.
func appendIterable(t *Thread, vs []Value, v Value) ([]Value, error) {
	switch x := v.(type) {
	case *List:
		if err := t.Work(int64(len(x.elems))); err != nil {
			return nil, err
		}
		return Append(t, vs, x.elems...)
	case *Tuple:
		if err := t.Work(int64(len(x.elems))); err != nil {
			return nil, err
		}
		return Append(t, vs, x.elems...)
	}
	it, err := Iterate(t, v)
	if err != nil {
		return nil, err
	}
	for {
		e, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if e == nil {
			return vs, nil
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
		if vs, err = Append(t, vs, e); err != nil {
			return nil, err
		}
	}
}

func (c *compiler) dictDisplay(e *ast.Dict) exprFn {
	keys := astMake[exprFn](len(e.Keys))
	vals := astMake[exprFn](len(e.Values))
	for i := range e.Keys {
		if e.Keys[i] != nil {
			keys[i] = c.expr(e.Keys[i])
		}
		vals[i] = c.expr(e.Values[i])
	}
	plain := 0 // the entries of the display that are not **mapping
	for _, k := range keys {
		if k != nil {
			plain++
		}
	}
	return func(fr *Frame) (Value, error) {
		d := NewDictT(fr.t)
		if err := d.Presize(fr.t, plain); err != nil {
			return nil, err
		}
		for i := range vals {
			if keys[i] == nil { // **mapping
				m, err := vals[i](fr)
				if err != nil {
					return nil, err
				}
				if err := dictMerge(fr.t, d, m, false); err != nil {
					return nil, err
				}
				continue
			}
			k, err := keys[i](fr)
			if err != nil {
				return nil, err
			}
			v, err := vals[i](fr)
			if err != nil {
				return nil, err
			}
			if err := d.SetItem(fr.t, k, v); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
}

// dictMerge copies the items of mapping m into d ({**m} and f(**m)).
// With noDup, a repeated key is an error (the caller words it).
func dictMerge(t *Thread, d *Dict, m Value, noDup bool) error {
	if src, ok := m.(*Dict); ok {
		var ferr error
		src.Range(func(k, v Value) bool {
			ferr = d.SetItem(t, k, v)
			return ferr == nil
		})
		return ferr
	}
	keysFn, err := GetAttr(t, m, "keys")
	if err != nil {
		return Errorf(TypeErrorType, "'%s' object is not a mapping", TypeName(m))
	}
	keys, err := Call(t, keysFn, nil, nil)
	if err != nil {
		return err
	}
	it, err := Iterate(t, keys)
	if err != nil {
		return err
	}
	for {
		k, err := it.Next(t)
		if err != nil {
			return err
		}
		if k == nil {
			return nil
		}
		v, err := GetItem(t, m, k)
		if err != nil {
			return err
		}
		if err := d.SetItem(t, k, v); err != nil {
			return err
		}
	}
}

// constantDisplay reports whether a list display is one CPython 3.11
// builds from a constant tuple (three or more constants: BUILD_LIST 0,
// LIST_EXTEND), which leaves room for an even number of items
// (list_preallocate_exact); sys.getsizeof shows it.
func constantDisplay(es []ast.Expr) bool {
	if len(es) < 3 {
		return false
	}
	for _, e := range es {
		if !constantExpr(e) {
			return false
		}
	}
	return true
}

// constantExpr reports whether CPython's AST optimizer makes e a constant
// (a literal, a tuple of them, a signed number).
func constantExpr(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Constant:
		return true
	case *ast.Tuple:
		for _, x := range e.Elts {
			if !constantExpr(x) {
				return false
			}
		}
		return true
	case *ast.UnaryOp:
		_, ok := e.Operand.(*ast.Constant)
		return ok && e.Op != ast.Not
	}
	return false
}
