package modules

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"errors"
	"io"
	"path"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"weak"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// The gzip module: gzip files and in-memory compression with Go's
// compress/gzip (the compressed bytes are not zlib's, byte for byte:
// sizes differ; what decompresses is the same). Decompression is done in
// chunks charged to the memory budget and counted as work, so a small
// bomb ends in MemoryError, not in an exhausted host.

// BadGzipFileType is gzip.BadGzipFile.
var BadGzipFileType = newExceptionType("gzip", "BadGzipFile", eval.OSErrorType)

// gzipProps are GzipFile's attributes.
var gzipProps = map[string]prop{
	"name": func(t *eval.Thread, v eval.Value) (eval.Value, error) { return v.(*gzipFile).nameValue(t) },
	"mode": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		if v.(*gzipFile).writing {
			return eval.Int(2), nil
		}
		return eval.Int(1), nil
	},
	"closed": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		return eval.MakeBool(v.(*gzipFile).closed), nil
	},
	"fileobj": func(t *eval.Thread, v eval.Value) (eval.Value, error) { return v.(*gzipFile).fileobjValue(), nil },
	"mtime": func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		g := v.(*gzipFile)
		if g.zr != nil {
			return eval.MakeInt(g.zr.Header.ModTime.Unix()), nil
		}
		return eval.None, nil
	},
}

const (
	gzipChunk       = 64 << 10 // decompressed bytes read at a time
	gzipWriterBytes = 1 << 20  // a generous charge for a flate writer's state
	gzipReaderBytes = 64 << 10 // and a reader's
)

// gzipFile is gzip.GzipFile over a binary stream.
type gzipFile struct {
	typ     *eval.Type // the interpreter's GzipFile
	src     binStream
	own     bool // the stream was opened by the GzipFile (closed with it)
	writing bool
	closed  bool
	name    eval.Value // nil: the stream's

	// Reading: zr decompresses what rd reads from src, from start.
	rd     *streamReader
	zr     *gzip.Reader
	start  int64
	buf    []byte // decompressed, not yet consumed: buf[pos:]
	pos    int
	offset int64 // uncompressed position
	eof    bool

	// Writing.
	wr   *streamWriter
	zw   *gzip.Writer
	done *gzipDone // closed: the cleanup has nothing to do
}

// gzipDone tells a dropped GzipFile's cleanup that it was closed. mu is
// held while a dropped GzipFile is being finished (finishGzip), so that
// whoever opens its file next waits for the trailer (finishDropped):
// closed is set as the finishing starts, and the collector's cleanup
// goroutine may still be writing when the program opens the file.
type gzipDone struct {
	closed atomic.Bool
	mu     sync.Mutex
}

// wait returns once no finishing of the GzipFile is in progress.
func (d *gzipDone) wait() {
	d.mu.Lock()
	//lint:ignore SA2001 an empty critical section: waiting for the holder is the point
	d.mu.Unlock()
}

// gzipFinish is what the cleanup of a dropped GzipFile needs (not the
// GzipFile itself, which it would keep alive).
type gzipFinish struct {
	zw   *gzip.Writer
	wr   *streamWriter
	src  binStream
	done *gzipDone
}

// pendingGzip is a GzipFile writing a file opened by name.
type pendingGzip struct {
	path string // the file's absolute guest path
	g    weak.Pointer[gzipFile]
	fin  gzipFinish
}

// trackGzip remembers a GzipFile writing a file by name, so that opening
// the file again finishes it first if the program dropped it
// (finishDropped).
func (o *Options) trackGzip(g *gzipFile, fin gzipFinish) {
	name, ok := g.src.(*buffered)
	if !ok || name.raw == nil {
		return
	}
	o.state.pending = append(o.state.pending, pendingGzip{path: name.raw.f.Path(), g: weak.Make(g), fin: fin})
}

