package parser

import (
	"fmt"
	"github.com/pyinterp/pyinterp/internal/ident"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Limits CPython's tokenizer imposes.
const (
	maxIndent = 100 // nesting of indented blocks (MAXINDENT)
	maxParens = 200 // nesting of brackets (MAXLEVEL)
	// maxFStringLevel bounds the nesting of f-strings (Python 3.12's
	// MAXFSTRINGLEVEL).
	maxFStringLevel = 150
	tabSize         = 8
)

// bracket is an open bracket on the scanner's bracket stack.
type bracket struct {
	ch       byte // '(', '[' or '{'
	field    bool // a '{' opening an f-string replacement field
	fromSpec bool // the field is nested in a format spec
	pos      Position
}

// fstringState says what the scanner reads next inside an f-string.
type fstringState uint8

const (
	fsText fstringState = iota // literal text, up to '{' or the closing quote
	fsExpr                     // a replacement field's expression: ordinary tokens
	fsSpec                     // a format spec, up to '{' or '}'
)

// fstringMode is an f-string being scanned (PEP 701's tokenizer modes).
type fstringMode struct {
	quote  byte
	triple bool
	raw    bool
	state  fstringState
	field  int // index in scanner.parens of the innermost open replacement field
	start  int // offset of FSTRING_START
	// end is the offset just past the closing quote as CPython 3.11's
	// tokenizer finds it, scanning the f-string as a plain string, or -1
	// if that scan finds no closing quote. The f-string really ends where
	// PEP 701's rules end it (fstringText); end only locates errors the
	// way 3.11 does (fstringError), until a token goes past it (past).
	end  int
	past bool
}

func (m *fstringMode) quoteLen() int {
	if m.triple {
		return 3
	}
	return 1
}

// scanner turns source text into tokens, one call of next at a time.
//
// It follows CPython's tokenizer (Parser/tokenizer.c): the same
// indentation algorithm (columns with tab size 8 and 1 must agree), the
// same bracket stack, and f-strings split into tokens as Python 3.12 does.
//
// F-strings follow Python 3.12's grammar (PEP 701): a replacement field
// may reuse the enclosing quote, nest f-strings to any depth (up to
// maxFStringLevel), contain backslashes, and span lines with comments.
// Errors that 3.12 also raises keep Python 3.11's messages and positions
// where practical, because the syntax error corpus (testdata/errors),
// our oracle, is recorded with CPython 3.11: 3.11 reports most f-string
// errors at the token after the string literal ("f-string: expecting
// '}'", "f-string: single '}' is not allowed", ...), where 3.12 reports
// them inside the f-string with reworded messages. The corpus cases that
// only 3.11 rejects are listed in testdata/errors/skip.txt.
type scanner struct {
	filename string
	src      string

	off     int // offset of the next unread byte
	line    int // line of off, 1-based
	lineOff int // offset of the start of line
	// lineStarts[i] is the offset of the start of line i+1, for every
	// line the scanner has reached, so that the text and position of any
	// earlier offset are found without rescanning the source.
	lineStarts []int

	atBOL      bool  // at the start of a logical line: indentation comes next
	needNL     bool  // a token was emitted since the last NEWLINE
	indents    []int // columns of the open indentation levels; indents[0] == 0
	altIndents []int // the same with tab size 1
	dedents    int   // DEDENT tokens still to emit
	parens     []bracket
	modes      []fstringMode

	err *Error
	// cookie: the source declares its encoding (PEP 263), so CPython
	// decodes it before tokenizing and the offsets of the errors its
	// parser raises count code points rather than bytes.
	cookie bool
}

// init prepares s to scan src. A leading UTF-8 byte order mark is skipped.
func (s *scanner) init(filename string, src []byte) {
	*s = scanner{
		filename:   filename,
		src:        string(src),
		line:       1,
		atBOL:      true,
		indents:    make([]int, 1, 16),
		altIndents: make([]int, 1, 16),
		parens:     make([]bracket, 0, 16),
		lineStarts: make([]int, 1, 64),
	}
	if strings.HasPrefix(s.src, "\ufeff") {
		s.off, s.lineOff = 3, 3
		s.lineStarts[0] = 3
	}
	if strings.IndexByte(s.src, 0) >= 0 {
		s.err = &Error{Msg: "source code string cannot contain null bytes", Filename: filename}
	}
}

// pos returns the position of the next unread byte.
func (s *scanner) pos() Position {
	return Position{Offset: s.off, Line: s.line, Col: s.off - s.lineOff}
}

// at returns the position of offset off on the current line.
func (s *scanner) at(off int) Position {
	return Position{Offset: off, Line: s.line, Col: off - s.lineOff}
}

// posAt returns the position of offset off. Offsets on lines the scanner
// has reached are found by binary search in lineStarts; later ones (error
// paths that look ahead) by scanning forward from the current line.
func (s *scanner) posAt(off int) Position {
	if off >= s.lineOff {
		line, lineOff := s.line, s.lineOff
		for i := lineOff; i < off && i < len(s.src); i++ {
			switch s.src[i] {
			case '\n':
				line, lineOff = line+1, i+1
			case '\r':
				if i+1 < len(s.src) && s.src[i+1] == '\n' {
					i++
				}
				line, lineOff = line+1, i+1
			}
		}
		return Position{Offset: off, Line: line, Col: off - lineOff}
	}
	// The last line starting at or before off.
	i := sort.SearchInts(s.lineStarts, off+1) - 1
	if i < 0 {
		i = 0
	}
	return Position{Offset: off, Line: i + 1, Col: off - s.lineStarts[i]}
}

// newlineAt consumes the line terminator (\n, \r\n or \r) at offset i and
// returns the offset after it, counting the new line.
func (s *scanner) newlineAt(i int) int {
	if s.src[i] == '\r' && i+1 < len(s.src) && s.src[i+1] == '\n' {
		i++
	}
	i++
	s.newLine(i)
	return i
}

// newLine moves the scanner to a new line starting at offset start.
func (s *scanner) newLine(start int) {
	s.line++
	s.lineOff = start
	if len(s.lineStarts) < s.line {
		s.lineStarts = append(s.lineStarts, start)
	}
}

// lineText returns source line line (1-based) without its terminator.
// Lines the scanner has reached are found in lineStarts; a later line
// (only error paths ask for one) by scanning forward from the last.
func (s *scanner) lineText(line int) string {
	if line < 1 {
		return ""
	}
	var start int
	if line <= len(s.lineStarts) {
		start = s.lineStarts[line-1]
	} else {
		start = s.lineStarts[len(s.lineStarts)-1]
		for n := len(s.lineStarts); n < line; n++ {
			i := strings.IndexAny(s.src[start:], "\r\n")
			if i < 0 {
				return ""
			}
			start += i
			if s.src[start] == '\r' && start+1 < len(s.src) && s.src[start+1] == '\n' {
				start++
			}
			start++
		}
	}
	if start > len(s.src) {
		return ""
	}
	text := s.src[start:]
	if i := strings.IndexAny(text, "\r\n"); i >= 0 {
		text = text[:i]
	}
	return text
}

// errorAt builds an error of the given kind spanning [pos, end), with
// CPython's 1-based code point offsets.
func (s *scanner) errorAt(kind ErrorKind, pos, end Position, msg string) *Error {
	text := s.lineText(pos.Line)
	endText := text
	if end.Line != pos.Line {
		endText = s.lineText(end.Line)
	}
	return &Error{
		Kind:      kind,
		Msg:       msg,
		Filename:  s.filename,
		Lineno:    pos.Line,
		Offset:    charOffset(text, pos.Col),
		EndLineno: end.Line,
		EndOffset: charOffset(endText, end.Col),
		Text:      text,
	}
}

// fail records e as the scanner's error unless it already has one, and
// returns an ILLEGAL token.
func (s *scanner) fail(e *Error) token {
	if s.err == nil {
		s.err = e
	}
	return s.illegal()
}

func (s *scanner) illegal() token {
	p := s.pos()
	if p.Offset > len(s.src) {
		p.Offset = len(s.src)
	}
	return token{kind: ILLEGAL, pos: p, end: p}
}

// failAt reports a SyntaxError at byte offset off on the current line.
func (s *scanner) failAt(off int, msg string) token {
	p := s.posAt(off)
	return s.fail(s.errorAt(SyntaxError, p, p, msg))
}

// failCur reports a SyntaxError the way CPython's tokenizer does with its
// read pointer at byte offset cur on the current line: the offset counts
// the characters before cur, so it designates the character before cur.
func (s *scanner) failCur(cur int, msg string) token {
	text := s.lineText(s.line)
	col := cur - s.lineOff
	if col > len(text) {
		col = len(text)
	}
	n := utf8.RuneCountInString(text[:col])
	return s.fail(&Error{Msg: msg, Filename: s.filename, Lineno: s.line, Offset: n,
		EndLineno: s.line, EndOffset: n, Text: text})
}

// failLine reports an error of kind on the current line with the given
// CPython offsets, for the errors CPython's parser raises on the
// tokenizer's behalf with fixed columns.
func (s *scanner) failLine(kind ErrorKind, line, offset, endOffset int, msg string) token {
	return s.fail(&Error{Kind: kind, Msg: msg, Filename: s.filename, Lineno: line, Offset: offset,
		EndLineno: line, EndOffset: endOffset, Text: s.lineText(line)})
}

// next returns the next token. After an error it returns ILLEGAL tokens,
// and s.err holds the (first) error.
func (s *scanner) next() token {
	if s.err != nil {
		return s.illegal()
	}
	if n := len(s.modes); n > 0 && s.modes[n-1].state != fsExpr {
		return s.fstringText(&s.modes[n-1])
	}
	if s.dedents > 0 {
		s.dedents--
		p := s.pos()
		return token{kind: DEDENT, pos: p, end: p}
	}
	if s.atBOL {
		s.atBOL = false
		if t, ok := s.indentation(); ok {
			return t
		}
		if s.err != nil {
			return s.illegal()
		}
	}

again:
	for s.off < len(s.src) {
		switch s.src[s.off] {
		case ' ', '\t', '\f':
			s.off++
			continue
		case '#':
			// In a replacement field too: Python 3.12 allows comments
			// there (PEP 701).
			i := strings.IndexAny(s.src[s.off:], "\r\n")
			if i < 0 {
				s.off = len(s.src)
			} else {
				s.off += i
			}
		case '\\':
			if t, ok := s.continuation(); !ok {
				return t
			}
			continue
		}
		break
	}
	if s.off >= len(s.src) {
		return s.eof()
	}

	start := s.off
	c := s.src[start]
	if c == '\n' || c == '\r' {
		p := s.pos()
		s.off = s.newlineAt(start)
		if len(s.parens) > 0 || !s.needNL {
			if len(s.parens) == 0 {
				s.atBOL = true
				if t, ok := s.indentation(); ok {
					s.atBOL = false
					return t
				}
				s.atBOL = false
				if s.err != nil {
					return s.illegal()
				}
			}
			goto again
		}
		s.needNL = false
		s.atBOL = true
		return token{kind: NEWLINE, pos: p, end: Position{Offset: p.Offset + 1, Line: p.Line, Col: p.Col + 1}}
	}

	if n := len(s.modes); n > 0 {
		// Inside a replacement field. Once a token goes past the end
		// Python 3.11 sees (reusing the quote, as PEP 701 allows), errors
		// are located where the scanner is.
		for i := range s.modes {
			if m := &s.modes[i]; start >= m.end-m.quoteLen() {
				m.past = true
			}
		}
	}

	s.needNL = true
	switch {
	case c >= utf8.RuneSelf || isLetter(c):
		return s.scanName(start)
	case isDigit(c):
		return s.scanNumber(start)
	case c == '"' || c == '\'':
		return s.scanString(start, start)
	case c == '.' && start+1 < len(s.src) && isDigit(s.src[start+1]):
		return s.scanNumber(start)
	}
	return s.scanOperator(start)
}

// continuation skips a backslash and the line terminator after it. It
// returns false and an ILLEGAL token on an error.
func (s *scanner) continuation() (token, bool) {
	i := s.off + 1
	if i < len(s.src) && s.src[i] != '\n' && s.src[i] != '\r' {
		p := s.posAt(i)
		return s.failLine(SyntaxError, p.Line, charOffset(s.lineText(p.Line), p.Col), 0,
			"unexpected character after line continuation character"), false
	}
	// CPython appends a newline to the source, so a backslash at the
	// very end is followed by a newline and then EOF.
	if i >= len(s.src) || s.newlineEnd(i) >= len(s.src) {
		return s.eofAfterContinuation(), false
	}
	s.off = s.newlineAt(i)
	return token{}, true
}

// newlineEnd returns the offset after the line terminator at i.
func (s *scanner) newlineEnd(i int) int {
	if s.src[i] == '\r' && i+1 < len(s.src) && s.src[i+1] == '\n' {
		return i + 2
	}
	return i + 1
}

// eofAfterContinuation reports a backslash continuation at the end of
// the source.
func (s *scanner) eofAfterContinuation() token {
	if len(s.parens) > 0 {
		return s.unclosed()
	}
	text := s.lineText(s.line)
	return s.failLine(SyntaxError, s.line, utf8.RuneCountInString(text)+1, -1, "unexpected EOF while parsing")
}

// unclosed reports the innermost open bracket at the end of the source.
func (s *scanner) unclosed() token {
	b := s.parens[len(s.parens)-1]
	text := s.lineText(b.pos.Line)
	return s.fail(&Error{Msg: fmt.Sprintf("'%c' was never closed", b.ch), Filename: s.filename,
		Lineno: b.pos.Line, Offset: charOffset(text, b.pos.Col), EndLineno: b.pos.Line, EndOffset: 0, Text: text})
}

// eof returns the tokens at the end of the source: NEWLINE if the last
// line has tokens, a DEDENT per open indentation level, then EOF.
func (s *scanner) eof() token {
	if len(s.parens) > 0 {
		return s.unclosed()
	}
	if s.needNL {
		s.needNL = false
		p := s.pos()
		// The implicit newline ends the line; what follows is on the next.
		s.newLine(len(s.src))
		return token{kind: NEWLINE, pos: p, end: Position{Offset: p.Offset, Line: p.Line, Col: p.Col + 1}}
	}
	if strings.TrimLeft(s.src[s.lineOff:], " \t\f") != "" {
		// The last line has no terminator: what follows is on the next
		// (as Python's tokenize module puts it).
		s.newLine(len(s.src))
	}
	// DEDENT and EOF are at the start of the line after the last.
	p := Position{Offset: s.lineOff, Line: s.line}
	if len(s.indents) > 1 {
		s.indents = s.indents[:len(s.indents)-1]
		s.altIndents = s.altIndents[:len(s.altIndents)-1]
		return token{kind: DEDENT, pos: p, end: p}
	}
	return token{kind: EOF, pos: p, end: p}
}

// indentation reads the indentation of a new logical line, skipping blank
// and comment-only lines, and returns an INDENT or DEDENT token if the
// level changes.
func (s *scanner) indentation() (token, bool) {
	for {
		col, alt := 0, 0
		i := s.off
	loop:
		for ; i < len(s.src); i++ {
			switch s.src[i] {
			case ' ':
				col++
				alt++
			case '\t':
				col = (col/tabSize + 1) * tabSize
				alt++
			case '\f':
				col, alt = 0, 0
			default:
				break loop
			}
		}
		s.off = i
		if i >= len(s.src) {
			return token{}, false // eof() closes the open levels
		}
		switch s.src[i] {
		case '#':
			j := strings.IndexAny(s.src[i:], "\r\n")
			if j < 0 {
				s.off = len(s.src)
				return token{}, false
			}
			s.off = s.newlineAt(i + j)
			continue
		case '\n', '\r':
			s.off = s.newlineAt(i)
			continue
		}

		top := len(s.indents) - 1
		switch {
		case col == s.indents[top]:
			if alt != s.altIndents[top] {
				return s.tabError(), true
			}
		case col > s.indents[top]:
			if len(s.indents) >= maxIndent {
				return s.failLine(IndentationError, s.line, 1, 0, "too many levels of indentation"), true
			}
			if alt <= s.altIndents[top] {
				return s.tabError(), true
			}
			s.indents = append(s.indents, col)
			s.altIndents = append(s.altIndents, alt)
			return token{kind: INDENT, pos: Position{Offset: s.lineOff, Line: s.line}, end: s.pos()}, true
		default:
			n := 0
			for top > 0 && col < s.indents[top] {
				top--
				n++
			}
			if col != s.indents[top] {
				text := s.lineText(s.line)
				return s.failLine(IndentationError, s.line, utf8.RuneCountInString(text)+1, -1,
					"unindent does not match any outer indentation level"), true
			}
			if alt != s.altIndents[top] {
				return s.tabError(), true
			}
			s.indents = s.indents[:top+1]
			s.altIndents = s.altIndents[:top+1]
			s.dedents = n - 1
			p := s.pos()
			return token{kind: DEDENT, pos: p, end: p}, true
		}
		return token{}, false
	}
}

func (s *scanner) tabError() token {
	return s.failLine(TabError, s.line, 1, 0, "inconsistent use of tabs and spaces in indentation")
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' || c == '_' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }

// isIdentByte reports whether c may continue a name: an ASCII letter,
// digit or underscore, or any non-ASCII byte (checked later).
func isIdentByte(c byte) bool { return isLetter(c) || isDigit(c) || c >= utf8.RuneSelf }

// scanName scans a name, a keyword, or a string prefix and the string.
func (s *scanner) scanName(start int) token {
	i := start
	ascii := true
	for i < len(s.src) {
		c := s.src[i]
		if c >= utf8.RuneSelf {
			ascii = false
		} else if !isLetter(c) && !isDigit(c) {
			break
		}
		i++
	}
	if ascii && i-start <= 2 && i < len(s.src) && (s.src[i] == '"' || s.src[i] == '\'') && isStringPrefix(s.src[start:i]) {
		return s.scanString(start, i)
	}
	lit := s.src[start:i]
	if !ascii {
		if t, ok := s.checkIdentifier(start, i); !ok {
			return t
		}
		lit = norm.NFKC.String(lit)
	} else if len(lit) >= 2 && len(lit) <= 8 {
		if kw, ok := keywords[lit]; ok {
			s.off = i
			return token{kind: kw, lit: lit, pos: s.at(start), end: s.at(i)}
		}
	}
	s.off = i
	return token{kind: NAME, lit: lit, pos: s.at(start), end: s.at(i)}
}

// isStringPrefix reports whether p is one of Python's string prefixes
// (case-insensitive): r u b br rb f fr rf.
func isStringPrefix(p string) bool {
	switch len(p) {
	case 1:
		switch p[0] | 0x20 {
		case 'r', 'u', 'b', 'f':
			return true
		}
	case 2:
		a, b := p[0]|0x20, p[1]|0x20
		return a == 'r' && (b == 'b' || b == 'f') || b == 'r' && (a == 'b' || a == 'f')
	}
	return false
}

// checkIdentifier checks that src[start:end], a run of name characters
// including non-ASCII ones, is valid UTF-8 and a valid identifier.
func (s *scanner) checkIdentifier(start, end int) (token, bool) {
	run := s.src[start:end]
	if bad, reason := firstInvalidUTF8(run); bad >= 0 {
		text := s.lineText(s.line)
		col := end - s.lineOff
		if col > len(text) {
			col = len(text)
		}
		return s.failLine(SyntaxError, s.line, utf8.RuneCountInString(text[:col]), -1,
			fmt.Sprintf("(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %d: %s", run[bad], bad, reason)), false
	}
	for i, r := range run {
		ok := ident.IsContinue(r)
		if i == 0 {
			ok = ident.IsStart(r)
		}
		if ok {
			continue
		}
		var msg string
		if unicode.IsPrint(r) {
			msg = fmt.Sprintf("invalid character '%c' (U+%04X)", r, r)
		} else {
			msg = fmt.Sprintf("invalid non-printable character U+%04X", r)
		}
		return s.failAt(start+i, msg), false
	}
	return token{}, true
}

// firstInvalidUTF8 returns the index of the first byte of s that does not
// start a valid UTF-8 sequence, and the reason CPython's decoder gives, or
// -1.
func firstInvalidUTF8(s string) (int, string) {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r != utf8.RuneError || n > 1 {
			i += n
			continue
		}
		return i, utf8Reason(s[i:])
	}
	return -1, ""
}

// utf8Reason says why s (which starts with an undecodable byte) cannot be
// decoded, in the words of CPython's UTF-8 codec.
func utf8Reason(s string) string {
	c := s[0]
	var n int
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case c >= 0xC2 && c <= 0xDF:
		n = 2
	case c >= 0xE0 && c <= 0xEF:
		n = 3
		if c == 0xE0 {
			lo = 0xA0
		} else if c == 0xED {
			hi = 0x9F
		}
	case c >= 0xF0 && c <= 0xF4:
		n = 4
		if c == 0xF0 {
			lo = 0x90
		} else if c == 0xF4 {
			hi = 0x8F
		}
	default:
		return "invalid start byte"
	}
	for k := 1; k < n; k++ {
		if k >= len(s) {
			return "unexpected end of data"
		}
		b := s[k]
		if k == 1 && (b < lo || b > hi) || k > 1 && (b < 0x80 || b > 0xBF) {
			return "invalid continuation byte"
		}
	}
	return "invalid continuation byte"
}

