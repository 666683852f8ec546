package eval

// What the warnings module needs of the running program (package
// modules, warnings.go): where a warning is issued (CPython's
// setup_context in Python/_warnings.c: the file, line, module name and
// __warningregistry__ of the frame stacklevel levels up the stack), and
// the source line linecache would find for a file name.
//
// Each frame notes the line it is running (Frame.line): the statement it
// started last (block) and the call it made last (compile_call.go), which
// is the line of every frame but the innermost one, since each is in the
// middle of a call.

// WarnSite is the location a warning is attributed to.
type WarnSite struct {
	Filename string
	Line     int
	Globals  *Globals // the frame's module namespace
}

// WarnSite returns the frame level levels up the stack: 1 is the frame
// running now (the caller of the Go builtin warnings.warn), 2 its caller,
// and so on; a level below 1 is 1. ok is false past the outermost frame
// (CPython then names "sys", line 1).
func (t *Thread) WarnSite(level int) (site WarnSite, ok bool) {
	fr := t.frame
	for ; level > 1 && fr != nil; level-- {
		fr = fr.back
	}
	if fr == nil {
		return WarnSite{}, false
	}
	line := int(fr.line)
	if line == 0 {
		line = fr.code.Line // a lambda or generator expression: its first line
	}
	return WarnSite{Filename: fr.code.Filename, Line: line, Globals: fr.globals}, true
}

// SourceLine returns line n of the file named filename as linecache
// would: from the code of a frame on the stack compiled from that file,
// "" when none is or its lines are not shown (code named <string>, as in
// tracebacks).
func (t *Thread) SourceLine(filename string, n int) string {
	for fr := t.frame; fr != nil; fr = fr.back {
		if fr.code.Filename == filename && fr.code.Source != nil {
			return fr.code.Source.raw(n)
		}
	}
	return ""
}

// Warner issues a warning from Go through the interpreter's warnings
// machinery (filters, registries, showwarning): category and text are
// the warning's; source is the object it is about (or nil); atSys
// attributes it to "sys", line 1 instead of the running frame (CPython's
// location for a warning issued when no Python frame runs). An error is
// the warning raised by an "error" filter (or what showwarning raised).
type Warner func(t *Thread, category *Type, text string, source Value, atSys bool) error
