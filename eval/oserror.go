package eval

import (
	"strconv"
	"syscall"
)

// OSError and its subclasses, as CPython's Objects/exceptions.c builds
// them: OSError(errno, strerror[, filename[, winerror[, filename2]]])
// keeps errno, strerror, filename and filename2 as attributes (stored in
// the exception's Dict: an attribute that was never set reads None and
// is left out of str(e)), trims args to (errno, strerror) when a filename
// is given, renders str(e) as "[Errno 2] No such file or directory:
// 'x.csv'", and OSError itself called with a known errno makes the
// subclass for it (OSError(2, ...) is a FileNotFoundError).

// Errno numbers and messages are Linux's, whatever the host: the
// program sees the same errors everywhere.
var errnoTexts = map[int]string{
	1: "Operation not permitted", 2: "No such file or directory", 3: "No such process",
	4: "Interrupted system call", 5: "Input/output error", 6: "No such device or address",
	9: "Bad file descriptor", 10: "No child processes", 11: "Resource temporarily unavailable",
	12: "Cannot allocate memory", 13: "Permission denied", 16: "Device or resource busy",
	17: "File exists", 18: "Invalid cross-device link", 20: "Not a directory", 21: "Is a directory",
	22: "Invalid argument", 23: "Too many open files in system", 24: "Too many open files",
	27: "File too large", 28: "No space left on device", 29: "Illegal seek", 30: "Read-only file system",
	31: "Too many links", 32: "Broken pipe", 36: "File name too long", 39: "Directory not empty",
	40: "Too many levels of symbolic links", 75: "Value too large for defined data type", 95: "Operation not supported", 110: "Connection timed out",
	122: "Disk quota exceeded",
}

// Errno maps a host errno to Linux's number.
func Errno(e syscall.Errno) int {
	switch e {
	case syscall.EPERM:
		return 1
	case syscall.ENOENT:
		return 2
	case syscall.EIO:
		return 5
	case syscall.ENXIO:
		return 6
	case syscall.EBADF:
		return 9
	case syscall.EAGAIN:
		return 11
	case syscall.ENOMEM:
		return 12
	case syscall.EACCES:
		return 13
	case syscall.EBUSY:
		return 16
	case syscall.EEXIST:
		return 17
	case syscall.EXDEV:
		return 18
	case syscall.ENOTDIR:
		return 20
	case syscall.EISDIR:
		return 21
	case syscall.EINVAL:
		return 22
	case syscall.EMFILE:
		return 24
	case syscall.EFBIG:
		return 27
	case syscall.ENOSPC:
		return 28
	case syscall.ESPIPE:
		return 29
	case syscall.EROFS:
		return 30
	case syscall.EMLINK:
		return 31
	case syscall.ENAMETOOLONG:
		return 36
	case syscall.ENOTEMPTY:
		return 39
	case syscall.ELOOP:
		return 40
	}
	return 5 // EIO: an error of the host no program should see
}

// ErrnoText is strerror(errno) for Linux's errno numbers.
func ErrnoText(errno int) string {
	if s, ok := errnoTexts[errno]; ok {
		return s
	}
	return "Unknown error " + strconv.Itoa(errno)
}

// osErrorClass is the subclass OSError(errno, ...) makes (CPython's
// errnomap), nil for none.
func osErrorClass(errno int) *Type {
	switch errno {
	case 11, 114, 115: // EAGAIN (EWOULDBLOCK), EALREADY, EINPROGRESS
		return BlockingIOErrorType
	case 10:
		return ChildProcessErrorType
	case 32, 108: // EPIPE, ESHUTDOWN
		return BrokenPipeErrorType
	case 103:
		return ConnectionAbortedErrorType
	case 111:
		return ConnectionRefusedErrorType
	case 104:
		return ConnectionResetErrorType
	case 17:
		return FileExistsErrorType
	case 2:
		return FileNotFoundErrorType
	case 21:
		return IsADirectoryErrorType
	case 20:
		return NotADirectoryErrorType
	case 4:
		return InterruptedErrorType
	case 1, 13:
		return PermissionErrorType
	case 3:
		return ProcessLookupErrorType
	case 110:
		return TimeoutErrorType
	}
	return nil
}

