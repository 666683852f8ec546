package modules

import (
	"bytes"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/pyinterp/pyinterp/eval"
)

// TextIOWrapper: text over a buffered binary file, as CPython's: chunks
// of 8 KiB decoded incrementally (UnicodeDecodeError positions are
// offsets in the chunk, as CPython reports them), universal newlines,
// tell() cookies that are byte positions, "telling position disabled by
// next() call" while iterating.

// textChunk is TextIOWrapper._CHUNK_SIZE.
const textChunk = 8192

var textIOType = newIOType("_io", "TextIOWrapper", textIOMethods(), map[string]prop{
	"name": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		x := v.(*textIO)
		if x.buffer == nil {
			return nil, errClosed(detachedMsg)
		}
		return x.buffer.streamName(t)
	},
	"mode": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		x := v.(*textIO)
		if x.mode == "" {
			return nil, eval.Errorf(eval.AttributeErrorType, "'_io.TextIOWrapper' object has no attribute 'mode'")
		}
		return str(t, x.mode), nil
	},
	"closed": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		x := v.(*textIO)
		if err := x.attached(); err != nil {
			return nil, err
		}
		closed, err := x.buffer.streamClosed(t)
		return eval.MakeBool(closed), err
	},
	"encoding": func(t *eval.Thread, v eval.Value) (eval.Value, error) { return str(t, v.(*textIO).encoding), nil },
	"errors":   func(t *eval.Thread, v eval.Value) (eval.Value, error) { return str(t, v.(*textIO).codec.errors), nil },
	"newlines": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		x := v.(*textIO)
		if !x.mode_.universal || !x.readable() {
			return eval.None, nil
		}
		return newlinesValue(t, x.seen), nil
	},
	"buffer": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		x := v.(*textIO)
		if x.buffer == nil {
			return nil, errClosed(detachedMsg)
		}
		return x.buffer.streamValue(), nil
	},
	"line_buffering": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		return eval.MakeBool(v.(*textIO).lineBuffering), nil
	},
	"write_through": func(t *eval.Thread, v eval.Value) (eval.Value, error) { return eval.False, nil },
})

// textIO is _io.TextIOWrapper.
type textIO struct {
	buffer        binStream // nil once detached
	mode          string    // the mode open() was given
	encoding      string    // as given, or "utf-8"
	codec         textCodec
	mode_         decodeMode
	readnl        string // newline '\n', '\r' or '\r\n': the line ending read
	writenl       string // what '\n' becomes when written ("": itself)
	lineBuffering bool

	// The chunk being read: decoded[decodedPos:] is not consumed yet;
	// it was decoded from snapInput, which began at file position
	// snapStart; pending are its last bytes, held back undecoded.
	decoded    string
	decodedPos int
	pending    []byte
	snapStart  int64
	snapInput  []byte
	snapValid  bool
	dec        decodeState
	seen       int
	telling    bool
	bomWritten bool // no BOM is due on the next write
}

func (*textIO) Type() *eval.Type { return textIOType }

func init() {
	textIOType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		x := v.(*textIO)
		out := "<_io.TextIOWrapper"
		if x.buffer != nil {
			if nv, err := x.buffer.streamName(t); err == nil && nv != nil {
				name, err := eval.Repr(t, nv)
				if err != nil {
					return "", err
				}
				out += " name=" + name
			}
		}
		if x.mode != "" {
			out += " mode='" + x.mode + "'"
		}
		enc, err := eval.Repr(t, str(t, x.encoding))
		if err != nil {
			return "", err
		}
		return out + " encoding=" + enc + ">", nil
	}
	textIOType.Iter = func(t *eval.Thread, v eval.Value) (eval.Iterator, error) {
		if err := v.(*textIO).checkClosed(t); err != nil {
			return nil, err
		}
		return v.(*textIO), nil
	}
}

