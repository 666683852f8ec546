package modules

import (
	"bytes"

	"github.com/pyinterp/pyinterp/eval"
)

// BufferedReader, BufferedWriter and BufferedRandom: a read-ahead buffer
// over a FileIO. Writes go straight to the raw file (after moving it back
// to the logical position when bytes were read ahead).

type bufKind uint8

const (
	bufReader bufKind = iota
	bufWriter
	bufRandom
)

// bufSize is the read-ahead buffer's size, io.DEFAULT_BUFFER_SIZE.
const bufSize = 8192

var (
	bufferedReaderType = newBufferedType("BufferedReader", true)
	bufferedWriterType = newBufferedType("BufferedWriter", false)
	bufferedRandomType = newBufferedType("BufferedRandom", true)
)

// buffered is _io.BufferedReader, BufferedWriter or BufferedRandom.
type buffered struct {
	kind    bufKind
	raw     *fileIO // nil once detached
	buf     []byte  // read ahead: buf[pos:] is unread
	pos     int
	charged bool // the buffer's memory was charged
}

func init() {
	for _, typ := range []*eval.Type{bufferedReaderType, bufferedWriterType, bufferedRandomType} {
		typ.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
			b := v.(*buffered)
			if b.raw == nil {
				return "<_io." + b.typeName() + ">", nil
			}
			name, err := eval.Repr(t, b.raw.name)
			if err != nil {
				return "", err
			}
			return "<_io." + b.typeName() + " name=" + name + ">", nil
		}
		typ.Iter = func(t *eval.Thread, v eval.Value) (eval.Iterator, error) {
			if err := v.(*buffered).checkIOB(); err != nil {
				return nil, err
			}
			return v.(*buffered), nil
		}
	}
}

func newBuffered(raw *fileIO, kind bufKind) *buffered { return &buffered{kind: kind, raw: raw} }

func (b *buffered) Type() *eval.Type {
	switch b.kind {
	case bufWriter:
		return bufferedWriterType
	case bufRandom:
		return bufferedRandomType
	}
	return bufferedReaderType
}

func (b *buffered) typeName() string { return b.Type().Name }

func newBufferedType(name string, peek bool) *eval.Type {
	methods := bufferedMethods()
	if !peek {
		delete(methods, "peek")
	}
	typ := newIOType("_io", name, methods, map[string]prop{
		"raw": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
			if v.(*buffered).raw == nil {
				return eval.None, nil
			}
			return v.(*buffered).raw, nil
		},
		"name": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
			b := v.(*buffered)
			if b.raw == nil {
				return nil, errClosed(rawDetached)
			}
			return b.raw.name, nil
		},
		"mode": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
			b := v.(*buffered)
			if b.raw == nil {
				return nil, errClosed(rawDetached)
			}
			return str(t, b.raw.mode), nil
		},
		"closed": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
			b := v.(*buffered)
			if b.raw == nil {
				return nil, errClosed(rawDetached)
			}
			return eval.MakeBool(b.raw.closed), nil
		},
	})
	return typ
}

// checkRaw fails once detached.
func (b *buffered) checkRaw() error {
	if b.raw == nil {
		return errClosed(rawDetached)
	}
	return nil
}

// checkClosed fails with msg when closed (or detached).
func (b *buffered) checkClosed(msg string) error {
	if err := b.checkRaw(); err != nil {
		return err
	}
	if b.raw.closed {
		return errClosed(msg)
	}
	return nil
}

// checkIOB is IOBase's closed check ("I/O operation on closed file.").
func (b *buffered) checkIOB() error { return b.checkClosed(closedIOB) }

func (b *buffered) readable() bool { return b.kind != bufWriter }
func (b *buffered) writable() bool { return b.kind != bufReader }

// unread is the number of bytes read ahead and not consumed.
func (b *buffered) unread() int { return len(b.buf) - b.pos }

// position is the logical position: the raw position less what was read
// ahead.
func (b *buffered) position() int64 { return b.raw.f.Tell() - int64(b.unread()) }

