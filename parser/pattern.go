package parser

import (
	"strconv"

	"github.com/pyinterp/pyinterp/ast"
)

// tryMatchStmt parses a match statement if the current "match" begins
// one, and otherwise returns nil with the position unchanged:
//
//	match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
func (p *parser) tryMatchStmt() ast.Stmt {
	k := p.peek(1)
	if !startsExpr(k) {
		return nil
	}
	s := p.start()
	var subject ast.Expr
	missingColon := false
	if !p.try(func() {
		p.next()
		subject = p.parseSubject()
		if p.kind() == NEWLINE {
			missingColon = true
		}
		if p.kind() != COLON || p.peek(1) != NEWLINE {
			p.syntaxError()
		}
	}) {
		if missingColon {
			// "match" subject_expr NEWLINE: an error unless the line is
			// a valid expression statement.
			start := p.pos
			if !p.probe(func() { p.parseSimpleStmts(nil) }) {
				p.pos = start
				for p.kind() != NEWLINE {
					p.next()
				}
				p.errorLast("expected ':'")
			}
			p.pos = start
		}
		return nil
	}
	p.next() // ':'
	p.next() // NEWLINE
	if p.kind() != INDENT {
		p.errorTok(IndentationError, p.tok(), "expected an indented block after 'match' statement on line "+strconv.Itoa(s.Line))
	}
	p.next()
	m := &ast.Match{Subject: subject}
	for p.kind() != DEDENT && p.kind() != EOF {
		if !p.isName("case") {
			p.syntaxError()
		}
		m.Cases = append(m.Cases, p.parseCaseBlock())
	}
	p.expect(DEDENT)
	m.Pos = p.span(s)
	return m
}

// subject_expr: star_named_expression ',' star_named_expressions? | named_expression
func (p *parser) parseSubject() ast.Expr {
	s := p.start()
	x := p.parseStarNamedExpression()
	if p.kind() != COMMA {
		if _, ok := x.(*ast.Starred); ok {
			p.syntaxError()
		}
		return x
	}
	elts := []ast.Expr{x}
	for p.got(COMMA) {
		if !startsExpr(p.kind()) {
			break
		}
		elts = append(elts, p.parseStarNamedExpression())
	}
	return &ast.Tuple{Pos: p.span(s), Elts: elts, Ctx: ast.Load}
}

// case_block: "case" patterns guard? ':' block
func (p *parser) parseCaseBlock() *ast.MatchCase {
	line := p.start().Line
	p.next()
	c := &ast.MatchCase{Pattern: p.parsePatterns()}
	if p.got(IF) {
		c.Guard = p.parseNamedExpression()
	}
	p.expectColon()
	c.Body = p.parseBlock("'case' statement", line)
	return c
}

// patterns: open_sequence_pattern | pattern
func (p *parser) parsePatterns() ast.Pattern {
	s := p.start()
	x := p.parseMaybeStarPattern()
	if p.kind() != COMMA {
		if _, ok := x.(*ast.MatchStar); ok {
			p.syntaxError()
		}
		return x
	}
	pats := []ast.Pattern{x}
	for p.got(COMMA) {
		if p.kind() == COLON || p.kind() == IF {
			break
		}
		pats = append(pats, p.parseMaybeStarPattern())
	}
	return &ast.MatchSequence{Pos: p.span(s), Patterns: pats}
}

// maybe_star_pattern: star_pattern | pattern
func (p *parser) parseMaybeStarPattern() ast.Pattern {
	if p.kind() == STAR {
		s := p.start()
		p.next()
		name := p.parseName()
		if name == "_" {
			name = ""
		}
		return &ast.MatchStar{Pos: p.span(s), Name: name}
	}
	return p.parsePattern()
}