// finishDropped completes the dropped GzipFiles writing the file at abs
// before it is opened: CPython would have closed them when their last
// reference went, so the file is whole when read again.
func (o *Options) finishDropped(abs string) {
	if o.state == nil || len(o.state.pending) == 0 {
		return
	}
	kept := o.state.pending[:0]
	collected := false
	for _, p := range o.state.pending {
		if p.fin.done.closed.Load() {
			if p.path == abs {
				// Closed by the program, or being finished by the
				// collector's cleanup: wait until its trailer is out.
				p.fin.done.wait()
			}
			continue
		}
		if p.path == abs && !collected {
			runtime.GC() // the dropped ones read nil afterwards
			collected = true
		}
		if p.path == abs && p.g.Value() == nil {
			finishGzip(p.fin)
			continue
		}
		kept = append(kept, p)
	}
	clear(o.state.pending[len(kept):])
	o.state.pending = kept
}

// finishGzip completes and closes a GzipFile the program dropped. It
// runs on the collector's goroutine, outside any run: the file system
// serialises it with the program's own operations, and the stream is the
// GzipFile's own (opened by name), which nothing else holds.
func finishGzip(f gzipFinish) {
	f.done.mu.Lock()
	defer f.done.mu.Unlock()
	if f.done.closed.Swap(true) {
		return
	}
	f.wr.t = nil
	f.zw.Close()
	//limiterr:ok a cleanup after the program dropped the file: no one to report to
	f.src.streamClose(nil)
}

func (g *gzipFile) Type() *eval.Type { return g.typ }

// gzipType returns the interpreter's GzipFile class: its constructor
// opens files by name in the interpreter's file system.
func (o *Options) gzipType() *eval.Type {
	if o.state == nil {
		o.state = &moduleState{}
	}
	if o.state.gzip != nil {
		return o.state.gzip
	}
	typ := newIOType("gzip", "GzipFile", gzipMethods(), gzipProps)
	typ.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		g := v.(*gzipFile)
		inner, err := eval.Repr(t, g.src.streamValue())
		if err != nil {
			return "", err
		}
		inner = strings.TrimSuffix(strings.TrimPrefix(inner, "<"), ">")
		return "<gzip " + inner + " " + t.Interp.FakeAddress(v) + ">", nil
	}
	typ.Iter = func(t *eval.Thread, v eval.Value) (eval.Iterator, error) {
		if err := v.(*gzipFile).checkOpen(); err != nil {
			return nil, err
		}
		return v.(*gzipFile), nil
	}
	// GzipFile(filename=None, mode=None, compresslevel=9, fileobj=None, mtime=None)
	typ.New = func(t *eval.Thread, _ *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		var filename, mode, fileobj, mtime eval.Value = eval.None, eval.None, eval.None, eval.None
		level := 9
		if err := eval.UnpackArgs(t, "GzipFile", args, kw, "filename?", &filename, "mode?", &mode,
			"compresslevel?", &level, "fileobj?", &fileobj, "mtime?", &mtime); err != nil {
			return nil, err
		}
		return newGzipFile(t, o, filename, mode, level, fileobj, mtime)
	}
	o.state.gzip = typ
	return typ
}

// streamReader reads a binary stream for Go's decompressor; the Python
// error that stopped it is kept in err.
type streamReader struct {
	t   *eval.Thread
	s   binStream
	err error
}

func (r *streamReader) Read(p []byte) (int, error) {
	if len(p) > bufSize {
		p = p[:bufSize]
	}
	b, err := r.s.streamRead1(r.t, len(p))
	if err != nil {
		r.err = err
		return 0, err
	}
	if len(b) == 0 {
		return 0, io.EOF
	}
	return copy(p, b), nil
}

// streamWriter writes compressed bytes to a binary stream.
type streamWriter struct {
	t   *eval.Thread
	s   binStream
	err error
}

func (w *streamWriter) Write(p []byte) (int, error) {
	done := 0
	for done < len(p) {
		n, err := w.s.streamWrite(w.t, p[done:])
		if err != nil {
			w.err = err
			return done, err
		}
		if n <= 0 {
			w.err = eval.Errorf(eval.OSErrorType, "the underlying stream wrote nothing")
			return done, w.err
		}
		done += n
	}
	return done, nil
}

func (g *gzipFile) nameValue(t *eval.Thread) (eval.Value, error) {
	if g.name != nil {
		return g.name, nil
	}
	v, err := g.src.streamName(t)
	if err != nil || v == nil {
		return eval.NewStr(""), err
	}
	return v, nil
}

func (g *gzipFile) fileobjValue() eval.Value {
	if g.closed {
		return eval.None
	}
	return g.src.streamValue()
}

