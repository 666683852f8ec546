package modules

import "github.com/pyinterp/pyinterp/eval"

// Helpers shared by the file classes.

// prop is a read-only attribute computed from the object.
type prop func(t *eval.Thread, v eval.Value) (eval.Value, error)

// newIOType makes a file class: methods (bound on access, found by the
// with statement in the type's dict) and read-only properties.
func newIOType(module, name string, methods map[string]fn, props map[string]prop) *eval.Type {
	typ := newType(module, name, methods)
	typ.NoSubclass = true
	typ.GetAttr = func(t *eval.Thread, v eval.Value, attr string) (eval.Value, error) {
		if p, ok := props[attr]; ok {
			return p(t, v)
		}
		return methodAttr(t, v, attr, methods)
	}
	return typ
}

// boolMethod is a method of no arguments returning a bool.
func boolMethod(f func(v eval.Value) (bool, error)) fn {
	return func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("", args, kw, 0, 0); err != nil {
			return nil, err
		}
		b, err := f(v)
		if err != nil {
			return nil, err
		}
		return eval.MakeBool(b), nil
	}
}

// nextOrStop turns an iterator's end (nil, nil) into StopIteration.
func nextOrStop(v eval.Value, err error) (eval.Value, error) {
	if err != nil {
		return nil, err
	}
	if v == nil {
		return nil, eval.NewException(eval.StopIterationType)
	}
	return v, nil
}

// optSize converts a size argument: None is -1, anything else an int
// ("argument should be integer or None, not 'str'").
func optSize(t *eval.Thread, v eval.Value) (int, error) {
	if v == nil || v == eval.None {
		return -1, nil
	}
	switch v.(type) {
	case eval.Int, eval.Bool:
	default:
		if _, ok := eval.As[eval.Int](v); !ok && v.Type().Lookup("__index__") == nil {
			return 0, eval.Errorf(eval.TypeErrorType, "argument should be integer or None, not '%s'", eval.TypeName(v))
		}
	}
	n, err := eval.AsInt64(t, v)
	if err != nil {
		return 0, err
	}
	if n > eval.MaxObjectBytes {
		n = eval.MaxObjectBytes
	}
	return int(n), nil
}

// sizeArg unpacks the optional size of read(size=-1, /) and the like.
func sizeArg(t *eval.Thread, name string, args []eval.Value, kw []string) (int, error) {
	if err := nargs(name, args, kw, 0, 1); err != nil {
		return 0, err
	}
	if len(args) == 0 {
		return -1, nil
	}
	return optSize(t, args[0])
}

// intSize unpacks an optional size that must be an int (no None), as
// TextIOWrapper.readline(size=-1, /) does.
func intSize(t *eval.Thread, name string, args []eval.Value, kw []string) (int, error) {
	if err := nargs(name, args, kw, 0, 1); err != nil {
		return 0, err
	}
	if len(args) == 0 {
		return -1, nil
	}
	n, err := eval.AsInt64(t, args[0])
	if err != nil {
		return 0, err
	}
	if n > eval.MaxObjectBytes {
		n = eval.MaxObjectBytes
	}
	return int(n), nil
}

// seekArgs unpacks seek(pos, whence=0, /).
func seekArgs(t *eval.Thread, args []eval.Value, kw []string) (int64, int, error) {
	if err := nargs("seek", args, kw, 1, 2); err != nil {
		return 0, 0, err
	}
	pos, err := eval.AsInt64(t, args[0])
	if err != nil {
		return 0, 0, err
	}
	whence := 0
	if len(args) == 2 {
		if whence, err = eval.AsInt(t, args[1]); err != nil {
			return 0, 0, err
		}
	}
	return pos, whence, nil
}

// truncateArg unpacks truncate(size=None, /): None is the position.
func truncateArg(t *eval.Thread, args []eval.Value, kw []string, pos int64) (int64, error) {
	if err := nargs("truncate", args, kw, 0, 1); err != nil {
		return 0, err
	}
	if len(args) == 0 || args[0] == eval.None {
		return pos, nil
	}
	n, err := eval.AsInt64(t, args[0])
	if err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, eval.Errorf(eval.ValueErrorType, "negative size value %d", n)
	}
	return n, nil
}

// bytesArg returns the bytes of a bytes-like argument.
func bytesArg(v eval.Value) ([]byte, error) {
	switch x := v.(type) {
	case eval.Bytes:
		return []byte(x), nil
	case *eval.ByteArray:
		return x.Bytes(), nil
	}
	if b, ok := eval.As[eval.Bytes](v); ok {
		return []byte(b), nil
	}
	if b, ok := eval.As[*eval.ByteArray](v); ok {
		return b.Bytes(), nil
	}
	return nil, eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not '%s'", eval.TypeName(v))
}

// readlines is IOBase.readlines(hint=-1, /): lines until their total
// length reaches hint.
func readlines(t *eval.Thread, v eval.Value, args []eval.Value, kw []string, check func() error) (eval.Value, error) {
	hint, err := sizeArg(t, "readlines", args, kw)
	if err != nil {
		return nil, err
	}
	if err := check(); err != nil {
		return nil, err
	}
	it, ok := v.(eval.Iterator)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "readlines: not a file")
	}
	var lines []eval.Value
	total := 0
	for {
		line, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if line == nil {
			break
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
		if lines, err = eval.Append(t, lines, line); err != nil {
			return nil, err
		}
		n, err := eval.Len(t, line)
		if err != nil {
			return nil, err
		}
		total += n
		if hint > 0 && total >= hint {
			break
		}
	}
	return eval.NewListT(t, lines), nil
}

// writelines is IOBase.writelines(lines, /): self.write(line) for each.
func writelines(t *eval.Thread, v eval.Value, args []eval.Value, kw []string, check func() error) (eval.Value, error) {
	if err := nargs("writelines", args, kw, 1, 1); err != nil {
		return nil, err
	}
	if err := check(); err != nil {
		return nil, err
	}
	write, err := eval.GetAttr(t, v, "write")
	if err != nil {
		return nil, err
	}
	return eval.None, iterate(t, args[0], func(line eval.Value) error {
		_, err := eval.Call(t, write, []eval.Value{line}, nil)
		return err
	})
}

// readinto is readinto(buffer, /) for a bytearray: read into it, return
// the count.
func readinto(t *eval.Thread, v eval.Value, args []eval.Value, kw []string, read func(p []byte) (int, error)) (eval.Value, error) {
	if err := nargs("readinto", args, kw, 1, 1); err != nil {
		return nil, err
	}
	b, ok := eval.As[*eval.ByteArray](args[0])
	if !ok {
		if _, isBytes := eval.As[eval.Bytes](args[0]); isBytes {
			return nil, eval.Errorf(eval.TypeErrorType, "readinto() argument must be read-write bytes-like object, not bytes")
		}
		return nil, eval.Errorf(eval.TypeErrorType, "readinto() argument must be read-write bytes-like object, not %s", eval.ArgTypeName(args[0]))
	}
	n, err := read(b.Bytes())
	if err != nil {
		return nil, err
	}
	return eval.Int(n), nil
}
