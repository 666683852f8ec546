package eval

// InterpreterErrorType is pyinterp's own exception class for policy
// refusals (forbidden imports, attributes, functions, rebinding tools),
// named as smolagents names it.
var InterpreterErrorType = newExceptionType("InterpreterError", ExceptionType)

func init() {
	for _, typ := range exceptionTypes {
		initExceptionType(typ)
	}
	initExceptionGroupTypes()
	addMethods(BaseExceptionType, map[string]BuiltinFunc{
		"add_note":       exceptionAddNote,
		"with_traceback": exceptionWithTraceback,
	})
}

// exceptionAddNote is BaseException.add_note(note) (3.11): it appends the
// str note to the exception's __notes__ list, made on first use, which
// tracebacks print after the message.
func exceptionAddNote(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
	var note Value
	if err := UnpackArgs(t, "BaseException.add_note", args, kwnames, "note/", &note); err != nil {
		return nil, err
	}
	if _, ok := As[*Str](note); !ok {
		return nil, Errorf(TypeErrorType, "note must be a str, not '%s'", note.Type().Name)
	}
	notes, err := LookupAttr(t, self, "__notes__")
	if err != nil {
		return nil, err
	}
	if notes == nil {
		notes = NewListT(t, nil)
		if err := SetAttr(t, self, "__notes__", notes); err != nil {
			return nil, err
		}
	}
	l, ok := As[*List](notes)
	if !ok {
		return nil, Errorf(TypeErrorType, "Cannot add note: __notes__ is not a list")
	}
	if err := l.Append(t, note); err != nil {
		return nil, err
	}
	return None, nil
}

// exceptionWithTraceback is BaseException.with_traceback(tb): it sets
// __traceback__ (a traceback object or None) and returns the exception.
func exceptionWithTraceback(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
	var tb Value
	if err := UnpackArgs(t, "BaseException.with_traceback", args, kwnames, "tb/", &tb); err != nil {
		return nil, err
	}
	e, ok := As[*Exception](self)
	if !ok {
		if err := SetAttr(t, self, "__traceback__", tb); err != nil {
			return nil, err
		}
		return self, nil
	}
	if err := e.setTraceback(tb); err != nil {
		return nil, err
	}
	return self, nil
}

func initExceptionType(typ *Type) {
	typ.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		if len(kwnames) > 0 {
			return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", cls.Name)
		}
		e, err := newExceptionCharged(t, osErrorNewClass(cls, args), args)
		if err != nil {
			return nil, err
		}
		if err := initExceptionArgs(t, e); err != nil {
			return nil, err
		}
		return e, nil
	}
	typ.Call = nil
	typ.Repr = func(t *Thread, v Value) (string, error) {
		e := v.(*Exception)
		b := NewBuilder(t, 0)
		b.WriteString(e.cls.Name)
		if len(e.Args) == 1 {
			b.WriteByte('(')
			s, err := Repr(t, e.Args[0])
			if err != nil {
				return "", err
			}
			b.WriteString(s)
			b.WriteByte(')')
			return b.String(), b.Err()
		}
		s, err := Repr(t, NewTupleT(t, e.Args))
		if err != nil {
			return "", err
		}
		if len(e.Args) == 0 {
			s = "()"
		}
		b.WriteString(s)
		return b.String(), b.Err()
	}
	typ.Str = func(t *Thread, v Value) (string, error) { return v.(*Exception).Message(t), nil }
	typ.Hash = identityHash
	typ.GetAttr = exceptionGetAttr
	typ.SetAttr = exceptionSetAttr
}

// chargeReached charges e to t's memory, if it was made by Go code
// (Errorf, a builtin's KeyError, an OSError: made where no thread is at
// hand, and most never reach the program: hasattr, getattr with a
// default, a for loop's StopIteration), when the program can reach it:
// a handler catches it, it leaves a statement of a Python frame (from
// where a with statement's __exit__, a finally block's context, an
// asyncio task's result or gather(return_exceptions=True) hands it to
// the program), or a group holds it. From then on the program may keep
// it: a list of a million caught KeyErrors held 146 MiB above the RSS
// before the run under a 64 MiB limit; a thousand AttributeErrors of a
// 1 MB name kept by __exit__ held 200 MiB. Its str arguments (the
// messages Go code formatted) are charged with it; the rest were made by
// the program or are shared.
func (e *Exception) chargeReached(t *Thread) {
	if e.charged {
		return
	}
	e.charged = true
	n := int64(exceptionBytes) + valueSize*int64(len(e.Args))
	for _, a := range e.Args {
		if s, ok := a.(*Str); ok {
			n += strObjectBytes + int64(len(s.s))
		}
	}
	t.ChargeObject(n)
}

