package modules

import (
	"bufio"
	"math"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/eval"
)

// sys: the harmless part of CPython's sys (Options.SysAbsent, which
// pyinterp fills from policy.SysAbsent, says what is left out and why). The functions and the standard streams are Go; the
// struct sequences (version_info, float_info, ...) are Python
// (py/sys.py). sys.stdout writes what print writes, sys.stderr the run's
// error output (eval.Thread.WriteErr), sys.stdin reads the host's input
// (Options.Stdin), empty when there is none.

// The interpreter pyinterp reports itself as: the language of CPython
// 3.11.
const (
	sysVersion  = "3.11.0 (pyinterp)"
	sysPlatform = "linux"
)

// sysState is the sys module's per-interpreter state.
type sysState struct {
	stdin *bufio.Reader // nil: no input
}

func loadSys(t *eval.Thread, o *Options) (*eval.Module, error) {
	st := &sysState{}
	if o.Stdin != nil {
		st.stdin = bufio.NewReader(o.Stdin)
	}
	argv := o.Argv
	if len(argv) == 0 {
		argv = []string{""}
	}
	args, err := eval.Make[eval.Value](t, len(argv))
	if err != nil {
		return nil, err
	}
	for i, a := range argv {
		args[i] = eval.NewStrT(t, a)
	}
	pre := goFuncs(map[string]fn{
		"exit":                   sysExit,
		"getsizeof":              sysGetsizeof,
		"getrecursionlimit":      sysGetRecursionLimit,
		"setrecursionlimit":      sysSetRecursionLimit,
		"intern":                 sysIntern,
		"exc_info":               sysExcInfo,
		"exception":              sysException,
		"getdefaultencoding":     sysConstStr("getdefaultencoding", "utf-8"),
		"getfilesystemencoding":  sysConstStr("getfilesystemencoding", "utf-8"),
		"get_int_max_str_digits": getIntMaxStrDigits,
		"set_int_max_str_digits": setIntMaxStrDigits,
	})
	pre["argv"] = eval.NewListT(t, args)
	wopts, err := eval.Make[eval.Value](t, len(o.WarnOptions))
	if err != nil {
		return nil, err
	}
	for i, a := range o.WarnOptions {
		wopts[i] = eval.NewStrT(t, a)
	}
	pre["warnoptions"] = eval.NewListT(t, wopts)
	pre["stdout"] = &sysStream{kind: streamOut}
	pre["stderr"] = &sysStream{kind: streamErr}
	pre["stdin"] = &sysStream{kind: streamIn, st: st}
	pre["__stdout__"], pre["__stderr__"], pre["__stdin__"] = pre["stdout"], pre["stderr"], pre["stdin"]
	pre["version"] = eval.NewStr(sysVersion)
	pre["platform"] = eval.NewStr(sysPlatform)
	m, err := runPyModule(t, "sys", pre)
	if err != nil {
		return nil, err
	}
	m.Absent = o.SysAbsent
	return m, nil
}

// sysExit is sys.exit([status]): raises SystemExit.
func sysExit(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("exit", args, kw, 0, 1); err != nil {
		return nil, err
	}
	return nil, eval.NewException(eval.SystemExitType, args...)
}

func sysConstStr(name, s string) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 0, 0); err != nil {
			return nil, err
		}
		return eval.NewStrT(t, s), nil
	}
}

func sysGetRecursionLimit(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("getrecursionlimit", args, kw, 0, 0); err != nil {
		return nil, err
	}
	return eval.MakeInt(int64(t.RecursionLimit())), nil
}

