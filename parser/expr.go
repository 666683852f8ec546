package parser

import (
	"sort"

	"github.com/pyinterp/pyinterp/ast"
)

// startsExpr reports whether a token of kind k can begin a
// star_expression.
func startsExpr(k Token) bool {
	switch k {
	case NAME, NUMBER, STRING, FSTRING_START, LPAR, LSQB, LBRACE, MINUS, PLUS, TILDE,
		NOT, LAMBDA, AWAIT, TRUE, FALSE, NONE, ELLIPSIS, STAR:
		return true
	}
	return false
}

// star_expressions: star_expression (',' star_expression)* [',']
func (p *parser) parseStarExpressions() ast.Expr {
	s := p.start()
	e := p.parseStarExpression()
	if p.kind() != COMMA {
		return e
	}
	elts := []ast.Expr{e}
	for p.got(COMMA) {
		if !startsExpr(p.kind()) {
			break
		}
		elts = append(elts, p.parseStarExpression())
	}
	return &ast.Tuple{Pos: p.span(s), Elts: elts, Ctx: ast.Load}
}

// star_expression: '*' bitwise_or | expression
func (p *parser) parseStarExpression() ast.Expr {
	if p.kind() == STAR {
		s := p.start()
		p.next()
		v := p.parseBitOr()
		return &ast.Starred{Pos: p.span(s), Value: v, Ctx: ast.Load}
	}
	return p.parseExpression()
}

// expressions: expression (',' expression)* [',']
func (p *parser) parseExpressions() ast.Expr {
	s := p.start()
	e := p.parseExpression()
	if p.kind() != COMMA {
		return e
	}
	elts := []ast.Expr{e}
	for p.got(COMMA) {
		if !startsExpr(p.kind()) || p.kind() == STAR {
			break
		}
		elts = append(elts, p.parseExpression())
	}
	return &ast.Tuple{Pos: p.span(s), Elts: elts, Ctx: ast.Load}
}

// star_named_expression: '*' bitwise_or | named_expression
func (p *parser) parseStarNamedExpression() ast.Expr {
	if p.kind() == STAR {
		s := p.start()
		p.next()
		v := p.parseBitOr()
		return &ast.Starred{Pos: p.span(s), Value: v, Ctx: ast.Load}
	}
	return p.parseNamedExpression()
}

// named_expression: NAME ':=' expression | expression !':='
func (p *parser) parseNamedExpression() ast.Expr {
	if p.kind() == NAME && p.peek(1) == COLONEQUAL {
		t := p.tok()
		s := t.pos
		target := &ast.Name{Pos: ast.Pos{Lineno: s.Line, ColOffset: s.Col, EndLineno: t.end.Line, EndColOffset: t.end.Col}, Id: t.lit, Ctx: ast.Store}
		p.next()
		p.next()
		v := p.parseExpression()
		return &ast.NamedExpr{Pos: p.span(s), Target: target, Value: v}
	}
	e := p.parseExpression()
	if p.kind() == COLONEQUAL {
		p.errorOn(e, "cannot use assignment expressions with "+exprName(e))
	}
	return e
}

// parseTest parses a named_expression where CPython's invalid_named_expression
// rule applies: a following '=' is reported as a likely typo for '=='.
func (p *parser) parseTest() ast.Expr {
	start := p.pos
	e := p.parseNamedExpression()
	if p.kind() == EQUAL {
		p.invalidEqual(start)
	}
	return e
}

