package eval

import (
	"strings"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/ast"
)

// The caret line under a traceback's source line, as CPython 3.11 prints
// it (Python/traceback.c, tb_displayline): the span of the expression the
// frame was running in ^, or, for a binary operation and a subscript, the
// operands in ~ and the operator or the index in ^; nothing when the
// span covers the whole (stripped) line and there are no operands to
// tell apart. Columns are characters; the AST's are UTF-8 bytes.

// carets returns the caret line of e, with its newline, or "".
func (e *TracebackEntry) carets() string {
	if e.Node == nil || e.src == nil {
		return ""
	}
	pos := e.Node.Position()
	line := e.src.raw(pos.Lineno)
	if line == "" || pos.Lineno != e.Line {
		return ""
	}
	start := charOffset(line, pos.ColOffset)
	end := charOffset(line, pos.EndColOffset)
	leftAnchor, rightAnchor := -1, -1
	primary, secondary := byte('^'), byte('^')
	lineLen := utf8.RuneCountInString(line)
	if pos.Lineno == pos.EndLineno {
		if l, r, ok := anchors(e.Node, line, pos.ColOffset, pos.EndColOffset); ok {
			seg := line[pos.ColOffset:pos.EndColOffset]
			leftAnchor = charOffset(seg, l) + start
			rightAnchor = charOffset(seg, r) + start
			primary = '~'
		}
	} else {
		// A span over several lines: up to the last non-blank character.
		end = lineLen
		for end > 0 && isTracebackSpace(lastRune(line, end)) {
			end--
		}
	}
	indent := 0
	for _, r := range line {
		if !isTracebackSpace(r) {
			break
		}
		indent++
	}
	hasAnchors := leftAnchor != -1 || rightAnchor != -1
	if end-start == lineLen-indent && !hasAnchors {
		return ""
	}
	if start < indent || end < start {
		return ""
	}
	var b strings.Builder //allocpath:ok one source line of the host's code (bounded by the code size limit)
	b.WriteString("    ")
	for i := indent; i < start; i++ {
		b.WriteByte(' ')
	}
	for p := start; p < end; p++ {
		if hasAnchors && leftAnchor <= p && p < rightAnchor {
			b.WriteByte(secondary)
		} else {
			b.WriteByte(primary)
		}
	}
	b.WriteByte('\n')
	return b.String()
}

// anchors returns, for a binary operation or a subscript on one line,
// the byte offsets in its segment line[start:end] of the part CPython
// marks with ^: the operator, or the index and its brackets.
func anchors(n ast.Node, line string, start, end int) (left, right int, ok bool) {
	if start < 0 || end > len(line) || start > end {
		return 0, 0, false
	}
	seg := line[start:end]
	switch n := n.(type) {
	case *ast.BinOp:
		l, r := n.Left.Position().EndColOffset-start, n.Right.Position().ColOffset-start
		if n.Left.Position().EndLineno != n.Lineno || n.Right.Position().Lineno != n.Lineno || l < 0 || r > len(seg) {
			return 0, 0, false
		}
		left, right = -1, -1
		for i := l; i < r; i++ {
			if isTracebackSpace(rune(seg[i])) {
				continue
			}
			left, right = i, i+1
			if i+1 < r && !isTracebackSpace(rune(seg[i+1])) {
				right++ // a two-character operator (//, **, ...)
			}
			if i+1 < r && seg[i] == ')' {
				continue // the left operand's closing parenthesis
			}
			break
		}
		if left < 0 {
			return 0, 0, false
		}
		return left, right, true
	case *ast.Subscript:
		l := n.Value.Position().EndColOffset - start
		r := n.Slice.Position().EndColOffset + 1 - start
		if n.Value.Position().EndLineno != n.Lineno || n.Slice.Position().EndLineno != n.Lineno || l < 0 || r > len(seg) {
			return 0, 0, false
		}
		return l, r, true
	}
	return 0, 0, false
}

func isTracebackSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\f' }

// charOffset converts a byte offset in s to a character offset.
func charOffset(s string, b int) int {
	b = min(max(b, 0), len(s))
	return utf8.RuneCountInString(s[:b])
}

// lastRune returns the n-th character (1-based) of s.
func lastRune(s string, n int) rune {
	i := 0
	for _, r := range s {
		i++
		if i == n {
			return r
		}
	}
	return 0
}
