package parser

import (
	"math/big"

	"github.com/pyinterp/pyinterp/ast"
)

// This file finds the SyntaxWarnings CPython 3.11's compiler emits
// (compile.c: check_compare, check_caller, check_subscripter, check_index,
// compiler_assert), in the order and number it emits them: CPython
// compiles a `while` test twice, a `finally` body once for the normal path,
// once for the exceptional path and once more for each return, break or
// continue that leaves through it, a class body before its bases, the
// outermost iterable of a comprehension after the rest of it. Operands are
// seen as CPython's AST optimizer leaves them: `()`, `(1, 2)`, `-1` and
// `1+1` are constants. (CPython's other compile-time warning, the
// DeprecationWarning for an invalid escape sequence such as '\d', is not
// shown by its default warning filters, so it is not reported.)

// Warning is one compile-time warning.
type Warning struct {
	Lineno   int
	Category string // "SyntaxWarning"
	Message  string
}

// maxWarnings bounds the warnings of one compilation, and maxWarnVisits
// the nodes the search visits (a finally body is visited again for each
// exit through it, as CPython compiles it again: nested, that multiplies).
const (
	maxWarnings   = 1000
	maxWarnVisits = 1 << 20
)

// Warnings returns the compile-time warnings of a module checked by
// Compile, in the order CPython 3.11 emits them.
func Warnings(m *ast.Module) []Warning {
	w := &warner{}
	w.stmts(m.Body)
	return w.out
}

// fblock is an enclosing block that a return, break or continue leaves
// through: a loop, or the try part of a try/finally (finally set).
type fblock struct {
	loop    bool
	finally []ast.Stmt
}

type warner struct {
	out    []Warning
	visits int
	blocks []fblock // of the function being compiled
}

func (w *warner) warn(line int, msg string) {
	if len(w.out) < maxWarnings {
		w.out = append(w.out, Warning{Lineno: line, Category: "SyntaxWarning", Message: msg})
	}
}

func (w *warner) tired() bool {
	w.visits++
	return w.visits > maxWarnVisits || len(w.out) >= maxWarnings
}

func (w *warner) stmts(body []ast.Stmt) {
	for _, s := range body {
		w.stmt(s)
	}
}

func (w *warner) exprs(es []ast.Expr) {
	for _, e := range es {
		w.expr(e)
	}
}

// function compiles a function body: its own block stack.
func (w *warner) function(body func()) {
	saved := w.blocks
	w.blocks = nil
	body()
	w.blocks = saved
}

// arguments visits what a def or lambda evaluates where it stands: the
// defaults, then (for a def) the annotations.
func (w *warner) arguments(a *ast.Arguments, annotations bool, returns ast.Expr) {
	if a == nil {
		return
	}
	w.exprs(a.Defaults)
	for _, d := range a.KwDefaults {
		if d != nil {
			w.expr(d)
		}
	}
	if !annotations {
		return
	}
	ann := func(args ...*ast.Arg) {
		for _, x := range args {
			if x != nil && x.Annotation != nil {
				w.expr(x.Annotation)
			}
		}
	}
	ann(a.Args...)
	ann(a.Posonlyargs...)
	ann(a.Vararg)
	ann(a.Kwonlyargs...)
	ann(a.Kwarg)
	if returns != nil {
		w.expr(returns)
	}
}

// unwind visits the finally bodies a return (loop false) or a break or
// continue (loop true) leaves through, innermost first, each with the
// blocks outside it, as compiler_unwind_fblock_stack compiles them.
func (w *warner) unwind(loop bool) {
	saved := w.blocks
	for i := len(saved) - 1; i >= 0; i-- {
		b := saved[i]
		if b.loop {
			if loop {
				break
			}
			continue
		}
		w.blocks = saved[:i]
		w.stmts(b.finally)
	}
	w.blocks = saved
}