// pattern: as_pattern | or_pattern
// as_pattern: or_pattern 'as' pattern_capture_target
func (p *parser) parsePattern() ast.Pattern {
	p.enter()
	defer p.leave()
	s := p.start()
	x := p.parseOrPattern()
	if p.got(AS) {
		t := p.tok()
		if t.kind != NAME {
			p.syntaxError()
		}
		if t.lit == "_" {
			p.errorAt(t.pos, t.end, "cannot use '_' as a target")
		}
		p.next()
		return &ast.MatchAs{Pos: p.span(s), Pattern: x, Name: t.lit}
	}
	return x
}

// or_pattern: '|'.closed_pattern+
func (p *parser) parseOrPattern() ast.Pattern {
	s := p.start()
	x := p.parseClosedPattern()
	if p.kind() != VBAR {
		return x
	}
	pats := []ast.Pattern{x}
	for p.got(VBAR) {
		pats = append(pats, p.parseClosedPattern())
	}
	return &ast.MatchOr{Pos: p.span(s), Patterns: pats}
}

// closed_pattern:
//
//	| literal_pattern | capture_pattern | wildcard_pattern | value_pattern
//	| group_pattern | sequence_pattern | mapping_pattern | class_pattern
func (p *parser) parseClosedPattern() ast.Pattern {
	s := p.start()
	switch p.kind() {
	case NONE:
		p.next()
		return &ast.MatchSingleton{Pos: p.span(s), Value: ast.None}
	case TRUE:
		p.next()
		return &ast.MatchSingleton{Pos: p.span(s), Value: true}
	case FALSE:
		p.next()
		return &ast.MatchSingleton{Pos: p.span(s), Value: false}
	case NUMBER, MINUS:
		v := p.parseSignedNumber()
		return &ast.MatchValue{Pos: p.span(s), Value: v}
	case STRING, FSTRING_START:
		v := p.parseStrings()
		return &ast.MatchValue{Pos: p.span(s), Value: v}
	case LPAR:
		p.next()
		if p.got(RPAR) {
			return &ast.MatchSequence{Pos: p.span(s), Patterns: []ast.Pattern{}}
		}
		x := p.parseMaybeStarPattern()
		if p.got(RPAR) {
			if _, ok := x.(*ast.MatchStar); !ok {
				return x // group_pattern
			}
			return &ast.MatchSequence{Pos: p.span(s), Patterns: []ast.Pattern{x}}
		}
		pats := []ast.Pattern{x}
		if p.kind() != COMMA {
			p.syntaxError()
		}
		for p.got(COMMA) {
			if p.kind() == RPAR {
				break
			}
			pats = append(pats, p.parseMaybeStarPattern())
		}
		p.expect(RPAR)
		return &ast.MatchSequence{Pos: p.span(s), Patterns: pats}
	case LSQB:
		p.next()
		pats := []ast.Pattern{}
		for p.kind() != RSQB {
			pats = append(pats, p.parseMaybeStarPattern())
			if !p.got(COMMA) {
				break
			}
		}
		p.expect(RSQB)
		return &ast.MatchSequence{Pos: p.span(s), Patterns: pats}
	case LBRACE:
		return p.parseMappingPattern()
	case NAME:
		t := p.tok()
		if p.peek(1) != DOT && p.peek(1) != LPAR {
			p.next()
			if t.lit == "_" {
				return &ast.MatchAs{Pos: p.span(s)}
			}
			return &ast.MatchAs{Pos: p.span(s), Name: t.lit}
		}
		v := p.parseNameOrAttr()
		if p.kind() == LPAR {
			return p.parseClassPattern(s, v)
		}
		return &ast.MatchValue{Pos: p.span(s), Value: v}
	}
	p.syntaxError()
	return nil
}

// name_or_attr: attr | NAME
func (p *parser) parseNameOrAttr() ast.Expr {
	s := p.start()
	t := p.tok()
	if t.kind != NAME {
		p.syntaxError()
	}
	p.next()
	var x ast.Expr = &ast.Name{Pos: p.span(s), Id: t.lit, Ctx: ast.Load}
	for p.got(DOT) {
		name := p.parseName()
		x = &ast.Attribute{Pos: p.span(s), Value: x, Attr: name, Ctx: ast.Load}
	}
	return x
}