// NewOSError returns the exception a failed system call raises: the
// OSError subclass for errno (Linux's number), its strerror, and the
// filenames (nil for none) shown in its message.
func NewOSError(errno int, filename, filename2 Value) *Exception {
	cls := osErrorClass(errno)
	if cls == nil {
		cls = OSErrorType
	}
	args := []Value{Int(errno), NewStr(ErrnoText(errno))} //allocpath:ok an exception made by Go code without a thread: the exception itself is not charged either (one per raise)
	if filename != nil {
		args = append(args, filename)
		if filename2 != nil {
			args = append(args, None, filename2)
		}
	}
	e := &Exception{cls: cls, Args: args}
	osErrorInit(e)
	return e
}

// NewOSErrorMsg returns OSError(errno, msg) (its errno's subclass) with
// a message of its own: [Errno 9] read() on write-only GzipFile object.
func NewOSErrorMsg(errno int, msg string) *Exception {
	cls := osErrorClass(errno)
	if cls == nil {
		cls = OSErrorType
	}
	e := &Exception{cls: cls, Args: []Value{Int(errno), NewStr(msg)}} //allocpath:ok an exception made by Go code without a thread: the exception itself is not charged either (one per raise)
	osErrorInit(e)
	return e
}

// osErrorNewClass is the class OSError(args...) makes: the errno's
// subclass when cls is OSError itself.
func osErrorNewClass(cls *Type, args []Value) *Type {
	if cls != OSErrorType || len(args) < 2 || len(args) > 5 {
		return cls
	}
	var n int64
	switch x := args[0].(type) {
	case Int:
		n = int64(x)
	case Bool:
		if x {
			n = 1
		}
	default:
		return cls
	}
	if sub := osErrorClass(int(n)); sub != nil {
		return sub
	}
	return cls
}

// osErrorInit sets the attributes of an OSError from its arguments.
func osErrorInit(e *Exception) {
	if !e.cls.IsSubtype(OSErrorType) {
		return
	}
	args := e.Args
	if len(args) < 2 || len(args) > 5 {
		return
	}
	if e.Dict == nil {
		e.Dict = NewStrDict()
	}
	e.Dict.Set("errno", args[0])
	e.Dict.Set("strerror", args[1])
	if len(args) >= 3 && args[2] != None {
		e.Dict.Set("filename", args[2])
		if len(args) == 5 && args[4] != None {
			e.Dict.Set("filename2", args[4])
		}
		e.Args = args[:2:2]
	}
}

// osErrorAttr returns the OSError attributes that were never set: None.
func osErrorAttr(e *Exception, name string) (Value, bool) {
	switch name {
	case "errno", "strerror", "filename", "filename2":
		if e.cls.IsSubtype(OSErrorType) {
			return None, true
		}
	}
	return nil, false
}

// osErrorMessage is str(e) for an OSError with errno and strerror or a
// filename; ok is false for the plain BaseException form.
func osErrorMessage(t *Thread, e *Exception) (string, bool) {
	if !e.cls.IsSubtype(OSErrorType) || e.Dict == nil {
		return "", false
	}
	get := func(name string) Value {
		v, _ := e.Dict.Get(name)
		return v
	}
	errno, strerror, fn, fn2 := get("errno"), get("strerror"), get("filename"), get("filename2")
	str := func(v Value) string {
		if v == nil {
			v = None
		}
		s, err := StrOf(t, v)
		if err != nil {
			return "<exception str() failed>"
		}
		return s
	}
	repr := func(v Value) string {
		s, err := Repr(t, v)
		if err != nil {
			return "<exception str() failed>"
		}
		return s
	}
	switch {
	case fn != nil && fn2 != nil:
		return "[Errno " + str(errno) + "] " + str(strerror) + ": " + repr(fn) + " -> " + repr(fn2), true
	case fn != nil:
		return "[Errno " + str(errno) + "] " + str(strerror) + ": " + repr(fn), true
	case errno != nil && strerror != nil:
		return "[Errno " + str(errno) + "] " + str(strerror), true
	}
	return "", false
}
