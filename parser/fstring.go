package parser

import (
	"strings"

	"github.com/pyinterp/pyinterp/ast"
)

// strings: (STRING | fstring)+
//
// Adjacent literals are concatenated: into one Constant when all are plain
// strings (kind "u" when the first has a u prefix), or into one JoinedStr
// when any is an f-string, merging adjacent literal parts and dropping
// empty ones, as CPython 3.11 does.
func (p *parser) parseStrings() ast.Expr {
	s := p.start()
	first := p.tok()
	if first.kind == STRING && p.peek(1) != STRING && p.peek(1) != FSTRING_START {
		// The common case: one plain literal.
		t := *first
		p.next()
		v, isU := p.decodeString(&t)
		c := &ast.Constant{Pos: p.span(s), Value: v}
		if isU {
			c.Kind = "u"
		}
		return c
	}
	j := &joiner{}
	isBytes, isStr, isF := false, false, false
	for {
		switch p.kind() {
		case STRING:
			t := *p.tok()
			p.next()
			v, isU := p.decodeString(&t)
			if j.first {
				// only the first literal decides the kind
			} else {
				j.first = true
				j.isU = isU
			}
			switch v := v.(type) {
			case ast.Bytes:
				isBytes = true
				j.bytes.WriteString(string(v))
			case string:
				isStr = true
				j.text(v)
			}
			continue
		case FSTRING_START:
			j.first = true
			isStr, isF = true, true
			p.parseFString(j)
			continue
		}
		break
	}
	if isBytes && isStr {
		p.errorLast("cannot mix bytes and nonbytes literals")
	}
	pos := p.span(s)
	if isBytes {
		return &ast.Constant{Pos: pos, Value: ast.Bytes(j.bytes.String())}
	}
	if !isF {
		c := &ast.Constant{Pos: pos, Value: j.bytes.String()}
		if j.isU {
			c.Kind = "u"
		}
		return c
	}
	j.flush(pos)
	values := j.values
	if values == nil {
		values = []ast.Expr{}
	}
	setFStringPos(values, pos)
	return &ast.JoinedStr{Pos: pos, Values: values}
}

// setFStringPos sets the positions in the parts of an f-string the way
// CPython 3.11 does: the literal parts and replacement fields span the
// whole (concatenated) string literal; a format spec spans the one
// f-string literal it is in (set by parseFString), and so does the
// literal text that ends a format spec, but the other parts of a format
// spec span the whole literal.
func setFStringPos(values []ast.Expr, pos ast.Pos) {
	for _, v := range values {
		switch v := v.(type) {
		case *ast.Constant:
			v.Pos = pos
		case *ast.FormattedValue:
			v.Pos = pos
			if spec, ok := v.FormatSpec.(*ast.JoinedStr); ok {
				setFStringPos(spec.Values, pos)
				if n := len(spec.Values); n > 0 {
					if c, ok := spec.Values[n-1].(*ast.Constant); ok {
						c.Pos = spec.Pos
					}
				}
			}
		}
	}
}

// decodeString decodes a STRING token.
func (p *parser) decodeString(t *token) (any, bool) {
	v, _, msg, _ := decodeString(t.lit)
	// CPython gives kind 'u' only for a lower-case u prefix.
	isU := t.lit[0] == 'u'
	if msg != "" {
		if strings.HasPrefix(msg, "bytes can only contain ASCII") {
			p.errorAt(t.pos, t.end, msg)
		}
		// CPython 3.11 decodes the literals after reading all of them, so
		// it reports the error at the token that follows them.
		for p.kind() == STRING || p.kind() == FSTRING_START {
			p.skipString()
		}
		p.errorCur(msg)
	}
	return v, isU
}

// joiner accumulates the parts of a JoinedStr.
type joiner struct {
	values []ast.Expr
	bytes  strings.Builder // pending literal text
	first  bool            // a literal has been seen
	isU    bool            // the first literal had a u prefix
}

func (j *joiner) text(s string) { j.bytes.WriteString(s) }

