package modules

import (
	"errors"
	"os"
	"syscall"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/vfs"
)

// Files: the open() builtin and the file classes of the io module, over
// the executor's virtual file system (Options.Files, package vfs), as
// CPython's _io builds them:
//
//   - FileIO (fileio_raw.go), the raw file: reads and writes go straight
//     to the vfs file;
//   - BufferedReader, BufferedWriter, BufferedRandom (fileio_buffered.go):
//     a read-ahead buffer over a FileIO, so that readline and small reads
//     do not each reach the file;
//   - TextIOWrapper (fileio_text.go): decoding in chunks of 8 KiB with an
//     incremental decoder, newline translation, tell/seek cookies.
//
// Writes are not buffered: they reach the file system at once, so a file
// the program never closes (open('out.txt', 'w').write(s), which
// CPython's reference counting closes at once) holds its data, and the
// host reads back what was written. Reads of a whole file are charged
// before the buffer is made. Errors are CPython's: FileNotFoundError:
// [Errno 2] No such file or directory: 'x.csv', io.UnsupportedOperation,
// ValueError: I/O operation on closed file., with the texts of each
// layer.

// UnsupportedOperationType is io.UnsupportedOperation, a subclass of
// both OSError and ValueError.
var UnsupportedOperationType = func() *eval.Type {
	typ := newExceptionType("io", "UnsupportedOperation", eval.OSErrorType)
	typ.Bases = []*eval.Type{eval.OSErrorType, eval.ValueErrorType}
	mro := []*eval.Type{typ}
	for _, m := range eval.OSErrorType.MRO {
		if m == eval.ExceptionType {
			mro = append(mro, eval.ValueErrorType)
		}
		mro = append(mro, m)
	}
	typ.MRO = mro
	return typ
}()

func unsupported(msg string) error { return eval.Errorf(UnsupportedOperationType, "%s", msg) }

// errClosed is the ValueError of an operation on a closed file; the text
// depends on the layer and the operation, as in CPython.
func errClosed(msg string) error { return eval.Errorf(eval.ValueErrorType, "%s", msg) }

const (
	closedRaw   = "I/O operation on closed file"  // FileIO, and what delegates to it
	closedIOB   = "I/O operation on closed file." // IOBase and TextIOWrapper
	detachedMsg = "underlying buffer has been detached"
	rawDetached = "raw stream has been detached"
)

// fsPath converts a path argument as os.fspath does: str, bytes (decoded
// as UTF-8 with surrogateescape; isBytes is set) or an object whose type
// has __fspath__. badType formats the TypeError for other types (it gets
// the type's name).
func fsPath(t *eval.Thread, v eval.Value, badType func(typeName string) error) (path string, orig eval.Value, isBytes bool, err error) {
	orig = v
	switch x := v.(type) {
	case *eval.Str:
		path = x.String()
	case eval.Bytes:
		path, isBytes = fsDecode(string(x)), true
	default:
		if s, ok := eval.As[*eval.Str](v); ok {
			path = s.String()
			break
		}
		if b, ok := eval.As[eval.Bytes](v); ok {
			path, isBytes = fsDecode(string(b)), true
			break
		}
		m := v.Type().Lookup("__fspath__")
		if m == nil {
			return "", nil, false, badType(eval.TypeName(v))
		}
		r, err := callMethod(t, v, "__fspath__")
		if err != nil {
			return "", nil, false, err
		}
		switch y := r.(type) {
		case *eval.Str:
			path, orig = y.String(), y
		case eval.Bytes:
			path, orig, isBytes = fsDecode(string(y)), y, true
		default:
			return "", nil, false, eval.Errorf(eval.TypeErrorType, "expected %s.__fspath__() to return str or bytes, not %s", eval.TypeName(v), eval.TypeName(r))
		}
	}
	for i := 0; i < len(path); i++ {
		if path[i] == 0 {
			return "", nil, false, eval.Errorf(eval.ValueErrorType, "embedded null byte")
		}
	}
	return path, orig, isBytes, nil
}

// callMethod calls v.name() looked up on its type.
func callMethod(t *eval.Thread, v eval.Value, name string, args ...eval.Value) (eval.Value, error) {
	f, err := eval.GetAttr(t, v, name)
	if err != nil {
		return nil, err
	}
	return eval.Call(t, f, args, nil)
}

// fsDecode turns a bytes path into the guest's str path: UTF-8, with the
// bytes that are not UTF-8 kept as they are (the file system compares
// bytes).
func fsDecode(b string) string { return b }

// fsEncodeResult returns a name found in a directory as the program
// asked for names: bytes if its argument was bytes.
func fsResult(t *eval.Thread, name string, isBytes bool) eval.Value {
	if isBytes {
		return eval.Bytes(name)
	}
	if !utf8.ValidString(name) {
		return eval.NewStrT(t, surrogateEscape(name))
	}
	return eval.NewStrT(t, name)
}

