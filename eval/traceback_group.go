package eval

import (
	"fmt"
	"strings"
)

// Tracebacks of exception groups, as CPython 3.11 prints them (its
// traceback.TracebackException.format with an _ExceptionPrintContext):
// each group's sub-exceptions, numbered, in boxes drawn with "|" margins
// and "+----" separators, at most 15 per group and 10 groups deep.

const (
	maxGroupWidth = 15
	maxGroupDepth = 10

	causeMessage   = "\nThe above exception was the direct cause of the following exception:\n\n"
	contextMessage = "\nDuring handling of the above exception, another exception occurred:\n\n"
)

// chainHasGroup reports whether exc or an exception of its chain is a
// group (FormatTraceback then draws them).
func chainHasGroup(exc *Exception) bool {
	seen := map[*Exception]bool{}
	for exc != nil && !seen[exc] {
		if exc.group != nil {
			return true
		}
		seen[exc] = true
		switch {
		case exc.Cause != nil:
			exc = exc.Cause
		case exc.Context != nil && !exc.SuppressContext:
			exc = exc.Context
		default:
			exc = nil
		}
	}
	return false
}

// groupPrinter holds the state of one traceback being drawn.
type groupPrinter struct {
	t         *Thread
	b         *Builder
	depth     int // exception_group_depth
	needClose bool
	seen      map[*Exception]bool
	room      int  // stop once b holds more bytes
	module    bool // the traceback module asked (notes: see formatNotes)
}

// formatGroupTraceback renders exc, a chain holding exception groups.
func formatGroupTraceback(t *Thread, exc *Exception, module bool) string {
	b := NewBuilder(nil, 0)
	p := &groupPrinter{t: t, b: &b, seen: map[*Exception]bool{}, room: MaxTracebackLen, module: module}
	p.format(exc)
	s := b.String()
	if len(s) > MaxTracebackLen {
		s = s[:MaxTracebackLen] + "... (traceback truncated)\n"
	}
	return s
}

func (p *groupPrinter) full() bool { return p.b.Len() > p.room }

// emit writes text with the margin of the current depth before each line.
func (p *groupPrinter) emit(text string, margin byte) {
	prefix := strings.Repeat(" ", 2*p.depth) //allocpath:ok depth is at most maxGroupDepth+2
	if p.depth > 0 {
		prefix += string(margin) + " "
	}
	for text != "" && !p.full() {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line = text[:i+1]
		}
		text = text[len(line):]
		p.b.WriteString(prefix)
		p.b.WriteString(line)
	}
}

// format renders exc with its chain of causes and contexts, oldest first.
func (p *groupPrinter) format(exc *Exception) {
	type link struct {
		exc *Exception
		msg string // printed before exc: how it relates to the older one
	}
	var chain []link // newest first
	for exc != nil {
		p.seen[exc] = true
		l := link{exc: exc}
		next := (*Exception)(nil)
		switch {
		case exc.Cause != nil && !p.seen[exc.Cause]:
			l.msg, next = causeMessage, exc.Cause
		case exc.Context != nil && !exc.SuppressContext && !p.seen[exc.Context]:
			l.msg, next = contextMessage, exc.Context
		}
		chain = append(chain, l)
		exc = next
	}
	for i := len(chain) - 1; i >= 0 && !p.full(); i-- {
		p.single(chain[i].exc)
		if i > 0 && chain[i-1].msg != "" {
			p.emit(chain[i-1].msg, '|')
		}
	}
}

// single renders one exception: its traceback and message, and for a
// group its sub-exceptions.
func (p *groupPrinter) single(exc *Exception) {
	part := func(f func(b *Builder)) string {
		b := NewBuilder(nil, 0)
		f(&b)
		return b.String()
	}
	if exc.group == nil {
		if len(exc.Traceback) > 0 {
			p.emit("Traceback (most recent call last):\n", '|')
			p.emit(part(func(b *Builder) { formatFrames(b, exc, p.room) }), '|')
		}
		p.emit(part(func(b *Builder) { formatExceptionOnly(p.t, b, exc, p.room, p.module) }), '|')
		return
	}
	if p.depth > maxGroupDepth {
		p.emit(fmt.Sprintf("... (max_group_depth is %d)\n", maxGroupDepth), '|')
		return
	}
	top := p.depth == 0
	if top {
		p.depth++
	}
	if len(exc.Traceback) > 0 {
		margin := byte('|')
		if top {
			margin = '+'
		}
		p.emit("Exception Group Traceback (most recent call last):\n", margin)
		p.emit(part(func(b *Builder) { formatFrames(b, exc, p.room) }), '|')
	}
	p.emit(part(func(b *Builder) { formatExceptionOnly(p.t, b, exc, p.room, p.module) }), '|')
	excs := exc.group.excs
	n := min(len(excs), maxGroupWidth+1)
	p.needClose = false
	for i := 0; i < n && !p.full(); i++ {
		last := i == n-1
		if last {
			p.needClose = true
		}
		truncated := i >= maxGroupWidth
		title := fmt.Sprint(i + 1)
		if truncated {
			title = "..."
		}
		corner := "  "
		if i == 0 {
			corner = "+-"
		}
		p.b.WriteString(strings.Repeat(" ", 2*p.depth) + corner + "+---------------- " + title + " ----------------\n") //allocpath:ok bounded depth
		p.depth++
		if !truncated {
			p.format(excs[i])
		} else {
			more := len(excs) - maxGroupWidth
			s := "s"
			if more == 1 {
				s = ""
			}
			p.emit(fmt.Sprintf("and %d more exception%s\n", more, s), '|')
		}
		if last && p.needClose {
			p.b.WriteString(strings.Repeat(" ", 2*p.depth) + "+------------------------------------\n") //allocpath:ok bounded depth
			p.needClose = false
		}
		p.depth--
	}
	if top {
		p.depth = 0
	}
}
