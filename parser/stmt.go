package parser

import (
	"strconv"

	"github.com/pyinterp/pyinterp/ast"
)

// file: [statements] ENDMARKER
func (p *parser) parseFileInput() *ast.Module {
	m := &ast.Module{}
	for p.kind() != EOF {
		if p.kind() == NEWLINE {
			p.next()
			continue
		}
		m.Body = p.parseStatement(m.Body)
	}
	if m.Body == nil {
		m.Body = []ast.Stmt{}
	}
	return m
}

// eval: expressions NEWLINE* ENDMARKER
func (p *parser) parseEvalInput() *ast.Expression {
	e := p.parseExpressions()
	for p.got(NEWLINE) {
	}
	if p.kind() != EOF {
		p.syntaxError()
	}
	return &ast.Expression{Body: e}
}

// interactive: statement_newline
//
// Unlike CPython, which rejects it, empty input gives an empty body.
func (p *parser) parseInteractiveInput() *ast.Interactive {
	m := &ast.Interactive{Body: []ast.Stmt{}}
	switch p.kind() {
	case NEWLINE, EOF:
		return m
	}
	compound := false
	switch p.kind() {
	case DEF, IF, CLASS, WITH, FOR, TRY, WHILE, AT, ASYNC:
		compound = true
	}
	m.Body = p.parseStatement(m.Body)
	if _, ok := m.Body[0].(*ast.Match); ok {
		compound = true
	}
	nl := p.pos - 1
	for p.got(NEWLINE) {
	}
	if p.kind() != EOF {
		if !compound && nl >= 0 && p.toks[nl].kind == NEWLINE {
			p.errorTok(SyntaxError, &p.toks[nl], "multiple statements found while compiling a single statement")
		}
		p.syntaxError()
	}
	return m
}

// statement: compound_stmt | simple_stmts
func (p *parser) parseStatement(body []ast.Stmt) []ast.Stmt {
	p.compact()
	switch p.kind() {
	case DEF, IF, CLASS, WITH, FOR, TRY, WHILE, AT, ASYNC:
		return append(body, p.parseCompoundStmt())
	case NAME:
		if p.isName("match") {
			if s := p.tryMatchStmt(); s != nil {
				return append(body, s)
			}
		}
	case INDENT:
		p.syntaxError()
	}
	return p.parseSimpleStmts(body)
}

// parseStatements parses the statements of an indented block up to its
// DEDENT.
func (p *parser) parseStatements() []ast.Stmt {
	var body []ast.Stmt
	for p.kind() != DEDENT && p.kind() != EOF {
		body = p.parseStatement(body)
	}
	return body
}

// block: NEWLINE INDENT statements DEDENT | simple_stmts
//
// what and line name the statement that introduces the block, for the
// error CPython reports when the indented block is missing.
func (p *parser) parseBlock(what string, line int) []ast.Stmt {
	if p.got(NEWLINE) {
		if p.kind() != INDENT {
			p.errorTok(IndentationError, p.tok(), "expected an indented block after "+what+" on line "+strconv.Itoa(line))
		}
		p.next()
		p.enter()
		body := p.parseStatements()
		p.leave()
		p.expect(DEDENT)
		return body
	}
	return p.parseSimpleStmts(nil)
}

// expectColon consumes the ':' that ends a compound statement's header,
// failing with "expected ':'" when the line ends instead.
func (p *parser) expectColon() {
	if p.got(COLON) {
		return
	}
	if p.kind() == NEWLINE {
		p.errorLast("expected ':'")
	}
	p.syntaxError()
}

