// Package parser turns Python 3 source text into the syntax tree of package
// ast.
//
// It is hand-written in the shape of Go's go/scanner and go/parser: a
// scanner (scanner.go) produces tokens, keeping a stack of indentation
// levels, the bracket depth, and a stack of f-string modes (PEP 701); a
// recursive-descent parser with one method per grammar rule and precedence
// climbing for binary operators builds the tree. It accepts the Python
// 3.12 grammar; the tree of a program that CPython 3.11 accepts dumps
// (ast.Dump) exactly as CPython 3.11's ast.dump.
//
// Errors are *Error values carrying CPython's exception class, message,
// line and column.
//
// Hostile input is bounded: nesting depth is capped as CPython caps it,
// input must be UTF-8, and no phase is worse than linear in the input.
package parser

import (
	"bytes"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/ast"
)

// ParseFile parses a module, as CPython's ast.parse(src) does (mode
// "exec"). Like ast.parse, it does not report the errors CPython's compiler
// finds after parsing ('return' outside function, ...); Compile does.
func ParseFile(filename string, src []byte) (*ast.Module, error) {
	m, _, err := parseFile(filename, src)
	return m, err
}

// parseFile is ParseFile, also returning the source decoded to UTF-8.
func parseFile(filename string, src []byte) (*ast.Module, []byte, error) {
	p := newParser(filename, src)
	var m *ast.Module
	err := p.run(func() { m = p.parseFileInput() })
	if err != nil {
		return nil, nil, err
	}
	return m, p.src, nil
}

// ParseExpr parses a single expression, as CPython's ast.parse(src,
// mode="eval") does.
func ParseExpr(filename string, src []byte) (*ast.Expression, error) {
	p := newParser(filename, src)
	var e *ast.Expression
	err := p.run(func() { e = p.parseEvalInput() })
	if err != nil {
		return nil, err
	}
	return e, nil
}

// ParseInteractive parses one interactive statement (possibly compound),
// as CPython's ast.parse(src, mode="single") does; a REPL feeds it the
// lines read so far and reads more while IsIncomplete reports the error.
func ParseInteractive(filename string, src []byte) (*ast.Interactive, error) {
	p := newParser(filename, src)
	var m *ast.Interactive
	err := p.run(func() { m = p.parseInteractiveInput() })
	if err != nil {
		return nil, err
	}
	return m, nil
}

// IsIncomplete reports whether err says that the input ended while a
// statement, bracket, triple-quoted string or indented block was still
// open, so that a REPL should read another line rather than report err.
func IsIncomplete(err error) bool {
	var e *Error
	if !errors.As(err, &e) {
		return false
	}
	return incompleteError(e)
}

// incompleteError reports whether e is an error CPython raises only because
// the input ended early.
func incompleteError(e *Error) bool {
	switch {
	case strings.HasSuffix(e.Msg, "was never closed"),
		strings.HasPrefix(e.Msg, "unterminated triple-quoted string literal"),
		e.Msg == "unexpected EOF while parsing":
		return true
	case strings.HasPrefix(e.Msg, "expected an indented block"):
		// Located at the end of the input, just past the last line.
		return e.EndOffset == -1 && e.Offset == utf8.RuneCountInString(e.Text)+1
	}
	return false
}

// Compile parses a module and then makes the checks CPython's compiler
// makes before generating code ('return' outside function, duplicate
// argument names, misplaced nonlocal, ...), reporting the first violation
// with CPython's message and position.
func Compile(filename string, src []byte) (*ast.Module, error) {
	m, text, err := parseFile(filename, src)
	if err != nil {
		return nil, err
	}
	if err := check(filename, text, m, false); err != nil {
		return nil, err
	}
	return m, nil
}

// CompileTopLevelAwait is Compile for code that may await at module level
// (await, async for, async with and asynchronous comprehensions outside
// any function), as CPython compiles it with PyCF_ALLOW_TOP_LEVEL_AWAIT
// for asyncio's REPL and IPython.
func CompileTopLevelAwait(filename string, src []byte) (*ast.Module, error) {
	m, text, err := parseFile(filename, src)
	if err != nil {
		return nil, err
	}
	if err := check(filename, text, m, true); err != nil {
		return nil, err
	}
	return m, nil
}

// maxDepth bounds the nesting of the syntax tree (and so the recursion of
// the parser and of every later pass over the tree). CPython 3.11 fails
// somewhere between 2,000 and 3,000 levels.
const maxDepth = 1000