// newExceptionCharged makes an exception of class cls with arguments
// args (copied) as the program does, calling the class: the exception
// and its arguments are charged before they are made.
func newExceptionCharged(t *Thread, cls *Type, args []Value) (*Exception, error) {
	if err := Reserve(t, exceptionBytes); err != nil {
		return nil, err
	}
	var eargs []Value
	if len(args) > 0 {
		var err error
		if eargs, err = Make[Value](t, len(args)); err != nil {
			return nil, err
		}
		copy(eargs, args)
	}
	e := &Exception{cls: cls, Args: eargs, charged: true}
	if cls.IsSubtype(StopIterationType) && len(args) > 0 {
		e.Value = args[0]
	}
	return e, nil
}

func exceptionGetAttr(t *Thread, v Value, name string) (Value, error) {
	e := v.(*Exception)
	if x, ok := exceptionBuiltinAttr(t, e, name); ok {
		return x, nil
	}
	if e.Dict != nil {
		if x, ok := e.Dict.Get(name); ok {
			return x, nil
		}
	}
	if x, ok := osErrorAttr(e, name); ok {
		return x, nil
	}
	return genericGetAttr(t, v, name)
}

// exceptionBuiltinAttr returns the attributes every exception has (args,
// __cause__, ...) and those of particular builtin classes.
func exceptionBuiltinAttr(t *Thread, e *Exception, name string) (Value, bool) {
	if x, ok := groupAttr(t, e, name); ok {
		return x, true
	}
	switch name {
	case "args":
		return NewTupleT(t, append([]Value(nil), e.Args...)), true
	case "__cause__":
		if e.Cause == nil {
			return None, true
		}
		return e.Cause, true
	case "__context__":
		if e.Context == nil {
			return None, true
		}
		return e.Context, true
	case "__suppress_context__":
		return MakeBool(e.SuppressContext), true
	case "__traceback__":
		return e.tracebackObject(), true
	case "value":
		if e.cls.IsSubtype(StopIterationType) {
			if e.Value == nil {
				return None, true
			}
			return e.Value, true
		}
	case "name":
		if e.cls.IsSubtype(NameErrorType) || e.cls.IsSubtype(AttributeErrorType) {
			if e.Value == nil {
				return None, true
			}
			return e.Value, true
		}
	case "code":
		if e.cls.IsSubtype(SystemExitType) {
			return e.exitCode(t), true
		}
	}
	return nil, false
}

func exceptionSetAttr(t *Thread, v Value, name string, x Value) error {
	e := v.(*Exception)
	switch name {
	case "args":
		if x == nil {
			return Errorf(TypeErrorType, "args may not be deleted")
		}
		args, err := Collect(t, x)
		if err != nil {
			return err
		}
		e.Args = args
		return nil
	case "__cause__", "__context__":
		if x == nil {
			return Errorf(TypeErrorType, "%s may not be deleted", name)
		}
		c, ok := x.(*Exception)
		if !ok && x != None {
			what := "cause"
			if name == "__context__" {
				what = "context"
			}
			return Errorf(TypeErrorType, "exception %s must be None or derive from BaseException", what)
		}
		if name == "__context__" {
			e.Context = c
			return nil
		}
		e.Cause = c
		e.SuppressContext = true
		return nil
	case "__suppress_context__":
		if x == nil {
			return Errorf(TypeErrorType, "can't delete numeric/char attribute")
		}
		b, ok := x.(Bool)
		if !ok {
			return Errorf(TypeErrorType, "attribute value type must be bool")
		}
		e.SuppressContext = bool(b)
		return nil
	case "__traceback__":
		if x == nil {
			return Errorf(TypeErrorType, "__traceback__ may not be deleted")
		}
		return e.setTraceback(x)
	}
	if e.Dict == nil {
		e.Dict = NewStrDict()
	}
	if x == nil {
		if !e.Dict.Delete(name) {
			return attributeError(t, v, name)
		}
		return nil
	}
	e.Dict.Set(name, x)
	return nil
}

// exitCode is SystemExit.code: None, the one argument, or the arguments
// as a tuple.
func (e *Exception) exitCode(t *Thread) Value {
	switch len(e.Args) {
	case 0:
		return None
	case 1:
		return e.Args[0]
	}
	return NewTupleT(t, e.Args)
}

// ExitStatus is what CPython does with an uncaught SystemExit e: the
// process's exit status (an int code modulo 256, 0 for None, 1 for
// anything else) and, for a code that is neither None nor an int, the
// text it prints on stderr (str(code) and a newline).
func ExitStatus(t *Thread, e *Exception) (status int, stderr string) {
	if t == nil {
		t = HostThread()
	}
	code := e.exitCode(t)
	switch c := code.(type) {
	case NoneType:
		return 0, ""
	case Bool:
		if c {
			return 1, ""
		}
		return 0, ""
	case Int:
		return int(uint8(c)), ""
	case *BigInt:
		return 255, "" // PyLong_AsLong overflows: -1
	}
	if n, ok := As[Int](code); ok { // an int subclass
		return int(uint8(n)), ""
	}
	if _, ok := As[*BigInt](code); ok {
		return 255, ""
	}
	s, err := StrOf(t, code)
	if err != nil {
		s = "<exception str() failed>"
	}
	return 1, s + "\n"
}