func (p *parser) parseCompoundStmt() ast.Stmt {
	switch p.kind() {
	case DEF:
		return p.parseFuncDef(p.start(), nil, false)
	case IF:
		return p.parseIfStmt()
	case CLASS:
		return p.parseClassDef(p.start(), nil)
	case WITH:
		return p.parseWithStmt(p.start(), false)
	case FOR:
		return p.parseForStmt(p.start(), false)
	case TRY:
		return p.parseTryStmt()
	case WHILE:
		return p.parseWhileStmt()
	case AT:
		return p.parseDecorated()
	case ASYNC:
		s := p.start()
		switch p.peek(1) {
		case DEF:
			p.next()
			return p.parseFuncDef(s, nil, true)
		case WITH:
			p.next()
			return p.parseWithStmt(s, true)
		case FOR:
			p.next()
			return p.parseForStmt(s, true)
		}
		p.next()
		p.syntaxError()
	}
	panic("unreachable")
}

// decorators: ('@' named_expression NEWLINE)+
func (p *parser) parseDecorated() ast.Stmt {
	var decos []ast.Expr
	for p.got(AT) {
		decos = append(decos, p.parseNamedExpression())
		p.expect(NEWLINE)
	}
	s := p.start()
	switch p.kind() {
	case DEF:
		return p.parseFuncDef(s, decos, false)
	case CLASS:
		return p.parseClassDef(s, decos)
	case ASYNC:
		if p.peek(1) == DEF {
			p.next()
			return p.parseFuncDef(s, decos, true)
		}
	}
	p.syntaxError()
	return nil
}

// function_def_raw: 'def' NAME [type_params] &&'(' [params] ')' ['->' expression ] &&':' block
func (p *parser) parseFuncDef(s Position, decos []ast.Expr, async bool) ast.Stmt {
	line := p.start().Line
	p.expect(DEF)
	name := p.parseName()
	var tparams []ast.TypeParam
	if p.kind() == LSQB {
		tparams = p.parseTypeParams()
	}
	p.expectForced(LPAR)
	args := p.parseParameters(RPAR, true)
	p.expect(RPAR)
	var returns ast.Expr
	if p.kind() == RARROW {
		if !startsExpr(p.peek(1)) || p.peek(1) == STAR {
			p.errorCur("expected ':'")
		}
		p.next()
		returns = p.parseExpression()
	}
	p.expectForced(COLON)
	body := p.parseBlock("function definition", line)
	if decos == nil {
		decos = []ast.Expr{}
	}
	if async {
		return &ast.AsyncFunctionDef{Pos: p.span(s), Name: name, Args: args, Body: body, DecoratorList: decos, Returns: returns, TypeParams: tparams}
	}
	return &ast.FunctionDef{Pos: p.span(s), Name: name, Args: args, Body: body, DecoratorList: decos, Returns: returns, TypeParams: tparams}
}

// class_def_raw: 'class' NAME [type_params] ['(' [arguments] ')' ] ':' block
func (p *parser) parseClassDef(s Position, decos []ast.Expr) ast.Stmt {
	line := p.start().Line
	p.expect(CLASS)
	name := p.parseName()
	var tparams []ast.TypeParam
	if p.kind() == LSQB {
		tparams = p.parseTypeParams()
	}
	c := &ast.ClassDef{Name: name, TypeParams: tparams, DecoratorList: decos}
	if p.got(LPAR) {
		c.Bases, c.Keywords = p.parseCallArgs(p.prevEnd(), false)
		p.expect(RPAR)
	}
	p.expectColon()
	c.Body = p.parseBlock("class definition", line)
	c.Pos = p.span(s)
	if c.Bases == nil {
		c.Bases = []ast.Expr{}
	}
	if c.Keywords == nil {
		c.Keywords = []*ast.Keyword{}
	}
	if c.DecoratorList == nil {
		c.DecoratorList = []ast.Expr{}
	}
	return c
}

// type_params: '[' ','.type_param+ [','] ']'
func (p *parser) parseTypeParams() []ast.TypeParam {
	p.expect(LSQB)
	var tps []ast.TypeParam
	for p.kind() != RSQB {
		s := p.start()
		switch {
		case p.got(STAR):
			name := p.parseName()
			tps = append(tps, &ast.TypeVarTuple{Pos: p.span(s), Name: name})
		case p.got(DOUBLESTAR):
			name := p.parseName()
			tps = append(tps, &ast.ParamSpec{Pos: p.span(s), Name: name})
		default:
			name := p.parseName()
			var bound ast.Expr
			if p.got(COLON) {
				bound = p.parseExpression()
			}
			tps = append(tps, &ast.TypeVar{Pos: p.span(s), Name: name, Bound: bound})
		}
		if !p.got(COMMA) {
			break
		}
	}
	if len(tps) == 0 {
		p.syntaxError()
	}
	p.expect(RSQB)
	return tps
}

