package modules

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"errors"
	"hash/adler32"
	"hash/crc32"
	"io"

	"github.com/pyinterp/pyinterp/eval"
)

// The zlib module over Go's compress/flate, compress/zlib and
// compress/gzip: compress, decompress, compressobj, decompressobj, crc32,
// adler32 and the constants. wbits chooses the container as in CPython
// (9..15 zlib, -9..-15 raw deflate, 25..31 gzip, 40..47 zlib or gzip
// detected when decompressing). Compressed bytes are Go's deflate, not
// zlib's byte for byte (sizes differ; everything decompresses the same).
// Decompressed data is built in a charged buffer and counted as work, so
// a bomb ends with the run's memory limit. zdict (a preset dictionary)
// works for the zlib and raw formats. Differences: decompressobj keeps
// the input it was given and decompresses it again on each call (work
// grows with the number of calls); with max_length, unconsumed_tail is
// the input Go's inflater had not read when the output reached
// max_length, which may be less than zlib leaves (Go decodes ahead): the
// output beyond max_length is held and returned by the next call, so
// the usual loop (decompress(d.unconsumed_tail, n) until it is empty,
// then flush()) returns the same bytes.

// ZlibErrorType is zlib.error.
var ZlibErrorType = newExceptionType("zlib", "error", eval.ExceptionType)

var (
	zlibCompressType   *eval.Type
	zlibDecompressType *eval.Type
)

const zlibWriterBytes = 1 << 20 // a flate.Writer's tables, roughly

// zlibFormat is the container wbits names.
type zlibFormat int

const (
	fmtZlib zlibFormat = iota
	fmtRaw
	fmtGzip
	fmtAuto
)

func zlibWbits(wbits int64, decompress bool) (zlibFormat, error) {
	switch {
	case wbits >= 9 && wbits <= 15, decompress && wbits == 0:
		return fmtZlib, nil
	case wbits >= -15 && wbits <= -9:
		return fmtRaw, nil
	case wbits >= 25 && wbits <= 31:
		return fmtGzip, nil
	case decompress && wbits >= 40 && wbits <= 47:
		return fmtAuto, nil
	}
	if decompress {
		return 0, eval.Errorf(ZlibErrorType, "Error -2 while preparing to decompress data: inconsistent stream state")
	}
	return 0, eval.Errorf(eval.ValueErrorType, "Invalid initialization option")
}

// zlibLevel checks a compression level (-1..9).
func zlibLevel(level int64, what string) (int, error) {
	if level < -1 || level > 9 {
		return 0, eval.Errorf(ZlibErrorType, "Bad compression level")
	}
	return int(level), nil
}

// deflateChunk is how many bytes deflateWrite gives a compressor at a
// time. Deflating is the slowest Go work per byte a program can ask for:
// at level 9 an input over a small alphabet ("ab" drawn at random) costs
// about 6 us a byte (200 KB a second, as CPython's zlib), so a kilobyte
// is a few milliseconds between two polls of the deadline.
const deflateChunk = 1 << 10

// deflateWrite writes p to w, a compressor (zlib, gzip, raw deflate, a
// zip entry), deflateChunk bytes at a time, charging each piece (a step
// per 256 bytes) before writing it, which polls the deadline. One Write
// of the whole buffer cannot be interrupted: zlib.compress of 2 MB of
// such input ran ten seconds past a one-second timeout. The compressor
// keeps at most its lookahead (258 bytes) of a piece unprocessed, so
// Close and Flush do little work. werr is w's error, lerr a limit's.
func deflateWrite(t *eval.Thread, w io.Writer, p []byte) (werr, lerr error) {
	for len(p) > 0 {
		n := min(len(p), deflateChunk)
		if err := t.Work(int64(n)/256 + 1); err != nil {
			return nil, err
		}
		if _, err := w.Write(p[:n]); err != nil {
			return err, nil
		}
		p = p[n:]
	}
	return nil, nil
}

// zlibWriter makes the compressor of format f writing to w.
func zlibWriter(w io.Writer, f zlibFormat, level int) (io.WriteCloser, error) {
	return zlibWriterDict(w, f, level, nil)
}

// zlibWriterDict is zlibWriter with a preset dictionary (nil: none).
func zlibWriterDict(w io.Writer, f zlibFormat, level int, dict []byte) (io.WriteCloser, error) {
	switch f {
	case fmtRaw:
		if dict != nil {
			return flate.NewWriterDict(w, level, dict)
		}
		return flate.NewWriter(w, level)
	case fmtGzip:
		return gzip.NewWriterLevel(w, level)
	}
	if dict != nil {
		return zlib.NewWriterLevelDict(w, level, dict)
	}
	return zlib.NewWriterLevel(w, level)
}

