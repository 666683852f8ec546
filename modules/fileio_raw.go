package modules

import (
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/vfs"
)

// FileIO, the raw file.

var fileIOType = newIOType("_io", "FileIO", fileIOMethods(), map[string]prop{
	"name":    func(t *eval.Thread, v eval.Value) (eval.Value, error) { return v.(*fileIO).name, nil },
	"mode":    func(t *eval.Thread, v eval.Value) (eval.Value, error) { return str(t, v.(*fileIO).mode), nil },
	"closed":  func(t *eval.Thread, v eval.Value) (eval.Value, error) { return eval.MakeBool(v.(*fileIO).closed), nil },
	"closefd": func(t *eval.Thread, v eval.Value) (eval.Value, error) { return eval.MakeBool(v.(*fileIO).closefd), nil },
})

// fileIO is an open file of the program: _io.FileIO.
type fileIO struct {
	f         *vfs.File
	name      eval.Value // as the program named it
	mode      string     // "rb", "wb", "ab", "xb", with "+"
	closefd   bool
	closed    bool
	readable  bool
	writable  bool
	appending bool
}

func (*fileIO) Type() *eval.Type { return fileIOType }

func init() {
	fileIOType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		r := v.(*fileIO)
		if r.closed {
			return "<_io.FileIO [closed]>", nil
		}
		name, err := eval.Repr(t, r.name)
		if err != nil {
			return "", err
		}
		closefd := "False"
		if r.closefd {
			closefd = "True"
		}
		return "<_io.FileIO name=" + name + " mode='" + r.mode + "' closefd=" + closefd + ">", nil
	}
	fileIOType.Iter = func(t *eval.Thread, v eval.Value) (eval.Iterator, error) {
		if v.(*fileIO).closed {
			return nil, errClosed(closedIOB)
		}
		return v.(*fileIO), nil
	}
}

func (r *fileIO) Next(t *eval.Thread) (eval.Value, error) {
	line, err := r.readline(t, -1)
	if err != nil || len(line) == 0 {
		return nil, err
	}
	return line, nil
}

func (r *fileIO) check() error {
	if r.closed {
		return errClosed(closedRaw)
	}
	return nil
}

func (r *fileIO) checkReadable() error {
	if err := r.check(); err != nil {
		return err
	}
	if !r.readable {
		return unsupported("File not open for reading")
	}
	return nil
}

func (r *fileIO) checkWritable() error {
	if err := r.check(); err != nil {
		return err
	}
	if !r.writable {
		return unsupported("File not open for writing")
	}
	return nil
}

// read reads at most n bytes (all the rest for n < 0).
func (r *fileIO) read(t *eval.Thread, n int) (eval.Bytes, error) {
	if err := r.checkReadable(); err != nil {
		return "", err
	}
	if n < 0 {
		return r.readall(t)
	}
	// No buffer larger than what the file holds past the position.
	if size, err := r.f.Size(); err == nil {
		if left := size - r.f.Tell(); left < int64(n) {
			n = int(max(left, 0))
		}
	}
	buf, err := eval.Make[byte](t, n)
	if err != nil {
		return "", err
	}
	got, err := r.f.Read(t, buf)
	if err != nil {
		return "", osError(err, nil, nil)
	}
	return eval.BytesOwned(buf[:got]), nil
}

// readall reads to the end of the file, charging its size first.
func (r *fileIO) readall(t *eval.Thread) (eval.Bytes, error) {
	if err := r.checkReadable(); err != nil {
		return "", err
	}
	b, err := r.readRest(t, nil)
	return eval.BytesOwned(b), err //allocpath:ok readRest reads into an eval.MakeCap/Grow buffer (charged)
}

// readRest reads from the position to the end into a buffer starting
// with head, sized (and charged) for the file's size first.
func (r *fileIO) readRest(t *eval.Thread, head []byte) ([]byte, error) {
	left := int64(0)
	if size, err := r.f.Size(); err == nil {
		left = max(size-r.f.Tell(), 0)
	}
	if left > eval.MaxObjectBytes {
		return nil, eval.NewException(eval.MemoryErrorType)
	}
	buf, err := eval.MakeCap[byte](t, len(head), len(head)+int(left)+1)
	if err != nil {
		return nil, err
	}
	copy(buf, head)
	for {
		if len(buf) == cap(buf) {
			if buf, err = eval.Grow(t, buf, 8192); err != nil {
				return nil, err
			}
		}
		n, err := r.f.Read(t, buf[len(buf):cap(buf)])
		if err != nil {
			return nil, osError(err, nil, nil)
		}
		if n == 0 {
			return buf, nil
		}
		buf = buf[:len(buf)+n]
	}
}

func (r *fileIO) write(t *eval.Thread, data []byte) (int, error) {
	if err := r.checkWritable(); err != nil {
		return 0, err
	}
	n, err := r.f.Write(t, data)
	if err != nil {
		return n, osError(err, nil, nil)
	}
	return n, nil
}