// scanNumber scans a number literal, following CPython's tokenizer
// closely so that invalid literals get its messages and offsets.
func (s *scanner) scanNumber(start int) token {
	src := s.src
	i := start
	at := func(j int) byte {
		if j < len(src) {
			return src[j]
		}
		return 0
	}
	// decimalTail consumes digits with single underscores between them,
	// starting at j, and returns the offset of the first byte after them,
	// or -1 after reporting an error.
	decimalTail := func(j int) int {
		for {
			for isDigit(at(j)) {
				j++
			}
			if at(j) != '_' {
				return j
			}
			j++
			if !isDigit(at(j)) {
				s.failCur(j, "invalid decimal literal")
				return -1
			}
		}
	}
	c := src[i]
	if c == '.' {
		i++
		goto fraction
	}
	if c == '0' {
		i++
		switch at(i) | 0x20 {
		case 'x':
			return s.scanRadix(start, i+1, "hexadecimal", isHexDigit)
		case 'o':
			return s.scanRadix(start, i+1, "octal", func(c byte) bool { return '0' <= c && c <= '7' })
		case 'b':
			return s.scanRadix(start, i+1, "binary", func(c byte) bool { return c == '0' || c == '1' })
		}
		nonzero := false
		for {
			if at(i) == '_' {
				i++
				if !isDigit(at(i)) {
					return s.failCur(i, "invalid decimal literal")
				}
			}
			if at(i) != '0' {
				break
			}
			i++
		}
		zerosEnd := i + 1
		if isDigit(at(i)) {
			nonzero = true
			if i = decimalTail(i); i < 0 {
				return s.illegal()
			}
		}
		switch at(i) {
		case '.':
			i++
			goto fraction
		case 'e', 'E':
			goto exponent
		case 'j', 'J':
			goto imaginary
		}
		if nonzero {
			text := s.lineText(s.line)
			zc := zerosEnd - s.lineOff
			if zc > len(text) {
				zc = len(text)
			}
			return s.failLine(SyntaxError, s.line, charOffset(text, start-s.lineOff),
				utf8.RuneCountInString(text[:zc]),
				"leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers")
		}
		return s.endNumber(start, i, "decimal")
	}
	if i = decimalTail(i); i < 0 {
		return s.illegal()
	}
	if at(i) == '.' {
		i++
		goto fraction
	}
	goto exponentOrImag

fraction:
	if isDigit(at(i)) {
		if i = decimalTail(i); i < 0 {
			return s.illegal()
		}
	}
exponentOrImag:
	switch at(i) {
	case 'e', 'E':
		goto exponent
	case 'j', 'J':
		goto imaginary
	}
	return s.endNumber(start, i, "decimal")

exponent:
	{
		e := i // the 'e'
		i++
		if c := at(i); c == '+' || c == '-' {
			i++
			if !isDigit(at(i)) {
				return s.failCur(i, "invalid decimal literal")
			}
		} else if !isDigit(c) {
			// "1else": the number ends before the 'e'.
			if tok, ok := s.verifyEnd(start, e, "decimal"); !ok {
				return tok
			}
			return s.number(start, e)
		}
		if i = decimalTail(i); i < 0 {
			return s.illegal()
		}
		if c := at(i); c == 'j' || c == 'J' {
			goto imaginary
		}
		return s.endNumber(start, i, "decimal")
	}

imaginary:
	return s.endNumber(start, i+1, "imaginary")
}