// parser is the state of one parse. Tokens read from the scanner are kept
// in toks, so that the parser can back up (mark/reset) where Python's PEG
// grammar needs more than one token of lookahead; they are never re-scanned.
type parser struct {
	sc       scanner
	filename string
	src      []byte
	toks     []token
	pos      int // index in toks of the current token
	depth    int // current nesting of recursive rules
	err      *Error
	mkErr    func() *Error // builds err, if it has not been built (see fail)
	fromScan bool          // err came from the scanner
	fdepth   int           // nesting of the f-strings being parsed
	tries    int           // nesting of speculative parses (try, catch)
	cookie   int8          // whether the source declares its encoding: -1 not yet known, 0 no, 1 yes
	probing  int           // nesting of probes (see probe)
	fetched  int           // number of tokens read outside probes: toks[fetched-1] is where "invalid syntax" is reported
}

// compactAfter is the number of tokens a statement starts after for
// compact to drop them: the copy then moves only the few tokens already
// read ahead, and a file's buffer stays near its longest statement's size
// (a buffer holding a whole 1 KB snippet was a quarter of what parsing it
// allocated).
const compactAfter = 64

// compact drops tokens the parser is done with, keeping the buffer small.
// It is called between statements, when no speculative parse holds an
// index into the buffer.
func (p *parser) compact() {
	const keep = 8 // for prevEnd, which looks back over NEWLINE/DEDENT tokens
	if p.tries > 0 || p.pos < compactAfter {
		return
	}
	n := copy(p.toks, p.toks[p.pos-keep:])
	p.toks = p.toks[:n]
	p.fetched -= p.pos - keep
	p.pos = keep
}

// bailout is the panic value that unwinds the parser on the first error.
type bailout struct{}

func newParser(filename string, src []byte) *parser {
	dec, declared, encErr := decodeSource(filename, src)
	if encErr != nil {
		dec = nil
	}
	p := &parser{filename: filename, src: dec, cookie: 0}
	if declared {
		p.cookie = 1
	}
	p.sc.init(filename, dec)
	p.sc.cookie = declared
	if encErr != nil && p.sc.err == nil {
		p.sc.err = encErr
	}
	// About one token per four bytes of source, at most 128 to start: a
	// one-line snippet should not pay for a buffer sized for a file, and
	// compact keeps a file's buffer near its longest statement's size.
	n := len(src)/4 + 8
	if n > 128 {
		n = 128
	}
	p.toks = make([]token, 0, n)
	return p
}

// run calls f, turning a bailout into the recorded error.
func (p *parser) run(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			p.buildError()
			p.finishError()
			err = p.err
		}
	}()
	f()
	return nil
}

// fill reads one more token from the scanner.
func (p *parser) fill() {
	t := p.sc.next()
	if len(p.toks) == cap(p.toks) && cap(p.toks) >= 1024 {
		// Grow by doubling: append's 1.25x growth for large slices copies
		// a statement's buffer many times over when the statement is huge.
		nt := make([]token, len(p.toks), 2*cap(p.toks)+8)
		copy(nt, p.toks)
		p.toks = nt
	}
	p.toks = append(p.toks, t)
	if p.probing == 0 {
		p.fetched = len(p.toks)
	}
	if t.kind == ILLEGAL {
		p.err = p.sc.err
		if p.err == nil {
			p.err = &Error{Msg: "invalid syntax", Filename: p.filename, Lineno: t.pos.Line}
		}
		p.fromScan = true
		panic(bailout{})
	}
}

// tok returns the current token. The pointer is valid until the next
// token is read.
func (p *parser) tok() *token {
	for p.pos >= len(p.toks) {
		p.fill()
	}
	return &p.toks[p.pos]
}

// kind returns the kind of the current token.
func (p *parser) kind() Token {
	if p.pos < len(p.toks) {
		return p.toks[p.pos].kind
	}
	return p.tok().kind
}

// peek returns the kind of the token k places after the current one.
func (p *parser) peek(k int) Token {
	for p.pos+k >= len(p.toks) {
		if len(p.toks) > 0 && p.toks[len(p.toks)-1].kind == EOF {
			return EOF
		}
		p.fill()
	}
	if p.probing == 0 && p.pos+k >= p.fetched {
		p.fetched = p.pos + k + 1
	}
	return p.toks[p.pos+k].kind
}

// next advances to the next token.
func (p *parser) next() {
	if p.pos >= len(p.toks) {
		p.tok()
	}
	if p.toks[p.pos].kind != EOF {
		p.pos++
		if p.probing == 0 && p.pos >= p.fetched && p.pos < len(p.toks) {
			p.fetched = p.pos + 1
		}
	}
}

