package eval

import "fmt"

// UnicodeDecodeError and UnicodeEncodeError carry where the codec failed:
// encoding, object (the bytes or str), start, end and reason, set from
// their five arguments as CPython's constructors set them, and their
// message is made from those attributes when str() asks.

// unicodeErrorInit checks and records the arguments of a
// UnicodeDecodeError or UnicodeEncodeError made by the program.
func unicodeErrorInit(t *Thread, e *Exception) error {
	decode := e.cls.IsSubtype(UnicodeDecodeErrorType)
	if !decode && !e.cls.IsSubtype(UnicodeEncodeErrorType) {
		return nil
	}
	if len(e.Args) != 5 {
		return Errorf(TypeErrorType, "function takes exactly 5 arguments (%d given)", len(e.Args))
	}
	if _, ok := As[*Str](e.Args[0]); !ok {
		return Errorf(TypeErrorType, "argument 1 must be str, not %s", ArgTypeName(e.Args[0]))
	}
	obj := e.Args[1]
	if decode {
		switch o := unwrap(obj).(type) {
		case Bytes:
		case *ByteArray:
			b, err := BytesOf(t, o.b)
			if err != nil {
				return err
			}
			obj = b
		default:
			return Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", TypeName(obj))
		}
	} else if _, ok := As[*Str](obj); !ok {
		return Errorf(TypeErrorType, "argument 2 must be str, not %s", ArgTypeName(obj))
	}
	for i := 2; i <= 3; i++ {
		if _, ok := unwrap(e.Args[i]).(Int); !ok {
			if _, ok := unwrap(e.Args[i]).(Bool); !ok {
				return Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(e.Args[i]))
			}
		}
	}
	if _, ok := As[*Str](e.Args[4]); !ok {
		return Errorf(TypeErrorType, "argument 5 must be str, not %s", ArgTypeName(e.Args[4]))
	}
	if e.Dict == nil {
		e.Dict = NewStrDict()
	}
	e.Dict.Set("encoding", e.Args[0])
	e.Dict.Set("object", obj)
	e.Dict.Set("start", e.Args[2])
	e.Dict.Set("end", e.Args[3])
	e.Dict.Set("reason", e.Args[4])
	return nil
}

// initExceptionArgs sets the attributes of the builtin exception classes
// that have some (OSError's errno..., UnicodeError's start...) from e.Args.
func initExceptionArgs(t *Thread, e *Exception) error {
	osErrorInit(e)
	if err := syntaxErrorInit(e); err != nil {
		return err
	}
	return unicodeErrorInit(t, e)
}

// newUnicodeError makes the exception a codec raises.
func newUnicodeError(cls *Type, codec string, obj Value, start, end int, reason string) *Exception {
	e := &Exception{cls: cls, Args: []Value{NewStr(codec), obj, Int(start), Int(end), NewStr(reason)}} //allocpath:ok an exception made by Go code without a thread: the exception itself is not charged either (one per raise)
	// No thread: a bytearray obj is copied uncharged (once per raise by a
	// codec; the exception is charged when caught).
	//limiterr:ok its args are made here with the shape unicodeErrorInit accepts
	_ = unicodeErrorInit(nil, e)
	return e
}

// unicodeErrorMessage is str(e) of a UnicodeDecodeError or
// UnicodeEncodeError with its attributes set; ok is false otherwise.
func unicodeErrorMessage(t *Thread, e *Exception) (string, bool) {
	decode := e.cls.IsSubtype(UnicodeDecodeErrorType)
	if (!decode && !e.cls.IsSubtype(UnicodeEncodeErrorType)) || e.Dict == nil {
		return "", false
	}
	get := func(name string) Value { v, _ := e.Dict.Get(name); return v }
	enc, _ := As[*Str](get("encoding"))
	reason, _ := As[*Str](get("reason"))
	start, ok1 := intAttr(get("start"))
	end, ok2 := intAttr(get("end"))
	if enc == nil || reason == nil || !ok1 || !ok2 {
		return "", false
	}
	if decode {
		data, ok := unwrap(get("object")).(Bytes)
		if !ok {
			return "", false
		}
		if start >= 0 && start < int64(len(data)) && end == start+1 {
			return fmt.Sprintf("'%s' codec can't decode byte 0x%02x in position %d: %s", enc.s, data[start], start, reason.s), true
		}
		return fmt.Sprintf("'%s' codec can't decode bytes in position %d-%d: %s", enc.s, start, end-1, reason.s), true
	}
	s, ok := As[*Str](get("object"))
	if !ok {
		return "", false
	}
	if end == start+1 && start >= 0 {
		i := int64(0)
		for pos := 0; pos < len(s.s); i++ {
			r, n := DecodeRune(s.s[pos:])
			if i == start {
				return fmt.Sprintf("'%s' codec can't encode character %s in position %d: %s", enc.s, strCharRepr(r), start, reason.s), true
			}
			pos += n
		}
	}
	return fmt.Sprintf("'%s' codec can't encode characters in position %d-%d: %s", enc.s, start, end-1, reason.s), true
}

func intAttr(v Value) (int64, bool) {
	switch x := unwrap(v).(type) {
	case Int:
		return int64(x), true
	case Bool:
		if x {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}