func isHexDigit(c byte) bool { return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }

// scanRadix scans the digits of a hexadecimal, octal or binary literal
// after its prefix.
func (s *scanner) scanRadix(start, i int, kind string, digit func(byte) bool) token {
	at := func(j int) byte {
		if j < len(s.src) {
			return s.src[j]
		}
		return 0
	}
	for {
		if at(i) == '_' {
			i++
		}
		if !digit(at(i)) {
			if kind != "hexadecimal" && isDigit(at(i)) {
				return s.failCur(i+1, fmt.Sprintf("invalid digit '%c' in %s literal", at(i), kind))
			}
			return s.failCur(i, "invalid "+kind+" literal")
		}
		for digit(at(i)) {
			i++
		}
		if at(i) != '_' {
			break
		}
	}
	if kind != "hexadecimal" && isDigit(at(i)) {
		return s.failCur(i+1, fmt.Sprintf("invalid digit '%c' in %s literal", at(i), kind))
	}
	return s.endNumber(start, i, kind)
}

// endNumber checks what follows the number src[start:end] and returns it.
func (s *scanner) endNumber(start, end int, kind string) token {
	if tok, ok := s.verifyEnd(start, end, kind); !ok {
		return tok
	}
	return s.number(start, end)
}

func (s *scanner) number(start, end int) token {
	s.off = end
	return token{kind: NUMBER, lit: s.src[start:end], pos: s.at(start), end: s.at(end)}
}