// newTextIO wraps buf, validating the arguments as TextIOWrapper does.
func newTextIO(t *eval.Thread, buf binStream, encoding, errors string, newline *string, lineBuffering bool) (*textIO, error) {
	x := &textIO{buffer: buf, encoding: encoding, lineBuffering: lineBuffering, telling: true}
	if newline != nil {
		switch *newline {
		case "", "\n", "\r", "\r\n":
		default:
			return nil, eval.Errorf(eval.ValueErrorType, "illegal newline value: %s", *newline)
		}
	}
	if x.encoding == "" {
		x.encoding = "utf-8" // the preferred encoding in UTF-8 mode (PYTHONUTF8=1)
	}
	if errors == "" {
		errors = "strict"
	}
	codec, ok := lookupTextCodec(x.encoding, errors)
	if !ok {
		return nil, eval.Errorf(eval.LookupErrorType, "unknown encoding: %s", x.encoding)
	}
	x.codec = codec
	switch {
	case newline == nil:
		x.mode_ = decodeMode{translate: true, universal: true, holdCR: true}
	case *newline == "":
		x.mode_ = decodeMode{universal: true, holdCR: true}
	default:
		x.readnl = *newline
		x.mode_ = decodeMode{holdCR: *newline == "\r\n"}
		if *newline != "\n" {
			x.writenl = *newline
		}
	}
	// A BOM is written only at the start of the file.
	pos, err := buf.streamTell(t)
	if err != nil {
		pos = 0 // not seekable: the start
	}
	x.bomWritten = pos != 0
	x.dec.atStart = pos == 0
	return x, nil
}

func (x *textIO) attached() error {
	if x.buffer == nil {
		return errClosed(detachedMsg)
	}
	return nil
}

// checkClosed is the text layer's closed check.
func (x *textIO) checkClosed(t *eval.Thread) error {
	if err := x.attached(); err != nil {
		return err
	}
	closed, err := x.buffer.streamClosed(t)
	if err != nil {
		return err
	}
	if closed {
		return errClosed(closedIOB)
	}
	return nil
}

func (x *textIO) readable() bool { return x.buffer != nil && x.buffer.streamReadable() }
func (x *textIO) writable() bool { return x.buffer != nil && x.buffer.streamWritable() }

func (x *textIO) checkReadable(t *eval.Thread) error {
	if err := x.checkClosed(t); err != nil {
		return err
	}
	if !x.readable() {
		return unsupported("not readable")
	}
	return nil
}

// resetDecoder forgets the chunk being read.
func (x *textIO) resetDecoder() {
	x.decoded, x.decodedPos, x.pending = "", 0, nil
	x.snapInput, x.snapValid = nil, false
}

// readChunk reads and decodes the next chunk, after the current one was
// consumed (its rest is lost). It reports the end of the file.
func (x *textIO) readChunk(t *eval.Thread) (eof bool, err error) {
	pos, err := x.buffer.streamTell(t)
	if err != nil {
		return false, err
	}
	start := pos - int64(len(x.pending))
	chunk, err := x.buffer.streamRead1(t, textChunk)
	if err != nil {
		return false, err
	}
	eof = len(chunk) == 0
	input := x.pending
	if len(chunk) > 0 {
		// At most a chunk and a few held bytes.
		input = make([]byte, 0, len(x.pending)+len(chunk)) //allocpath:ok at most textChunk plus the few bytes of an incomplete character and a CR
		input = append(append(input, x.pending...), chunk...)
	}
	st := x.dec
	st.atStart = start == 0
	text, held, seen, err := x.codec.decode(t, input, eof, &st, x.mode_)
	if err != nil {
		return false, err
	}
	x.dec.endian = st.endian
	x.seen |= seen
	x.decoded, x.decodedPos = text, 0
	x.pending = input[len(input)-held:]
	x.snapStart, x.snapInput, x.snapValid = start, input, true
	return eof, nil
}