// sysSetRecursionLimit is sys.setrecursionlimit(n): capped by the run's
// configured depth limit, which a program cannot raise.
func sysSetRecursionLimit(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("setrecursionlimit", args, kw, 1, 1); err != nil {
		return nil, err
	}
	if _, ok := eval.As[*eval.Float](args[0]); ok {
		return nil, eval.Errorf(eval.TypeErrorType, "'float' object cannot be interpreted as an integer")
	}
	n, err := eval.AsInt64(t, args[0])
	if err != nil {
		if exc, ok := err.(*eval.Exception); ok && exc.Type() == eval.OverflowErrorType {
			return nil, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to C int")
		}
		return nil, err
	}
	if n < 1 {
		return nil, eval.Errorf(eval.ValueErrorType, "recursion limit must be greater or equal than 1")
	}
	if n > 1<<31-1 {
		return nil, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to C int")
	}
	// CPython counts the module's frame and the call in progress.
	if depth := int64(t.Depth()) + 2; n <= depth {
		return nil, eval.Errorf(eval.RecursionErrorType, "cannot set the recursion limit to %d at the recursion depth %d: the limit is too low", n, depth)
	}
	t.SetRecursionLimit(int(n))
	return eval.None, nil
}

func getIntMaxStrDigits(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("get_int_max_str_digits", args, kw, 0, 0); err != nil {
		return nil, err
	}
	return eval.MakeInt(t.Interp.IntMaxStrDigits()), nil
}

// setIntMaxStrDigits is sys.set_int_max_str_digits(maxdigits), checked
// as CPython checks it (a C int: 0, or more than 640). The limit is the
// interpreter's; conversions past the default are charged by their work.
func setIntMaxStrDigits(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var v eval.Value
	if err := eval.UnpackArgs(t, "set_int_max_str_digits", args, kw, "maxdigits", &v); err != nil {
		return nil, err
	}
	n, err := eval.AsInt64(t, v)
	if err != nil || n < math.MinInt32 || n > math.MaxInt32 {
		if _, isInt := v.(*eval.BigInt); isInt || err == nil {
			return nil, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to C int")
		}
		return nil, err
	}
	if n != 0 && n < 640 {
		return nil, eval.Errorf(eval.ValueErrorType, "maxdigits must be 0 or larger than 640")
	}
	t.Interp.SetIntMaxStrDigits(n)
	return eval.None, nil
}

func sysIntern(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("intern", args, kw, 1, 1); err != nil {
		return nil, err
	}
	s, ok := args[0].(*eval.Str)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "intern() argument must be str, not %s", eval.ArgTypeName(args[0]))
	}
	return s, nil
}

func sysExcInfo(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("exc_info", args, kw, 0, 0); err != nil {
		return nil, err
	}
	exc := t.HandledException()
	if exc == nil {
		return eval.NewTupleT(t, []eval.Value{eval.None, eval.None, eval.None}), nil
	}
	tb, err := eval.GetAttr(t, exc, "__traceback__")
	if err != nil {
		return nil, err
	}
	return eval.NewTupleT(t, []eval.Value{exc.Type(), exc, tb}), nil
}

func sysException(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("exception", args, kw, 0, 0); err != nil {
		return nil, err
	}
	if exc := t.HandledException(); exc != nil {
		return exc, nil
	}
	return eval.None, nil
}

// sysGetsizeof is sys.getsizeof(object[, default]): CPython's size of the
// common objects on a 64-bit build (what a program comparing sizes
// expects), and an estimate of the same kind for the others.
//
// Lists have CPython's over-allocation where pyinterp makes them with the
// same room (see listAllocated): displays (exact, or even for three or
// more constants), list(x) and sorted(x), str.split (12 slots, or
// maxsplit+1), splitlines and comprehensions (appends from 4), copies,
// slices and repetitions (exact), and appends from those. Known
// differences, all from the way a list was grown, not its contents:
// list(it) of an iterator with a length hint (iter(list), reversed()) is
// sized as an iterator without one (8 slots); a split on whitespace into
// more than 12 parts, a list grown past 256 items by appends, and a display with *x
// are estimated as grown by appends from empty. Dicts are sized as built
// by insertion with CPython's table growth (16-byte entries when every key
// is a str: a dict whose first keys were str and later ones not is
// sized without the resize CPython makes then). Sets read the table
// pyinterp keeps, which grows as CPython's.
func sysGetsizeof(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var obj, def eval.Value
	if err := eval.UnpackArgs(t, "getsizeof", args, kw, "object", &obj, "default?", &def); err != nil {
		return nil, err
	}
	if d, ok := obj.(*eval.Dict); ok {
		if err := t.Work(int64(d.Len())); err != nil { // dictSize reads the keys
			return nil, err
		}
	}
	return eval.MakeInt(objectSize(t, obj)), nil
}