// if_stmt: 'if' named_expression ':' block (elif_stmt | [else_block])
func (p *parser) parseIfStmt() ast.Stmt {
	s := p.start()
	what := "'if' statement"
	if p.kind() == ELIF {
		what = "'elif' statement"
	}
	p.next()
	test := p.parseTest()
	p.expectColon()
	n := &ast.If{Test: test}
	n.Body = p.parseBlock(what, s.Line)
	switch p.kind() {
	case ELIF:
		// Each elif nests an If in the orelse of the one before.
		p.enter()
		n.Orelse = []ast.Stmt{p.parseIfStmt()}
		p.leave()
	case ELSE:
		n.Orelse = p.parseElseBlock()
	default:
		n.Orelse = []ast.Stmt{}
	}
	n.Pos = p.span(s)
	return n
}

// else_block: 'else' &&':' block
func (p *parser) parseElseBlock() []ast.Stmt {
	line := p.start().Line
	p.expect(ELSE)
	p.expectForced(COLON)
	return p.parseBlock("'else' statement", line)
}

func (p *parser) optElse() []ast.Stmt {
	if p.kind() == ELSE {
		return p.parseElseBlock()
	}
	return []ast.Stmt{}
}

// while_stmt: 'while' named_expression ':' block [else_block]
func (p *parser) parseWhileStmt() ast.Stmt {
	s := p.start()
	p.expect(WHILE)
	test := p.parseTest()
	p.expectColon()
	body := p.parseBlock("'while' statement", s.Line)
	orelse := p.optElse()
	return &ast.While{Pos: p.span(s), Test: test, Body: body, Orelse: orelse}
}

// for_stmt: ASYNC? 'for' star_targets 'in' ~ star_expressions ':' block [else_block]
func (p *parser) parseForStmt(s Position, async bool) ast.Stmt {
	line := p.start().Line
	p.expect(FOR)
	target := p.parseForTargets()
	p.expect(IN)
	iter := p.parseStarExpressions()
	p.expectColon()
	body := p.parseBlock("'for' statement", line)
	orelse := p.optElse()
	if async {
		return &ast.AsyncFor{Pos: p.span(s), Target: target, Iter: iter, Body: body, Orelse: orelse}
	}
	return &ast.For{Pos: p.span(s), Target: target, Iter: iter, Body: body, Orelse: orelse}
}

// with_stmt:
//
//	| ASYNC? 'with' '(' ','.with_item+ ','? ')' ':' block
//	| ASYNC? 'with' ','.with_item+ ':' block
func (p *parser) parseWithStmt(s Position, async bool) ast.Stmt {
	line := p.start().Line
	p.expect(WITH)
	var items []*ast.WithItem
	if p.kind() == LPAR {
		p.try(func() {
			p.next()
			var its []*ast.WithItem
			for {
				its = append(its, p.parseWithItem())
				if !p.got(COMMA) || p.kind() == RPAR {
					break
				}
			}
			p.expect(RPAR)
			if p.kind() != COLON {
				p.syntaxError()
			}
			items = its
		})
	}
	if items == nil {
		for {
			items = append(items, p.parseWithItem())
			if !p.got(COMMA) {
				break
			}
		}
	}
	p.expectColon()
	body := p.parseBlock("'with' statement", line)
	if async {
		return &ast.AsyncWith{Pos: p.span(s), Items: items, Body: body}
	}
	return &ast.With{Pos: p.span(s), Items: items, Body: body}
}