// readAll reads the rest of the file.
func (x *textIO) readAll(t *eval.Thread) (eval.Value, error) {
	pos, err := x.buffer.streamTell(t)
	if err != nil {
		return nil, err
	}
	start := pos - int64(len(x.pending))
	rest, err := x.buffer.streamReadAll(t)
	if err != nil {
		return nil, err
	}
	input := unsafe.Slice(unsafe.StringData(string(rest)), len(rest)) // only read
	if len(x.pending) > 0 {
		b := eval.NewBuilder(t, len(x.pending)+len(rest))
		b.Write(x.pending)
		b.WriteString(string(rest))
		if b.Err() != nil {
			return nil, b.Err()
		}
		input = b.Bytes()
	}
	st := x.dec
	st.atStart = start == 0
	text, _, seen, err := x.codec.decode(t, input, true, &st, x.mode_)
	if err != nil {
		return nil, err
	}
	x.dec.endian = st.endian
	x.seen |= seen
	head := x.decoded[x.decodedPos:]
	x.resetDecoder()
	if head == "" {
		return str(t, text), nil
	}
	out, err := eval.Join(t, []string{head, text}, "")
	return str(t, out), err
}

// read reads n characters (n < 0: all).
func (x *textIO) read(t *eval.Thread, n int) (eval.Value, error) {
	if err := x.checkReadable(t); err != nil {
		return nil, err
	}
	if n < 0 {
		return x.readAll(t)
	}
	var parts []string
	got := 0
	//workloop:bounded each round consumes decoded text (charged: t.Work, eval.Append) or reads a chunk (charged), and stops at the end of the file
	for got < n {
		avail := x.decoded[x.decodedPos:]
		if avail != "" {
			b, k := charsPrefix(avail, n-got)
			if err := t.Work(int64(b) / 256); err != nil {
				return nil, err
			}
			var err error
			if parts, err = eval.Append(t, parts, avail[:b]); err != nil {
				return nil, err
			}
			x.decodedPos += b
			got += k
			continue
		}
		eof, err := x.readChunk(t)
		if err != nil {
			return nil, err
		}
		if eof && x.decoded == "" {
			break
		}
	}
	if len(parts) == 1 {
		return str(t, parts[0]), nil
	}
	out, err := eval.Join(t, parts, "")
	return str(t, out), err
}

// lineEnd returns the end (just past the line ending) of the first line
// of s, or -1 when s holds no complete line.
func (x *textIO) lineEnd(s string) int {
	switch {
	case x.mode_.translate:
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			return i + 1
		}
	case x.mode_.universal:
		i := strings.IndexAny(s, "\r\n")
		if i < 0 {
			return -1
		}
		if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			return i + 2
		}
		return i + 1
	default:
		if i := strings.Index(s, x.readnl); i >= 0 {
			return i + len(x.readnl)
		}
	}
	return -1
}

// readline reads a line of at most limit characters (limit < 0: no
// limit).
func (x *textIO) readline(t *eval.Thread, limit int) (eval.Value, error) {
	if err := x.checkReadable(t); err != nil {
		return nil, err
	}
	var parts []string
	chars := 0
	for {
		avail := x.decoded[x.decodedPos:]
		end := x.lineEnd(avail)
		take := len(avail)
		if end >= 0 {
			take = end
		}
		if err := t.Work(int64(take) / 256); err != nil {
			return nil, err
		}
		if limit >= 0 {
			b, k := charsPrefix(avail[:take], limit-chars)
			if b < take || chars+k >= limit {
				take, end = b, b
			}
			chars += k
		}
		line := avail[:take]
		x.decodedPos += take
		if end >= 0 && parts == nil {
			return str(t, line), nil
		}
		var err error
		if parts, err = eval.Append(t, parts, line); err != nil {
			return nil, err
		}
		if end >= 0 {
			break
		}
		eof, err := x.readChunk(t)
		if err != nil {
			return nil, err
		}
		if eof && x.decoded == "" {
			break
		}
	}
	out, err := eval.Join(t, parts, "")
	return str(t, out), err
}

// Next is iteration: lines until an empty one; tell() is refused
// meanwhile, as CPython refuses it.
func (x *textIO) Next(t *eval.Thread) (eval.Value, error) {
	if err := x.attached(); err != nil {
		return nil, err
	}
	x.telling = false
	line, err := x.readline(t, -1)
	if err != nil {
		return nil, err
	}
	if line.(*eval.Str).String() == "" {
		x.snapValid = false
		x.telling = true
		return nil, nil
	}
	return line, nil
}