func (w *warner) stmt(s ast.Stmt) {
	if w.tired() {
		return
	}
	switch s := s.(type) {
	case *ast.FunctionDef:
		w.exprs(s.DecoratorList)
		w.arguments(s.Args, true, s.Returns)
		w.function(func() { w.stmts(s.Body) })
	case *ast.AsyncFunctionDef:
		w.exprs(s.DecoratorList)
		w.arguments(s.Args, true, s.Returns)
		w.function(func() { w.stmts(s.Body) })
	case *ast.ClassDef:
		w.exprs(s.DecoratorList)
		w.function(func() { w.stmts(s.Body) })
		w.exprs(s.Bases)
		for _, k := range s.Keywords {
			w.expr(k.Value)
		}
	case *ast.Assign:
		w.expr(s.Value)
		w.exprs(s.Targets)
	case *ast.AnnAssign:
		if s.Value != nil {
			w.expr(s.Value)
		}
		w.expr(s.Target)
		w.expr(s.Annotation)
	case *ast.For:
		w.loop(s.Iter, s.Target, s.Body, s.Orelse)
	case *ast.AsyncFor:
		w.loop(s.Iter, s.Target, s.Body, s.Orelse)
	case *ast.While:
		if !constantTest(s.Test) {
			w.expr(s.Test)
		}
		w.blocks = append(w.blocks, fblock{loop: true})
		w.stmts(s.Body)
		w.blocks = w.blocks[:len(w.blocks)-1]
		if !constantTest(s.Test) {
			w.expr(s.Test) // 3.11 tests again at the end of the body
		}
		w.stmts(s.Orelse)
	case *ast.Try:
		w.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *ast.TryStar:
		w.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *ast.Return:
		if s.Value != nil {
			w.expr(s.Value)
		}
		w.unwind(false)
	case *ast.Break, *ast.Continue:
		w.unwind(true)
	case *ast.Assert:
		if t, ok := s.Test.(*ast.Tuple); ok && len(t.Elts) > 0 {
			w.warn(s.Lineno, "assertion is always true, perhaps remove parentheses?")
		} else if f := fold(s.Test); f.typ == "tuple" && f.n > 0 {
			w.warn(s.Lineno, "assertion is always true, perhaps remove parentheses?") // (1,)*3
		}
		w.expr(s.Test)
		if s.Msg != nil {
			w.expr(s.Msg)
		}
	default:
		ast.Children(s, w.node)
	}
}

// constantTest reports whether a while test is a constant CPython does
// not compile (while True:, while 1:).
func constantTest(e ast.Expr) bool {
	_, ok := e.(*ast.Constant)
	return ok
}

func (w *warner) loop(iter, target ast.Expr, body, orelse []ast.Stmt) {
	w.expr(iter)
	w.expr(target)
	w.blocks = append(w.blocks, fblock{loop: true})
	w.stmts(body)
	w.blocks = w.blocks[:len(w.blocks)-1]
	w.stmts(orelse)
}

func (w *warner) try(body []ast.Stmt, handlers []*ast.ExceptHandler, orelse, finalbody []ast.Stmt) {
	if len(finalbody) > 0 {
		w.blocks = append(w.blocks, fblock{finally: finalbody})
	}
	w.stmts(body)
	for _, h := range handlers {
		if h.Type != nil {
			w.expr(h.Type)
		}
		w.stmts(h.Body)
	}
	w.stmts(orelse)
	if len(finalbody) > 0 {
		w.blocks = w.blocks[:len(w.blocks)-1]
		w.stmts(finalbody) // the normal path
		w.stmts(finalbody) // the exceptional path
	}
}

func (w *warner) node(n ast.Node) {
	switch n := n.(type) {
	case ast.Stmt:
		w.stmt(n)
	case ast.Expr:
		w.expr(n)
	default:
		ast.Children(n, w.node)
	}
}

func (w *warner) expr(e ast.Expr) {
	if e == nil || w.tired() {
		return
	}
	switch e := e.(type) {
	case *ast.Compare:
		w.compare(e, false)
		w.expr(e.Left)
		w.exprs(e.Comparators)
	case *ast.UnaryOp:
		// CPython's optimizer makes not (a is b) a is not b (and the
		// reverse): the warning names the operator it compiles.
		// Folded bottom up: not not (a is b) is a is b again.
		nots := 0
		var x ast.Expr = e
		for u, ok := x.(*ast.UnaryOp); ok && u.Op == ast.Not; u, ok = x.(*ast.UnaryOp) {
			nots++
			x = u.Operand
		}
		if c, ok := x.(*ast.Compare); ok && nots > 0 && len(c.Ops) == 1 {
			switch c.Ops[0] {
			case ast.Is, ast.IsNot, ast.In, ast.NotIn:
				w.compare(c, nots%2 == 1)
				w.expr(c.Left)
				w.exprs(c.Comparators)
				return
			}
		}
		w.expr(e.Operand)
	case *ast.Call:
		if name := callerType(e.Func); name != "" {
			w.warn(e.Lineno, "'"+name+"' object is not callable; perhaps you missed a comma?")
		}
		ast.Children(e, w.node)
	case *ast.Subscript:
		if e.Ctx == ast.Load {
			w.subscript(e)
		}
		ast.Children(e, w.node)
	case *ast.Lambda:
		w.arguments(e.Args, false, nil)
		w.function(func() { w.expr(e.Body) })
	case *ast.Dict:
		for i, v := range e.Values {
			if i < len(e.Keys) && e.Keys[i] != nil {
				w.expr(e.Keys[i])
			}
			w.expr(v)
		}
	case *ast.ListComp:
		w.comprehension(e.Generators, e.Elt, nil)
	case *ast.SetComp:
		w.comprehension(e.Generators, e.Elt, nil)
	case *ast.GeneratorExp:
		w.comprehension(e.Generators, e.Elt, nil)
	case *ast.DictComp:
		w.comprehension(e.Generators, e.Key, e.Value)
	default:
		ast.Children(e, w.node)
	}
}