// with_item: expression 'as' star_target &(',' | ')' | ':') | expression
func (p *parser) parseWithItem() *ast.WithItem {
	e := p.parseExpression()
	it := &ast.WithItem{ContextExpr: e}
	if p.got(AS) {
		t := p.parseStarTarget()
		switch p.kind() {
		case COMMA, RPAR, COLON:
		default:
			p.syntaxError()
		}
		it.OptionalVars = t
	}
	return it
}

// try_stmt:
//
//	| 'try' &&':' block finally_block
//	| 'try' &&':' block except_block+ [else_block] [finally_block]
//	| 'try' &&':' block except_star_block+ [else_block] [finally_block]
func (p *parser) parseTryStmt() ast.Stmt {
	s := p.start()
	p.expect(TRY)
	p.expectForced(COLON)
	body := p.parseBlock("'try' statement", s.Line)
	var handlers []*ast.ExceptHandler
	star := false
	for p.kind() == EXCEPT {
		hs := p.start()
		p.next()
		isStar := false
		if p.kind() == STAR {
			p.next()
			isStar = true
		}
		if len(handlers) > 0 && isStar != star {
			p.errorAt(hs, p.prevEnd(), "cannot have both 'except' and 'except*' on the same 'try'")
		}
		star = isStar
		h := &ast.ExceptHandler{}
		if isStar && p.kind() == COLON {
			p.errorCur("expected one or more exception types")
		}
		if p.kind() != COLON || isStar {
			h.Type = p.parseExpression()
			if p.kind() == COMMA {
				p.next()
				p.parseExpressions()
				if p.kind() != AS {
					p.errorAt(startOf(h.Type), p.prevEnd(), "multiple exception types must be parenthesized")
				}
			}
			if p.got(AS) {
				h.Name = p.parseName()
			}
		}
		p.expectColon()
		what := "'except' statement"
		if isStar {
			what = "'except*' statement"
		}
		h.Body = p.parseBlock(what, hs.Line)
		h.Pos = p.span(hs)
		handlers = append(handlers, h)
	}
	var orelse, final []ast.Stmt
	if len(handlers) > 0 && p.kind() == ELSE {
		orelse = p.parseElseBlock()
	}
	if p.kind() == FINALLY {
		line := p.start().Line
		p.next()
		p.expectForced(COLON)
		final = p.parseBlock("'finally' statement", line)
	}
	if len(handlers) == 0 && final == nil {
		p.errorCur("expected 'except' or 'finally' block")
	}
	if handlers == nil {
		handlers = []*ast.ExceptHandler{}
	}
	if orelse == nil {
		orelse = []ast.Stmt{}
	}
	if final == nil {
		final = []ast.Stmt{}
	}
	if star {
		return &ast.TryStar{Pos: p.span(s), Body: body, Handlers: handlers, Orelse: orelse, Finalbody: final}
	}
	return &ast.Try{Pos: p.span(s), Body: body, Handlers: handlers, Orelse: orelse, Finalbody: final}
}

// simple_stmts: simple_stmt (';' simple_stmt)* [';'] NEWLINE
func (p *parser) parseSimpleStmts(body []ast.Stmt) []ast.Stmt {
	for {
		body = append(body, p.parseSimpleStmt())
		if !p.got(SEMI) {
			break
		}
		if p.kind() == NEWLINE {
			break
		}
	}
	if !p.got(NEWLINE) {
		if p.kind() == EOF {
			return body
		}
		p.syntaxError()
	}
	return body
}