// flusher is the Flush method Go's compressors share.
type flusher interface{ Flush() error }

// zlibReader opens the decompressor of format f over r, with a preset
// dictionary (nil: none). r is a bytes.Reader, an io.ByteReader: Go's
// inflaters then read it byte by byte, so r.Len() tells what they used.
func zlibReader(r *bytes.Reader, f zlibFormat, dict []byte) (io.Reader, error) {
	if f == fmtAuto {
		f = fmtZlib
		if r.Len() >= 2 {
			var head [2]byte
			_, _ = r.ReadAt(head[:], 0)
			if head == [2]byte{0x1f, 0x8b} {
				f = fmtGzip
			}
		}
	}
	switch f {
	case fmtRaw:
		if dict != nil {
			return flate.NewReaderDict(r, dict), nil
		}
		return flate.NewReader(r), nil
	case fmtGzip:
		zr, err := gzip.NewReader(r)
		if err != nil {
			return nil, err
		}
		zr.Multistream(false)
		return zr, nil
	}
	if dict != nil {
		zr, err := zlib.NewReaderDict(r, dict)
		if errors.Is(err, zlib.ErrDictionary) {
			return nil, eval.Errorf(ZlibErrorType, "Error -3 while setting zdict: invalid input data")
		}
		return zr, err
	}
	return zlib.NewReader(r)
}

// zlibError converts an error of Go's decompressors to zlib.error with
// zlib's numbers and words.
func zlibError(err error) error {
	if err == nil {
		return nil
	}
	if _, ok := err.(*eval.Exception); ok {
		return err
	}
	if _, ok := err.(*eval.LimitError); ok {
		return err
	}
	var corrupt flate.CorruptInputError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return eval.Errorf(ZlibErrorType, "Error -5 while decompressing data: incomplete or truncated stream")
	case errors.Is(err, zlib.ErrHeader), errors.Is(err, gzip.ErrHeader):
		return eval.Errorf(ZlibErrorType, "Error -3 while decompressing data: incorrect header check")
	case errors.Is(err, zlib.ErrChecksum), errors.Is(err, gzip.ErrChecksum):
		return eval.Errorf(ZlibErrorType, "Error -3 while decompressing data: incorrect data check")
	case errors.Is(err, zlib.ErrDictionary):
		return eval.Errorf(ZlibErrorType, "Error 2 while decompressing data")
	case errors.As(err, &corrupt):
		return eval.Errorf(ZlibErrorType, "Error -3 while decompressing data: invalid block type")
	}
	return err
}

// zlibInflate decompresses the stream at the start of p: the output, the
// bytes after the end of the stream, and whether the end was reached
// (when partial is true a truncated stream is not an error: its output so
// far is returned with eof false).
func zlibInflate(t *eval.Thread, p []byte, f zlibFormat, partial bool) (out string, unused []byte, eof bool, err error) {
	out, _, unused, eof, err = zlibInflateUpTo(t, p, f, nil, partial, 0)
	return out, unused, eof, err
}

// zlibInflateUpTo is zlibInflate with a preset dictionary that stops
// once the output holds limit bytes (0: no limit); used is how much of p
// the inflater had read then.
func zlibInflateUpTo(t *eval.Thread, p []byte, f zlibFormat, dict []byte, partial bool, limit int) (out string, used int, unused []byte, eof bool, err error) {
	if err := eval.Reserve(t, gzipReaderBytes); err != nil {
		return "", 0, nil, false, err
	}
	r := bytes.NewReader(p)
	zr, err := zlibReader(r, f, dict)
	if err != nil {
		if partial && (errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF)) {
			return "", len(p), nil, false, nil
		}
		return "", 0, nil, false, zlibError(err)
	}
	b := eval.NewBuilder(t, 0)
	chunk := make([]byte, gzipChunk)
	for {
		n, rerr := zr.Read(chunk)
		b.Write(chunk[:n])
		if b.Err() != nil {
			return "", 0, nil, false, b.Err()
		}
		if werr := t.Work(int64(n)/1024 + 1); werr != nil {
			return "", 0, nil, false, werr
		}
		if rerr == io.EOF {
			return b.String(), len(p) - r.Len(), p[len(p)-r.Len():], true, nil
		}
		if rerr != nil {
			if partial && errors.Is(rerr, io.ErrUnexpectedEOF) {
				return b.String(), len(p), nil, false, nil
			}
			return "", 0, nil, false, zlibError(rerr)
		}
		if limit > 0 && b.Len() >= limit {
			return b.String(), len(p) - r.Len(), nil, false, nil
		}
	}
}