// verifyEnd is CPython's verify_end_of_number: a number directly followed
// by a name character is an error, except before the keywords that can
// follow a number in valid code (and, else, for, if, in, is, not, or),
// which 3.11 only warns about.
func (s *scanner) verifyEnd(start, end int, kind string) (token, bool) {
	if end >= len(s.src) {
		return token{}, true
	}
	rest := s.src[end:]
	switch rest[0] {
	case 'a':
		if strings.HasPrefix(rest, "and") {
			return token{}, true
		}
	case 'e':
		if strings.HasPrefix(rest, "else") {
			return token{}, true
		}
	case 'f':
		if strings.HasPrefix(rest, "for") {
			return token{}, true
		}
	case 'i':
		if len(rest) > 1 && (rest[1] == 'f' || rest[1] == 'n' || rest[1] == 's') {
			return token{}, true
		}
	case 'o':
		if strings.HasPrefix(rest, "or") {
			return token{}, true
		}
	case 'n':
		if strings.HasPrefix(rest, "not") {
			return token{}, true
		}
	}
	// Only an ASCII name character: a non-ASCII one starts a name (and
	// "1é" is then "invalid syntax", as in CPython 3.11).
	if c := rest[0]; c < utf8.RuneSelf && isIdentByte(c) {
		return s.failCur(end, "invalid "+kind+" literal"), false
	}
	return token{}, true
}