// tell returns the position of the next character to read (or write),
// as a byte offset.
func (x *textIO) tell(t *eval.Thread) (int64, error) {
	if err := x.checkClosed(t); err != nil {
		return 0, err
	}
	if !x.telling {
		return 0, eval.Errorf(eval.OSErrorType, "telling position disabled by next() call")
	}
	pos, err := x.buffer.streamTell(t)
	if err != nil {
		return 0, err
	}
	if !x.readable() || !x.snapValid {
		return pos, nil
	}
	if x.decodedPos == len(x.decoded) {
		return pos - int64(len(x.pending)), nil
	}
	consumed := countChars(x.decoded[:x.decodedPos])
	if err := t.Work(int64(len(x.snapInput)) / 64); err != nil {
		return 0, err
	}
	b := -1
	if x.codec.errors == "strict" {
		b, _ = x.walkChars(x.snapInput, consumed)
	}
	if b < 0 {
		var err error
		if b, err = x.searchChars(t, consumed); err != nil {
			return 0, err
		}
	}
	if x.snapStart == 0 && x.mode_.universal {
		// CPython's tell() resets the decoder when the chunk began the
		// file, and re-decodes what was consumed: newlines forgets the
		// kinds seen in the rest of the chunk.
		st := decodeState{atStart: true, endian: x.dec.endian}
		_, _, seen, err := x.codec.decode(t, x.snapInput[:b], false, &st, x.mode_)
		if err != nil {
			return 0, err
		}
		x.seen = seen
	}
	return x.snapStart + int64(b), nil
}