// comprehension visits a comprehension as CPython compiles it: in its own
// scope the targets, conditions and inner iterables, then the element;
// then, outside, the outermost iterable.
func (w *warner) comprehension(gens []*ast.Comprehension, elt, value ast.Expr) {
	w.function(func() {
		for i, g := range gens {
			if i > 0 {
				w.expr(g.Iter)
			}
			w.expr(g.Target)
			w.exprs(g.Ifs)
		}
		w.expr(elt)
		w.expr(value)
	})
	if len(gens) > 0 {
		w.expr(gens[0].Iter)
	}
}

// compare is check_compare: one warning at most for a chain, the first
// `is` or `is not` with a literal operand; negated: the compare is the
// operand of not, which CPython folds into the opposite operator.
func (w *warner) compare(e *ast.Compare, negated bool) {
	left := isLiteral(e.Left)
	for i, op := range e.Ops {
		if i >= len(e.Comparators) {
			break
		}
		if negated {
			switch op {
			case ast.Is:
				op = ast.IsNot
			case ast.IsNot:
				op = ast.Is
			}
		}
		right := isLiteral(e.Comparators[i])
		if op == ast.Is || op == ast.IsNot {
			if left || right {
				if op == ast.Is {
					w.warn(e.Lineno, `"is" with a literal. Did you mean "=="?`)
				} else {
					w.warn(e.Lineno, `"is not" with a literal. Did you mean "!="?`)
				}
				return
			}
		}
		left = right
	}
}

// subscript is check_subscripter and check_index.
func (w *warner) subscript(e *ast.Subscript) {
	if name := subscripterType(e.Value); name != "" {
		w.warn(e.Lineno, "'"+name+"' object is not subscriptable; perhaps you missed a comma?")
	}
	index := inferType(e.Slice)
	if index == "" || index == "int" || index == "bool" {
		return
	}
	value := ""
	switch e.Value.(type) {
	case *ast.Tuple, *ast.List, *ast.ListComp, *ast.JoinedStr, *ast.FormattedValue:
		value = inferType(e.Value)
	default:
		switch t := fold(e.Value).typ; t {
		case "str", "bytes", "tuple": // a constant, as CPython's optimizer leaves it
			value = t
		}
	}
	if value != "" {
		w.warn(e.Lineno, value+" indices must be integers or slices, not "+index+"; perhaps you missed a comma?")
	}
}

// isLiteral is the opposite of check_is_arg: a constant (after folding)
// other than None, True, False and Ellipsis.
func isLiteral(e ast.Expr) bool {
	switch fold(e).typ {
	case "", "NoneType", "bool", "ellipsis":
		return false
	}
	return true
}

// callerType is the type check_caller names for a called literal, or "".
func callerType(e ast.Expr) string {
	switch e.(type) {
	case *ast.Tuple, *ast.List, *ast.ListComp, *ast.Dict, *ast.DictComp, *ast.Set, *ast.SetComp,
		*ast.GeneratorExp, *ast.JoinedStr, *ast.FormattedValue:
		return inferType(e)
	}
	return fold(e).typ
}

// subscripterType is the type check_subscripter names, or "".
func subscripterType(e ast.Expr) string {
	switch e.(type) {
	case *ast.Set, *ast.SetComp, *ast.GeneratorExp, *ast.Lambda:
		return inferType(e)
	}
	switch t := fold(e).typ; t {
	case "NoneType", "ellipsis", "int", "float", "complex", "bool":
		return t
	}
	return ""
}

