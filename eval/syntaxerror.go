package eval

import (
	"fmt"
	"strings"

	"github.com/pyinterp/pyinterp/parser"
)

// syntaxErrorFields are the attributes SyntaxError's __init__ sets
// (None unless given).
var syntaxErrorFields = [...]string{"msg", "filename", "lineno", "offset", "text", "end_lineno", "end_offset", "print_file_and_line"}

// syntaxErrorInit is SyntaxError.__init__: msg is the first argument;
// a second, (filename, lineno, offset, text[, end_lineno, end_offset]),
// gives the location.
func syntaxErrorInit(e *Exception) error {
	if !e.cls.IsSubtype(SyntaxErrorType) {
		return nil
	}
	if e.Dict == nil {
		e.Dict = NewStrDict()
	}
	for _, f := range syntaxErrorFields {
		e.Dict.Set(f, None)
	}
	if len(e.Args) >= 1 {
		e.Dict.Set("msg", e.Args[0])
	}
	if len(e.Args) == 2 {
		info, err := Collect(HostThread(), e.Args[1])
		if err != nil {
			return err
		}
		switch {
		case len(info) < 4:
			return Errorf(TypeErrorType, "function takes at least 4 arguments (%d given)", len(info))
		case len(info) > 6:
			return Errorf(TypeErrorType, "function takes at most 6 arguments (%d given)", len(info))
		case len(info) == 5:
			return Errorf(TypeErrorType, "end_offset must be provided when end_lineno is provided")
		}
		for i, v := range info {
			e.Dict.Set(syntaxErrorFields[i+1], v)
		}
	}
	return nil
}

// NewSyntaxError makes the SyntaxError (or IndentationError, TabError)
// that a parser error raises, as CPython's compiler reports it: msg and
// the location, with the offending line.
//
//allocpath:ok an exception made by Go code from a parse error, one per raise (the exception is not charged either)
func NewSyntaxError(pe *parser.Error) *Exception {
	cls := SyntaxErrorType
	switch pe.Kind.String() {
	case "IndentationError":
		cls = IndentationErrorType
	case "TabError":
		cls = TabErrorType
	}
	// The text is the line as read, with its newline.
	text := Value(None)
	if pe.Text != "" {
		text = NewStr(strings.TrimSuffix(pe.Text, "\n") + "\n")
	}
	info := []Value{NewStr(pe.Filename), Int(pe.Lineno), Int(pe.Offset), text, Int(pe.EndLineno), Int(pe.EndOffset)}
	e := &Exception{cls: cls, Args: []Value{NewStr(pe.Msg), NewTuple(info)}}
	//limiterr:ok its args are made here with the shape syntaxErrorInit accepts
	_ = syntaxErrorInit(e)
	return e
}

// syntaxErrorMessage is str(e) of a SyntaxError: msg, then the file's
// base name and the line when they are known.
func syntaxErrorMessage(t *Thread, e *Exception) (string, bool) {
	if !e.cls.IsSubtype(SyntaxErrorType) || e.Dict == nil {
		return "", false
	}
	msgV, ok := e.Dict.Get("msg")
	if !ok {
		return "", false
	}
	msg, err := StrOf(t, msgV)
	if err != nil {
		return "<exception str() failed>", true
	}
	fv, _ := e.Dict.Get("filename")
	lv, _ := e.Dict.Get("lineno")
	filename := ""
	if s, ok := fv.(*Str); ok {
		filename = s.String()
		if i := strings.LastIndexByte(filename, '/'); i >= 0 {
			filename = filename[i+1:]
		}
	}
	line, haveLine := lv.(Int)
	switch {
	case fv != nil && filename != "" || fv != nil && fv != None && isStr(fv):
		if haveLine {
			return fmt.Sprintf("%s (%s, line %d)", msg, filename, line), true
		}
		return fmt.Sprintf("%s (%s)", msg, filename), true
	case haveLine:
		return fmt.Sprintf("%s (line %d)", msg, line), true
	}
	return msg, true
}

func isStr(v Value) bool { _, ok := v.(*Str); return ok }

// syntaxErrorLocation is what CPython prints for a SyntaxError before
// its message line: the file and line, the offending text with carets;
// ok is false when the exception carries no usable location (then it is
// printed as any other).
func syntaxErrorLocation(t *Thread, e *Exception) (text, msg string, ok bool) {
	if !e.cls.IsSubtype(SyntaxErrorType) || e.Dict == nil {
		return "", "", false
	}
	get := func(name string) Value {
		v, _ := e.Dict.Get(name)
		if v == nil {
			return None
		}
		return v
	}
	lineno, isInt := get("lineno").(Int)
	if !isInt {
		return "", "", false
	}
	pe := parser.Error{Lineno: int(lineno), Offset: -1, EndLineno: int(lineno), EndOffset: -1, Filename: "<string>"}
	if s, ok := get("filename").(*Str); ok {
		pe.Filename = s.String()
	}
	if v, ok := get("offset").(Int); ok {
		pe.Offset = int(v)
	}
	if v, ok := get("end_lineno").(Int); ok {
		pe.EndLineno = int(v)
	}
	if v, ok := get("end_offset").(Int); ok {
		pe.EndOffset = int(v)
	}
	if s, ok := get("text").(*Str); ok {
		pe.Text = s.String()
	}
	m, err := StrOf(t, get("msg"))
	if err != nil {
		m = "<exception str() failed>"
	}
	// Format ends with the "Kind: msg" line (msg empty here): keep what
	// comes before it.
	return strings.TrimSuffix(pe.Format(), pe.Kind.String()+": \n"), m, true
}
