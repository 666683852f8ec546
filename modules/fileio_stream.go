package modules

import (
	"github.com/pyinterp/pyinterp/eval"
)

// binStream is the binary stream under a TextIOWrapper: one of the
// buffered files of this package (directly), or any object with the
// methods of a binary file — io.BytesIO, a zipfile member, a gzip file —
// through its Python methods (pyStream).
type binStream interface {
	eval.Value
	streamRead1(t *eval.Thread, n int) (eval.Bytes, error)
	streamReadAll(t *eval.Thread) (eval.Bytes, error)
	streamWrite(t *eval.Thread, p []byte) (int, error)
	streamTell(t *eval.Thread) (int64, error)
	streamSeek(t *eval.Thread, pos int64, whence int) (int64, error)
	streamTruncate(t *eval.Thread, size int64) (int64, error)
	streamClose(t *eval.Thread) error
	streamClosed(t *eval.Thread) (bool, error)
	// streamName is the stream's name attribute, nil when it has none.
	streamName(t *eval.Thread) (eval.Value, error)
	streamReadable() bool
	streamWritable() bool
	// streamValue is the Python object (TextIOWrapper.buffer).
	streamValue() eval.Value
}

// The buffered files are streams.

func (b *buffered) streamRead1(t *eval.Thread, n int) (eval.Bytes, error) { return b.read1(t, n) }
func (b *buffered) streamReadAll(t *eval.Thread) (eval.Bytes, error)      { return b.read(t, -1) }
func (b *buffered) streamWrite(t *eval.Thread, p []byte) (int, error)     { return b.write(t, p) }
func (b *buffered) streamReadable() bool                                  { return b.readable() }
func (b *buffered) streamValue() eval.Value                               { return b }
func (b *buffered) streamWritable() bool                                  { return b.writable() }

func (b *buffered) streamTell(t *eval.Thread) (int64, error) {
	if err := b.checkRaw(); err != nil {
		return 0, err
	}
	return b.position(), nil
}

func (b *buffered) streamSeek(t *eval.Thread, pos int64, whence int) (int64, error) {
	if err := b.checkRaw(); err != nil {
		return 0, err
	}
	return b.seek(t, pos, whence)
}

func (b *buffered) streamTruncate(t *eval.Thread, size int64) (int64, error) {
	if err := b.checkRaw(); err != nil {
		return 0, err
	}
	if err := b.drop(t); err != nil {
		return 0, err
	}
	return b.raw.truncate(t, size)
}

func (b *buffered) streamClose(t *eval.Thread) error {
	if err := b.checkRaw(); err != nil {
		return err
	}
	return b.raw.close()
}

func (b *buffered) streamClosed(t *eval.Thread) (bool, error) {
	if err := b.checkRaw(); err != nil {
		return false, err
	}
	return b.raw.closed, nil
}

func (b *buffered) streamName(t *eval.Thread) (eval.Value, error) {
	if err := b.checkRaw(); err != nil {
		return nil, err
	}
	return b.raw.name, nil
}

// pyStream is a Python object used as a binary stream through its
// methods (read1 or read, write, tell, seek, close, closed, readable,
// writable, name).
type pyStream struct {
	obj      eval.Value
	readable bool
	writable bool
}

func (s *pyStream) Type() *eval.Type { return s.obj.Type() }

// newPyStream wraps obj, asking it once whether it reads and writes.
func newPyStream(t *eval.Thread, obj eval.Value) (*pyStream, error) {
	s := &pyStream{obj: obj}
	ask := func(name string) (bool, error) {
		if obj.Type().Lookup(name) == nil {
			if _, err := eval.GetAttr(t, obj, name); err != nil {
				return false, nil
			}
		}
		r, err := callMethod(t, obj, name)
		if err != nil {
			return false, err
		}
		return eval.Truth(t, r)
	}
	var err error
	if s.readable, err = ask("readable"); err != nil {
		return nil, err
	}
	if s.writable, err = ask("writable"); err != nil {
		return nil, err
	}
	return s, nil
}

// bytesResult checks what the object's read method returned.
func bytesResult(t *eval.Thread, method string, r eval.Value) (eval.Bytes, error) {
	if r == eval.None {
		return "", nil
	}
	if b, ok := eval.As[eval.Bytes](r); ok {
		return b, nil
	}
	if b, ok := eval.As[*eval.ByteArray](r); ok {
		// A copy: the bytearray may change.
		return eval.BytesOf(t, b.Bytes())
	}
	return "", eval.Errorf(eval.TypeErrorType, "underlying %s() should have returned a bytes-like object, not '%s'", method, eval.TypeName(r))
}

func (s *pyStream) streamRead1(t *eval.Thread, n int) (eval.Bytes, error) {
	method := "read1"
	if _, err := eval.GetAttr(t, s.obj, "read1"); err != nil {
		method = "read"
	}
	r, err := callMethod(t, s.obj, method, eval.Int(n))
	if err != nil {
		return "", err
	}
	return bytesResult(t, method, r)
}