// inferType is CPython's infer_type: the type of what e makes, when its
// form says it, or "".
func inferType(e ast.Expr) string {
	switch e.(type) {
	case *ast.Tuple:
		return "tuple"
	case *ast.List, *ast.ListComp:
		return "list"
	case *ast.Dict, *ast.DictComp:
		return "dict"
	case *ast.Set, *ast.SetComp:
		return "set"
	case *ast.GeneratorExp:
		return "generator"
	case *ast.Lambda:
		return "function"
	case *ast.JoinedStr, *ast.FormattedValue:
		return "str"
	}
	return fold(e).typ
}

// folded is what CPython's AST optimizer makes of a constant expression:
// its type ("" when it is not folded to a constant), and for an int its
// value, for a str, bytes or tuple its length.
type folded struct {
	typ string
	i   *big.Int
	n   int
	f   float64 // a float's value (zero tests)
	z   bool    // a complex zero
}

// maxFoldBits and maxFoldLen are CPython 3.11's limits on folded values
// (ast_opt.c: MAX_INT_SIZE, MAX_COLLECTION_SIZE, MAX_STR_SIZE).
const (
	maxFoldBits = 128
	maxFoldLen  = 4096
	maxFoldColl = 256
)

func fold(e ast.Expr) folded {
	switch e := e.(type) {
	case *ast.Constant:
		switch v := e.Value.(type) {
		case ast.NoneType:
			return folded{typ: "NoneType"}
		case ast.EllipsisType:
			return folded{typ: "ellipsis"}
		case bool:
			i := big.NewInt(0)
			if v {
				i.SetInt64(1)
			}
			return folded{typ: "bool", i: i}
		case int64:
			return folded{typ: "int", i: big.NewInt(v)}
		case *big.Int:
			return folded{typ: "int", i: v}
		case float64:
			return folded{typ: "float", f: v}
		case complex128:
			return folded{typ: "complex", z: v == 0}
		case string:
			return folded{typ: "str", n: len(v)}
		case ast.Bytes:
			return folded{typ: "bytes", n: len(v)}
		}
	case *ast.Tuple:
		if e.Ctx != ast.Load {
			return folded{}
		}
		for _, x := range e.Elts {
			if fold(x).typ == "" {
				return folded{}
			}
		}
		return folded{typ: "tuple", n: len(e.Elts)}
	case *ast.UnaryOp:
		x := fold(e.Operand)
		switch {
		case x.typ == "":
			return folded{}
		case e.Op == ast.Not:
			falsy := x.i != nil && x.i.Sign() == 0 || x.typ == "float" && x.f == 0 || x.typ == "complex" && x.z ||
				x.typ == "NoneType" || (x.typ == "str" || x.typ == "bytes" || x.typ == "tuple") && x.n == 0
			v := new(big.Int)
			if falsy {
				v.SetInt64(1)
			}
			return folded{typ: "bool", i: v}
		case x.i != nil:
			v := new(big.Int)
			switch e.Op {
			case ast.USub:
				v.Neg(x.i)
			case ast.UAdd:
				v.Set(x.i)
			default:
				v.Not(x.i)
			}
			return folded{typ: "int", i: v}
		case x.typ == "float" || x.typ == "complex":
			if e.Op == ast.Invert {
				return folded{}
			}
			return x
		}
	case *ast.BinOp:
		return foldBinOp(e.Op, fold(e.Left), fold(e.Right))
	case *ast.Subscript:
		return foldSubscript(e)
	}
	return folded{}
}