func (p *parser) parseSimpleStmt() ast.Stmt {
	s := p.start()
	switch p.kind() {
	case RETURN:
		p.next()
		var v ast.Expr
		if startsExpr(p.kind()) {
			v = p.parseStarExpressions()
		}
		return &ast.Return{Pos: p.span(s), Value: v}
	case IMPORT:
		return p.parseImportName()
	case FROM:
		return p.parseImportFrom()
	case RAISE:
		p.next()
		n := &ast.Raise{}
		if startsExpr(p.kind()) {
			n.Exc = p.parseExpression()
			if p.got(FROM) {
				n.Cause = p.parseExpression()
			}
		}
		n.Pos = p.span(s)
		return n
	case PASS:
		p.next()
		return &ast.Pass{Pos: p.span(s)}
	case BREAK:
		p.next()
		return &ast.Break{Pos: p.span(s)}
	case CONTINUE:
		p.next()
		return &ast.Continue{Pos: p.span(s)}
	case DEL:
		return p.parseDelStmt()
	case ASSERT:
		p.next()
		n := &ast.Assert{Test: p.parseExpression()}
		if p.got(COMMA) {
			n.Msg = p.parseExpression()
		}
		n.Pos = p.span(s)
		return n
	case GLOBAL, NONLOCAL:
		k := p.kind()
		p.next()
		var names []string
		for {
			names = append(names, p.parseName())
			if !p.got(COMMA) {
				break
			}
		}
		if k == GLOBAL {
			return &ast.Global{Pos: p.span(s), Names: names}
		}
		return &ast.Nonlocal{Pos: p.span(s), Names: names}
	case NAME:
		if p.isName("type") && p.peek(1) == NAME {
			switch p.peek(2) {
			case EQUAL, LSQB:
				return p.parseTypeAlias()
			}
		}
	}
	return p.parseAssignment()
}

// type_alias: "type" NAME [type_params] '=' expression
func (p *parser) parseTypeAlias() ast.Stmt {
	s := p.start()
	p.next()
	ns := p.start()
	name := p.parseName()
	n := &ast.TypeAlias{Name: &ast.Name{Pos: p.span(ns), Id: name, Ctx: ast.Store}}
	if p.kind() == LSQB {
		n.TypeParams = p.parseTypeParams()
	}
	p.expect(EQUAL)
	n.Value = p.parseExpression()
	n.Pos = p.span(s)
	return n
}

// del_stmt: 'del' del_targets &(';' | NEWLINE)
func (p *parser) parseDelStmt() ast.Stmt {
	s := p.start()
	p.expect(DEL)
	var targets []ast.Expr
	for {
		if !startsExpr(p.kind()) {
			break
		}
		targets = append(targets, p.parseDelTarget())
		if !p.got(COMMA) {
			break
		}
	}
	switch p.kind() {
	case SEMI, NEWLINE, EOF:
	default:
		p.syntaxError()
	}
	if len(targets) == 0 {
		p.syntaxError()
	}
	return &ast.Delete{Pos: p.span(s), Targets: targets}
}

// parseName consumes a NAME and returns its text.
func (p *parser) parseName() string {
	t := p.tok()
	if t.kind != NAME {
		p.syntaxError()
	}
	p.next()
	return t.lit
}

// import_name: 'import' dotted_as_names
func (p *parser) parseImportName() ast.Stmt {
	s := p.start()
	p.expect(IMPORT)
	var names []*ast.Alias
	for {
		as := p.start()
		a := &ast.Alias{Name: p.parseDottedName()}
		if p.got(AS) {
			a.Asname = p.parseName()
		}
		a.Pos = p.span(as)
		names = append(names, a)
		if !p.got(COMMA) {
			break
		}
	}
	return &ast.Import{Pos: p.span(s), Names: names}
}

// dotted_name: dotted_name '.' NAME | NAME
func (p *parser) parseDottedName() string {
	name := p.parseName()
	for p.kind() == DOT {
		p.next()
		name += "." + p.parseName()
	}
	return name
}

// import_from:
//
//	| 'from' ('.' | '...')* dotted_name 'import' import_from_targets
//	| 'from' ('.' | '...')+ 'import' import_from_targets
func (p *parser) parseImportFrom() ast.Stmt {
	s := p.start()
	p.expect(FROM)
	n := &ast.ImportFrom{}
	for {
		if p.got(DOT) {
			n.Level++
		} else if p.got(ELLIPSIS) {
			n.Level += 3
		} else {
			break
		}
	}
	if p.kind() != IMPORT || n.Level == 0 {
		n.Module = p.parseDottedName()
	}
	p.expect(IMPORT)
	switch p.kind() {
	case STAR:
		as := p.start()
		p.next()
		n.Names = []*ast.Alias{{Pos: p.span(as), Name: "*"}}
	case LPAR:
		p.next()
		n.Names = p.parseImportAsNames(true)
		p.expect(RPAR)
	default:
		n.Names = p.parseImportAsNames(false)
	}
	n.Pos = p.span(s)
	return n
}