// flush turns the pending literal text into a Constant part.
func (j *joiner) flush(pos ast.Pos) {
	if j.bytes.Len() == 0 {
		return
	}
	c := &ast.Constant{Pos: pos, Value: j.bytes.String()}
	if j.isU {
		c.Kind = "u"
	}
	j.values = append(j.values, c)
	j.bytes.Reset()
}

// fstring: FSTRING_START fstring_middle* FSTRING_END
func (p *parser) parseFString(j *joiner) {
	start := *p.tok()
	first := len(j.values)
	isRaw := strings.ContainsAny(start.lit, "rR")
	p.next()
	p.enter()
	p.fdepth++
	defer func() { p.fdepth-- }()
	for {
		switch p.kind() {
		case FSTRING_MIDDLE:
			t := p.tok()
			s, msg := decodeFStringPart(t.lit, isRaw)
			if msg != "" {
				p.fstringError(msg)
			}
			j.text(s)
			p.next()
		case LBRACE:
			p.parseReplacementField(j, isRaw)
		case FSTRING_END:
			p.next()
			p.leave()
			// CPython 3.11 gives format specs the position of the one
			// f-string literal they are in.
			pos := p.span(start.pos)
			for _, v := range j.values[first:] {
				if fv, ok := v.(*ast.FormattedValue); ok {
					setSpecPos(fv, pos)
				}
			}
			return
		default:
			p.syntaxError()
		}
	}
}