// objectSize is CPython's sizeof of v (64-bit, without the GC header
// that getsizeof adds for tracked objects: added here where CPython adds
// it).
func objectSize(t *eval.Thread, v eval.Value) int64 {
	const gc = 16 // PyGC_Head
	switch x := v.(type) {
	case eval.NoneType:
		return 16
	case eval.Bool:
		return 28
	case eval.Int:
		n := int64(x)
		digits := int64(1)
		for u := uint64(n); n >= 0 && u >= 1<<30; u >>= 30 {
			digits++
		}
		if n < 0 {
			digits = 1
			for u := -uint64(n); u >= 1<<30; u >>= 30 {
				digits++
			}
		}
		return 24 + 4*digits
	case *eval.BigInt:
		bits := int64(x.Big().BitLen())
		return 24 + 4*((bits+29)/30)
	case eval.Float:
		return 24
	case *eval.Str:
		s := x.String()
		maxRune := rune(0)
		n := int64(0)
		for _, r := range s {
			n++
			maxRune = max(maxRune, r)
		}
		switch {
		case maxRune < 0x80:
			return 49 + n
		case maxRune < 0x100:
			return 73 + n
		case maxRune < 0x10000:
			return 74 + 2*n
		}
		return 76 + 4*n
	case eval.Bytes:
		return 33 + int64(len(x))
	case *eval.Tuple:
		return 24 + gc + 8*int64(x.Len())
	case *eval.List:
		return 40 + gc + 8*listAllocated(x)
	case *eval.Dict:
		return dictSize(x) + gc
	case *eval.Set:
		size := int64(x.TableSize())
		if size == 8 {
			return 200 + gc // the table inside the object
		}
		return 200 + gc + 16*size
	case *eval.Range:
		return 48
	case *eval.Slice:
		return 40 + gc
	case eval.Complex:
		return 32
	case *eval.ByteArray:
		//limiterr:ok a bytearray's length: no Python code, cannot fail
		n, _ := eval.Len(t, x)
		if n == 0 {
			return 56 // no buffer yet
		}
		return 57 + int64(n)
	}
	return 48 // an object with a pointer-sized header and a few fields
}

// listAllocated is the number of slots CPython 3.11 would have allocated
// for l. pyinterp's lists are made with the room CPython's have where it
// differs from their length (list(x): eval.CPythonListAlloc; a display of
// three or more constants: even; str.split: 12, or maxsplit+1, and
// appends' growth from 12 for more parts; the first append: 4), so the capacity is CPython's when it is one of those; a
// list grown past them by appends (whose capacity doubles) gets
// list_resize's over-allocation, newsize + newsize/8 + 6 rounded down to
// a multiple of 4, applied from empty.
func listAllocated(l *eval.List) int64 {
	n, c := l.Len(), l.Cap()
	switch {
	case c == n, c == n+1 && n%2 == 1, c == 4 && n <= 4, c == 8 && n <= 8, c <= 12 && n <= c,
		c == eval.CPythonListAlloc(n, 0, false), c == eval.CPythonListAlloc(n, 12, true):
		return int64(c)
	}
	alloc := int64(0)
	for alloc < int64(n) {
		size := alloc + 1
		alloc = (size + size>>3 + 6) &^ 3
	}
	return alloc
}

// dictSize is sizeof of a dict as CPython 3.11 builds it by insertion
// (combined table, 1-, 2- or 4-byte indices; entries of 16 bytes when all
// keys are str, 24 otherwise).
func dictSize(d *eval.Dict) int64 {
	n := d.Len()
	if n == 0 {
		return 48
	}
	size := int64(8)
	for size*2/3 < int64(n) {
		size *= 2
	}
	usable := size * 2 / 3
	ix := int64(1)
	switch {
	case size >= 1<<16:
		ix = 4
	case size >= 1<<8:
		ix = 2
	}
	entry := int64(16) // DICT_KEYS_UNICODE (sysGetsizeof charged the scan)
	d.Range(func(k, _ eval.Value) bool {
		if _, ok := k.(*eval.Str); !ok {
			entry = 24
			return false
		}
		return true
	})
	return 48 + 32 + size*ix + usable*entry
}