// import_from_as_names: ','.import_from_as_name+
func (p *parser) parseImportAsNames(parens bool) []*ast.Alias {
	var names []*ast.Alias
	for {
		as := p.start()
		a := &ast.Alias{Name: p.parseName()}
		if p.got(AS) {
			a.Asname = p.parseName()
		}
		a.Pos = p.span(as)
		names = append(names, a)
		if !p.got(COMMA) {
			break
		}
		if parens && p.kind() == RPAR {
			break
		}
		if !parens && p.kind() == NEWLINE {
			p.errorLast("trailing comma not allowed without surrounding parentheses")
		}
	}
	return names
}

// assignment and star_expressions statements:
//
//	| NAME ':' expression ['=' annotated_rhs ]
//	| ('(' single_target ')' | single_subscript_attribute_target) ':' expression ['=' annotated_rhs ]
//	| (star_targets '=' )+ (yield_expr | star_expressions) !'='
//	| single_target augassign ~ (yield_expr | star_expressions)
//	| star_expressions
func (p *parser) parseAssignment() ast.Stmt {
	s := p.start()
	start := p.pos
	parenthesized := p.kind() == LPAR
	e := p.parseYieldOrStarExpressions()
	switch k := p.kind(); k {
	case EQUAL:
		targets := []ast.Expr{e}
		var value ast.Expr
		for p.got(EQUAL) {
			value = p.parseYieldOrStarExpressions()
			targets = append(targets, value)
		}
		targets = targets[:len(targets)-1]
		for _, t := range targets {
			switch t.(type) {
			case *ast.Yield, *ast.YieldFrom:
				if i := p.tokIndex(t); i == 0 || p.toks[i-1].kind != LPAR {
					p.errorOn(t, "assignment to yield expression not possible")
				}
			}
		}
		for _, t := range targets {
			if invalidTarget(t, starTargets) != nil {
				if a, _ := p.namedExprTypo(start); a != nil {
					p.errorOn(a, "cannot assign to "+exprName(a)+" here. Maybe you meant '==' instead of '='?")
				}
				break
			}
		}
		for _, t := range targets {
			p.setAssignTarget(t)
		}
		return &ast.Assign{Pos: p.span(s), Targets: targets, Value: value}
	case COLON:
		simple := 0
		var bad ast.Node
		var msg string
		switch t := e.(type) {
		case *ast.Name:
			if !parenthesized {
				simple = 1
			}
			t.Ctx = ast.Store
		case *ast.Attribute:
			t.Ctx = ast.Store
		case *ast.Subscript:
			t.Ctx = ast.Store
		case *ast.Tuple:
			bad, msg = e, "only single target (not tuple) can be annotated"
			if len(t.Elts) > 0 && startOf(t.Elts[0]) == startOf(t) {
				// Not parenthesized: CPython points at the first element.
				bad = t.Elts[0]
			}
		case *ast.List:
			bad, msg = e, "only single target (not list) can be annotated"
		default:
			bad, msg = e, "illegal target for annotation"
		}
		if bad != nil {
			// CPython reports the target only if an annotation follows.
			save := p.pos
			p.next()
			if p.probe(func() { p.parseExpression() }) {
				p.errorOn(bad, msg)
			}
			p.pos = save
		}
		p.next()
		ann := p.parseExpression()
		n := &ast.AnnAssign{Target: e, Annotation: ann, Simple: simple}
		if p.got(EQUAL) {
			n.Value = p.parseYieldOrStarExpressions()
		}
		n.Pos = p.span(s)
		return n
	default:
		if op, ok := augOps[k]; ok {
			switch t := e.(type) {
			case *ast.Name:
				t.Ctx = ast.Store
			case *ast.Attribute:
				t.Ctx = ast.Store
			case *ast.Subscript:
				t.Ctx = ast.Store
			default:
				p.errorOn(e, "'"+exprName(e)+"' is an illegal expression for augmented assignment")
			}
			p.next()
			v := p.parseYieldOrStarExpressions()
			return &ast.AugAssign{Pos: p.span(s), Target: e, Op: op, Value: v}
		}
	}
	switch p.kind() {
	case NEWLINE, SEMI, EOF:
	case COLONEQUAL:
		// invalid_named_expression, for what named_expression (not an
		// unparenthesized tuple, and not a name, which can be a walrus
		// target) would have parsed.
		switch t := e.(type) {
		case *ast.Name:
		case *ast.Tuple:
			if len(t.Elts) == 0 || startOf(t.Elts[0]) != startOf(t) {
				p.errorOn(e, "cannot use assignment expressions with tuple")
			}
		default:
			p.errorOn(e, "cannot use assignment expressions with "+exprName(e))
		}
		p.syntaxError()
	default:
		p.invalidExprStmt(e)
	}
	return &ast.ExprStmt{Pos: p.span(s), Value: e}
}