// stringEnd finds the end of the string body starting at offset i, as
// CPython's tokenizer does: a backslash escapes the next character, a
// single-quoted string ends at a line break. It returns the offset after
// the closing quote, or -1 and the offset where the search stopped.
func (s *scanner) stringEnd(i int, quote byte, triple bool) (end, stop int) {
	src := s.src
	for i < len(src) {
		c := src[i]
		switch {
		case c == quote:
			if !triple {
				return i + 1, i
			}
			if i+2 < len(src) && src[i+1] == quote && src[i+2] == quote {
				return i + 3, i
			}
		case c == '\\':
			i++
			if i < len(src) && src[i] == '\r' && i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
		case (c == '\n' || c == '\r') && !triple:
			return -1, i
		}
		i++
	}
	return -1, len(src)
}

// unterminated reports a string literal starting at offset start (its
// prefix) with no closing quote; the search for it stopped at offset stop.
func (s *scanner) unterminated(start, stop int, triple bool) token {
	if stop >= len(s.src) {
		stop = len(s.src) - 1 // the last line with a character in it
	}
	line := s.posAt(stop).Line
	msg := fmt.Sprintf("unterminated string literal (detected at line %d)", line)
	if triple {
		msg = fmt.Sprintf("unterminated triple-quoted string literal (detected at line %d)", line)
	}
	p := s.posAt(start)
	return s.fail(s.errorAt(SyntaxError, p, p, msg))
}