func (g *gzipFile) checkOpen() error {
	if g.closed {
		return errClosed(closedRaw)
	}
	return nil
}

func (g *gzipFile) checkRead() error {
	if err := g.checkOpen(); err != nil {
		return err
	}
	if g.writing {
		return eval.NewOSErrorMsg(9, "read() on write-only GzipFile object")
	}
	return nil
}

func (g *gzipFile) checkWrite() error {
	if err := g.checkOpen(); err != nil {
		return err
	}
	if !g.writing {
		return eval.NewOSErrorMsg(9, "write() on read-only GzipFile object")
	}
	return nil
}

// gzipError converts an error of compress/gzip or of the stream.
func gzipError(err, pyErr error, magic []byte) error {
	if pyErr != nil {
		return pyErr
	}
	switch {
	case err == nil:
		return nil
	case errors.Is(err, gzip.ErrHeader):
		return eval.Errorf(BadGzipFileType, "Not a gzipped file (%s)", pyrepr.Bytes(string(magic)))
	case errors.Is(err, gzip.ErrChecksum):
		return eval.Errorf(BadGzipFileType, "CRC check failed")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return eval.Errorf(eval.EOFErrorType, "Compressed file ended before the end-of-stream marker was reached")
	}
	var corrupt flate.CorruptInputError
	if errors.As(err, &corrupt) {
		return eval.Errorf(BadGzipFileType, "invalid compressed data")
	}
	var lim *eval.LimitError
	var exc *eval.Exception
	if errors.As(err, &lim) || errors.As(err, &exc) {
		return err
	}
	return eval.Errorf(BadGzipFileType, "%s", err.Error())
}

// fill decompresses the next chunk into buf (empty at the end).
func (g *gzipFile) fill(t *eval.Thread) error {
	g.buf, g.pos = g.buf[:0], 0
	if g.eof {
		return nil
	}
	g.rd.t = t
	if g.zr == nil {
		if err := eval.Reserve(t, gzipReaderBytes); err != nil {
			return err
		}
		zr, err := gzip.NewReader(g.rd)
		if err != nil {
			if err == io.EOF { // an empty file holds no member
				g.eof = true
				return nil
			}
			if g.rd.err != nil {
				return g.rd.err
			}
			if magic := g.magic(t); len(magic) == 2 && string(magic) != "\x1f\x8b" {
				err = gzip.ErrHeader
			}
			return gzipError(err, nil, g.magic(t))
		}
		g.zr = zr
	}
	if cap(g.buf) < gzipChunk {
		b, err := eval.MakeCap[byte](t, 0, gzipChunk)
		if err != nil {
			return err
		}
		g.buf = b
	}
	n, err := io.ReadFull(g.zr, g.buf[:gzipChunk])
	g.buf = g.buf[:n]
	if err := t.Work(int64(n) / 1024); err != nil {
		return err
	}
	switch {
	case err == io.EOF || err == io.ErrUnexpectedEOF && n > 0 && g.rd.err == nil && isCleanEOF(g.zr):
		g.eof = true
	case err != nil && err != io.ErrUnexpectedEOF:
		return gzipError(err, g.rd.err, nil)
	case err == io.ErrUnexpectedEOF:
		// A short read: the member ended, or the data did.
		g.eof = true
		if _, err2 := g.zr.Read(nil); err2 != nil && err2 != io.EOF {
			return gzipError(err2, g.rd.err, nil)
		}
	}
	return nil
}

// isCleanEOF reports whether the decompressor ended at the end of its
// data (a short final chunk).
func isCleanEOF(zr *gzip.Reader) bool {
	var one [1]byte
	n, err := zr.Read(one[:])
	return n == 0 && err == io.EOF
}

// magic returns the stream's first bytes, for the "Not a gzipped file"
// message.
func (g *gzipFile) magic(t *eval.Thread) []byte {
	if _, err := g.src.streamSeek(t, g.start, 0); err != nil {
		return nil
	}
	b, err := g.src.streamRead1(t, 2)
	if err != nil {
		return nil
	}
	return []byte(b)
}

func (g *gzipFile) unread() int { return len(g.buf) - g.pos }