var augOps = map[Token]ast.Operator{
	PLUSEQUAL: ast.Add, MINEQUAL: ast.Sub, STAREQUAL: ast.Mult, ATEQUAL: ast.MatMult,
	SLASHEQUAL: ast.Div, PERCENTEQUAL: ast.Mod, AMPEREQUAL: ast.BitAnd, VBAREQUAL: ast.BitOr,
	CIRCUMFLEXEQUAL: ast.BitXor, LEFTSHIFTEQUAL: ast.LShift, RIGHTSHIFTEQUAL: ast.RShift,
	DOUBLESTAREQUAL: ast.Pow, DOUBLESLASHEQUAL: ast.FloorDiv,
}

// parseYieldOrStarExpressions parses yield_expr | star_expressions.
func (p *parser) parseYieldOrStarExpressions() ast.Expr {
	if p.kind() == YIELD {
		return p.parseYieldExpr()
	}
	return p.parseStarExpressions()
}

// invalidExprStmt reports the error for an expression statement followed
// by a token that cannot follow it.
func (p *parser) invalidExprStmt(e ast.Expr) {
	if n, ok := e.(*ast.Name); ok && (n.Id == "print" || n.Id == "exec") && startsExpr(p.kind()) && p.kind() != LPAR {
		save := p.pos
		var b ast.Expr
		if p.probe(func() { b = p.parseStarExpressions() }) {
			p.errorRange(n, b, "Missing parentheses in call to '"+n.Id+"'. Did you mean "+n.Id+"(...)?")
		}
		p.pos = save
	}
	p.syntaxError()
}

// catch calls f, which parses speculatively, and reports whether it
// failed with a syntax error, backing up to where it started; the error
// is built only if the caller asks for it (p.buildError, then p.err).
// Scanner errors are not recoverable and propagate.
func (p *parser) catch(f func()) (failed bool) {
	save, depth, fdepth := p.pos, p.depth, p.fdepth
	p.tries++
	defer func() {
		p.tries--
		if r := recover(); r != nil {
			if _, isB := r.(bailout); !isB || p.fromScan {
				panic(r)
			}
			failed = true
			p.pos, p.depth, p.fdepth = save, depth, fdepth
		}
	}()
	f()
	return false
}

// try calls f, which parses speculatively: if f fails with a syntax error,
// try backs up to where it started and reports false. Scanner errors are
// not recoverable and propagate.
func (p *parser) try(f func()) bool {
	if p.catch(f) {
		p.err, p.mkErr = nil, nil
		return false
	}
	return true
}

// probe is try for the checks made only to choose an error message (the
// invalid_* rules of CPython's second pass): the tokens it reads do not
// move the position of a generic "invalid syntax" error, which CPython
// takes from its first pass.
func (p *parser) probe(f func()) bool {
	p.probing++
	defer func() { p.probing-- }()
	return p.try(f)
}