// drop forgets what was read ahead, moving the raw file back to the
// logical position.
func (b *buffered) drop(t *eval.Thread) error {
	if n := b.unread(); n > 0 {
		if _, err := b.raw.f.Seek(-int64(n), 1); err != nil {
			return osError(err, nil, nil)
		}
	}
	b.buf, b.pos = b.buf[:0], 0
	return nil
}

// fill reads ahead once (the buffer is empty); it reports whether any
// byte came.
func (b *buffered) fill(t *eval.Thread) (bool, error) {
	if !b.charged {
		if err := eval.Reserve(t, bufSize); err != nil {
			return false, err
		}
		b.charged = true
	}
	if cap(b.buf) < bufSize {
		b.buf = make([]byte, 0, bufSize)
	}
	n, err := b.raw.f.Read(t, b.buf[:bufSize])
	if err != nil {
		return false, osError(err, nil, nil)
	}
	b.buf, b.pos = b.buf[:n], 0
	return n > 0, nil
}

// read reads n bytes or to the end (n < 0: all).
func (b *buffered) read(t *eval.Thread, n int) (eval.Bytes, error) {
	if n < 0 {
		head := b.buf[b.pos:]
		b.buf, b.pos = b.buf[:0], 0
		p, err := b.raw.readRest(t, head)
		return eval.BytesOwned(p), err //allocpath:ok readRest reads into an eval.MakeCap/Grow buffer (charged)
	}
	if n <= b.unread() {
		out, err := eval.BytesOf(t, b.buf[b.pos:b.pos+n]) // at most bufSize bytes, copied
		if err != nil {
			return "", err
		}
		b.pos += n
		return out, nil
	}
	// More than the buffer holds: what it holds, then the raw file.
	if size, err := b.raw.f.Size(); err == nil {
		if left := size - b.position(); left < int64(n) {
			n = int(max(left, int64(b.unread())))
		}
	}
	out, err := eval.MakeCap[byte](t, 0, n)
	if err != nil {
		return "", err
	}
	out = append(out, b.buf[b.pos:]...)
	b.buf, b.pos = b.buf[:0], 0
	for len(out) < n {
		if n-len(out) >= bufSize {
			got, err := b.raw.f.Read(t, out[len(out):n])
			if err != nil {
				return "", osError(err, nil, nil)
			}
			if got == 0 {
				break
			}
			out = out[:len(out)+got]
			continue
		}
		more, err := b.fill(t)
		if err != nil {
			return "", err
		}
		if !more {
			break
		}
		k := min(n-len(out), b.unread())
		out = append(out, b.buf[b.pos:b.pos+k]...)
		b.pos += k
	}
	return eval.BytesOwned(out), nil
}

// read1 reads at most n bytes with at most one read of the raw file.
func (b *buffered) read1(t *eval.Thread, n int) (eval.Bytes, error) {
	if n < 0 {
		n = bufSize
	}
	if n == 0 {
		return "", nil
	}
	if b.unread() == 0 {
		if n >= bufSize {
			if size, err := b.raw.f.Size(); err == nil {
				n = int(min(int64(n), max(size-b.raw.f.Tell(), 0)))
			}
			out, err := eval.Make[byte](t, n)
			if err != nil {
				return "", err
			}
			got, err := b.raw.f.Read(t, out)
			if err != nil {
				return "", osError(err, nil, nil)
			}
			return eval.BytesOwned(out[:got]), nil
		}
		if _, err := b.fill(t); err != nil {
			return "", err
		}
	}
	k := min(n, b.unread())
	out, err := eval.BytesOf(t, b.buf[b.pos:b.pos+k])
	if err != nil {
		return "", err
	}
	b.pos += k
	return out, nil
}