// surrogateEscape decodes a host name that is not UTF-8 as CPython's
// os.fsdecode does: each undecodable byte b becomes the lone surrogate
// U+DC00+b.
func surrogateEscape(s string) string {
	out := make([]byte, 0, len(s)+len(s)/2) //allocpath:ok a file name: at most MaxName bytes
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 {
			out = eval.AppendRune(out, 0xDC00+rune(s[i]))
			i++
			continue
		}
		out = append(out, s[i:i+n]...)
		i += n
	}
	return string(out)
}

func expectedPath(typeName string) error {
	return eval.Errorf(eval.TypeErrorType, "expected str, bytes or os.PathLike object, not %s", typeName)
}

// osError turns an error of package vfs into the Python exception
// CPython raises for it: the OSError subclass of the errno, naming the
// path(s) as the program gave them. Limits and Python exceptions pass
// through.
func osError(err error, filename, filename2 eval.Value) error {
	if err == nil {
		return nil
	}
	var lim *eval.LimitError
	var exc *eval.Exception
	if errors.As(err, &lim) || errors.As(err, &exc) {
		return err
	}
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		errno = syscall.EIO
	}
	return eval.NewOSError(eval.Errno(errno), filename, filename2)
}

// fileSystem returns the file system or the error of its absence.
func (o *Options) fileSystem() (*vfs.FS, error) {
	if o.Files == nil {
		return nil, eval.Errorf(eval.OSErrorType, "this interpreter has no file system")
	}
	return o.Files, nil
}

// The open() builtin.

// openMode is a parsed open() mode.
type openMode struct {
	creating, reading, writing, appending, updating, text, binary bool
}

// parseMode parses an open() mode with CPython's checks and messages.
func parseMode(mode string) (openMode, error) {
	var m openMode
	invalid := eval.Errorf(eval.ValueErrorType, "invalid mode: '%s'", mode)
	seen := map[rune]bool{}
	for _, c := range mode {
		if seen[c] {
			return m, invalid
		}
		seen[c] = true
		switch c {
		case 'x':
			m.creating = true
		case 'r':
			m.reading = true
		case 'w':
			m.writing = true
		case 'a':
			m.appending = true
		case '+':
			m.updating = true
		case 't':
			m.text = true
		case 'b':
			m.binary = true
		default:
			return m, invalid
		}
	}
	if m.text && m.binary {
		return m, eval.Errorf(eval.ValueErrorType, "can't have text and binary mode at once")
	}
	n := 0
	for _, b := range []bool{m.creating, m.reading, m.writing, m.appending} {
		if b {
			n++
		}
	}
	if n > 1 {
		return m, eval.Errorf(eval.ValueErrorType, "must have exactly one of create/read/write/append mode")
	}
	return m, nil
}

// rawMode is FileIO's mode string and the os flags for m; the FileIO
// check for a mode with no access ("Must have exactly one of ...").
func (m openMode) raw() (string, int, error) {
	var mode string
	var flag int
	switch {
	case m.creating:
		mode, flag = "xb", os.O_CREATE|os.O_EXCL
	case m.appending:
		mode, flag = "ab", os.O_CREATE|os.O_APPEND
	case m.reading:
		mode = "rb"
	case m.writing:
		mode, flag = "wb", os.O_CREATE|os.O_TRUNC
	default:
		return "", 0, eval.Errorf(eval.ValueErrorType, "Must have exactly one of create/read/write/append mode and at most one plus")
	}
	switch {
	case m.updating:
		flag |= os.O_RDWR
		if m.writing && !m.appending && !m.creating {
			mode = "rb"
		}
		mode += "+"
	case m.reading:
		flag |= os.O_RDONLY
	default:
		flag |= os.O_WRONLY
	}
	return mode, flag, nil
}

// strOrNone unpacks an open() argument that must be str or None.
func strOrNone(fname, pname string, v eval.Value) (string, bool, error) {
	if v == nil || v == eval.None {
		return "", false, nil
	}
	s, ok := eval.As[*eval.Str](v)
	if !ok {
		return "", false, eval.Errorf(eval.TypeErrorType, "%s() argument '%s' must be str or None, not %s", fname, pname, eval.ArgTypeName(v))
	}
	return s.String(), true, nil
}