// read reads n decompressed bytes (n < 0: all).
func (g *gzipFile) read(t *eval.Thread, n int) (eval.Bytes, error) {
	hint := 0
	if n > 0 {
		hint = min(n, 16<<20) // what the program asked for, charged once
	}
	out := eval.NewBuilder(t, hint)
	//workloop:bounded each round writes the unread bytes (charged, error checked) or fills the buffer (charged), and stops at the end of the stream
	for n < 0 || out.Len() < n {
		if g.unread() == 0 {
			if err := g.fill(t); err != nil {
				return "", err
			}
			if g.unread() == 0 {
				break
			}
		}
		k := g.unread()
		if n >= 0 && out.Len()+k > n {
			k = n - out.Len()
		}
		out.Write(g.buf[g.pos : g.pos+k])
		if out.Err() != nil {
			return "", out.Err()
		}
		g.pos += k
		g.offset += int64(k)
	}
	return eval.Bytes(out.String()), nil
}

// readline reads up to and including b'\n'.
func (g *gzipFile) readline(t *eval.Thread, limit int) (eval.Bytes, error) {
	out := eval.NewBuilder(t, 0)
	//workloop:bounded each round writes the unread bytes (charged, error checked) or fills the buffer (charged), and stops at the end of the stream
	for limit < 0 || out.Len() < limit {
		if g.unread() == 0 {
			if err := g.fill(t); err != nil {
				return "", err
			}
			if g.unread() == 0 {
				break
			}
		}
		chunk := g.buf[g.pos:]
		if limit >= 0 && out.Len()+len(chunk) > limit {
			chunk = chunk[:limit-out.Len()]
		}
		done := false
		if i := bytes.IndexByte(chunk, '\n'); i >= 0 {
			chunk, done = chunk[:i+1], true
		}
		out.Write(chunk)
		if out.Err() != nil {
			return "", out.Err()
		}
		g.pos += len(chunk)
		g.offset += int64(len(chunk))
		if done {
			break
		}
	}
	return eval.Bytes(out.String()), nil
}

func (g *gzipFile) Next(t *eval.Thread) (eval.Value, error) {
	if err := g.checkRead(); err != nil {
		return nil, err
	}
	line, err := g.readline(t, -1)
	if err != nil || len(line) == 0 {
		return nil, err
	}
	return line, nil
}

func (g *gzipFile) write(t *eval.Thread, p []byte) (int, error) {
	if err := t.Work(int64(len(p)) / 256); err != nil {
		return 0, err
	}
	g.wr.t = t
	if werr, lerr := deflateWrite(t, g.zw, p); lerr != nil {
		return 0, lerr
	} else if werr != nil {
		return 0, gzipError(werr, g.wr.err, nil)
	}
	g.offset += int64(len(p))
	return len(p), nil
}

func (g *gzipFile) close(t *eval.Thread) error {
	if g.closed {
		return nil
	}
	g.closed = true
	if g.done != nil {
		g.done.closed.Store(true)
	}
	var err error
	if g.writing {
		g.wr.t = t
		if cerr := g.zw.Close(); cerr != nil {
			err = gzipError(cerr, g.wr.err, nil)
		}
	}
	if g.own {
		if cerr := g.src.streamClose(t); err == nil {
			err = cerr
		}
	}
	return err
}

// seek moves in the decompressed data: forward by reading, backward by
// starting again; in write mode only forward, writing zeros.
func (g *gzipFile) seek(t *eval.Thread, off int64, whence int) (int64, error) {
	if err := g.checkOpen(); err != nil {
		return 0, err
	}
	switch whence {
	case 0:
	case 1:
		off += g.offset
	case 2:
		if g.writing {
			return 0, eval.Errorf(eval.ValueErrorType, "Seek from end not supported")
		}
		// To the end: read everything.
		for {
			if _, err := g.read(t, gzipChunk); err != nil {
				return 0, err
			}
			if g.eof && g.unread() == 0 {
				break
			}
		}
		off += g.offset
	default:
		return 0, eval.Errorf(eval.ValueErrorType, "Invalid whence (%d, should be 0, 1 or 2)", whence)
	}
	if g.writing {
		if off < g.offset {
			return 0, eval.Errorf(eval.OSErrorType, "Negative seek in write mode")
		}
		zeros, err := eval.Make[byte](t, int(min(off-g.offset, gzipChunk)))
		if err != nil {
			return 0, err
		}
		for g.offset < off {
			k := min(int64(len(zeros)), off-g.offset)
			if _, err := g.write(t, zeros[:k]); err != nil {
				return 0, err
			}
		}
		return g.offset, nil
	}
	if off < g.offset {
		if err := g.rewind(t); err != nil {
			return 0, err
		}
	}
	for g.offset < off {
		b, err := g.read(t, int(min(off-g.offset, gzipChunk)))
		if err != nil {
			return 0, err
		}
		if len(b) == 0 {
			break
		}
	}
	return g.offset, nil
}