// fstring_replacement_field:
//
//	'{' (yield_expr | star_expressions) '='? [ '!' NAME ] [ ':' fstring_format_spec* ] '}'
//
// Errors follow CPython 3.11, which scans a replacement field's expression
// up to the first '!', ':', '=' or '}' outside brackets and parses it
// separately: errors in the expression are located in the text
// "(expression)" and prefixed "f-string: "; other f-string errors are
// located at the token after the string literals.
func (p *parser) parseReplacementField(j *joiner, isRaw bool) {
	lbrace := p.tok()
	lbracePos := lbrace.pos
	exprStart := lbrace.end.Offset
	p.next()
	switch p.kind() {
	case RBRACE, EXCLAMATION, COLON:
		if p.kind() == RBRACE {
			p.fstringError("f-string: empty expression not allowed")
		}
		p.fstringError("f-string: expression required before '" + p.kind().String() + "'")
	}
	stop := p.fieldExprEnd()
	fieldStart := p.pos
	var e ast.Expr
	failed := p.catch(func() {
		if p.kind() == YIELD {
			e = p.parseYieldExpr()
		} else {
			e = p.parseStarExpressions()
		}
	})
	if _, ok := e.(*ast.Starred); ok || failed || p.pos != stop {
		p.fieldExprError(exprStart, p.toks[stop].pos.Offset, failed)
	}
	if t, ok := e.(*ast.Tuple); ok && t.ColOffset == p.toks[fieldStart].pos.Col && t.Lineno == p.toks[fieldStart].pos.Line {
		// CPython 3.11 parses the expression as "(expression)", so an
		// unparenthesized tuple spans the braces.
		st := &p.toks[stop].pos
		t.Pos = ast.Pos{Lineno: lbracePos.Line, ColOffset: lbracePos.Col, EndLineno: st.Line, EndColOffset: st.Col + 1}
	}
	fv := &ast.FormattedValue{Value: e, Conversion: ast.ConversionNone}
	debug := false
	if p.kind() == EQUAL {
		p.next()
		debug = true
		j.text(string(p.src[exprStart:p.tok().pos.Offset]))
	}
	if p.got(EXCLAMATION) {
		t := p.tok()
		if t.kind != NAME || (t.lit != "s" && t.lit != "r" && t.lit != "a") {
			p.fstringError("f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
		fv.Conversion = int(t.lit[0])
		p.next()
	}
	if p.got(COLON) {
		spec := &joiner{first: true}
		for p.kind() != RBRACE {
			switch p.kind() {
			case FSTRING_MIDDLE:
				t := p.tok()
				s, msg := decodeFStringPart(t.lit, isRaw)
				if msg != "" {
					p.fstringError(msg)
				}
				spec.text(s)
				p.next()
			case LBRACE:
				p.parseReplacementField(spec, isRaw)
			default:
				p.fstringError("f-string: expecting '}'")
			}
		}
		spec.flush(ast.Pos{})
		if spec.values == nil {
			spec.values = []ast.Expr{}
		}
		fv.FormatSpec = &ast.JoinedStr{Values: spec.values}
	} else if debug && fv.Conversion == ast.ConversionNone {
		fv.Conversion = ast.ConversionRepr
	}
	if p.kind() != RBRACE {
		p.fstringError("f-string: expecting '}'")
	}
	p.next()
	j.flush(ast.Pos{})
	j.values = append(j.values, fv)
}

// fieldExprEnd returns the index of the token at which CPython 3.11 ends
// the expression of the replacement field starting at the current token:
// the first '!', ':', '=' or '}' outside brackets.
func (p *parser) fieldExprEnd() int {
	depth, fdepth := 0, 0
	for i := p.pos; ; i++ {
		for i >= len(p.toks) {
			p.fill()
		}
		k := p.toks[i].kind
		if fdepth > 0 {
			switch k {
			case FSTRING_START:
				fdepth++
			case FSTRING_END:
				fdepth--
			case EOF:
				return i
			}
			continue
		}
		switch k {
		case FSTRING_START:
			fdepth++
		case LPAR, LSQB, LBRACE:
			depth++
		case RPAR, RSQB:
			depth--
		case RBRACE:
			if depth == 0 {
				return i
			}
			depth--
		case EXCLAMATION, COLON, EQUAL, COLONEQUAL:
			if depth == 0 {
				return i
			}
		case FSTRING_END, EOF:
			return i
		}
	}
}

// fieldExprError reports an error in the expression src[start:end] of a
// replacement field as CPython 3.11 does, by parsing "(expression)" on its
// own. failed says whether our own parse of it failed (catch kept its
// error, reported if the parse of "(expression)" finds none).
func (p *parser) fieldExprError(start, end int, failed bool) {
	sub := newParser("<fstring>", []byte("("+string(p.src[start:end])+")"))
	if e := sub.run(func() {
		sub.parseStarExpressions()
		if sub.kind() != NEWLINE && sub.kind() != EOF {
			sub.syntaxError()
		}
	}); e != nil {
		fe := e.(*Error)
		fe.Msg = "f-string: " + fe.Msg
		fe.Filename = p.filename
		p.fail(func() *Error { return fe })
	}
	if failed {
		// The error of the field's expression, which catch recorded.
		panic(bailout{})
	}
	p.fstringError("f-string: expecting '}'")
}

// fstringError fails with an f-string error located, as CPython 3.11
// locates it, at the token after the string literals being parsed.
func (p *parser) fstringError(msg string) {
	for depth := p.fdepth; depth > 0; p.next() {
		switch p.kind() {
		case FSTRING_START:
			depth++
		case FSTRING_END:
			depth--
		case EOF:
			p.syntaxError()
		}
	}
	for p.kind() == STRING || p.kind() == FSTRING_START {
		p.skipString()
	}
	p.errorCur(msg)
}

// skipString skips one STRING token or a whole f-string.
func (p *parser) skipString() {
	if p.kind() == STRING {
		p.next()
		return
	}
	depth := 0
	for {
		switch p.kind() {
		case FSTRING_START:
			depth++
		case FSTRING_END:
			depth--
			if depth == 0 {
				p.next()
				return
			}
		case EOF:
			return
		}
		p.next()
	}
}

// setSpecPos sets the position of fv's format spec, and of the format
// specs nested in it, to pos.
func setSpecPos(fv *ast.FormattedValue, pos ast.Pos) {
	spec, ok := fv.FormatSpec.(*ast.JoinedStr)
	if !ok {
		return
	}
	spec.Pos = pos
	for _, v := range spec.Values {
		if v, ok := v.(*ast.FormattedValue); ok {
			setSpecPos(v, pos)
		}
	}
}