// readline reads up to and including b'\n', at most limit bytes (limit
// < 0: no limit).
func (b *buffered) readline(t *eval.Thread, limit int) (eval.Bytes, error) {
	var acc eval.Builder
	started := false
	for {
		chunk := b.buf[b.pos:]
		if limit >= 0 && acc.Len()+len(chunk) > limit {
			chunk = chunk[:limit-acc.Len()]
		}
		if i := bytes.IndexByte(chunk, '\n'); i >= 0 {
			chunk = chunk[:i+1]
		}
		done := len(chunk) < b.unread() || limit >= 0 && acc.Len()+len(chunk) >= limit ||
			len(chunk) > 0 && chunk[len(chunk)-1] == '\n'
		if done && !started {
			out, err := eval.BytesOf(t, chunk)
			if err != nil {
				return "", err
			}
			b.pos += len(chunk)
			return out, nil
		}
		b.pos += len(chunk)
		if !started {
			acc = eval.NewBuilder(t, 0)
			started = true
		}
		acc.Write(chunk)
		if acc.Err() != nil {
			return "", acc.Err()
		}
		if done {
			return eval.Bytes(acc.String()), nil
		}
		more, err := b.fill(t)
		if err != nil {
			return "", err
		}
		if !more {
			return eval.Bytes(acc.String()), nil
		}
	}
}

// Next is iteration: readline until an empty line.
func (b *buffered) Next(t *eval.Thread) (eval.Value, error) {
	if !b.readable() {
		return nil, unsupported("read")
	}
	if err := b.checkClosed("readline of closed file"); err != nil {
		return nil, err
	}
	line, err := b.readline(t, -1)
	if err != nil || len(line) == 0 {
		return nil, err
	}
	return line, nil
}

func (b *buffered) write(t *eval.Thread, data []byte) (int, error) {
	if err := b.drop(t); err != nil {
		return 0, err
	}
	n, err := b.raw.f.Write(t, data)
	return n, osError(err, nil, nil)
}

func (b *buffered) seek(t *eval.Thread, pos int64, whence int) (int64, error) {
	if whence < 0 || whence > 2 {
		return 0, eval.Errorf(eval.ValueErrorType, "whence value %d unsupported", whence)
	}
	if err := b.checkClosed("seek of closed file"); err != nil {
		return 0, err
	}
	if whence == 1 {
		pos += b.position()
		whence = 0
	}
	if err := b.drop(t); err != nil {
		return 0, err
	}
	n, err := b.raw.f.Seek(pos, whence)
	if err != nil {
		return 0, osError(err, nil, nil)
	}
	return n, nil
}