// got consumes the current token if it is of kind k.
func (p *parser) got(k Token) bool {
	if p.kind() == k {
		p.next()
		return true
	}
	return false
}

// expect consumes a token of kind k or fails with "invalid syntax".
func (p *parser) expect(k Token) {
	if !p.got(k) {
		p.syntaxError()
	}
}

// expectForced consumes a token of kind k or fails with "expected 'k'"
// (a forced token, &&'k' in CPython's grammar).
func (p *parser) expectForced(k Token) {
	if !p.got(k) {
		p.errorCur("expected '" + k.String() + "'")
	}
}

// isName reports whether the current token is the name s (a soft keyword).
func (p *parser) isName(s string) bool {
	t := p.tok()
	return t.kind == NAME && t.lit == s
}

// start returns the start of the current token.
func (p *parser) start() Position { return p.tok().pos }

// prevEnd returns the end of the last consumed token other than NEWLINE,
// INDENT and DEDENT (where CPython ends a node).
func (p *parser) prevEnd() Position {
	for i := p.pos - 1; i >= 0; i-- {
		switch p.toks[i].kind {
		case NEWLINE, INDENT, DEDENT:
			continue
		}
		return p.toks[i].end
	}
	return Position{Line: 1}
}

// span returns the position from s to the end of the last consumed token.
func (p *parser) span(s Position) ast.Pos {
	e := p.prevEnd()
	return ast.Pos{Lineno: s.Line, ColOffset: s.Col, EndLineno: e.Line, EndColOffset: e.Col}
}

// startOf returns the start of node n as a Position.
func startOf(n ast.Node) Position {
	q := n.Position()
	return Position{Line: q.Lineno, Col: q.ColOffset}
}

// endOf returns the end of node n as a Position.
func endOf(n ast.Node) Position {
	q := n.Position()
	return Position{Line: q.EndLineno, Col: q.EndColOffset}
}

// enter and leave bound the recursion of the parser.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.tooDeep()
	}
}

func (p *parser) leave() { p.depth-- }

func (p *parser) tooDeep() {
	t := p.tok()
	p.errorAt(t.pos, t.end, "too many nested expressions")
}

// lineText returns the text of line n without its terminator.
func (p *parser) lineText(n int) string { return p.sc.lineText(n) }

// offset converts the 0-based byte column col in line text to the 1-based
// offset CPython 3.11 reports for errors its parser finds in source given
// as bytes: it counts bytes, unless the source declares its encoding
// (then its tokenizer decodes it and the offset counts code points).
func (p *parser) offset(text string, col int) int {
	if p.cookie == 1 {
		return charOffset(text, col)
	}
	return col + 1
}

// newError builds an error located at [s, e).
func (p *parser) newError(kind ErrorKind, s, e Position, msg string) *Error {
	text := p.lineText(s.Line)
	err := &Error{Kind: kind, Msg: msg, Filename: p.filename, Lineno: s.Line, Offset: p.offset(text, s.Col), Text: text}
	if e.Line > 0 {
		err.EndLineno = e.Line
		if e.Line == s.Line {
			err.EndOffset = p.offset(text, e.Col)
		} else {
			err.EndOffset = p.offset(p.lineText(e.Line), e.Col)
		}
	}
	return err
}

// fail unwinds the parse with the error mk builds. Building an error
// reads its line's text and counts characters in it, so inside a
// speculative parse, whose errors are mostly discarded, mk is kept and
// only called if the error is needed (buildError): a long line with many
// failed speculations stays linear.
func (p *parser) fail(mk func() *Error) {
	if p.tries > 0 {
		p.err, p.mkErr = nil, mk
	} else {
		p.err, p.mkErr = mk(), nil
	}
	panic(bailout{})
}

// buildError builds the error fail deferred.
func (p *parser) buildError() {
	if p.mkErr != nil {
		p.err, p.mkErr = p.mkErr(), nil
	}
}

// errorAt fails with a SyntaxError located at [s, e).
func (p *parser) errorAt(s, e Position, msg string) {
	p.fail(func() *Error { return p.newError(SyntaxError, s, e, msg) })
}

// errorOn fails with a SyntaxError located on node n.
func (p *parser) errorOn(n ast.Node, msg string) {
	p.errorAt(startOf(n), endOf(n), msg)
}

// errorRange fails with a SyntaxError from the start of a to the end of b.
func (p *parser) errorRange(a, b ast.Node, msg string) {
	p.errorAt(startOf(a), endOf(b), msg)
}

// errorLast fails with a SyntaxError at the last token read, as CPython's
// RAISE_SYNTAX_ERROR does.
func (p *parser) errorLast(msg string) {
	p.errorTok(SyntaxError, &p.toks[len(p.toks)-1], msg)
}

