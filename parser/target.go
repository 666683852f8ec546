package parser

import (
	"github.com/pyinterp/pyinterp/ast"
)

// targetKind selects the rules of CPython's _PyPegen_get_invalid_target.
type targetKind uint8

const (
	starTargets targetKind = iota
	forTargets
	delTargets
)

// invalidTarget returns the part of e that cannot be assigned to (or
// deleted), or nil if e is a valid target.
func invalidTarget(e ast.Expr, k targetKind) ast.Expr {
	switch e := e.(type) {
	case *ast.List:
		for _, x := range e.Elts {
			if bad := invalidTarget(x, k); bad != nil {
				return bad
			}
		}
		return nil
	case *ast.Tuple:
		for _, x := range e.Elts {
			if bad := invalidTarget(x, k); bad != nil {
				return bad
			}
		}
		return nil
	case *ast.Starred:
		if k == delTargets {
			return e
		}
		return invalidTarget(e.Value, k)
	case *ast.Compare:
		if k == forTargets {
			if e.Ops[0] == ast.In {
				return invalidTarget(e.Left, k)
			}
			return nil
		}
		return e
	case *ast.Name, *ast.Subscript, *ast.Attribute:
		return nil
	}
	return e
}

// setCtx sets the context of a valid target e and its elements.
func setCtx(e ast.Expr, ctx ast.ExprContext) {
	switch e := e.(type) {
	case *ast.Name:
		e.Ctx = ctx
	case *ast.Attribute:
		e.Ctx = ctx
	case *ast.Subscript:
		e.Ctx = ctx
	case *ast.Starred:
		e.Ctx = ctx
		setCtx(e.Value, ctx)
	case *ast.List:
		e.Ctx = ctx
		for _, x := range e.Elts {
			setCtx(x, ctx)
		}
	case *ast.Tuple:
		e.Ctx = ctx
		for _, x := range e.Elts {
			setCtx(x, ctx)
		}
	}
}

// exprName returns CPython's name for the kind of expression e, as used
// in "cannot assign to %s".
func exprName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Attribute:
		return "attribute"
	case *ast.Subscript:
		return "subscript"
	case *ast.Starred:
		return "starred"
	case *ast.Name:
		return "name"
	case *ast.List:
		return "list"
	case *ast.Tuple:
		return "tuple"
	case *ast.Lambda:
		return "lambda"
	case *ast.Call:
		return "function call"
	case *ast.BoolOp, *ast.BinOp, *ast.UnaryOp:
		return "expression"
	case *ast.GeneratorExp:
		return "generator expression"
	case *ast.Yield, *ast.YieldFrom:
		return "yield expression"
	case *ast.Await:
		return "await expression"
	case *ast.ListComp:
		return "list comprehension"
	case *ast.SetComp:
		return "set comprehension"
	case *ast.DictComp:
		return "dict comprehension"
	case *ast.Dict:
		return "dict literal"
	case *ast.Set:
		return "set display"
	case *ast.JoinedStr, *ast.FormattedValue:
		return "f-string expression"
	case *ast.Constant:
		switch e.Value {
		case ast.None:
			return "None"
		case true:
			return "True"
		case false:
			return "False"
		case ast.Ellipsis:
			return "ellipsis"
		}
		return "literal"
	case *ast.Compare:
		return "comparison"
	case *ast.IfExp:
		return "conditional expression"
	case *ast.NamedExpr:
		return "named expression"
	}
	return "expression"
}

// setAssignTarget checks that t, the target of an assignment, can be
// assigned to and gives it Store context.
func (p *parser) setAssignTarget(t ast.Expr) {
	if bad := invalidTarget(t, starTargets); bad != nil {
		p.errorOn(bad, "cannot assign to "+exprName(bad))
	}
	setCtx(t, ast.Store)
}

// parseTargetElem parses one element of star_targets or del_targets: a
// primary (a name, attribute, subscript, or a parenthesized or bracketed
// display of targets), or a starred target.
func (p *parser) parseTargetElem() ast.Expr {
	if p.kind() == STAR {
		s := p.start()
		p.next()
		if p.kind() == STAR {
			p.syntaxError()
		}
		p.enter()
		v := p.parseTargetElem()
		p.leave()
		return &ast.Starred{Pos: p.span(s), Value: v, Ctx: ast.Store}
	}
	return p.parsePrimary()
}

// star_targets: star_target !',' | star_target (',' star_target)* [',']
//
// as the target of a for loop or comprehension, which 'in' must follow.
func (p *parser) parseForTargets() ast.Expr {
	start := p.pos
	s := p.start()
	e := p.parseTargetElem()
	if p.kind() == COMMA {
		elts := []ast.Expr{e}
		for p.got(COMMA) {
			if p.kind() == IN || !startsExpr(p.kind()) {
				break
			}
			elts = append(elts, p.parseTargetElem())
		}
		e = &ast.Tuple{Pos: p.span(s), Elts: elts, Ctx: ast.Store}
	}
	if p.kind() != IN {
		// invalid_for_target: report the part that cannot be assigned.
		save := p.pos
		p.pos = start
		var x ast.Expr
		if p.probe(func() { x = p.parseStarExpressions() }) {
			if bad := invalidTarget(x, forTargets); bad != nil {
				p.errorOn(bad, "cannot assign to "+exprName(bad))
			}
		}
		p.pos = save
		p.syntaxError()
	}
	if bad := invalidTarget(e, forTargets); bad != nil {
		p.errorOn(bad, "cannot assign to "+exprName(bad))
	}
	setCtx(e, ast.Store)
	return e
}