// rewind starts reading again from the beginning.
func (g *gzipFile) rewind(t *eval.Thread) error {
	if _, err := g.src.streamSeek(t, g.start, 0); err != nil {
		return err
	}
	g.zr, g.buf, g.pos, g.offset, g.eof = nil, g.buf[:0], 0, 0, false
	return nil
}

// The GzipFile as the stream of a TextIOWrapper (gzip.open's text mode).

func (g *gzipFile) streamRead1(t *eval.Thread, n int) (eval.Bytes, error) {
	if err := g.checkRead(); err != nil {
		return "", err
	}
	if g.unread() == 0 {
		if err := g.fill(t); err != nil {
			return "", err
		}
	}
	k := min(n, g.unread())
	out, err := eval.BytesOf(t, g.buf[g.pos:g.pos+k])
	if err != nil {
		return "", err
	}
	g.pos += k
	g.offset += int64(k)
	return out, nil
}

func (g *gzipFile) streamReadAll(t *eval.Thread) (eval.Bytes, error) {
	if err := g.checkRead(); err != nil {
		return "", err
	}
	return g.read(t, -1)
}

func (g *gzipFile) streamWrite(t *eval.Thread, p []byte) (int, error) {
	if err := g.checkWrite(); err != nil {
		return 0, err
	}
	return g.write(t, p)
}

func (g *gzipFile) streamTell(t *eval.Thread) (int64, error) { return g.offset, g.checkOpen() }
func (g *gzipFile) streamSeek(t *eval.Thread, pos int64, whence int) (int64, error) {
	return g.seek(t, pos, whence)
}
func (g *gzipFile) streamTruncate(t *eval.Thread, size int64) (int64, error) {
	return 0, unsupported("truncate")
}
func (g *gzipFile) streamClose(t *eval.Thread) error              { return g.close(t) }
func (g *gzipFile) streamClosed(t *eval.Thread) (bool, error)     { return g.closed, nil }
func (g *gzipFile) streamName(t *eval.Thread) (eval.Value, error) { return g.nameValue(t) }
func (g *gzipFile) streamReadable() bool                          { return !g.writing }
func (g *gzipFile) streamWritable() bool                          { return g.writing }
func (g *gzipFile) streamValue() eval.Value                       { return g }