// The standard streams.

type streamKind int

const (
	streamIn streamKind = iota
	streamOut
	streamErr
)

// sysStream is sys.stdin, sys.stdout or sys.stderr: a text stream named
// like CPython's (_io.TextIOWrapper) over the run's output or the host's
// input.
type sysStream struct {
	kind streamKind
	st   *sysState
}

var sysStreamType = newType("_io", "TextIOWrapper", map[string]fn{
	"write":      streamWrite,
	"writelines": streamWritelines,
	"flush":      streamNoArgs("flush", eval.None),
	"isatty":     streamNoArgs("isatty", eval.False),
	"readable":   streamIs("readable", streamIn),
	"writable":   streamIsNot("writable", streamIn),
	"seekable":   streamNoArgs("seekable", eval.False),
	"read":       streamRead,
	"readline":   streamReadline,
	"readlines":  streamReadlines,
	"__iter__": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		return self, nil
	},
	"__next__": streamNext,
	"__enter__": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		return self, nil
	},
	"__exit__": streamNoArgs("__exit__", eval.None),
})

func init() {
	typ := sysStreamType
	typ.NoSubclass = true
	methods := map[string]bool{}
	typ.Dict.Range(func(k string, _ eval.Value) bool { methods[k] = true; return true })
	inner := typ.GetAttr
	typ.GetAttr = func(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
		s := v.(*sysStream)
		switch name {
		case "name":
			return eval.NewStrT(t, s.name()), nil
		case "mode":
			if s.kind == streamIn {
				return eval.NewStr("r"), nil
			}
			return eval.NewStr("w"), nil
		case "encoding":
			return eval.NewStr("utf-8"), nil
		case "errors":
			if s.kind == streamErr {
				return eval.NewStr("backslashreplace"), nil
			}
			return eval.NewStr("strict"), nil
		case "closed", "line_buffering":
			return eval.False, nil
		case "newlines":
			return eval.None, nil
		}
		return inner(t, v, name)
	}
	typ.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		s := v.(*sysStream)
		mode := "w"
		if s.kind == streamIn {
			mode = "r"
		}
		return "<_io.TextIOWrapper name='" + s.name() + "' mode='" + mode + "' encoding='utf-8'>", nil
	}
	typ.Iter = func(t *eval.Thread, v eval.Value) (eval.Iterator, error) { return streamIter{v.(*sysStream)}, nil }
}

func (*sysStream) Type() *eval.Type { return sysStreamType }

func (s *sysStream) name() string {
	switch s.kind {
	case streamIn:
		return "<stdin>"
	case streamOut:
		return "<stdout>"
	}
	return "<stderr>"
}

func streamNoArgs(name string, result eval.Value) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if name == "__exit__" {
			return result, nil
		}
		if err := nargs(name, args, kw, 0, 0); err != nil {
			return nil, err
		}
		return result, nil
	}
}

func streamIs(name string, k streamKind) fn {
	return func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 0, 0); err != nil {
			return nil, err
		}
		return eval.MakeBool(self.(*sysStream).kind == k), nil
	}
}

func streamIsNot(name string, k streamKind) fn {
	return func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 0, 0); err != nil {
			return nil, err
		}
		return eval.MakeBool(self.(*sysStream).kind != k), nil
	}
}

// errNotWritable and errNotReadable are io.UnsupportedOperation's
// messages; pyinterp raises them as OSError.
func errNotWritable() error { return eval.Errorf(eval.OSErrorType, "not writable") }
func errNotReadable() error { return eval.Errorf(eval.OSErrorType, "not readable") }

func (s *sysStream) put(t *eval.Thread, text string) error {
	switch s.kind {
	case streamOut:
		return t.Write(text)
	case streamErr:
		return t.WriteErr(text)
	}
	return errNotWritable()
}