// openFunc is open(file, mode='r', buffering=-1, encoding=None,
// errors=None, newline=None, closefd=True, opener=None).
func openFunc(o *Options) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		var file, modeV, bufV, encV, errV, nlV, closefdV, openerV eval.Value
		if err := eval.UnpackArgs(t, "open", args, kw, "file", &file, "mode?", &modeV, "buffering?", &bufV,
			"encoding?", &encV, "errors?", &errV, "newline?", &nlV, "closefd?", &closefdV, "opener?", &openerV); err != nil {
			return nil, err
		}
		return openFile(t, o, file, modeV, bufV, encV, errV, nlV, closefdV, openerV)
	}
}

func openFile(t *eval.Thread, o *Options, file, modeV, bufV, encV, errV, nlV, closefdV, openerV eval.Value) (eval.Value, error) {
	mode := "r"
	if modeV != nil {
		s, ok := eval.As[*eval.Str](modeV)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "open() argument 'mode' must be str, not %s", eval.ArgTypeName(modeV))
		}
		mode = s.String()
	}
	buffering := -1
	if bufV != nil {
		n, err := eval.AsInt(t, bufV)
		if err != nil {
			return nil, err
		}
		buffering = n
	}
	encoding, hasEnc, err := strOrNone("open", "encoding", encV)
	if err != nil {
		return nil, err
	}
	errorsName, hasErrors, err := strOrNone("open", "errors", errV)
	if err != nil {
		return nil, err
	}
	newline, hasNewline, err := strOrNone("open", "newline", nlV)
	if err != nil {
		return nil, err
	}
	closefd := true
	if closefdV != nil {
		if closefd, err = eval.Truth(t, closefdV); err != nil {
			return nil, err
		}
	}
	if openerV != nil && openerV != eval.None {
		return nil, eval.Errorf(eval.NotImplementedErrorType, "open(): the opener argument is not supported")
	}
	m, err := parseMode(mode)
	if err != nil {
		return nil, err
	}
	switch {
	case m.binary && hasEnc:
		return nil, eval.Errorf(eval.ValueErrorType, "binary mode doesn't take an encoding argument")
	case m.binary && hasErrors:
		return nil, eval.Errorf(eval.ValueErrorType, "binary mode doesn't take an errors argument")
	case m.binary && hasNewline:
		return nil, eval.Errorf(eval.ValueErrorType, "binary mode doesn't take a newline argument")
	case buffering == 0 && !m.binary:
		return nil, eval.Errorf(eval.ValueErrorType, "can't have unbuffered text I/O")
	}
	raw, err := openRaw(t, o, file, m, closefd)
	if err != nil {
		return nil, err
	}
	if buffering == 0 {
		return raw, nil
	}
	kind := bufReader
	switch {
	case m.updating:
		kind = bufRandom
	case m.writing || m.appending || m.creating:
		kind = bufWriter
	}
	buf := newBuffered(raw, kind)
	if m.binary {
		return buf, nil
	}
	var nl *string
	if hasNewline {
		nl = &newline
	}
	if !hasEnc {
		encoding = ""
	}
	if !hasErrors {
		errorsName = ""
	}
	txt, err := newTextIO(t, buf, encoding, errorsName, nl, buffering == 1)
	if err != nil {
		//limiterr:ok closing after a failure: the failure is returned
		raw.close()
		return nil, err
	}
	txt.mode = mode
	return txt, nil
}

// openRaw opens the FileIO of open() and FileIO().
func openRaw(t *eval.Thread, o *Options, file eval.Value, m openMode, closefd bool) (*fileIO, error) {
	rawMode, flag, err := m.raw()
	if err != nil {
		return nil, err
	}
	if _, isInt := file.(eval.Int); isInt {
		return nil, eval.NewOSError(9, nil, nil) // no descriptors in the sandbox
	}
	if _, isBool := file.(eval.Bool); isBool {
		return nil, eval.NewOSError(9, nil, nil)
	}
	path, orig, _, err := fsPath(t, file, expectedPath)
	if err != nil {
		return nil, err
	}
	if !closefd {
		return nil, eval.Errorf(eval.ValueErrorType, "Cannot use closefd=False with file name")
	}
	files, err := o.fileSystem()
	if err != nil {
		return nil, err
	}
	if o.state != nil && len(o.state.pending) > 0 {
		if abs, err := files.Guest().Abs(path); err == nil {
			o.finishDropped(abs)
		}
	}
	f, err := files.Guest().Open(t, path, flag, 0o666)
	if err != nil {
		return nil, osError(err, orig, nil)
	}
	r := &fileIO{f: f, name: orig, mode: rawMode, closefd: true,
		readable: m.reading || m.updating, writable: !m.reading || m.updating,
		appending: m.appending}
	if m.appending {
		if _, err := f.Seek(0, 2); err != nil {
			//limiterr:ok closing after a failure: the failure is returned
			f.Close()
			return nil, osError(err, orig, nil)
		}
	}
	return r, nil
}