// newGzipFile opens a GzipFile: on the file named filename (a path or
// None) or on fileobj.
func newGzipFile(t *eval.Thread, o *Options, filename, mode eval.Value, level int, fileobj, mtime eval.Value) (*gzipFile, error) {
	m := ""
	if mode != nil && mode != eval.None {
		s, ok := eval.As[*eval.Str](mode)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "mode must be str, not %s", eval.TypeName(mode))
		}
		m = s.String()
		if strings.ContainsRune(m, 't') || strings.ContainsRune(m, 'U') {
			return nil, eval.Errorf(eval.ValueErrorType, "Invalid mode: %s", pyQuote(m))
		}
	}
	if m != "" && !strings.ContainsRune(m, 'b') {
		m += "b"
	}
	g := &gzipFile{typ: o.gzipType()}
	if fileobj == nil || fileobj == eval.None {
		if filename == nil || filename == eval.None {
			return nil, eval.Errorf(eval.TypeErrorType, "GzipFile needs a filename or a fileobj")
		}
		if m == "" {
			m = "rb"
		}
		pm, err := parseMode(m)
		if err != nil {
			return nil, err
		}
		raw, err := openRaw(t, o, filename, pm, true)
		if err != nil {
			return nil, err
		}
		kind := bufReader
		if !pm.reading {
			kind = bufWriter
		}
		g.src, g.own = newBuffered(raw, kind), true
	} else {
		var err error
		if g.src, err = asBinStream(t, fileobj); err != nil {
			return nil, err
		}
		if m == "" {
			if v, err := eval.GetAttr(t, fileobj, "mode"); err == nil {
				if s, ok := eval.As[*eval.Str](v); ok {
					m = s.String()
				}
			}
			if m == "" {
				m = "rb"
			}
		}
		if filename != nil && filename != eval.None {
			g.name = filename
		}
	}
	switch m[0] {
	case 'r':
	case 'w', 'a', 'x':
		g.writing = true
	default:
		return nil, eval.Errorf(eval.ValueErrorType, "Invalid mode: %s", pyQuote(m))
	}
	if g.writing {
		if level < -1 || level > 9 {
			return nil, eval.Errorf(eval.ValueErrorType, "Invalid initialization option")
		}
		if err := eval.Reserve(t, gzipWriterBytes); err != nil {
			return nil, err
		}
		g.wr = &streamWriter{t: t, s: g.src}
		zw, _ := gzip.NewWriterLevel(g.wr, level)
		zw.OS = 255
		if mtime == nil || mtime == eval.None {
			zw.ModTime = o.Now()
		} else {
			secs, err := eval.AsInt64(t, mtime)
			if err != nil {
				return nil, err
			}
			if secs != 0 {
				zw.ModTime = time.Unix(secs, 0)
			}
		}
		if name, err := g.nameValue(t); err == nil {
			if s, ok := eval.As[*eval.Str](name); ok {
				zw.Name = strings.TrimSuffix(path.Base(s.String()), ".gz")
				if s.String() == "" {
					zw.Name = ""
				}
			}
		}
		g.zw = zw
		if g.own {
			// A GzipFile the program drops unclosed is completed when Go's
			// collector finds it, as CPython's reference counting closes
			// it: its last block and trailer are written then.
			g.done = &gzipDone{}
			fin := gzipFinish{zw: zw, wr: g.wr, src: g.src, done: g.done}
			runtime.AddCleanup(g, finishGzip, fin)
			o.trackGzip(g, fin)
		}
	} else {
		g.rd = &streamReader{t: t, s: g.src}
		if pos, err := g.src.streamTell(t); err == nil {
			g.start = pos
		}
	}
	return g, nil
}

// asBinStream returns the stream of a binary file object.
func asBinStream(t *eval.Thread, v eval.Value) (binStream, error) {
	switch f := v.(type) {
	case *buffered:
		return f, nil
	case *fileIO:
		kind := bufReader
		switch {
		case f.readable && f.writable:
			kind = bufRandom
		case f.writable:
			kind = bufWriter
		}
		return newBuffered(f, kind), nil
	case *gzipFile:
		return f, nil
	case *textIO:
		return nil, eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not 'str'")
	}
	return newPyStream(t, v)
}