func streamWrite(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("write", args, kw, 1, 1); err != nil {
		return nil, err
	}
	s, ok := eval.As[*eval.Str](args[0])
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "write() argument must be str, not %s", eval.ArgTypeName(args[0]))
	}
	text := s.String()
	if err := self.(*sysStream).put(t, text); err != nil {
		return nil, err
	}
	return eval.MakeInt(int64(utf8.RuneCountInString(text))), nil
}

func streamWritelines(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("writelines", args, kw, 1, 1); err != nil {
		return nil, err
	}
	it, err := eval.Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	for {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return eval.None, nil
		}
		s, ok := eval.As[*eval.Str](v)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "write() argument must be str, not %s", eval.ArgTypeName(v))
		}
		if err := self.(*sysStream).put(t, s.String()); err != nil {
			return nil, err
		}
	}
}

// sizeArg reads the optional size argument of read and readline: -1 (or
// None) for no limit.
func streamSizeArg(t *eval.Thread, name string, args []eval.Value, kw []string) (int64, error) {
	if err := nargs(name, args, kw, 0, 1); err != nil {
		return 0, err
	}
	if len(args) == 0 || args[0] == eval.None {
		return -1, nil
	}
	return eval.AsInt64(t, args[0])
}

// readLine reads one line (up to limit runes when limit >= 0) from the
// host's input, charging the text to the run's memory.
func (s *sysStream) readLine(t *eval.Thread, limit int64) (string, error) {
	if s.kind != streamIn {
		return "", errNotReadable()
	}
	r := s.st.stdin
	if r == nil || limit == 0 {
		return "", nil
	}
	b := eval.NewBuilder(t, 0)
	n := int64(0)
	for limit < 0 || n < limit {
		c, size, err := r.ReadRune()
		if err != nil {
			break
		}
		if c == utf8.RuneError && size == 1 {
			c = '\uFFFD'
		}
		if _, err := b.WriteRune(c); err != nil {
			return "", err
		}
		n++
		if n%4096 == 0 {
			if err := t.Steps(4096); err != nil {
				return "", err
			}
		}
		if c == '\n' {
			break
		}
	}
	return b.String(), b.Err()
}

func streamReadline(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	limit, err := streamSizeArg(t, "readline", args, kw)
	if err != nil {
		return nil, err
	}
	line, err := self.(*sysStream).readLine(t, limit)
	if err != nil {
		return nil, err
	}
	return eval.NewStrT(t, line), nil
}

func streamRead(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	size, err := streamSizeArg(t, "read", args, kw)
	if err != nil {
		return nil, err
	}
	s := self.(*sysStream)
	if s.kind != streamIn {
		return nil, errNotReadable()
	}
	b := eval.NewBuilder(t, 0)
	n := int64(0)
	for size < 0 || n < size {
		rest := int64(-1)
		if size >= 0 {
			rest = size - n
		}
		line, err := s.readLine(t, rest)
		if err != nil {
			return nil, err
		}
		if line == "" {
			break
		}
		n += int64(utf8.RuneCountInString(line))
		if _, err := b.WriteString(line); err != nil {
			return nil, err
		}
	}
	return eval.NewStrT(t, b.String()), b.Err()
}

func streamReadlines(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("readlines", args, kw, 0, 1); err != nil {
		return nil, err
	}
	var lines []eval.Value
	for {
		line, err := self.(*sysStream).readLine(t, -1)
		if err != nil {
			return nil, err
		}
		if line == "" {
			return eval.NewListT(t, lines), nil
		}
		if lines, err = eval.Append(t, lines, eval.Value(eval.NewStrT(t, line))); err != nil {
			return nil, err
		}
	}
}

func streamNext(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	v, err := streamIter{self.(*sysStream)}.Next(t)
	if err != nil {
		return nil, err
	}
	if v == nil {
		return nil, eval.NewException(eval.StopIterationType)
	}
	return v, nil
}

// streamIter iterates over the lines of a stream.
type streamIter struct{ s *sysStream }

func (it streamIter) Type() *eval.Type { return sysStreamType }

func (it streamIter) Next(t *eval.Thread) (eval.Value, error) {
	line, err := it.s.readLine(t, -1)
	if err != nil || line == "" {
		return nil, err
	}
	return eval.NewStrT(t, line), nil
}