func (r *fileIO) seek(t *eval.Thread, pos int64, whence int) (int64, error) {
	if err := r.check(); err != nil {
		return 0, err
	}
	if whence < 0 || whence > 2 {
		return 0, eval.Errorf(eval.ValueErrorType, "invalid whence (%d, should be 0, 1 or 2)", whence)
	}
	n, err := r.f.Seek(pos, whence)
	if err != nil {
		return 0, osError(err, nil, nil)
	}
	return n, nil
}

func (r *fileIO) tell() (int64, error) {
	if err := r.check(); err != nil {
		return 0, err
	}
	return r.f.Tell(), nil
}

func (r *fileIO) truncate(t *eval.Thread, size int64) (int64, error) {
	if err := r.checkWritable(); err != nil {
		return 0, err
	}
	if err := r.f.Truncate(t, size); err != nil {
		return 0, osError(err, nil, nil)
	}
	return size, nil
}

func (r *fileIO) close() error {
	if r.closed {
		return nil
	}
	r.closed = true
	return osError(r.f.Close(), nil, nil)
}

// readline reads a line byte by byte as IOBase.readline does (the raw
// file has no buffer); limit < 0 is no limit.
func (r *fileIO) readline(t *eval.Thread, limit int) (eval.Bytes, error) {
	if err := r.checkReadable(); err != nil {
		return "", err
	}
	b := eval.NewBuilder(t, 0)
	var one [1]byte
	for limit < 0 || b.Len() < limit {
		n, err := r.f.Read(t, one[:])
		if err != nil {
			return "", osError(err, nil, nil)
		}
		if n == 0 {
			break
		}
		b.WriteByte(one[0])
		if b.Err() != nil {
			return "", b.Err()
		}
		if one[0] == '\n' {
			break
		}
	}
	return eval.Bytes(b.String()), b.Err()
}

func fileIOMethods() map[string]fn {
	self := func(v eval.Value) *fileIO { return v.(*fileIO) }
	return map[string]fn{
		"read": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			n, err := sizeArg(t, "read", args, kw)
			if err != nil {
				return nil, err
			}
			return self(v).read(t, n)
		},
		"readall": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("readall", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return self(v).readall(t)
		},
		"readline": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			n, err := sizeArg(t, "readline", args, kw)
			if err != nil {
				return nil, err
			}
			return self(v).readline(t, n)
		},
		"readlines": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return readlines(t, v, args, kw, func() error {
				if self(v).closed {
					return errClosed(closedIOB)
				}
				return nil
			})
		},
		"readinto": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return readinto(t, v, args, kw, func(p []byte) (int, error) {
				r := self(v)
				if err := r.checkReadable(); err != nil {
					return 0, err
				}
				n, err := r.f.Read(t, p)
				return n, osError(err, nil, nil)
			})
		},
		"write": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("write", args, kw, 1, 1); err != nil {
				return nil, err
			}
			data, err := bytesArg(args[0])
			if err != nil {
				if cerr := self(v).checkWritable(); cerr != nil {
					return nil, cerr
				}
				return nil, err
			}
			n, err := self(v).write(t, data)
			if err != nil {
				return nil, err
			}
			return eval.Int(n), nil
		},
		"writelines": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return writelines(t, v, args, kw, func() error {
				if self(v).closed {
					return errClosed(closedIOB)
				}
				return nil
			})
		},
		"seek": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			pos, whence, err := seekArgs(t, args, kw)
			if err != nil {
				return nil, err
			}
			n, err := self(v).seek(t, pos, whence)
			if err != nil {
				return nil, err
			}
			return eval.MakeInt(n), nil
		},
		"tell": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("tell", args, kw, 0, 0); err != nil {
				return nil, err
			}
			n, err := self(v).tell()
			if err != nil {
				return nil, err
			}
			return eval.MakeInt(n), nil
		},
		"truncate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			r := self(v)
			if err := r.checkWritable(); err != nil {
				return nil, err
			}
			size, err := truncateArg(t, args, kw, r.f.Tell())
			if err != nil {
				return nil, err
			}
			n, err := r.truncate(t, size)
			if err != nil {
				return nil, err
			}
			return eval.MakeInt(n), nil
		},
		"close": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return eval.None, self(v).close()
		},
		"flush": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if self(v).closed {
				return nil, errClosed(closedIOB)
			}
			return eval.None, nil
		},
		"readable": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := self(v).check(); err != nil {
				return nil, err
			}
			return eval.MakeBool(self(v).readable), nil
		},
		"writable": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := self(v).check(); err != nil {
				return nil, err
			}
			return eval.MakeBool(self(v).writable), nil
		},
		"seekable": boolMethod(func(v eval.Value) (bool, error) { return true, self(v).check() }),
		"isatty":   boolMethod(func(v eval.Value) (bool, error) { return false, self(v).check() }),
		"fileno": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := self(v).check(); err != nil {
				return nil, err
			}
			return nil, unsupported("fileno: files of the sandbox have no descriptor")
		},
		"__enter__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if self(v).closed {
				return nil, errClosed(closedIOB)
			}
			return v, nil
		},
		"__exit__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return eval.None, self(v).close()
		},
		"__iter__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if self(v).closed {
				return nil, errClosed(closedIOB)
			}
			return v, nil
		},
		"__next__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return nextOrStop(self(v).Next(t))
		},
	}
}