// searchChars returns the length of the smallest prefix of the chunk's
// input that decodes to n characters.
func (x *textIO) searchChars(t *eval.Thread, consumed int) (int, error) {
	lo, hi := 0, len(x.snapInput)
	for lo < hi {
		mid := (lo + hi) / 2
		st := decodeState{atStart: x.snapStart == 0, endian: x.dec.endian}
		text, _, _, err := x.codec.decode(t, x.snapInput[:mid], false, &st, x.mode_)
		if err != nil {
			return 0, err
		}
		if countChars(text) >= consumed {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo, nil
}

// walkChars returns the byte length of input's first n characters as the
// decoder reads them (a CRLF is one character when translated); ok is
// false for codecs it does not walk.
func (x *textIO) walkChars(input []byte, n int) (int, bool) {
	i := 0
	c := x.codec
	if x.snapStart == 0 {
		switch {
		case c.sig && bytes.HasPrefix(input, []byte("\xef\xbb\xbf")):
			i = 3
		case c.name == "utf-16" || c.name == "utf-32":
			if len(input) >= c.unit {
				u := string(input[:c.unit])
				if u == "\xff\xfe" || u == "\xfe\xff" || u == "\xff\xfe\x00\x00" || u == "\x00\x00\xfe\xff" {
					i = c.unit
				}
			}
		}
	}
	isCR := func(i int) bool {
		if i+c.unit > len(input) {
			return false
		}
		switch c.unit {
		case 1:
			return input[i] == '\r'
		case 2:
			return string(input[i:i+2]) == "\r\x00" && x.dec.endian != 'b' || string(input[i:i+2]) == "\x00\r" && x.dec.endian == 'b'
		}
		return false
	}
	isLF := func(i int) bool {
		if i+c.unit > len(input) {
			return false
		}
		switch c.unit {
		case 1:
			return input[i] == '\n'
		case 2:
			return string(input[i:i+2]) == "\n\x00" && x.dec.endian != 'b' || string(input[i:i+2]) == "\x00\n" && x.dec.endian == 'b'
		}
		return false
	}
	for k := 0; k < n; k++ {
		if i >= len(input) {
			return i, true
		}
		if x.mode_.translate && isCR(i) && isLF(i+c.unit) {
			i += 2 * c.unit
			continue
		}
		switch {
		case c.unit == 4:
			i += 4
		case c.unit == 2:
			hiByte := input[min(i+1, len(input)-1)]
			if x.dec.endian == 'b' {
				hiByte = input[i]
			}
			if hiByte >= 0xD8 && hiByte <= 0xDB {
				i += 4
			} else {
				i += 2
			}
		case c.name == "utf-8":
			_, w := utf8.DecodeRune(input[i:])
			i += w
		default:
			i++
		}
	}
	return i, true
}

// seek moves to a cookie from tell() (whence 0), or to the end.
func (x *textIO) seek(t *eval.Thread, cookie eval.Value, whence int) (eval.Value, error) {
	if err := x.checkClosed(t); err != nil {
		return nil, err
	}
	pos, isInt := cookie.(eval.Int)
	if !isInt {
		if b, ok := cookie.(eval.Bool); ok {
			pos, isInt = 0, true
			if b {
				pos = 1
			}
		}
	}
	switch whence {
	case 1:
		if !isInt || pos != 0 {
			return nil, unsupported("can't do nonzero cur-relative seeks")
		}
		n, err := x.tell(t)
		if err != nil {
			return nil, err
		}
		pos = eval.Int(n)
	case 2:
		if !isInt || pos != 0 {
			return nil, unsupported("can't do nonzero end-relative seeks")
		}
		x.resetDecoder()
		x.telling = true
		n, err := x.buffer.streamSeek(t, 0, 2)
		if err != nil {
			return nil, err
		}
		x.bomWritten = n != 0
		return eval.MakeInt(n), nil
	case 0:
	default:
		return nil, eval.Errorf(eval.ValueErrorType, "invalid whence (%d, should be 0, 1 or 2)", whence)
	}
	if !isInt {
		if _, big := eval.AsBig(cookie); !big {
			return nil, eval.Errorf(eval.TypeErrorType, "'<' not supported between instances of '%s' and 'int'", eval.TypeName(cookie))
		}
		return nil, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to C long")
	}
	if pos < 0 {
		return nil, eval.Errorf(eval.ValueErrorType, "negative seek position %d", int64(pos))
	}
	x.resetDecoder()
	x.telling = true
	if _, err := x.buffer.streamSeek(t, int64(pos), 0); err != nil {
		return nil, err
	}
	x.bomWritten = pos != 0
	return pos, nil
}

// write writes s, translating '\n' and encoding it.
func (x *textIO) write(t *eval.Thread, s *eval.Str) (int, error) {
	if err := x.checkClosed(t); err != nil {
		return 0, err
	}
	if !x.writable() {
		return 0, unsupported("not writable")
	}
	text := s
	if x.writenl != "" && strings.IndexByte(s.String(), '\n') >= 0 {
		src := s.String()
		n := strings.Count(src, "\n")
		b := eval.NewBuilder(t, len(src)+n*(len(x.writenl)-1))
		for {
			i := strings.IndexByte(src, '\n')
			if i < 0 {
				b.WriteString(src)
				break
			}
			b.WriteString(src[:i])
			b.WriteString(x.writenl)
			src = src[i+1:]
		}
		if b.Err() != nil {
			return 0, b.Err()
		}
		text = eval.NewStrT(t, b.String())
	}
	codec := x.codec.name
	bom := ""
	if !x.bomWritten {
		switch {
		case x.codec.sig:
			bom = "\xef\xbb\xbf"
		case codec == "utf-16" || codec == "utf-32":
			// The codec writes the BOM itself.
		}
	}
	if x.bomWritten && (codec == "utf-16" || codec == "utf-32") {
		if x.dec.endian == 'b' {
			codec += "-be"
		} else {
			codec += "-le"
		}
	}
	var data string
	if codec == "utf-8" && (text.IsASCII() || utf8.ValidString(text.String())) {
		data = text.String() // str holds UTF-8: valid UTF-8 (no lone surrogate) is its encoding
	} else {
		var err error
		if data, err = eval.Encode(t, text, codec, x.codec.errors); err != nil {
			return 0, err
		}
	}
	if bom != "" {
		var err error
		if data, err = eval.Join(t, []string{bom, data}, ""); err != nil {
			return 0, err
		}
	}
	// What was read ahead is dropped: the write goes to the buffer's
	// position, as CPython's does.
	x.resetDecoder()
	// data is only read: the file system copies it.
	if _, err := x.buffer.streamWrite(t, unsafe.Slice(unsafe.StringData(data), len(data))); err != nil {
		return 0, err
	}
	if len(data) > 0 {
		x.bomWritten = true
	}
	return s.Len(), nil
}

func textIOMethods() map[string]fn {
	self := func(v eval.Value) *textIO { return v.(*textIO) }
	return map[string]fn{
		"read": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			n, err := sizeArg(t, "read", args, kw)
			if err != nil {
				return nil, err
			}
			return self(v).read(t, n)
		},
		"readline": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			n, err := intSize(t, "readline", args, kw)
			if err != nil {
				return nil, err
			}
			return self(v).readline(t, n)
		},
		"readlines": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return readlines(t, v, args, kw, func() error { return self(v).checkClosed(t) })
		},
		"write": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("write", args, kw, 1, 1); err != nil {
				return nil, err
			}
			s, ok := eval.As[*eval.Str](args[0])
			if !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "write() argument must be str, not %s", eval.ArgTypeName(args[0]))
			}
			n, err := self(v).write(t, s)
			if err != nil {
				return nil, err
			}
			return eval.Int(n), nil
		},
		"writelines": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return writelines(t, v, args, kw, func() error { return self(v).checkClosed(t) })
		},
		"seek": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("seek", args, kw, 1, 2); err != nil {
				return nil, err
			}
			whence := 0
			if len(args) == 2 {
				var err error
				if whence, err = eval.AsInt(t, args[1]); err != nil {
					return nil, err
				}
			}
			return self(v).seek(t, args[0], whence)
		},
		"tell": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("tell", args, kw, 0, 0); err != nil {
				return nil, err
			}
			n, err := self(v).tell(t)
			if err != nil {
				return nil, err
			}
			return eval.MakeInt(n), nil
		},
		"truncate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.checkClosed(t); err != nil {
				return nil, err
			}
			if !x.writable() {
				return nil, unsupported("truncate")
			}
			x.telling = true
			pos, err := x.buffer.streamTell(t)
			if err != nil {
				return nil, err
			}
			size, err := truncateArg(t, args, kw, pos)
			if err != nil {
				return nil, err
			}
			n, err := x.buffer.streamTruncate(t, size)
			if err != nil {
				return nil, err
			}
			return eval.MakeInt(n), nil
		},
		"flush": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.checkClosed(t); err != nil {
				return nil, err
			}
			x.telling = true
			return eval.None, nil
		},
		"close": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.attached(); err != nil {
				return nil, err
			}
			return eval.None, x.buffer.streamClose(t)
		},
		"detach": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.checkClosed(t); err != nil {
				return nil, err
			}
			b := x.buffer
			x.buffer = nil
			return b.streamValue(), nil
		},
		"readable": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.attached(); err != nil {
				return nil, err
			}
			return callMethod(t, x.buffer.streamValue(), "readable")
		},
		"writable": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.attached(); err != nil {
				return nil, err
			}
			return callMethod(t, x.buffer.streamValue(), "writable")
		},
		"seekable": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.attached(); err != nil {
				return nil, err
			}
			return callMethod(t, x.buffer.streamValue(), "seekable")
		},
		"isatty": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.attached(); err != nil {
				return nil, err
			}
			return callMethod(t, x.buffer.streamValue(), "isatty")
		},
		"fileno": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.attached(); err != nil {
				return nil, err
			}
			return callMethod(t, x.buffer.streamValue(), "fileno")
		},
		"__enter__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return v, self(v).checkClosed(t)
		},
		"__exit__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			x := self(v)
			if err := x.attached(); err != nil {
				return nil, err
			}
			return eval.None, x.buffer.streamClose(t)
		},
		"__iter__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return v, self(v).checkClosed(t)
		},
		"__next__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return nextOrStop(self(v).Next(t))
		},
	}
}