// errorCur fails with a SyntaxError at the current token.
func (p *parser) errorCur(msg string) {
	p.errorTok(SyntaxError, p.tok(), msg)
}

// errorTok fails with an error located at token t the way CPython locates
// errors at a token: NEWLINE has no width; INDENT, DEDENT and ENDMARKER
// have no column of their own, so CPython uses its tokenizer's read
// position (just after the indentation, or the end of the last line) and
// no end offset.
func (p *parser) errorTok(kind ErrorKind, t *token, msg string) {
	tok := *t
	p.fail(func() *Error { return p.tokError(kind, &tok, msg) })
}

// tokError builds the error errorTok reports.
func (p *parser) tokError(kind ErrorKind, t *token, msg string) *Error {
	switch t.kind {
	case NEWLINE:
		// CPython's NEWLINE token starts at a comment before it.
		s := t.pos
		prev := 0
		for i := len(p.toks) - 1; i > 0; i-- {
			if p.toks[i].pos.Offset == t.pos.Offset {
				prev = p.toks[i-1].end.Offset
				break
			}
		}
		if j := bytes.IndexByte(p.src[prev:t.pos.Offset], '#'); j >= 0 && prev+j >= t.pos.Offset-t.pos.Col {
			s.Col -= t.pos.Offset - (prev + j)
		}
		return p.newError(kind, s, t.pos, msg)
	case INDENT, DEDENT, EOF:
		line, col := t.end.Line, t.end.Col
		atEnd := t.kind != INDENT && t.end.Offset >= len(p.src)
		if atEnd {
			line, col = p.lastLine()
		}
		text := p.lineText(line)
		err := &Error{Kind: kind, Msg: msg, Filename: p.filename, Lineno: line,
			Offset: p.offset(text, col) - 1, EndLineno: line, EndOffset: -1, Text: text}
		if atEnd {
			err.Offset++ // the newline CPython's tokenizer has read
		}
		return err
	}
	return p.newError(kind, t.pos, t.end, msg)
}

// lastLine returns the number of the last line of the source and the
// length in bytes of its text, where CPython places the end of input.
func (p *parser) lastLine() (line, col int) {
	src := p.src
	if n := len(src); n > 0 && src[n-1] == '\n' {
		src = src[:n-1]
		if n := len(src); n > 0 && src[n-1] == '\r' {
			src = src[:n-1]
		}
	} else if n > 0 && src[n-1] == '\r' {
		src = src[:n-1]
	}
	line = 1
	start := 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\n':
			line++
			start = i + 1
		case '\r':
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			line++
			start = i + 1
		}
	}
	return line, len(src) - start
}

// syntaxError fails with CPython's generic error: "invalid syntax" at the
// furthest token read ("unexpected indent" if that is an INDENT).
func (p *parser) syntaxError() {
	p.tok()
	i := p.fetched - 1
	if i < p.pos {
		i = p.pos
	}
	if i >= len(p.toks) {
		i = len(p.toks) - 1
	}
	t := &p.toks[i]
	switch t.kind {
	case INDENT, DEDENT:
		// CPython does not look for scanner errors further on here.
		msg := "unexpected indent"
		if t.kind == DEDENT {
			msg = "unexpected unindent"
		}
		defer func() { p.fromScan = true }()
		p.errorTok(IndentationError, t, msg)
	}
	p.errorTok(SyntaxError, t, "invalid syntax")
}

// finishError gives a scanner error further in the source precedence over
// a syntax error found by the parser, as CPython does
// (_PyPegen_tokenize_full_source_to_check_for_errors).
func (p *parser) finishError() {
	if p.fromScan || p.err == nil {
		return
	}
	if len(p.toks) > 0 && p.toks[len(p.toks)-1].kind == EOF {
		return
	}
	lastLine := p.toks[len(p.toks)-1].pos.Line
	for {
		t := p.sc.next()
		if t.kind == EOF {
			return
		}
		if t.kind == ILLEGAL {
			if e := p.sc.err; e != nil {
				// An unclosed bracket wins only if the parser read
				// past the bracket's line.
				switch {
				case e.Msg == "unindent does not match any outer indentation level",
					e.Msg == "too many levels of indentation",
					e.Msg == "unexpected EOF while parsing":
					// CPython's tokenizer reports these through the
					// parser, not by raising, so they do not override.
				case !strings.HasSuffix(e.Msg, "was never closed") || lastLine > e.Lineno:
					p.err = e
				}
			}
			return
		}
	}
}