// scanString scans a string literal whose prefix starts at start and whose
// opening quote is at q. An f-string returns FSTRING_START.
func (s *scanner) scanString(start, q int) token {
	quote := s.src[q]
	triple := q+2 < len(s.src) && s.src[q+1] == quote && s.src[q+2] == quote
	body := q + 1
	if triple {
		body = q + 3
	}
	end, stop := s.stringEnd(body, quote, triple)
	prefix := s.src[start:q]
	isFString := strings.ContainsAny(prefix, "fF")
	if end < 0 && len(s.modes) > 0 {
		// An unterminated string in a replacement field that opens with
		// the f-string's own quote is the f-string's end with a '}'
		// missing before it (Python 3.12 says so too).
		if m := &s.modes[len(s.modes)-1]; m.quote == quote && m.triple == triple {
			if s.modes[0].end >= 0 {
				return s.failAfter(s.modes[0].end, "f-string: expecting '}'")
			}
			return s.fstringError("f-string: expecting '}'")
		}
	}
	if end < 0 && !(isFString && !triple) {
		return s.unterminated(start, stop, triple)
	}
	if end < 0 {
		// A single-quoted f-string with no closing quote on its line
		// is unterminated for Python 3.11, but PEP 701 lets a
		// replacement field span lines: fstringText reports 3.11's
		// error if the f-string's text does reach the end of the line.
		end = stop
	}
	isF, isB := false, false
	for i := 0; i < len(prefix); i++ {
		switch prefix[i] | 0x20 {
		case 'f':
			isF = true
		case 'b':
			isB = true
		}
	}
	qlen := body - q
	if !isB {
		if bad, reason := firstInvalidUTF8(s.src[body : end-qlen]); bad >= 0 {
			if s.cookie {
				// CPython decodes a source that declares UTF-8 as it
				// reads it, and fails at the byte.
				return s.failCur(body+bad+1, fmt.Sprintf("(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %d: %s",
					s.src[body+bad], bad, reason))
			}
			return s.failAfter(end, fmt.Sprintf("(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %d: %s",
				s.src[body+bad], bad, reason))
		}
	}
	pos := s.at(start)
	if isF {
		if len(s.modes) >= maxFStringLevel {
			return s.failCur(body, "too many nested f-strings")
		}
		s.off = body
		endPos := s.pos()
		if s.src[end-1] != quote {
			end = -1 // no closing quote on the line (see above)
		}
		s.modes = append(s.modes, fstringMode{quote: quote, triple: triple, raw: strings.ContainsAny(prefix, "rR"),
			start: start, end: end})
		return token{kind: FSTRING_START, lit: s.src[start:body], pos: pos, end: endPos}
	}
	for i := body; i < end; i++ {
		if c := s.src[i]; c == '\n' || c == '\r' {
			i = s.newlineAt(i) - 1
		}
	}
	s.off = end
	return token{kind: STRING, lit: s.src[start:end], pos: pos, end: s.pos()}
}