// signed_number: NUMBER | '-' NUMBER
// complex_number: signed_real_number ('+' | '-') imaginary_number
func (p *parser) parseSignedNumber() ast.Expr {
	s := p.start()
	neg := p.got(MINUS)
	t := p.tok()
	if t.kind != NUMBER {
		p.syntaxError()
	}
	var x ast.Expr = p.parseAtom()
	if neg {
		x = &ast.UnaryOp{Pos: p.span(s), Op: ast.USub, Operand: x}
	}
	if p.kind() == PLUS || p.kind() == MINUS {
		op := ast.Add
		if p.kind() == MINUS {
			op = ast.Sub
		}
		p.next()
		if p.kind() != NUMBER {
			p.syntaxError()
		}
		y := p.parseAtom()
		real := x
		if u, ok := x.(*ast.UnaryOp); ok {
			real = u.Operand
		}
		if c, ok := real.(*ast.Constant); ok && isComplex(c.Value) {
			p.errorOn(real, "real number required in complex literal")
		}
		if c, ok := y.(*ast.Constant); !ok || !isComplex(c.Value) {
			p.errorOn(y, "imaginary number required in complex literal")
		}
		x = &ast.BinOp{Pos: p.span(s), Left: x, Op: op, Right: y}
	}
	return x
}

func isComplex(v any) bool {
	_, ok := v.(complex128)
	return ok
}

// mapping_pattern: '{' [items_pattern] [',' double_star_pattern] [','] '}'
func (p *parser) parseMappingPattern() ast.Pattern {
	s := p.start()
	p.expect(LBRACE)
	m := &ast.MatchMapping{Keys: []ast.Expr{}, Patterns: []ast.Pattern{}}
	for p.kind() != RBRACE {
		if p.got(DOUBLESTAR) {
			m.Rest = p.parseName()
			p.got(COMMA)
			break
		}
		var key ast.Expr
		switch p.kind() {
		case NUMBER, MINUS:
			key = p.parseSignedNumber()
		case STRING, FSTRING_START:
			key = p.parseStrings()
		case NONE, TRUE, FALSE:
			key = p.parseAtom()
		case NAME:
			key = p.parseNameOrAttr()
			if _, ok := key.(*ast.Name); ok {
				p.syntaxError()
			}
		default:
			p.syntaxError()
		}
		p.expect(COLON)
		m.Keys = append(m.Keys, key)
		m.Patterns = append(m.Patterns, p.parsePattern())
		if !p.got(COMMA) {
			break
		}
	}
	p.expect(RBRACE)
	m.Pos = p.span(s)
	return m
}

// class_pattern: name_or_attr '(' [positional_patterns] [keyword_patterns] [','] ')'
func (p *parser) parseClassPattern(s Position, cls ast.Expr) ast.Pattern {
	p.expect(LPAR)
	c := &ast.MatchClass{Cls: cls, Patterns: []ast.Pattern{}, KwdAttrs: []string{}, KwdPatterns: []ast.Pattern{}}
	for p.kind() != RPAR {
		if p.kind() == NAME && p.peek(1) == EQUAL {
			c.KwdAttrs = append(c.KwdAttrs, p.tok().lit)
			p.next()
			p.next()
			c.KwdPatterns = append(c.KwdPatterns, p.parsePattern())
		} else {
			x := p.parsePattern()
			if len(c.KwdAttrs) > 0 {
				p.errorOn(x, "positional patterns follow keyword patterns")
			}
			c.Patterns = append(c.Patterns, x)
		}
		if !p.got(COMMA) {
			break
		}
	}
	p.expect(RPAR)
	c.Pos = p.span(s)
	return c
}