// invalidEqual reports "a = b" where an expression beginning at token
// index start was expected, as CPython's invalid_named_expression rule
// does:
//
//	| a=NAME '=' b=bitwise_or !('='|':=')
//	| !(list|tuple|genexp|'True'|'None'|'False') a=bitwise_or b='=' bitwise_or !('='|':=')
//
// If neither applies it fails with the generic error.
func (p *parser) invalidEqual(start int) {
	if a, b := p.namedExprTypo(start); a != nil {
		if _, ok := a.(*ast.Name); ok {
			p.errorRange(a, b, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
		}
		p.errorOn(a, "cannot assign to "+exprName(a)+" here. Maybe you meant '==' instead of '='?")
	}
	p.syntaxError()
}

// namedExprTypo matches invalid_named_expression's "a = b" alternatives
// at token index start, returning a and b (nil if they do not match). It
// leaves the position unchanged.
func (p *parser) namedExprTypo(start int) (a, b ast.Expr) {
	save := p.pos
	defer func() { p.pos = save }()
	p.pos = start
	t := p.tok()
	switch t.kind {
	case TRUE, FALSE, NONE:
		return nil, nil
	case LPAR, LSQB:
		var x ast.Expr
		if p.probe(func() { x = p.parseAtom() }) {
			switch x.(type) {
			case *ast.List:
				return nil, nil
			case *ast.Tuple, *ast.GeneratorExp:
				if q := x.Position(); q.Lineno == t.pos.Line && q.ColOffset == t.pos.Col {
					return nil, nil
				}
			}
		}
		p.pos = start
	}
	if !p.probe(func() { a = p.parseBitOr() }) || p.kind() != EQUAL {
		return nil, nil
	}
	p.next()
	if !p.probe(func() { b = p.parseBitOr() }) || p.kind() == EQUAL || p.kind() == COLONEQUAL {
		return nil, nil
	}
	return a, b
}

// tokIndex returns the index in toks of the token at which node n
// starts (or the current index if there is none).
func (p *parser) tokIndex(n ast.Node) int {
	q := n.Position()
	i := sort.Search(p.pos, func(i int) bool {
		t := &p.toks[i].pos
		return t.Line > q.Lineno || t.Line == q.Lineno && t.Col >= q.ColOffset
	})
	if i < p.pos {
		return i
	}
	return p.pos
}

// expression: disjunction 'if' disjunction 'else' expression | disjunction | lambdef
func (p *parser) parseExpression() ast.Expr {
	if p.kind() == LAMBDA {
		return p.parseLambdef()
	}
	p.enter()
	s := p.start()
	x := p.parseDisjunction()
	if p.kind() == IF {
		p.next()
		test := p.parseDisjunction()
		if !p.got(ELSE) {
			if p.kind() != COLON {
				p.errorRange(x, test, "expected 'else' after 'if' expression")
			}
			p.syntaxError()
		}
		orelse := p.parseExpression()
		x = &ast.IfExp{Pos: p.span(s), Test: test, Body: x, Orelse: orelse}
	}
	p.leave()
	return x
}

// lambdef: 'lambda' [lambda_params] ':' expression
func (p *parser) parseLambdef() ast.Expr {
	s := p.start()
	p.expect(LAMBDA)
	p.enter()
	args := p.parseParameters(COLON, false)
	p.expect(COLON)
	body := p.parseExpression()
	p.leave()
	return &ast.Lambda{Pos: p.span(s), Args: args, Body: body}
}

// disjunction: conjunction ('or' conjunction)+ | conjunction
func (p *parser) parseDisjunction() ast.Expr {
	s := p.start()
	x := p.parseConjunction()
	if p.kind() != OR {
		return x
	}
	values := []ast.Expr{x}
	for p.got(OR) {
		values = append(values, p.parseConjunction())
	}
	return &ast.BoolOp{Pos: p.span(s), Op: ast.Or, Values: values}
}

// conjunction: inversion ('and' inversion)+ | inversion
func (p *parser) parseConjunction() ast.Expr {
	s := p.start()
	x := p.parseInversion()
	if p.kind() != AND {
		return x
	}
	values := []ast.Expr{x}
	for p.got(AND) {
		values = append(values, p.parseInversion())
	}
	return &ast.BoolOp{Pos: p.span(s), Op: ast.And, Values: values}
}

// inversion: 'not' inversion | comparison
func (p *parser) parseInversion() ast.Expr {
	if p.kind() != NOT {
		return p.parseComparison()
	}
	s := p.start()
	p.next()
	p.enter()
	x := p.parseInversion()
	p.leave()
	return &ast.UnaryOp{Pos: p.span(s), Op: ast.Not, Operand: x}
}

// compOp returns the comparison operator at the current token and the
// number of tokens it spans (0 if there is none).
func (p *parser) compOp() (ast.CmpOperator, int) {
	switch p.kind() {
	case EQEQUAL:
		return ast.Eq, 1
	case NOTEQUAL:
		return ast.NotEq, 1
	case LESS:
		return ast.Lt, 1
	case LESSEQUAL:
		return ast.LtE, 1
	case GREATER:
		return ast.Gt, 1
	case GREATEREQUAL:
		return ast.GtE, 1
	case IN:
		return ast.In, 1
	case NOT:
		if p.peek(1) == IN {
			return ast.NotIn, 2
		}
	case IS:
		if p.peek(1) == NOT {
			return ast.IsNot, 2
		}
		return ast.Is, 1
	}
	return 0, 0
}

// comparison: bitwise_or compare_op_bitwise_or_pair+ | bitwise_or
func (p *parser) parseComparison() ast.Expr {
	s := p.start()
	x := p.parseBitOr()
	op, n := p.compOp()
	if n == 0 {
		return x
	}
	c := &ast.Compare{Left: x}
	for n > 0 {
		p.pos += n
		c.Ops = append(c.Ops, op)
		c.Comparators = append(c.Comparators, p.parseBitOr())
		op, n = p.compOp()
	}
	c.Pos = p.span(s)
	return c
}

// binOp returns the operator and precedence of a binary operator token
// (precedence 0 if k is none).
func binOp(k Token) (ast.Operator, int) {
	switch k {
	case VBAR:
		return ast.BitOr, 1
	case CIRCUMFLEX:
		return ast.BitXor, 2
	case AMPER:
		return ast.BitAnd, 3
	case LEFTSHIFT:
		return ast.LShift, 4
	case RIGHTSHIFT:
		return ast.RShift, 4
	case PLUS:
		return ast.Add, 5
	case MINUS:
		return ast.Sub, 5
	case STAR:
		return ast.Mult, 6
	case SLASH:
		return ast.Div, 6
	case DOUBLESLASH:
		return ast.FloorDiv, 6
	case PERCENT:
		return ast.Mod, 6
	case AT:
		return ast.MatMult, 6
	}
	return 0, 0
}

// bitwise_or, bitwise_xor, bitwise_and, shift_expr, sum, term: the
// left-associative binary operators, by precedence climbing.
func (p *parser) parseBitOr() ast.Expr { return p.parseBinary(1) }

func (p *parser) parseBinary(prec1 int) ast.Expr {
	s := p.start()
	x := p.parseFactor()
	depth := p.depth
	for {
		op, prec := binOp(p.kind())
		if prec < prec1 || prec == 0 {
			break
		}
		p.next()
		// Each operator nests the tree one level deeper on the left.
		p.depth++
		if p.depth > maxDepth {
			p.tooDeep()
		}
		y := p.parseBinary(prec + 1)
		x = &ast.BinOp{Pos: p.span(s), Left: x, Op: op, Right: y}
	}
	p.depth = depth
	return x
}

// factor: '+' factor | '-' factor | '~' factor | power
func (p *parser) parseFactor() ast.Expr {
	var op ast.UnaryOperator
	switch p.kind() {
	case PLUS:
		op = ast.UAdd
	case MINUS:
		op = ast.USub
	case TILDE:
		op = ast.Invert
	default:
		return p.parsePower()
	}
	s := p.start()
	p.next()
	p.enter()
	x := p.parseFactor()
	p.leave()
	return &ast.UnaryOp{Pos: p.span(s), Op: op, Operand: x}
}

// power: await_primary '**' factor | await_primary
func (p *parser) parsePower() ast.Expr {
	s := p.start()
	x := p.parseAwaitPrimary()
	if p.kind() == DOUBLESTAR {
		p.next()
		p.enter()
		y := p.parseFactor()
		p.leave()
		x = &ast.BinOp{Pos: p.span(s), Left: x, Op: ast.Pow, Right: y}
	}
	return x
}

// await_primary: AWAIT primary | primary
func (p *parser) parseAwaitPrimary() ast.Expr {
	if p.kind() == AWAIT {
		s := p.start()
		p.next()
		p.enter()
		x := p.parsePrimary()
		p.leave()
		return &ast.Await{Pos: p.span(s), Value: x}
	}
	return p.parsePrimary()
}

// primary:
//
//	| primary '.' NAME
//	| primary genexp
//	| primary '(' [arguments] ')'
//	| primary '[' slices ']'
//	| atom
func (p *parser) parsePrimary() ast.Expr {
	s := p.start()
	x := p.parseAtom()
	depth := p.depth
	for {
		switch p.kind() {
		case DOT:
			p.next()
			t := p.tok()
			if t.kind != NAME {
				p.syntaxError()
			}
			p.next()
			x = &ast.Attribute{Pos: p.span(s), Value: x, Attr: t.lit, Ctx: ast.Load}
		case LPAR:
			lpar := p.start()
			p.next()
			args, kws := p.parseCallArgs(lpar, true)
			p.expectClose(RPAR, lpar)
			x = &ast.Call{Pos: p.span(s), Func: x, Args: args, Keywords: kws}
		case LSQB:
			lsqb := p.start()
			p.next()
			sl := p.parseSlices()
			p.expectClose(RSQB, lsqb)
			x = &ast.Subscript{Pos: p.span(s), Value: x, Slice: sl, Ctx: ast.Load}
		default:
			p.depth = depth
			return x
		}
		p.depth++
		if p.depth > maxDepth {
			p.tooDeep()
		}
	}
}

// expectClose consumes the closing bracket k of a bracket opened at open.
func (p *parser) expectClose(k Token, _ Position) {
	if !p.got(k) {
		p.syntaxError()
	}
}

// slices: slice !',' | ','.(slice | starred_expression)+ [',']
func (p *parser) parseSlices() ast.Expr {
	s := p.start()
	x := p.parseSlice()
	if p.kind() != COMMA {
		if _, ok := x.(*ast.Starred); ok {
			return &ast.Tuple{Pos: p.span(s), Elts: []ast.Expr{x}, Ctx: ast.Load}
		}
		return x
	}
	elts := []ast.Expr{x}
	for p.got(COMMA) {
		if p.kind() == RSQB {
			break
		}
		elts = append(elts, p.parseSlice())
	}
	return &ast.Tuple{Pos: p.span(s), Elts: elts, Ctx: ast.Load}
}

// slice: [expression] ':' [expression] [':' [expression] ] | named_expression
func (p *parser) parseSlice() ast.Expr {
	s := p.start()
	if p.kind() == STAR {
		p.next()
		v := p.parseBitOr()
		return &ast.Starred{Pos: p.span(s), Value: v, Ctx: ast.Load}
	}
	var lower ast.Expr
	if p.kind() != COLON {
		lower = p.parseNamedExpression()
		if p.kind() != COLON {
			return lower
		}
	}
	p.next()
	sl := &ast.Slice{Lower: lower}
	if k := p.kind(); k != COLON && k != COMMA && k != RSQB {
		sl.Upper = p.parseExpression()
	}
	if p.got(COLON) {
		if k := p.kind(); k != COMMA && k != RSQB {
			sl.Step = p.parseExpression()
		}
	}
	sl.Pos = p.span(s)
	return sl
}

// atom:
//
//	| NAME | 'True' | 'False' | 'None' | strings | NUMBER
//	| (tuple | group | genexp) | (list | listcomp)
//	| (dict | set | dictcomp | setcomp) | '...'
func (p *parser) parseAtom() ast.Expr {
	t := p.tok()
	pos := ast.Pos{Lineno: t.pos.Line, ColOffset: t.pos.Col, EndLineno: t.end.Line, EndColOffset: t.end.Col}
	switch t.kind {
	case NAME:
		p.next()
		return &ast.Name{Pos: pos, Id: t.lit, Ctx: ast.Load}
	case NUMBER:
		v, err := parseNumber(t.lit)
		if err != nil {
			if _, ok := err.(digitLimitError); ok {
				// CPython raises it with offset 0 and no end column.
				line := t.pos.Line
				p.fail(func() *Error {
					return &Error{Msg: err.Error(), Filename: p.filename, Lineno: line, EndLineno: line, Text: p.lineText(line)}
				})
			}
			p.errorAt(t.pos, t.end, err.Error())
		}
		p.next()
		return &ast.Constant{Pos: pos, Value: v}
	case STRING, FSTRING_START:
		return p.parseStrings()
	case TRUE:
		p.next()
		return &ast.Constant{Pos: pos, Value: true}
	case FALSE:
		p.next()
		return &ast.Constant{Pos: pos, Value: false}
	case NONE:
		p.next()
		return &ast.Constant{Pos: pos, Value: ast.None}
	case ELLIPSIS:
		p.next()
		return &ast.Constant{Pos: pos, Value: ast.Ellipsis}
	case LPAR:
		return p.parseParenAtom()
	case LSQB:
		return p.parseListAtom()
	case LBRACE:
		return p.parseBraceAtom()
	}
	p.syntaxError()
	return nil
}

// tuple: '(' [star_named_expression ',' [star_named_expressions] ] ')'
// group: '(' (yield_expr | named_expression) ')'
// genexp: '(' (assignment_expression | expression !':=') for_if_clauses ')'
func (p *parser) parseParenAtom() ast.Expr {
	s := p.start()
	p.next()
	p.enter()
	defer p.leave()
	switch p.kind() {
	case RPAR:
		p.next()
		return &ast.Tuple{Pos: p.span(s), Elts: []ast.Expr{}, Ctx: ast.Load}
	case YIELD:
		x := p.parseYieldExpr()
		p.expectClose(RPAR, s)
		return x
	}
	x := p.parseStarNamedExpression()
	switch p.kind() {
	case RPAR:
		if _, ok := x.(*ast.Starred); ok {
			p.errorOn(x, "cannot use starred expression here")
		}
		p.next()
		return x
	case FOR, ASYNC:
		if _, ok := x.(*ast.Starred); ok {
			p.errorOn(x, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.parseForIfClauses()
		p.expectClose(RPAR, s)
		return &ast.GeneratorExp{Pos: p.span(s), Elt: x, Generators: gens}
	case COMMA:
		elts := p.parseStarNamedExpressionsRest(x, RPAR)
		p.expectClose(RPAR, s)
		return &ast.Tuple{Pos: p.span(s), Elts: elts, Ctx: ast.Load}
	case EQUAL:
		p.invalidEqual(p.tokIndex(x))
	}
	p.invalidInBrackets(x)
	return nil
}

// parseStarNamedExpressionsRest parses the rest of a comma-separated
// display whose first element x has been parsed, up to the closing token.
func (p *parser) parseStarNamedExpressionsRest(x ast.Expr, close Token) []ast.Expr {
	elts := []ast.Expr{x}
	for p.got(COMMA) {
		if p.kind() == close {
			break
		}
		elts = append(elts, p.parseStarNamedExpression())
	}
	if p.kind() != close {
		if p.kind() == FOR || p.kind() == ASYNC {
			if (close == RSQB || close == RBRACE) && len(elts) > 1 {
				p.errorRange(elts[0], elts[len(elts)-1], "did you forget parentheses around the comprehension target?")
			}
		}
		if p.kind() == EQUAL {
			p.invalidEqual(p.tokIndex(elts[len(elts)-1]))
		}
		p.invalidInBrackets(elts[len(elts)-1])
	}
	return elts
}

// invalidInBrackets reports an expression inside brackets followed by a
// token that cannot follow it: CPython suggests a missing comma when that
// token starts another expression.
func (p *parser) invalidInBrackets(a ast.Expr) {
	k := p.kind()
	if startsExpr(k) && k != STAR && k != MINUS && k != PLUS && k != NOT {
		if _, isStr := a.(*ast.Name); !(isStr && (k == STRING || k == FSTRING_START)) {
			save := p.pos
			var b ast.Expr
			if p.probe(func() { b = p.parseExpression() }) {
				p.errorRange(a, b, "invalid syntax. Perhaps you forgot a comma?")
			}
			p.pos = save
		}
	}
	p.syntaxError()
}

// list: '[' [star_named_expressions] ']'
// listcomp: '[' named_expression for_if_clauses ']'
func (p *parser) parseListAtom() ast.Expr {
	s := p.start()
	p.next()
	p.enter()
	defer p.leave()
	if p.got(RSQB) {
		return &ast.List{Pos: p.span(s), Elts: []ast.Expr{}, Ctx: ast.Load}
	}
	x := p.parseStarNamedExpression()
	switch p.kind() {
	case FOR, ASYNC:
		if _, ok := x.(*ast.Starred); ok {
			p.errorOn(x, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.parseForIfClauses()
		p.expectClose(RSQB, s)
		return &ast.ListComp{Pos: p.span(s), Elt: x, Generators: gens}
	case RSQB:
		p.next()
		return &ast.List{Pos: p.span(s), Elts: []ast.Expr{x}, Ctx: ast.Load}
	case COMMA:
		elts := p.parseStarNamedExpressionsRest(x, RSQB)
		p.expectClose(RSQB, s)
		return &ast.List{Pos: p.span(s), Elts: elts, Ctx: ast.Load}
	case EQUAL:
		p.invalidEqual(p.tokIndex(x))
	}
	p.invalidInBrackets(x)
	return nil
}

// dict: '{' [double_starred_kvpairs] '}'
// set: '{' star_named_expressions '}'
// dictcomp: '{' kvpair for_if_clauses '}'
// setcomp: '{' named_expression for_if_clauses '}'
func (p *parser) parseBraceAtom() ast.Expr {
	s := p.start()
	p.next()
	p.enter()
	defer p.leave()
	if p.got(RBRACE) {
		return &ast.Dict{Pos: p.span(s), Keys: []ast.Expr{}, Values: []ast.Expr{}}
	}
	var key, value ast.Expr
	if p.kind() == DOUBLESTAR {
		ds := p.start()
		p.next()
		value = p.parseBitOr()
		if p.kind() == FOR || p.kind() == ASYNC {
			p.errorAt(ds, endOf(value), "dict unpacking cannot be used in dict comprehension")
		}
	} else {
		key = p.parseStarNamedExpression()
		if p.kind() != COLON {
			// A set display or comprehension.
			switch p.kind() {
			case FOR, ASYNC:
				if _, ok := key.(*ast.Starred); ok {
					p.errorOn(key, "iterable unpacking cannot be used in comprehension")
				}
				gens := p.parseForIfClauses()
				p.expectClose(RBRACE, s)
				return &ast.SetComp{Pos: p.span(s), Elt: key, Generators: gens}
			case RBRACE:
				p.next()
				return &ast.Set{Pos: p.span(s), Elts: []ast.Expr{key}}
			case COMMA:
				elts := p.parseStarNamedExpressionsRest(key, RBRACE)
				p.expectClose(RBRACE, s)
				return &ast.Set{Pos: p.span(s), Elts: elts}
			case EQUAL:
				p.invalidEqual(p.tokIndex(key))
			}
			p.invalidInBrackets(key)
		}
		p.next()
		value = p.parseExpression()
		if p.kind() == FOR || p.kind() == ASYNC {
			gens := p.parseForIfClauses()
			p.expectClose(RBRACE, s)
			return &ast.DictComp{Pos: p.span(s), Key: key, Value: value, Generators: gens}
		}
	}
	keys, values := []ast.Expr{key}, []ast.Expr{value}
	for p.got(COMMA) {
		if p.kind() == RBRACE {
			break
		}
		if p.got(DOUBLESTAR) {
			keys = append(keys, nil)
			values = append(values, p.parseBitOr())
			continue
		}
		k := p.parseExpression()
		if p.kind() != COLON {
			if p.kind() == COMMA || p.kind() == RBRACE {
				q := k.Position()
				p.fail(func() *Error {
					text := p.lineText(q.Lineno)
					return &Error{Msg: "':' expected after dictionary key", Filename: p.filename, Lineno: q.Lineno,
						Offset: p.offset(text, q.ColOffset), EndLineno: q.Lineno, EndOffset: 0, Text: text}
				})
			}
			p.invalidInBrackets(k)
		}
		p.next()
		keys = append(keys, k)
		values = append(values, p.parseExpression())
	}
	if p.kind() != RBRACE {
		p.invalidInBrackets(values[len(values)-1])
	}
	p.next()
	return &ast.Dict{Pos: p.span(s), Keys: keys, Values: values}
}

// for_if_clauses: (ASYNC? 'for' star_targets 'in' ~ disjunction ('if' disjunction )*)+
func (p *parser) parseForIfClauses() []*ast.Comprehension {
	var gens []*ast.Comprehension
	for {
		c := &ast.Comprehension{}
		if p.kind() == ASYNC && p.peek(1) == FOR {
			p.next()
			c.IsAsync = 1
		} else if p.kind() != FOR {
			break
		}
		p.next()
		c.Target = p.parseForTargets()
		p.expect(IN)
		c.Iter = p.parseDisjunction()
		c.Ifs = []ast.Expr{}
		for p.got(IF) {
			c.Ifs = append(c.Ifs, p.parseDisjunction())
		}
		gens = append(gens, c)
	}
	return gens
}

// yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]
func (p *parser) parseYieldExpr() ast.Expr {
	s := p.start()
	p.expect(YIELD)
	if p.got(FROM) {
		v := p.parseExpression()
		return &ast.YieldFrom{Pos: p.span(s), Value: v}
	}
	var v ast.Expr
	if startsExpr(p.kind()) {
		v = p.parseStarExpressions()
	}
	return &ast.Yield{Pos: p.span(s), Value: v}
}

// arguments (of a call or class definition), up to the closing ')':
//
//	args: ','.(starred_expression | (assignment_expression | expression !':=') !'=')+ [',' kwargs ] | kwargs
//	kwargs: ','.kwarg_or_starred+ ',' ','.kwarg_or_double_starred+ | ...
//
// A generator expression may be the sole argument of a call (genexp is
// true) but not of a class definition's bases.
func (p *parser) parseCallArgs(lpar Position, genexp bool) ([]ast.Expr, []*ast.Keyword) {
	args, kws := []ast.Expr{}, []*ast.Keyword{}
	sawKw, sawDStar := false, false
	for p.kind() != RPAR {
		s := p.start()
		switch {
		case p.kind() == STAR:
			p.next()
			v := p.parseExpression()
			if p.kind() == FOR || p.kind() == ASYNC {
				p.errorAt(s, p.prevEnd(), "iterable unpacking cannot be used in comprehension")
			}
			if sawDStar {
				p.errorAt(s, Position{Line: s.Line, Col: s.Col + 1}, "iterable argument unpacking follows keyword argument unpacking")
			}
			args = append(args, &ast.Starred{Pos: p.span(s), Value: v, Ctx: ast.Load})
		case p.kind() == DOUBLESTAR:
			p.next()
			v := p.parseExpression()
			kws = append(kws, &ast.Keyword{Pos: p.span(s), Value: v})
			sawDStar = true
		case (p.kind() == TRUE || p.kind() == FALSE || p.kind() == NONE) && p.peek(1) == EQUAL:
			name := p.kind().String()
			p.next()
			p.errorAt(s, p.tok().end, "cannot assign to "+name)
		case p.kind() == NAME && p.peek(1) == EQUAL:
			name := p.tok().lit
			p.next()
			p.next()
			v := p.parseExpression()
			kws = append(kws, &ast.Keyword{Pos: p.span(s), Arg: name, Value: v})
			sawKw = true
		default:
			var e ast.Expr
			if p.kind() == NAME && p.peek(1) == COLONEQUAL {
				e = p.parseNamedExpression()
			} else {
				// (assignment_expression | expression !':='): no
				// "cannot use assignment expressions" message here.
				e = p.parseExpression()
			}
			if p.kind() == FOR || p.kind() == ASYNC {
				if !genexp {
					p.syntaxError()
				}
				gens := p.parseForIfClauses()
				if len(args) == 0 && len(kws) == 0 && p.kind() == RPAR {
					end := p.tok().end
					return []ast.Expr{&ast.GeneratorExp{Pos: ast.Pos{Lineno: lpar.Line, ColOffset: lpar.Col, EndLineno: end.Line, EndColOffset: end.Col}, Elt: e, Generators: gens}}, kws
				}
				p.errorAt(s, p.prevEnd(), "Generator expression must be parenthesized")
			}
			if p.kind() == EQUAL {
				p.errorAt(s, p.tok().end, "expression cannot contain assignment, perhaps you meant \"==\"?")
			}
			if sawDStar {
				p.errorCur("positional argument follows keyword argument unpacking")
			} else if sawKw {
				p.errorCur("positional argument follows keyword argument")
			}
			args = append(args, e)
		}
		if !p.got(COMMA) {
			break
		}
	}
	if p.kind() != RPAR && len(args)+len(kws) > 0 {
		var last ast.Expr
		if len(kws) > 0 && (len(args) == 0 || after(kws[len(kws)-1], args[len(args)-1])) {
			last = kws[len(kws)-1].Value
		} else {
			last = args[len(args)-1]
		}
		if p.kind() == FOR || p.kind() == ASYNC {
			p.syntaxError()
		}
		p.invalidInBrackets(last)
	}
	return args, kws
}

// after reports whether node a starts after node b.
func after(a, b ast.Node) bool {
	x, y := a.Position(), b.Position()
	return x.Lineno > y.Lineno || x.Lineno == y.Lineno && x.ColOffset > y.ColOffset
}
