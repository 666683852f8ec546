package parser

import (
	"fmt"
	"strings"
)

// Format renders e as CPython's default excepthook does for a
// SyntaxError raised while running a file (print_exception and
// print_error_text in Python/pythonrun.c):
//
//	  File "x.py", line 3
//	    source line
//	    ^^^^
//	SyntaxError: message
//
// The source line is shown without its leading blanks; the carets span
// offset..end_offset (one caret when there is no end, the rest of the line
// when the error spans lines) and are omitted when they would fall left of
// the shown text.
func (e *Error) Format() string {
	var b strings.Builder
	if e.Lineno > 0 {
		filename := e.Filename
		if filename == "" {
			filename = "<string>"
		}
		fmt.Fprintf(&b, "  File \"%s\", line %d\n", filename, e.Lineno)
		if e.Text != "" {
			writeErrorText(&b, e)
		}
	}
	fmt.Fprintf(&b, "%s: %s\n", e.Kind, e.Msg)
	return b.String()
}

func writeErrorText(b *strings.Builder, e *Error) {
	text := e.Text
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	// Like CPython's printer, index the UTF-8 text with the offsets as
	// they are, even though SyntaxError offsets mostly count code points.
	offset, endOffset := e.Offset, e.EndOffset
	if endOffset == 0 {
		endOffset = -1
	}
	if e.EndLineno > e.Lineno {
		endOffset = len(text)
	}
	if endOffset > len(text)+1 {
		endOffset = len(text) + 1
	}
	carets := 1
	if endOffset > 0 && endOffset > offset {
		carets = endOffset - offset
	}

	offset-- // 1-based to 0-based
	for len(text) > 0 && (text[0] == ' ' || text[0] == '\t' || text[0] == '\f') {
		text = text[1:]
		offset--
	}
	n := len(text)
	if n > 0 && text[n-1] == '\n' {
		n--
	}
	if offset > n {
		offset = n
	}
	for {
		nl := strings.IndexByte(text, '\n')
		if nl < 0 || nl >= offset {
			break
		}
		text = text[nl+1:]
		n -= nl + 1
		offset -= nl + 1
	}
	b.WriteString("    ")
	b.WriteString(text)
	if n >= len(text) || text[n] != '\n' {
		b.WriteByte('\n')
	}
	if offset < 0 {
		return
	}
	b.WriteString("    ")
	b.WriteString(strings.Repeat(" ", offset))
	b.WriteString(strings.Repeat("^", carets))
	b.WriteByte('\n')
}