func bufferedMethods() map[string]fn {
	self := func(v eval.Value) *buffered { return v.(*buffered) }
	readCheck := func(b *buffered, name, closedMsg string) error {
		if err := b.checkRaw(); err != nil {
			return err
		}
		if !b.readable() {
			return unsupported(name)
		}
		return b.checkClosed(closedMsg)
	}
	return map[string]fn{
		"read": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			n, err := sizeArg(t, "read", args, kw)
			if err != nil {
				return nil, err
			}
			if err := readCheck(b, "read", "read of closed file"); err != nil {
				return nil, err
			}
			if n < -1 {
				return nil, eval.Errorf(eval.ValueErrorType, "read length must be non-negative or -1")
			}
			return b.read(t, n)
		},
		"read1": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			n, err := sizeArg(t, "read1", args, kw)
			if err != nil {
				return nil, err
			}
			if err := readCheck(b, "read1", "read of closed file"); err != nil {
				return nil, err
			}
			return b.read1(t, n)
		},
		"peek": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			if _, err := sizeArg(t, "peek", args, kw); err != nil {
				return nil, err
			}
			if err := readCheck(b, "peek", "peek of closed file"); err != nil {
				return nil, err
			}
			if b.unread() == 0 {
				if _, err := b.fill(t); err != nil {
					return nil, err
				}
			}
			return eval.BytesOf(t, b.buf[b.pos:])
		},
		"readline": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			n, err := sizeArg(t, "readline", args, kw)
			if err != nil {
				return nil, err
			}
			if err := readCheck(b, "read", "readline of closed file"); err != nil {
				return nil, err
			}
			return b.readline(t, n)
		},
		"readlines": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return readlines(t, v, args, kw, self(v).checkIOB)
		},
		"readinto": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			return readinto(t, v, args, kw, func(p []byte) (int, error) {
				if err := readCheck(b, "readinto", "readinto of closed file"); err != nil {
					return 0, err
				}
				got, err := b.read(t, len(p))
				return copy(p, got), err
			})
		},
		"write": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			if err := nargs("write", args, kw, 1, 1); err != nil {
				return nil, err
			}
			if err := b.checkRaw(); err != nil {
				return nil, err
			}
			if !b.writable() {
				return nil, unsupported("write")
			}
			data, err := bytesArg(args[0])
			if err != nil {
				return nil, err
			}
			if err := b.checkClosed("write to closed file"); err != nil {
				return nil, err
			}
			n, err := b.write(t, data)
			if err != nil {
				return nil, err
			}
			return eval.Int(n), nil
		},
		"writelines": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return writelines(t, v, args, kw, self(v).checkIOB)
		},
		"seek": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			pos, whence, err := seekArgs(t, args, kw)
			if err != nil {
				return nil, err
			}
			if err := self(v).checkRaw(); err != nil {
				return nil, err
			}
			n, err := self(v).seek(t, pos, whence)
			if err != nil {
				return nil, err
			}
			return eval.MakeInt(n), nil
		},
		"tell": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			if err := nargs("tell", args, kw, 0, 0); err != nil {
				return nil, err
			}
			if err := b.checkClosed(closedRaw); err != nil {
				return nil, err
			}
			return eval.MakeInt(max(b.position(), 0)), nil
		},
		"truncate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			if err := b.checkClosed("truncate of closed file"); err != nil {
				return nil, err
			}
			if !b.writable() {
				return nil, unsupported("truncate")
			}
			size, err := truncateArg(t, args, kw, b.position())
			if err != nil {
				return nil, err
			}
			if err := b.drop(t); err != nil {
				return nil, err
			}
			n, err := b.raw.truncate(t, size)
			if err != nil {
				return nil, err
			}
			return eval.MakeInt(n), nil
		},
		"flush": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			msg := closedIOB
			if b.writable() {
				msg = "flush of closed file"
			}
			return eval.None, b.checkClosed(msg)
		},
		"close": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			if err := b.checkRaw(); err != nil {
				return nil, err
			}
			return eval.None, b.raw.close()
		},
		"detach": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			msg := closedIOB
			if b.writable() {
				msg = "flush of closed file"
			}
			if err := b.checkClosed(msg); err != nil {
				return nil, err
			}
			if err := b.drop(t); err != nil {
				return nil, err
			}
			raw := b.raw
			b.raw = nil
			return raw, nil
		},
		"readable": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			if !b.readable() {
				return eval.False, nil
			}
			if err := b.checkClosed(closedRaw); err != nil {
				return nil, err
			}
			return eval.True, nil
		},
		"writable": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			if !b.writable() {
				return eval.False, nil
			}
			if err := b.checkClosed(closedRaw); err != nil {
				return nil, err
			}
			return eval.True, nil
		},
		"seekable": boolMethod(func(v eval.Value) (bool, error) { return true, self(v).checkClosed(closedRaw) }),
		"isatty":   boolMethod(func(v eval.Value) (bool, error) { return false, self(v).checkClosed(closedRaw) }),
		"fileno": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := self(v).checkClosed(closedRaw); err != nil {
				return nil, err
			}
			return nil, unsupported("fileno: files of the sandbox have no descriptor")
		},
		"__enter__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return v, self(v).checkIOB()
		},
		"__exit__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			b := self(v)
			if b.raw == nil {
				return eval.None, nil
			}
			return eval.None, b.raw.close()
		},
		"__iter__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return v, self(v).checkIOB()
		},
		"__next__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return nextOrStop(self(v).Next(t))
		},
	}
}