func loadZlib(t *eval.Thread, o *Options) (*eval.Module, error) {
	m := newModule("zlib", map[string]fn{
		"compress": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var data eval.Value
			level, wbits := int64(-1), int64(15)
			if err := eval.UnpackArgs(t, "compress", args, kw, "data/", &data, "level?", &level, "wbits?", &wbits); err != nil {
				return nil, err
			}
			p, err := zlibData(data)
			if err != nil {
				return nil, err
			}
			lv, err := zlibLevel(level, "compress")
			if err != nil {
				return nil, err
			}
			f, err := zlibWbits(wbits, false)
			if err != nil {
				return nil, err
			}
			return zlibCompressAll(t, p, f, lv)
		},
		"decompress": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var data eval.Value
			wbits, bufsize := int64(15), int64(16384)
			if err := eval.UnpackArgs(t, "decompress", args, kw, "data/", &data, "wbits?", &wbits, "bufsize?", &bufsize); err != nil {
				return nil, err
			}
			p, err := zlibData(data)
			if err != nil {
				return nil, err
			}
			if bufsize < 0 {
				return nil, eval.Errorf(eval.ValueErrorType, "bufsize must be non-negative")
			}
			f, err := zlibWbits(wbits, true)
			if err != nil {
				return nil, err
			}
			out, _, _, err := zlibInflate(t, p, f, false)
			if err != nil {
				return nil, err
			}
			return eval.Bytes(out), nil //allocpath:ok zlibInflate builds it in an eval.Builder (charged)
		},
		"crc32": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return zlibChecksum(t, "crc32", args, kw, 0, func(v uint32, p []byte) uint32 { return crc32.Update(v, crc32.IEEETable, p) })
		},
		"adler32": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return zlibChecksum(t, "adler32", args, kw, 1, adlerUpdate)
		},
		"compressobj": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			level, method, wbits, memLevel, strategy := int64(-1), int64(8), int64(15), int64(8), int64(0)
			var zdict eval.Value
			if err := eval.UnpackArgs(t, "compressobj", args, kw, "level?", &level, "method?", &method, "wbits?", &wbits,
				"memLevel?", &memLevel, "strategy?", &strategy, "zdict?", &zdict); err != nil {
				return nil, err
			}
			var dict []byte
			if zdict != nil {
				p, err := zlibData(zdict)
				if err != nil {
					return nil, err
				}
				dict = p
			}
			lv, err := zlibLevel(level, "compressobj")
			if err != nil {
				return nil, err
			}
			if method != 8 || memLevel < 1 || memLevel > 9 || strategy < 0 || strategy > 4 {
				return nil, eval.Errorf(eval.ValueErrorType, "Invalid initialization option")
			}
			f, err := zlibWbits(wbits, false)
			if err != nil {
				return nil, err
			}
			if err := eval.Reserve(t, zlibWriterBytes); err != nil {
				return nil, err
			}
			if dict != nil && f == fmtGzip {
				return nil, eval.Errorf(eval.ValueErrorType, "Invalid dictionary")
			}
			c := &zlibCompressor{buf: &builderWriter{b: eval.NewBuilder(t, 0)}}
			if c.w, err = zlibWriterDict(c.buf, f, lv, dict); err != nil {
				return nil, err
			}
			return c, nil
		},
		"decompressobj": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			wbits := int64(15)
			var zdict eval.Value
			if err := eval.UnpackArgs(t, "decompressobj", args, kw, "wbits?", &wbits, "zdict?", &zdict); err != nil {
				return nil, err
			}
			var dict []byte
			if zdict != nil {
				p, err := zlibData(zdict)
				if err != nil {
					return nil, eval.Errorf(eval.TypeErrorType, "zdict argument must support the buffer protocol")
				}
				if dict, err = eval.Append(t, []byte{}, p...); err != nil {
					return nil, err
				}
			}
			f, err := zlibWbits(wbits, true)
			if err != nil {
				return nil, err
			}
			return &zlibDecompressor{format: f, dict: dict}, nil
		},
	})
	for name, v := range map[string]int64{
		"MAX_WBITS": 15, "DEFLATED": 8, "DEF_MEM_LEVEL": 8, "DEF_BUF_SIZE": 16384,
		"Z_NO_COMPRESSION": 0, "Z_BEST_SPEED": 1, "Z_BEST_COMPRESSION": 9, "Z_DEFAULT_COMPRESSION": -1,
		"Z_FILTERED": 1, "Z_HUFFMAN_ONLY": 2, "Z_RLE": 3, "Z_FIXED": 4, "Z_DEFAULT_STRATEGY": 0,
		"Z_NO_FLUSH": 0, "Z_PARTIAL_FLUSH": 1, "Z_SYNC_FLUSH": 2, "Z_FULL_FLUSH": 3, "Z_FINISH": 4, "Z_BLOCK": 5, "Z_TREES": 6,
	} {
		m.Attrs.Set(name, eval.MakeInt(v))
	}
	m.Attrs.Set("ZLIB_VERSION", eval.NewStr("1.2.13"))
	m.Attrs.Set("ZLIB_RUNTIME_VERSION", eval.NewStr("1.2.13"))
	m.Attrs.Set("error", ZlibErrorType)
	return m, nil
}