// fstringText scans literal text or format spec text of the innermost
// f-string, or the delimiter that ends it.
func (s *scanner) fstringText(m *fstringMode) token {
	src := s.src
	start := s.pos()
	i := s.off
	q := m.quote
scan:
	for i < len(src) {
		c := src[i]
		switch c {
		case q:
			if !m.triple || i+2 < len(src) && src[i+1] == q && src[i+2] == q {
				break scan
			}
			i++
		case '\\':
			i++
			if i >= len(src) {
				break scan
			}
			switch src[i] {
			case '{', '}':
				continue // the brace still counts
			case 'N':
				if !m.raw && i+1 < len(src) && src[i+1] == '{' {
					// \N{name} is literal text. Without a '}', the
					// text runs to the end of the string (and decoding
					// rejects the escape).
					j := s.stringBodyEnd(m, i)
					if k := strings.IndexByte(src[i:j], '}'); k >= 0 {
						j = i + k + 1
					}
					for ; i < j; i++ {
						if c := src[i]; c == '\n' || c == '\r' {
							i = s.newlineAt(i) - 1
						}
					}
					continue
				}
			case '\n', '\r':
				i = s.newlineAt(i)
				continue
			}
			i++
		case '{':
			if m.state == fsText && i+1 < len(src) && src[i+1] == '{' {
				i += 2
				continue
			}
			break scan
		case '}':
			if m.state == fsText {
				if i+1 < len(src) && src[i+1] == '}' {
					i += 2
					continue
				}
				return s.fstringError("f-string: single '}' is not allowed")
			}
			break scan
		case '\n', '\r':
			if !m.triple {
				return s.unterminatedFString(m, i)
			}
			i = s.newlineAt(i)
		default:
			i++
		}
	}
	if i >= len(src) && (i > s.off || !m.triple) {
		if !m.triple {
			return s.unterminatedFString(m, i)
		}
	}
	if i > s.off {
		s.off = i
		return token{kind: FSTRING_MIDDLE, lit: src[start.Offset:i], pos: start, end: s.pos()}
	}
	if i >= len(src) {
		if m.state == fsText {
			return s.unterminated(m.start, len(src), m.triple)
		}
		return s.fstringError("f-string: expecting '}'")
	}
	switch src[i] {
	case '{':
		if m.state == fsSpec && s.parens[m.field].fromSpec {
			return s.fstringError("f-string: expressions nested too deeply")
		}
		if len(s.parens) >= maxParens {
			return s.failCur(i+1, "too many nested parentheses")
		}
		s.parens = append(s.parens, bracket{ch: '{', field: true, fromSpec: m.state == fsSpec, pos: start})
		m.field = len(s.parens) - 1
		m.state = fsExpr
		s.off = i + 1
		s.needNL = true
		return token{kind: LBRACE, pos: start, end: s.pos()}
	case '}': // end of a format spec
		s.closeField(m)
		s.off = i + 1
		return token{kind: RBRACE, pos: start, end: s.pos()}
	}
	// The closing quote.
	if m.state == fsSpec {
		return s.fstringError("f-string: expecting '}'")
	}
	s.off = i + m.quoteLen()
	s.modes = s.modes[:len(s.modes)-1]
	return token{kind: FSTRING_END, lit: src[i:s.off], pos: start, end: s.pos()}
}

// unterminatedFString reports a single-quoted f-string whose text or
// format spec reaches the end of the line at offset i, as Python 3.11
// reports an unterminated string.
func (s *scanner) unterminatedFString(m *fstringMode, i int) token {
	return s.unterminated(m.start, i, false)
}

// stringBodyEnd returns the offset where the literal text of m that
// continues at offset i can end at the latest: the end of the source, or
// of the line for a single-quoted f-string.
func (s *scanner) stringBodyEnd(m *fstringMode, i int) int {
	if m.triple {
		return len(s.src)
	}
	if k := strings.IndexAny(s.src[i:], "\r\n"); k >= 0 {
		return i + k
	}
	return len(s.src)
}

// closeField pops the innermost replacement field of m.
func (s *scanner) closeField(m *fstringMode) {
	b := s.parens[m.field]
	s.parens = s.parens[:m.field]
	if !b.fromSpec {
		m.state = fsText
		return
	}
	m.state = fsSpec
	for j := len(s.parens) - 1; j >= 0; j-- {
		if s.parens[j].field {
			m.field = j
			break
		}
	}
}

// fstringError reports an error inside an f-string the way Python 3.11
// does: at the token that follows the outermost f-string literal.
func (s *scanner) fstringError(msg string) token {
	end := len(s.src)
	if len(s.modes) > 0 {
		end = s.modes[0].end
		if s.modes[0].past {
			end = -1
		}
	}
	if end < 0 {
		// The f-string goes on past the end Python 3.11 would see:
		// report the error where the scanner is.
		p := s.pos()
		return s.fail(s.errorAt(SyntaxError, p, p, msg))
	}
	return s.failAfter(end, msg)
}

// failAfter reports msg at the token following a string literal that ends
// at offset end (after any strings concatenated with it), where CPython
// 3.11's parser reports errors found while decoding strings.
func (s *scanner) failAfter(end int, msg string) token {
	src := s.src
	i := end
	for {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\f') {
			i++
		}
		j := i
		for j < len(src) && j-i < 2 && isLetter(src[j]) {
			j++
		}
		if j < len(src) && (src[j] == '"' || src[j] == '\'') && isStringPrefix(src[i:j]) || j == i && i < len(src) && (src[i] == '"' || src[i] == '\'') {
			quote := src[j]
			triple := j+2 < len(src) && src[j+1] == quote && src[j+2] == quote
			body := j + 1
			if triple {
				body = j + 3
			}
			if e, _ := s.stringEnd(body, quote, triple); e > 0 {
				i = e
				continue
			}
		}
		break
	}
	p := s.posAt(i)
	e := p
	if i < len(src) && src[i] == '#' {
		// Python 3.11's NEWLINE token starts at a comment before it.
		for i < len(src) && src[i] != '\n' && src[i] != '\r' {
			i++
		}
		e = s.posAt(i)
	} else if i < len(src) && src[i] != '\n' && src[i] != '\r' {
		n := 1
		switch c := src[i]; {
		case isIdentByte(c):
			for n = 0; i+n < len(src) && isIdentByte(src[i+n]); n++ {
			}
		default:
			if _, l := operator(src[i:]); l > 0 {
				n = l
			}
		}
		e = s.posAt(i + n)
	}
	return s.fail(s.errorAt(SyntaxError, p, e, msg))
}