// star_target, as the target of a with item's 'as'.
func (p *parser) parseStarTarget() ast.Expr {
	e := p.parseTargetElem()
	if bad := invalidTarget(e, starTargets); bad != nil {
		p.errorOn(bad, "cannot assign to "+exprName(bad))
	}
	setCtx(e, ast.Store)
	return e
}

// del_target
func (p *parser) parseDelTarget() ast.Expr {
	start := p.pos
	e := p.parseTargetElem()
	switch p.kind() {
	case COMMA, SEMI, NEWLINE, EOF:
	default:
		// invalid_del_stmt: 'del' star_expressions
		save := p.pos
		p.pos = start
		var x ast.Expr
		if p.probe(func() { x = p.parseStarExpressions() }) {
			if bad := invalidTarget(x, delTargets); bad != nil {
				p.errorOn(bad, "cannot delete "+exprName(bad))
			}
		}
		p.pos = save
		p.syntaxError()
	}
	if bad := invalidTarget(e, delTargets); bad != nil {
		p.errorOn(bad, "cannot delete "+exprName(bad))
	}
	setCtx(e, ast.Del)
	return e
}

// parameters (of a def, up to ')') and lambda_params (up to ':'):
// positional-only parameters before '/', keyword-only after '*' or
// '*args', '**kwargs' last, with defaults and (in a def) annotations.
func (p *parser) parseParameters(end Token, annotations bool) *ast.Arguments {
	a := &ast.Arguments{Posonlyargs: []*ast.Arg{}, Args: []*ast.Arg{}, Kwonlyargs: []*ast.Arg{}, KwDefaults: []ast.Expr{}, Defaults: []ast.Expr{}}
	star, slash, sawDefault := false, false, false
	for p.kind() != end {
		s := p.start()
		switch p.kind() {
		case SLASH:
			if star {
				p.errorAt(s, p.tok().end, "/ must be ahead of *")
			}
			if slash {
				p.errorAt(s, p.tok().end, "/ may appear only once")
			}
			if len(a.Args) == 0 {
				if p.peek(1) == COMMA {
					p.errorAt(s, p.tok().end, "at least one argument must precede /")
				}
				p.syntaxError()
			}
			p.next()
			slash = true
			a.Posonlyargs, a.Args = a.Args, []*ast.Arg{}
		case STAR:
			if star {
				p.errorAt(s, p.tok().end, "* argument may appear only once")
			}
			star = true
			p.next()
			if p.kind() == COMMA || p.kind() == end {
				if p.kind() == end || p.peek(1) == end || p.peek(1) == DOUBLESTAR {
					if annotations {
						p.errorAt(s, Position{Line: s.Line, Col: s.Col + 1}, "named arguments must follow bare *")
					}
					if p.kind() == COMMA {
						p.next()
					}
					p.errorCur("named arguments must follow bare *")
				}
				break
			}
			a.Vararg = p.parseParam(annotations, true)
			if p.kind() == EQUAL {
				p.errorAt(p.start(), p.tok().end, "var-positional argument cannot have default value")
			}
		case DOUBLESTAR:
			p.next()
			a.Kwarg = p.parseParam(annotations, false)
			if p.kind() == EQUAL {
				p.errorAt(p.start(), p.tok().end, "var-keyword argument cannot have default value")
			}
			p.got(COMMA)
			if p.kind() != end {
				p.errorAt(p.start(), p.tok().end, "arguments cannot follow var-keyword argument")
			}
			return a
		case LPAR:
			if p.probe(func() {
				p.next()
				p.parseStarExpressions()
				p.expect(RPAR)
			}) {
				if annotations {
					p.errorAt(s, p.prevEnd(), "Function parameters cannot be parenthesized")
				}
				p.errorAt(s, p.prevEnd(), "Lambda expression parameters cannot be parenthesized")
			}
			p.syntaxError()
		default:
			arg := p.parseParam(annotations, false)
			var def ast.Expr
			if p.got(EQUAL) {
				def = p.parseExpression()
			}
			if star {
				a.Kwonlyargs = append(a.Kwonlyargs, arg)
				a.KwDefaults = append(a.KwDefaults, def)
			} else {
				a.Args = append(a.Args, arg)
				if def != nil {
					a.Defaults = append(a.Defaults, def)
					sawDefault = true
				} else if sawDefault {
					p.errorOn(arg, "non-default argument follows default argument")
				}
			}
		}
		if !p.got(COMMA) {
			break
		}
	}
	return a
}

// param: NAME annotation? (annotation: ':' expression; for *args also
// star_annotation: ':' star_expression)
func (p *parser) parseParam(annotations, starred bool) *ast.Arg {
	s := p.start()
	arg := &ast.Arg{Arg: p.parseName()}
	if annotations && p.got(COLON) {
		if starred && p.kind() == STAR {
			arg.Annotation = p.parseStarExpression()
		} else {
			arg.Annotation = p.parseExpression()
		}
	}
	arg.Pos = p.span(s)
	return arg
}