func (s *pyStream) streamReadAll(t *eval.Thread) (eval.Bytes, error) {
	r, err := callMethod(t, s.obj, "read")
	if err != nil {
		return "", err
	}
	return bytesResult(t, "read", r)
}

func (s *pyStream) streamWrite(t *eval.Thread, p []byte) (int, error) {
	data, err := eval.BytesOf(t, p) // the program's write may keep it
	if err != nil {
		return 0, err
	}
	r, err := callMethod(t, s.obj, "write", data)
	if err != nil {
		return 0, err
	}
	if r == eval.None {
		return len(p), nil
	}
	return eval.AsInt(t, r)
}

func (s *pyStream) streamTell(t *eval.Thread) (int64, error) {
	r, err := callMethod(t, s.obj, "tell")
	if err != nil {
		return 0, err
	}
	return eval.AsInt64(t, r)
}

func (s *pyStream) streamSeek(t *eval.Thread, pos int64, whence int) (int64, error) {
	r, err := callMethod(t, s.obj, "seek", eval.MakeInt(pos), eval.Int(whence))
	if err != nil {
		return 0, err
	}
	return eval.AsInt64(t, r)
}

func (s *pyStream) streamTruncate(t *eval.Thread, size int64) (int64, error) {
	r, err := callMethod(t, s.obj, "truncate", eval.MakeInt(size))
	if err != nil {
		return 0, err
	}
	return eval.AsInt64(t, r)
}

func (s *pyStream) streamClose(t *eval.Thread) error {
	_, err := callMethod(t, s.obj, "close")
	return err
}

func (s *pyStream) streamClosed(t *eval.Thread) (bool, error) {
	v, err := eval.GetAttr(t, s.obj, "closed")
	if err != nil {
		return false, err
	}
	return eval.Truth(t, v)
}

func (s *pyStream) streamName(t *eval.Thread) (eval.Value, error) {
	v, err := eval.GetAttr(t, s.obj, "name")
	if err != nil {
		return nil, nil
	}
	return v, nil
}

func (s *pyStream) streamReadable() bool    { return s.readable }
func (s *pyStream) streamValue() eval.Value { return s.obj }
func (s *pyStream) streamWritable() bool    { return s.writable }

// The constructors of the io classes.

func init() {
	textIOType.New = func(t *eval.Thread, _ *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		var buffer, encV, errV, nlV eval.Value
		lineBuffering, writeThrough := false, false
		if err := eval.UnpackArgs(t, "TextIOWrapper", args, kw, "buffer", &buffer, "encoding?", &encV, "errors?", &errV,
			"newline?", &nlV, "line_buffering?", &lineBuffering, "write_through?", &writeThrough); err != nil {
			return nil, err
		}
		encoding, _, err := strOrNone("TextIOWrapper", "encoding", encV)
		if err != nil {
			return nil, err
		}
		errorsName, _, err := strOrNone("TextIOWrapper", "errors", errV)
		if err != nil {
			return nil, err
		}
		newline, hasNewline, err := strOrNone("TextIOWrapper", "newline", nlV)
		if err != nil {
			return nil, err
		}
		var nl *string
		if hasNewline {
			nl = &newline
		}
		var stream binStream
		if b, ok := buffer.(*buffered); ok {
			stream = b
		} else if stream, err = newPyStream(t, buffer); err != nil {
			return nil, err
		}
		return newTextIO(t, stream, encoding, errorsName, nl, lineBuffering)
	}
	for _, typ := range []*eval.Type{bufferedReaderType, bufferedWriterType, bufferedRandomType} {
		kind := map[*eval.Type]bufKind{bufferedReaderType: bufReader, bufferedWriterType: bufWriter, bufferedRandomType: bufRandom}[typ]
		name := typ.Name
		typ.New = func(t *eval.Thread, _ *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
			var raw eval.Value
			size := bufSize
			if err := eval.UnpackArgs(t, name, args, kw, "raw", &raw, "buffer_size?", &size); err != nil {
				return nil, err
			}
			if size <= 0 {
				return nil, eval.Errorf(eval.ValueErrorType, "buffer size must be strictly positive")
			}
			r, ok := raw.(*fileIO)
			if !ok {
				return nil, eval.Errorf(eval.NotImplementedErrorType, "io.%s over a %s is not supported: only over the raw files of open(..., buffering=0)", name, eval.TypeName(raw))
			}
			if kind != bufWriter && !r.readable {
				return nil, eval.Errorf(eval.OSErrorType, `"raw" argument must be readable.`)
			}
			if kind != bufReader && !r.writable {
				return nil, eval.Errorf(eval.OSErrorType, `"raw" argument must be writable.`)
			}
			return newBuffered(r, kind), nil
		}
	}
	fileIOType.New = func(t *eval.Thread, _ *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		return nil, eval.Errorf(eval.NotImplementedErrorType, "io.FileIO(name) is not supported: use open(name, 'rb', buffering=0)")
	}
}