// operator returns the operator or delimiter at the start of src (longest
// match) and its length, or 0.
func operator(src string) (Token, int) {
	c := src[0]
	var c1, c2 byte
	if len(src) > 1 {
		c1 = src[1]
	}
	if len(src) > 2 {
		c2 = src[2]
	}
	switch c {
	case '(':
		return LPAR, 1
	case ')':
		return RPAR, 1
	case '[':
		return LSQB, 1
	case ']':
		return RSQB, 1
	case '{':
		return LBRACE, 1
	case '}':
		return RBRACE, 1
	case ',':
		return COMMA, 1
	case ';':
		return SEMI, 1
	case '~':
		return TILDE, 1
	case ':':
		if c1 == '=' {
			return COLONEQUAL, 2
		}
		return COLON, 1
	case '.':
		if c1 == '.' && c2 == '.' {
			return ELLIPSIS, 3
		}
		return DOT, 1
	case '+':
		if c1 == '=' {
			return PLUSEQUAL, 2
		}
		return PLUS, 1
	case '-':
		switch c1 {
		case '=':
			return MINEQUAL, 2
		case '>':
			return RARROW, 2
		}
		return MINUS, 1
	case '*':
		if c1 == '*' {
			if c2 == '=' {
				return DOUBLESTAREQUAL, 3
			}
			return DOUBLESTAR, 2
		}
		if c1 == '=' {
			return STAREQUAL, 2
		}
		return STAR, 1
	case '/':
		if c1 == '/' {
			if c2 == '=' {
				return DOUBLESLASHEQUAL, 3
			}
			return DOUBLESLASH, 2
		}
		if c1 == '=' {
			return SLASHEQUAL, 2
		}
		return SLASH, 1
	case '|':
		if c1 == '=' {
			return VBAREQUAL, 2
		}
		return VBAR, 1
	case '&':
		if c1 == '=' {
			return AMPEREQUAL, 2
		}
		return AMPER, 1
	case '^':
		if c1 == '=' {
			return CIRCUMFLEXEQUAL, 2
		}
		return CIRCUMFLEX, 1
	case '%':
		if c1 == '=' {
			return PERCENTEQUAL, 2
		}
		return PERCENT, 1
	case '@':
		if c1 == '=' {
			return ATEQUAL, 2
		}
		return AT, 1
	case '=':
		if c1 == '=' {
			return EQEQUAL, 2
		}
		return EQUAL, 1
	case '!':
		if c1 == '=' {
			return NOTEQUAL, 2
		}
		return EXCLAMATION, 1
	case '<':
		switch c1 {
		case '=':
			return LESSEQUAL, 2
		case '<':
			if c2 == '=' {
				return LEFTSHIFTEQUAL, 3
			}
			return LEFTSHIFT, 2
		case '>': // "<>" is only valid with barry_as_FLUFL
		}
		return LESS, 1
	case '>':
		switch c1 {
		case '=':
			return GREATEREQUAL, 2
		case '>':
			if c2 == '=' {
				return RIGHTSHIFTEQUAL, 3
			}
			return RIGHTSHIFT, 2
		}
		return GREATER, 1
	}
	return ILLEGAL, 0
}

// scanOperator scans an operator or delimiter, keeping the bracket stack.
func (s *scanner) scanOperator(start int) token {
	kind, n := operator(s.src[start:])
	if n == 0 {
		c := s.src[start]
		if c < ' ' || c == 0x7f {
			// CPython's tokenizer rejects control characters.
			return s.failAt(start, fmt.Sprintf("invalid non-printable character U+%04X", c))
		}
		// '$', '?', '`': CPython's parser rejects the token, and
		// locates it as its parser does (see parser.offset).
		text := s.lineText(s.line)
		col := start - s.lineOff
		off := col + 1
		if s.cookie {
			off = charOffset(text, col)
		}
		return s.fail(&Error{Msg: "invalid syntax", Filename: s.filename, Lineno: s.line, Offset: off,
			EndLineno: s.line, EndOffset: off + 1, Text: text})
	}
	pos := s.at(start)
	var m *fstringMode
	if len(s.modes) > 0 {
		m = &s.modes[len(s.modes)-1]
	}
	switch kind {
	case LPAR, LSQB, LBRACE:
		if len(s.parens) >= maxParens {
			return s.failCur(start+1, "too many nested parentheses")
		}
		s.parens = append(s.parens, bracket{ch: s.src[start], pos: pos})
	case RPAR, RSQB, RBRACE:
		c := s.src[start]
		if len(s.parens) == 0 {
			return s.failCur(start+1, fmt.Sprintf("unmatched '%c'", c))
		}
		top := s.parens[len(s.parens)-1]
		if top.field {
			if c == '}' {
				s.closeField(m)
				break
			}
			return s.fstringError(fmt.Sprintf("f-string: unmatched '%c'", c))
		}
		if open := top.ch; !(open == '(' && c == ')' || open == '[' && c == ']' || open == '{' && c == '}') {
			prefix := ""
			if m != nil {
				prefix = "f-string: "
			}
			msg := fmt.Sprintf("%sclosing parenthesis '%c' does not match opening parenthesis '%c'", prefix, c, open)
			if top.pos.Line != pos.Line {
				msg += fmt.Sprintf(" on line %d", top.pos.Line)
			}
			if m != nil {
				return s.fstringError(msg)
			}
			return s.failCur(start+1, msg)
		}
		s.parens = s.parens[:len(s.parens)-1]
	case COLON, COLONEQUAL:
		if m != nil && m.field == len(s.parens)-1 {
			// The format spec starts after the ':' of the field.
			kind, n = COLON, 1
			m.state = fsSpec
		}
	}
	s.off = start + n
	return token{kind: kind, pos: pos, end: Position{Offset: start + n, Line: pos.Line, Col: pos.Col + n}}
}