func gzipMethods() map[string]fn {
	self := func(v eval.Value) *gzipFile { return v.(*gzipFile) }
	return map[string]fn{
		"read": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			n, err := sizeArg(t, "read", args, kw)
			if err != nil {
				return nil, err
			}
			if err := self(v).checkRead(); err != nil {
				return nil, err
			}
			return self(v).read(t, n)
		},
		"read1": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			n, err := sizeArg(t, "read1", args, kw)
			if err != nil {
				return nil, err
			}
			if n < 0 {
				n = bufSize
			}
			return self(v).streamRead1(t, n)
		},
		"peek": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if _, err := sizeArg(t, "peek", args, kw); err != nil {
				return nil, err
			}
			g := self(v)
			if err := g.checkRead(); err != nil {
				return nil, err
			}
			if g.unread() == 0 {
				if err := g.fill(t); err != nil {
					return nil, err
				}
			}
			return eval.BytesOf(t, g.buf[g.pos:])
		},
		"readline": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			n, err := sizeArg(t, "readline", args, kw)
			if err != nil {
				return nil, err
			}
			if err := self(v).checkRead(); err != nil {
				return nil, err
			}
			return self(v).readline(t, n)
		},
		"readlines": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return readlines(t, v, args, kw, self(v).checkRead)
		},
		"write": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("write", args, kw, 1, 1); err != nil {
				return nil, err
			}
			if err := self(v).checkWrite(); err != nil {
				return nil, err
			}
			p, err := bytesArg(args[0])
			if err != nil {
				return nil, err
			}
			n, err := self(v).write(t, p)
			if err != nil {
				return nil, err
			}
			return eval.Int(n), nil
		},
		"writelines": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return writelines(t, v, args, kw, self(v).checkWrite)
		},
		"seek": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			off, whence, err := seekArgs(t, args, kw)
			if err != nil {
				return nil, err
			}
			n, err := self(v).seek(t, off, whence)
			if err != nil {
				return nil, err
			}
			return eval.MakeInt(n), nil
		},
		"tell": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := self(v).checkOpen(); err != nil {
				return nil, err
			}
			return eval.MakeInt(self(v).offset), nil
		},
		"rewind": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := self(v).checkRead(); err != nil {
				return nil, err
			}
			return eval.None, self(v).rewind(t)
		},
		"flush": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			g := self(v)
			if err := g.checkOpen(); err != nil {
				return nil, err
			}
			if g.writing {
				g.wr.t = t
				if err := g.zw.Flush(); err != nil {
					return nil, gzipError(err, g.wr.err, nil)
				}
			}
			return eval.None, nil
		},
		"close": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return eval.None, self(v).close(t)
		},
		"readable": boolMethod(func(v eval.Value) (bool, error) { return !self(v).writing, self(v).checkOpen() }),
		"writable": boolMethod(func(v eval.Value) (bool, error) { return self(v).writing, self(v).checkOpen() }),
		"seekable": boolMethod(func(v eval.Value) (bool, error) { return true, nil }),
		"isatty":   boolMethod(func(v eval.Value) (bool, error) { return false, self(v).checkOpen() }),
		"fileno": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return nil, unsupported("fileno: files of the sandbox have no descriptor")
		},
		"__enter__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return v, self(v).checkOpen()
		},
		"__exit__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return eval.None, self(v).close(t)
		},
		"__iter__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return v, self(v).checkOpen()
		},
		"__next__": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return nextOrStop(self(v).Next(t))
		},
	}
}

