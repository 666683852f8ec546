package eval

import (
	"fmt"
	"slices"
)

// Traceback, TbFrame and TbCode are exc.__traceback__ and what it leads to,
// restricted to what a traceback shows: each frame's line, function name
// and file name. A TbFrame has f_code, f_lineno and nothing else (no
// f_globals, f_locals, f_builtins, f_back: no namespace is reachable), a
// TbCode has co_name, co_filename and co_qualname (no co_code, co_consts,
// co_names). The policy (package policy) lets tb_frame, tb_next and
// f_code be read on these types only.
//
// The nodes of an exception's chain are made when __traceback__ is first
// read, one per frame of exc.Traceback (innermost first there; the chain
// goes from the outermost frame, where the exception was caught, to the
// innermost, where it was raised), and kept, so that tb.tb_next is
// tb.tb_next. As the exception goes on up, frames are appended: new nodes
// are made for them on top of the old chain, as CPython prepends to it.
// A frame's f_lineno is the line of its traceback entry (CPython's live
// frame of the handler reads the line running now).

// Traceback is a traceback object (types.TracebackType).
type Traceback struct {
	Identity
	entries []TracebackEntry // the exception's frames, innermost first
	i       int              // this node's entry
	next    *Traceback       // the next frame inward, nil for the innermost
	frame   *TbFrame
}

// TbFrame is a restricted frame object (types.FrameType).
type TbFrame struct {
	Identity
	entry *TracebackEntry
	code  *TbCode
}

// TbCode is a restricted code object (types.CodeType).
type TbCode struct {
	Identity
	entry *TracebackEntry
}

// The types of traceback, frame and code objects.
var (
	TracebackType = newBuiltinType("traceback")
	FrameType     = newBuiltinType("frame")
	CodeType      = newBuiltinType("code")
)

func (*Traceback) Type() *Type { return TracebackType }
func (*TbFrame) Type() *Type   { return FrameType }
func (*TbCode) Type() *Type    { return CodeType }

// Entries returns the frames the traceback object covers, innermost first
// (the entries of an exception's Traceback).
func (tb *Traceback) Entries() []TracebackEntry { return tb.entries[:tb.i+1] }

// shownEntry reports whether a traceback entry is a frame CPython has
// (not one of pyinterp's Python modules that are C in CPython).
func shownEntry(e *TracebackEntry) bool { return !cModuleFrames[e.Filename] }

// tracebackObject returns exc.__traceback__: None when the exception has
// no frames (not raised yet, or with_traceback(None)).
func (e *Exception) tracebackObject() Value {
	head := e.tbHead
	if head != nil && !head.covers(e.Traceback) {
		head = nil // the traceback was replaced
	}
	start := 0
	if head != nil {
		start = head.i + 1
	}
	for i := start; i < len(e.Traceback); i++ {
		if !shownEntry(&e.Traceback[i]) {
			continue
		}
		head = &Traceback{entries: e.Traceback, i: i, next: head}
	}
	if head == nil {
		return None
	}
	e.tbHead = head
	return head
}

// covers reports whether the chain from tb inward is the start of the
// frames entries lists (which may have grown since, into a new array).
func (tb *Traceback) covers(entries []TracebackEntry) bool {
	if tb.i >= len(entries) {
		return false
	}
	a, b := &tb.entries[tb.i], &entries[tb.i]
	return a == b || a.Node == b.Node && a.Line == b.Line && a.Func == b.Func && a.Filename == b.Filename
}

// setTraceback is exc.__traceback__ = tb (or with_traceback(tb)).
func (e *Exception) setTraceback(tb Value) error {
	switch tb := tb.(type) {
	case *Traceback:
		// Clipped: frames appended later (as e goes on up) go to a new
		// array, never into the one the traceback shares.
		e.Traceback = slices.Clip(tb.entries[:tb.i+1])
		e.tbHead = tb
	case NoneType:
		e.Traceback, e.tbHead = nil, nil
	default:
		return Errorf(TypeErrorType, "__traceback__ must be a traceback or None")
	}
	return nil
}

func init() {
	for _, typ := range []*Type{TracebackType, FrameType, CodeType} {
		seqSetObjectBase(typ)
		typ.NoSubclass = true
	}
	TracebackType.Repr = func(t *Thread, v Value) (string, error) {
		return fmt.Sprintf("<traceback object at %s>", t.Interp.fakeAddress(v)), nil
	}
	TracebackType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		tb := v.(*Traceback)
		switch name {
		case "tb_lineno":
			return Int(tb.entries[tb.i].Line), nil
		case "tb_next":
			if tb.next == nil {
				return None, nil
			}
			return tb.next, nil
		case "tb_frame":
			if tb.frame == nil {
				e := &tb.entries[tb.i]
				tb.frame = &TbFrame{entry: e, code: &TbCode{entry: e}}
			}
			return tb.frame, nil
		}
		return genericGetAttr(t, v, name)
	}
	FrameType.Repr = func(t *Thread, v Value) (string, error) {
		f := v.(*TbFrame)
		file, err := strRepr(t, f.entry.Filename)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("<frame at %s, file %s, line %d, code %s>", t.Interp.fakeAddress(v), file, f.entry.Line, f.entry.Func), nil
	}
	FrameType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		f := v.(*TbFrame)
		switch name {
		case "f_code":
			return f.code, nil
		case "f_lineno":
			return Int(f.entry.Line), nil
		}
		return genericGetAttr(t, v, name)
	}
	CodeType.Repr = func(t *Thread, v Value) (string, error) {
		c := v.(*TbCode)
		return fmt.Sprintf("<code object %s at %s, file \"%s\">", c.entry.Func, t.Interp.fakeAddress(v), c.entry.Filename), nil
	}
	CodeType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		c := v.(*TbCode)
		switch name {
		case "co_name", "co_qualname":
			return NewStrT(t, c.entry.Func), nil
		case "co_filename":
			return NewStrT(t, c.entry.Filename), nil
		}
		return genericGetAttr(t, v, name)
	}
}

// FrameText is one frame of a traceback as the traceback module shows it.
type FrameText struct {
	Filename string
	Line     int
	Func     string
	Source   string // the source line, stripped ("" if unknown)
	Text     string // `  File "...", line N, in f` and the source and caret lines
}

// Frames returns the frames of the chain from tb inward, outermost first.
func (tb *Traceback) Frames() []FrameText {
	var out []FrameText
	for n := tb; n != nil; n = n.next {
		e := &n.entries[n.i]
		text := fmt.Sprintf("  File \"%s\", line %d, in %s\n", e.Filename, e.Line, e.Func)
		if e.Source != "" {
			text += "    " + e.Source + "\n" + e.carets()
		}
		out = append(out, FrameText{Filename: e.Filename, Line: e.Line, Func: e.Func, Source: e.Source, Text: text})
	}
	return out
}

// FormatExceptionWith is FormatException of exc with the frames of tb (a
// *Traceback, or None for none) instead of its own, as the traceback
// module formats (type, value, tb).
func FormatExceptionWith(t *Thread, exc *Exception, tb Value, chain bool) string {
	alone := *exc
	alone.Traceback = nil
	if tb, ok := tb.(*Traceback); ok {
		alone.Traceback = tb.entries[:tb.i+1]
	}
	if !chain {
		alone.Cause, alone.Context = nil, nil
	}
	return formatTraceback(t, &alone, true)
}