func zlibData(v eval.Value) ([]byte, error) {
	switch x := v.(type) {
	case eval.Bytes:
		return []byte(x), nil
	case *eval.ByteArray:
		return x.Bytes(), nil
	}
	if b, ok := eval.As[eval.Bytes](v); ok {
		return []byte(b), nil
	}
	return nil, eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not '%s'", eval.TypeName(v))
}

// zlibCompressAll compresses p whole, into a charged buffer.
func zlibCompressAll(t *eval.Thread, p []byte, f zlibFormat, level int) (eval.Value, error) {
	if err := eval.Reserve(t, zlibWriterBytes); err != nil {
		return nil, err
	}
	out := &builderWriter{b: eval.NewBuilder(t, len(p)/4+64)}
	w, err := zlibWriter(out, f, level)
	if err != nil {
		return nil, err
	}
	if werr, lerr := deflateWrite(t, w, p); lerr != nil {
		return nil, lerr
	} else if werr != nil {
		return nil, werr
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	if err := out.b.Err(); err != nil {
		return nil, err
	}
	return eval.Bytes(out.b.String()), nil
}

func adlerUpdate(v uint32, p []byte) uint32 {
	const mod = 65521
	s1, s2 := v&0xffff, v>>16
	for len(p) > 0 {
		n := min(len(p), 5552)
		for _, c := range p[:n] {
			s1 += uint32(c)
			s2 += s1
		}
		s1 %= mod
		s2 %= mod
		p = p[n:]
	}
	return s2<<16 | s1
}

var _ = adler32.Checksum // adlerUpdate is adler32's update with a starting value

func zlibChecksum(t *eval.Thread, name string, args []eval.Value, kw []string, start uint32, update func(uint32, []byte) uint32) (eval.Value, error) {
	var data eval.Value
	var value eval.Value = eval.MakeInt(int64(start))
	if err := eval.UnpackArgs(t, name, args, kw, "data/", &data, "value?/", &value); err != nil {
		return nil, err
	}
	p, err := zlibData(data)
	if err != nil {
		return nil, err
	}
	iv, err := eval.Index(t, value)
	if err != nil {
		return nil, err
	}
	// The starting value is taken modulo 2**32, as CPython's unsigned int.
	masked, err := eval.Binary(t, eval.OpAnd, iv, eval.MakeInt(0xffffffff))
	if err != nil {
		return nil, err
	}
	v, err := eval.AsInt64(t, masked)
	if err != nil {
		return nil, err
	}
	if err := t.Work(int64(len(p))/1024 + 1); err != nil {
		return nil, err
	}
	return eval.MakeInt(int64(update(uint32(v), p))), nil
}

// zlibCompressor is zlib.Compress (compressobj()).
type zlibCompressor struct {
	w     io.WriteCloser
	buf   *builderWriter
	taken int // bytes of buf already returned
	done  bool
}

func (*zlibCompressor) Type() *eval.Type { return zlibCompressType }

// take returns the compressed bytes produced since the last call.
func (c *zlibCompressor) take() (eval.Value, error) {
	if err := c.buf.b.Err(); err != nil {
		return nil, err
	}
	s := c.buf.b.String()
	out := s[c.taken:]
	c.taken = len(s)
	return eval.Bytes(out), nil
}

// zlibDecompressor is zlib.Decompress (decompressobj()).
type zlibDecompressor struct {
	format   zlibFormat
	dict     []byte // zdict (nil: none)
	input    []byte // everything given so far and read (charged)
	tail     []byte // unconsumed_tail: input not read when max_length was reached
	returned int    // output bytes already returned
	eof      bool
	unused   []byte
}

func (*zlibDecompressor) Type() *eval.Type { return zlibDecompressType }

// feed appends data and returns the output not yet returned, at most
// max bytes when max > 0 (flush: no data, no maximum). A stream cut short
// is not an error: its output so far is returned, as CPython's does.
func (d *zlibDecompressor) feed(t *eval.Thread, data []byte, max int64) (eval.Value, error) {
	if d.eof {
		if len(data) > 0 {
			u, err := eval.Append(t, d.unused, data...)
			if err != nil {
				return nil, err
			}
			d.unused = u
		}
		return eval.Bytes(""), nil
	}
	in, err := eval.Append(t, d.input, data...)
	if err != nil {
		return nil, err
	}
	d.input, d.tail = in, nil
	limit := 0
	if max > 0 {
		limit = d.returned + int(min(max, int64(len(d.input))*1032+1<<20))
	}
	out, used, unused, eof, err := zlibInflateUpTo(t, d.input, d.format, d.dict, true, limit)
	if err != nil {
		return nil, err
	}
	fresh := out[min(d.returned, len(out)):]
	if max > 0 && int64(len(fresh)) > max {
		fresh = fresh[:max]
	}
	d.returned += len(fresh)
	if !eof && limit > 0 && used < len(d.input) {
		// Stopped at max_length: what the inflater had not read is
		// unconsumed_tail, which the program gives back.
		tail, err := eval.Append(t, []byte(nil), d.input[used:]...)
		if err != nil {
			return nil, err
		}
		d.tail, d.input = tail, d.input[:used]
	}
	if eof && d.returned == len(out) {
		d.eof = true
		u, err := eval.Append(t, []byte(nil), unused...)
		if err != nil {
			return nil, err
		}
		d.unused = u
		d.input = nil
	}
	return eval.Bytes(fresh), nil
}

func init() {
	zlibCompressType = newType("zlib", "Compress", map[string]fn{
		"compress": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			c := self.(*zlibCompressor)
			var data eval.Value
			if err := eval.UnpackArgs(t, "compress", args, kw, "data/", &data); err != nil {
				return nil, err
			}
			p, err := zlibData(data)
			if err != nil {
				return nil, err
			}
			if c.done {
				return nil, eval.Errorf(ZlibErrorType, "Error -2 while compressing data: inconsistent stream state")
			}
			if werr, lerr := deflateWrite(t, c.w, p); lerr != nil {
				return nil, lerr
			} else if werr != nil {
				return nil, werr
			}
			return c.take()
		},
		"flush": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			c := self.(*zlibCompressor)
			mode := int64(4)
			if err := eval.UnpackArgs(t, "flush", args, kw, "mode?/", &mode); err != nil {
				return nil, err
			}
			if mode == 0 {
				return eval.Bytes(""), nil
			}
			if c.done {
				return nil, eval.Errorf(ZlibErrorType, "Error -2 while flushing: inconsistent stream state")
			}
			var err error
			if mode == 4 {
				c.done = true
				err = c.w.Close()
			} else if f, ok := c.w.(flusher); ok {
				err = f.Flush()
			}
			if err != nil {
				return nil, err
			}
			return c.take()
		},
	})
	decompressMethods := map[string]fn{
		"decompress": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var data eval.Value
			maxLen := int64(0)
			if err := eval.UnpackArgs(t, "decompress", args, kw, "data/", &data, "max_length?", &maxLen); err != nil {
				return nil, err
			}
			if maxLen < 0 {
				return nil, eval.Errorf(eval.ValueErrorType, "max_length must be non-negative")
			}
			p, err := zlibData(data)
			if err != nil {
				return nil, err
			}
			return self.(*zlibDecompressor).feed(t, p, maxLen)
		},
		"flush": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			length := int64(16384)
			if err := eval.UnpackArgs(t, "flush", args, kw, "length?/", &length); err != nil {
				return nil, err
			}
			if length <= 0 {
				return nil, eval.Errorf(eval.ValueErrorType, "length must be greater than zero")
			}
			d := self.(*zlibDecompressor)
			return d.feed(t, d.tail, 0) // flush reads the unconsumed tail too
		},
	}
	zlibDecompressType = newType("zlib", "Decompress", decompressMethods)
	zlibDecompressType.GetAttr = func(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
		d := v.(*zlibDecompressor)
		switch name {
		case "eof":
			return eval.MakeBool(d.eof), nil
		case "unused_data":
			return eval.BytesOf(t, d.unused)
		case "unconsumed_tail":
			return eval.BytesOf(t, d.tail)
		}
		return methodAttr(t, v, name, decompressMethods)
	}
}