func loadGzip(t *eval.Thread, o *Options) (*eval.Module, error) {
	m := newModule("gzip", map[string]fn{
		// open(filename, mode='rb', compresslevel=9, encoding=None, errors=None, newline=None)
		"open": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var filename, modeV, encV, errV, nlV eval.Value
			level := 9
			if err := eval.UnpackArgs(t, "open", args, kw, "filename", &filename, "mode?", &modeV, "compresslevel?", &level,
				"encoding?", &encV, "errors?", &errV, "newline?", &nlV); err != nil {
				return nil, err
			}
			mode := "rb"
			if modeV != nil {
				s, ok := eval.As[*eval.Str](modeV)
				if !ok {
					return nil, eval.Errorf(eval.TypeErrorType, "mode must be str, not %s", eval.TypeName(modeV))
				}
				mode = s.String()
			}
			encoding, hasEnc, err := strOrNone("open", "encoding", encV)
			if err != nil {
				return nil, err
			}
			errorsName, hasErr, err := strOrNone("open", "errors", errV)
			if err != nil {
				return nil, err
			}
			newline, hasNL, err := strOrNone("open", "newline", nlV)
			if err != nil {
				return nil, err
			}
			text := strings.ContainsRune(mode, 't')
			if text {
				if strings.ContainsRune(mode, 'b') {
					return nil, eval.Errorf(eval.ValueErrorType, "Invalid mode: %s", pyQuote(mode))
				}
			} else {
				switch {
				case hasEnc:
					return nil, eval.Errorf(eval.ValueErrorType, "Argument 'encoding' not supported in binary mode")
				case hasErr:
					return nil, eval.Errorf(eval.ValueErrorType, "Argument 'errors' not supported in binary mode")
				case hasNL:
					return nil, eval.Errorf(eval.ValueErrorType, "Argument 'newline' not supported in binary mode")
				}
			}
			gzMode := strings.ReplaceAll(mode, "t", "") //allocpath:ok a mode string, checked by parseMode to hold a few characters
			var fileobj eval.Value
			switch filename.(type) {
			case *eval.Str, eval.Bytes:
			default:
				if _, ok := eval.As[*eval.Str](filename); !ok && filename.Type().Lookup("__fspath__") == nil {
					if _, err := eval.GetAttr(t, filename, "read"); err != nil {
						if _, err := eval.GetAttr(t, filename, "write"); err != nil {
							return nil, eval.Errorf(eval.TypeErrorType, "filename must be a str or bytes object, or a file")
						}
					}
					fileobj, filename = filename, nil
				}
			}
			g, err := newGzipFile(t, o, filename, str(t, gzMode), level, fileobj, nil)
			if err != nil {
				return nil, err
			}
			if !text {
				return g, nil
			}
			var nl *string
			if hasNL {
				nl = &newline
			}
			return newTextIO(t, g, encoding, errorsName, nl, false)
		},
		"compress": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var data eval.Value
			var mtime eval.Value = eval.None
			level := 9
			if err := eval.UnpackArgs(t, "compress", args, kw, "data", &data, "compresslevel?", &level, "$mtime?", &mtime); err != nil {
				return nil, err
			}
			p, err := bytesArg(data)
			if err != nil {
				return nil, err
			}
			if level < -1 || level > 9 {
				return nil, eval.Errorf(eval.ValueErrorType, "Invalid initialization option")
			}
			if err := eval.Reserve(t, gzipWriterBytes); err != nil {
				return nil, err
			}
			out := &builderWriter{b: eval.NewBuilder(t, len(p)/4+64)}
			zw, _ := gzip.NewWriterLevel(out, level)
			zw.OS = 255
			if mtime == eval.None {
				zw.ModTime = o.Now()
			} else if secs, err := eval.AsInt64(t, mtime); err != nil {
				return nil, err
			} else if secs != 0 {
				zw.ModTime = time.Unix(secs, 0)
			}
			werr, lerr := deflateWrite(t, zw, p)
			if lerr != nil {
				return nil, lerr
			}
			if out.b.Err() != nil {
				return nil, out.b.Err()
			}
			if werr != nil {
				return nil, werr
			}
			zw.Close()
			if out.b.Err() != nil {
				return nil, out.b.Err()
			}
			return eval.Bytes(out.b.String()), nil
		},
		"decompress": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("decompress", args, kw, 1, 1); err != nil {
				return nil, err
			}
			p, err := bytesArg(args[0])
			if err != nil {
				return nil, err
			}
			if err := eval.Reserve(t, gzipReaderBytes); err != nil {
				return nil, err
			}
			zr, err := gzip.NewReader(bytes.NewReader(p))
			if err != nil {
				if err == io.EOF {
					return eval.Bytes(""), nil
				}
				if len(p) >= 2 && string(p[:2]) != "\x1f\x8b" {
					err = gzip.ErrHeader
				}
				return nil, gzipError(err, nil, p[:min(2, len(p))])
			}
			out, err := drainCharged(t, zr, 0, nil)
			if err != nil {
				return nil, gzipError(err, nil, nil)
			}
			return eval.Bytes(out), nil //allocpath:ok drainCharged builds it in an eval.Builder (charged)
		},
	})
	m.Attrs.Set("GzipFile", o.gzipType())
	m.Attrs.Set("BadGzipFile", BadGzipFileType)
	m.Attrs.Set("READ", eval.Int(1))
	m.Attrs.Set("WRITE", eval.Int(2))
	return m, nil
}

// drainCharged reads src to its end into a charged buffer (room for
// hint bytes first), counting the work, feeding sum if not nil. Charge
// and limit errors come back as they are.
func drainCharged(t *eval.Thread, src io.Reader, hint int, sum io.Writer) (string, error) {
	out := eval.NewBuilder(t, hint)
	chunk := make([]byte, gzipChunk)
	for {
		n, err := src.Read(chunk)
		out.Write(chunk[:n])
		if out.Err() != nil {
			return "", out.Err()
		}
		if sum != nil {
			sum.Write(chunk[:n])
		}
		if werr := t.Work(int64(n)/1024 + 1); werr != nil {
			return "", werr
		}
		if err == io.EOF {
			return out.String(), nil
		}
		if err != nil {
			return "", err
		}
	}
}

// builderWriter is an io.Writer appending to a charged Builder.
type builderWriter struct{ b eval.Builder }

func (w *builderWriter) Write(p []byte) (int, error) { return w.b.Write(p) }