// foldSubscript is CPython's folding of a constant str, bytes or tuple
// indexed by a constant int in range: the item ((1, 2)[0] is 1).
func foldSubscript(e *ast.Subscript) folded {
	if e.Ctx != ast.Load {
		return folded{}
	}
	v, i := fold(e.Value), fold(e.Slice)
	if i.typ != "int" && i.typ != "bool" || i.i == nil || !i.i.IsInt64() {
		return folded{}
	}
	k := i.i.Int64()
	if k < 0 {
		k += int64(v.n)
	}
	if k < 0 || k >= int64(v.n) {
		return folded{}
	}
	switch v.typ {
	case "str":
		if c, ok := e.Value.(*ast.Constant); ok {
			if str, ok := c.Value.(string); ok && len(str) == v.n && isASCII(str) {
				return folded{typ: "str", n: 1}
			}
		}
	case "bytes":
		if c, ok := e.Value.(*ast.Constant); ok {
			if b, ok := c.Value.(ast.Bytes); ok {
				return folded{typ: "int", i: big.NewInt(int64(b[k]))}
			}
		}
	case "tuple":
		if t, ok := e.Value.(*ast.Tuple); ok && int(k) < len(t.Elts) {
			return fold(t.Elts[k])
		}
	}
	return folded{}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// foldBinOp is the type of a folded binary operation, as far as it can be
// told without computing more than the sizes CPython bounds.
func foldBinOp(op ast.Operator, l, r folded) folded {
	if l.typ == "" || r.typ == "" {
		return folded{}
	}
	num := func(f folded) int { // 1 int/bool, 2 float, 3 complex, 0 other
		switch f.typ {
		case "int", "bool":
			return 1
		case "float":
			return 2
		case "complex":
			return 3
		}
		return 0
	}
	ln, rn := num(l), num(r)
	if ln > 0 && rn > 0 {
		kind := max(ln, rn)
		zero := rn == 1 && r.i.Sign() == 0 || rn == 2 && r.f == 0 || rn == 3 && r.z
		switch op {
		case ast.Div:
			if zero {
				return folded{}
			}
			return folded{typ: []string{"", "float", "float", "complex"}[kind]}
		case ast.FloorDiv, ast.Mod:
			if zero || kind == 3 {
				return folded{}
			}
		case ast.Pow:
			if kind == 1 {
				if r.i.Sign() < 0 {
					if l.i.Sign() == 0 {
						return folded{}
					}
					return folded{typ: "float"}
				}
				if l.i.BitLen() > 0 && r.i.BitLen() > 0 && (!r.i.IsInt64() || int64(l.i.BitLen())*r.i.Int64() > maxFoldBits) {
					return folded{}
				}
			}
		case ast.LShift, ast.RShift, ast.BitAnd, ast.BitOr, ast.BitXor:
			if kind != 1 {
				return folded{}
			}
			if op == ast.LShift && (r.i.Sign() < 0 || !r.i.IsInt64() || int64(l.i.BitLen())+r.i.Int64() > maxFoldBits) {
				return folded{}
			}
			if op == ast.RShift && r.i.Sign() < 0 {
				return folded{}
			}
			if l.typ == "bool" && r.typ == "bool" && op != ast.LShift && op != ast.RShift {
				return folded{typ: "bool", i: new(big.Int)}
			}
		case ast.Mult:
			if kind == 1 && l.i.BitLen()+r.i.BitLen() > maxFoldBits {
				return folded{}
			}
		case ast.MatMult:
			return folded{}
		}
		if kind == 1 {
			return folded{typ: "int", i: intOp(op, l.i, r.i)}
		}
		return folded{typ: []string{"", "int", "float", "complex"}[kind]}
	}
	seq := func(f folded) bool { return f.typ == "str" || f.typ == "bytes" || f.typ == "tuple" }
	switch op {
	case ast.Add:
		if seq(l) && l.typ == r.typ {
			return folded{typ: l.typ, n: l.n + r.n}
		}
	case ast.Mult:
		s, n := l, r
		if seq(r) {
			s, n = r, l
		}
		if seq(s) && n.i != nil {
			limit := maxFoldLen
			if s.typ == "tuple" {
				limit = maxFoldColl
			}
			if n.i.Sign() <= 0 || s.n == 0 {
				return folded{typ: s.typ}
			}
			if !n.i.IsInt64() || int64(s.n)*n.i.Int64() > int64(limit) {
				return folded{}
			}
			return folded{typ: s.typ, n: s.n * int(n.i.Int64())}
		}
	}
	return folded{}
}

// intOp computes a folded operation of two ints, within the bounds
// foldBinOp checked.
func intOp(op ast.Operator, a, b *big.Int) *big.Int {
	v := new(big.Int)
	switch op {
	case ast.Add:
		return v.Add(a, b)
	case ast.Sub:
		return v.Sub(a, b)
	case ast.Mult:
		return v.Mul(a, b)
	case ast.FloorDiv, ast.Mod:
		q, m := new(big.Int), new(big.Int)
		q.DivMod(a, b, m) // Euclidean: m >= 0
		if m.Sign() != 0 && b.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
			m.Add(m, b)
		}
		if op == ast.Mod {
			return m
		}
		return q
	case ast.Pow:
		return v.Exp(a, b, nil)
	case ast.LShift:
		return v.Lsh(a, uint(b.Int64()))
	case ast.RShift:
		if !b.IsInt64() || b.Int64() > int64(a.BitLen()) {
			if a.Sign() < 0 {
				return v.SetInt64(-1)
			}
			return v
		}
		return v.Rsh(a, uint(b.Int64()))
	case ast.BitAnd:
		return v.And(a, b)
	case ast.BitOr:
		return v.Or(a, b)
	case ast.BitXor:
		return v.Xor(a, b)
	}
	return v
}
