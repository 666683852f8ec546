// Package builtins provides Python's builtins namespace for an
// interpreter: the builtin types (as eval's type objects) and functions.
//
// Install fills an eval.Interp's Builtins with them. Functions that
// pyinterp does not provide on purpose (eval, exec, open, ...) are not
// installed; the policy package decides how their absence is reported.
package builtins

import (
	"math"
	"sync"

	"github.com/pyinterp/pyinterp/eval"
)

// Install adds the builtins to in.Builtins.
//
// The table is made once per process and copied into each interpreter's
// builtins: what it holds (types, builtin functions, the exit and help
// objects) is immutable, and the copy is the interpreter's own to change.
func Install(in *eval.Interp) {
	table.once.Do(func() {
		table.d = eval.NewStrDict()
		fill(table.d)
	})
	in.Builtins.CopyFrom(table.d)
}

var table struct {
	once sync.Once
	d    *eval.StrDict
}

func fill(b *eval.StrDict) {
	for _, t := range []*eval.Type{
		eval.ObjectType, eval.TypeType, eval.IntType, eval.BoolType, eval.FloatType, eval.ComplexType,
		eval.StrType, eval.ListType, eval.TupleType,
	} {
		b.Set(t.Name, t)
	}
	for _, t := range eval.ExceptionTypes() {
		b.Set(t.Name, t)
	}
	for _, t := range extraTypes() {
		b.Set(t.Name, t)
	}
	// CPython keeps these aliases of OSError (PEP 3151) in builtins.
	b.Set("IOError", eval.OSErrorType)
	b.Set("EnvironmentError", eval.OSErrorType)
	for name, v := range values {
		b.Set(name, v)
	}
	b.Set("None", eval.None)
	// The constants are keywords, never looked up by name, but CPython's
	// builtins namespace holds them: NameError suggestions read it (true
	// suggests 'True').
	b.Set("True", eval.True)
	b.Set("False", eval.False)
	b.Set("__debug__", eval.True)
	b.Set("Ellipsis", eval.Ellipsis)
	b.Set("NotImplemented", eval.NotImplemented)
	for name, fn := range functions {
		f := eval.NewModuleBuiltin("builtins", name, fn)
		f.SetDoc(funcDocs[name])
		if borrowing[name] {
			f.SetBorrowsArgs()
		}
		b.Set(name, f)
	}
}

func init() {
	// The builtin classes' docstrings, set before any interpreter exists
	// (builtin types are immutable afterwards).
	all := append([]*eval.Type{
		eval.ObjectType, eval.TypeType, eval.IntType, eval.BoolType, eval.FloatType, eval.ComplexType,
		eval.StrType, eval.ListType, eval.TupleType,
	}, eval.ExceptionTypes()...)
	for _, t := range append(all, extraTypes()...) {
		if d, ok := typeDocs[t.Name]; ok {
			t.Doc = d
		}
	}
}

type fn = eval.BuiltinFunc

// borrowing lists the functions that keep neither their argument slice
// nor any part of it once they return (Builtin.SetBorrowsArgs): a call
// of them evaluates its arguments on the thread's value stack.
var borrowing = map[string]bool{
	"len": true, "abs": true, "isinstance": true, "sum": true, "round": true, "min": true,
	"max": true, "any": true, "all": true, "repr": true, "hash": true, "id": true,
	"callable": true, "getattr": true, "hasattr": true, "setattr": true, "delattr": true,
	"ord": true, "chr": true, "divmod": true, "pow": true,
}

// values holds builtins that are neither functions of this file's table nor
// types listed in extraTypes: files of this package add to it (and to
// functions) from their init functions, so each concern stays in its file.
var values = map[string]eval.Value{}

var functions = map[string]fn{
	"print":      builtinPrint,
	"len":        builtinLen,
	"repr":       builtinRepr,
	"ascii":      builtinASCII,
	"isinstance": builtinIsinstance,
	"issubclass": builtinIssubclass,
	"abs":        builtinAbs,
	"iter":       builtinIter,
	"next":       builtinNext,
	"hash":       builtinHash,
	"id":         builtinID,
	"callable":   builtinCallable,
	"getattr":    builtinGetattr,
	"setattr":    builtinSetattr,
	"hasattr":    builtinHasattr,
	"delattr":    builtinDelattr,
	"any":        builtinAny,
	"all":        builtinAll,
	"sum":        builtinSum,
	"min": func(t *eval.Thread, _ eval.Value, a []eval.Value, k []string) (eval.Value, error) {
		return minmax(t, "min", eval.LT, a, k)
	},
	"max": func(t *eval.Thread, _ eval.Value, a []eval.Value, k []string) (eval.Value, error) {
		return minmax(t, "max", eval.GT, a, k)
	},
	"sorted": builtinSorted,
	"chr":    builtinChr,
	"ord":    builtinOrd,
	"format": builtinFormat,
}

func builtinPrint(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	npos := len(args) - len(kwnames)
	sep, end := " ", "\n"
	var file, flush eval.Value
	for i, k := range kwnames {
		v := args[npos+i]
		switch k {
		case "sep", "end":
			s := ""
			if v != eval.None {
				sv, ok := eval.As[*eval.Str](v)
				if !ok {
					return nil, eval.Errorf(eval.TypeErrorType, "%s must be None or a string, not %s", k, eval.TypeName(v))
				}
				s = sv.String()
			} else if k == "sep" {
				s = " "
			} else {
				s = "\n"
			}
			if k == "sep" {
				sep = s
			} else {
				end = s
			}
		case "file":
			if v != eval.None {
				file = v
			}
		case "flush":
			flush = v
		default:
			return nil, eval.Errorf(eval.TypeErrorType, "'%s' is an invalid keyword argument for print()", k)
		}
	}
	if file == nil {
		file = redirectedStdout(t)
		if file == eval.None {
			return eval.None, nil
		}
	}
	if file != nil {
		// CPython writes each argument, separator and the end through
		// file.write separately.
		w, err := eval.GetAttr(t, file, "write")
		if err != nil {
			return nil, err
		}
		put := func(s string) error {
			_, err := eval.Call(t, w, []eval.Value{eval.NewStrT(t, s)}, nil)
			return err
		}
		for i, v := range args[:npos] {
			if i > 0 {
				if err := put(sep); err != nil {
					return nil, err
				}
			}
			s, err := eval.StrOf(t, v)
			if err != nil {
				return nil, err
			}
			if err := put(s); err != nil {
				return nil, err
			}
		}
		if err := put(end); err != nil {
			return nil, err
		}
		// if flush: file.flush(), as CPython's print does.
		if flush != nil {
			if yes, err := eval.Truth(t, flush); err != nil || !yes {
				return nil, err
			}
			f, err := eval.GetAttr(t, file, "flush")
			if err != nil {
				return nil, err
			}
			if _, err := eval.Call(t, f, nil, nil); err != nil {
				return nil, err
			}
		}
		return eval.None, nil
	}
	// The pieces stream to the output through a fixed buffer, as
	// CPython writes them to sys.stdout one by one: the text is never
	// built whole (print(*many, sep=long) stops at the output limit), and
	// what was printed before a failing __str__ stays printed.
	p := &printer{t: t}
	for i, v := range args[:npos] {
		if i > 0 {
			if err := p.write(sep); err != nil {
				return nil, err
			}
		}
		s, err := eval.StrOf(t, v)
		if err != nil {
			//limiterr:ok the error being returned is the one that stopped the print
			p.flush()
			return nil, err
		}
		if err := p.write(s); err != nil {
			return nil, err
		}
	}
	if err := p.write(end); err != nil {
		return nil, err
	}
	return eval.None, p.flush()
}

// redirectedStdout returns what the program put in sys.stdout in place of
// the run's output (sys.stdout = io.StringIO(), contextlib.redirect_stdout),
// or nil: print without file= writes there, as CPython's does.
func redirectedStdout(t *eval.Thread) eval.Value {
	if t.Interp == nil {
		return nil
	}
	sys := t.Interp.Modules()["sys"]
	if sys == nil {
		return nil
	}
	out, ok := sys.Attrs.Get("stdout")
	if !ok {
		return nil
	}
	if orig, ok := sys.Attrs.Get("__stdout__"); ok && orig == out {
		return nil
	}
	if out == eval.None {
		return eval.None // print does nothing when sys.stdout is None
	}
	return out
}

// printer writes print's pieces to the run's output through a buffer of
// a fixed size; a piece longer than the buffer is written directly.
type printer struct {
	t   *eval.Thread
	buf [8192]byte
	n   int
}

func (p *printer) write(s string) error {
	if err := p.t.Work(int64(len(s) / 256)); err != nil {
		return err
	}
	if len(s) > len(p.buf)-p.n {
		if err := p.flush(); err != nil {
			return err
		}
		if len(s) >= len(p.buf) {
			return p.t.Write(s)
		}
	}
	p.n += copy(p.buf[p.n:], s)
	return nil
}

func (p *printer) flush() error {
	if p.n == 0 {
		return nil
	}
	err := p.t.Write(string(p.buf[:p.n]))
	p.n = 0
	return err
}

func one(t *eval.Thread, name string, args []eval.Value, kwnames []string) (eval.Value, error) {
	return argO(name, args, kwnames)
}

func builtinLen(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "len", args, kwnames)
	if err != nil {
		return nil, err
	}
	n, err := eval.Len(t, x)
	if err != nil {
		return nil, err
	}
	return eval.MakeInt(int64(n)), nil
}

func builtinRepr(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "repr", args, kwnames)
	if err != nil {
		return nil, err
	}
	s, err := eval.Repr(t, x)
	if err != nil {
		return nil, err
	}
	return eval.NewStrT(t, s), nil
}

func builtinASCII(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "ascii", args, kwnames)
	if err != nil {
		return nil, err
	}
	s, err := eval.ASCII(t, x)
	if err != nil {
		return nil, err
	}
	return eval.NewStrT(t, s), nil
}

// classInfo applies test to each class of isinstance's and issubclass's
// second argument: a class, a tuple of class infos, or a union (int | str).
// A class whose metaclass defines __instancecheck__ (check names it) is
// asked instead: custom answers it returns decide, as in CPython.
func classInfo(t *eval.Thread, fname string, x, cls eval.Value, test func(*eval.Type) (bool, error)) (bool, error) {
	switch c := cls.(type) {
	case *eval.Type:
		if r, ok, err := metaCheck(t, fname, x, c); ok || err != nil {
			return r, err
		}
		return test(c)
	case *eval.UnionType:
		return classInfo(t, fname, x, c.Args, test)
	case *eval.Tuple, *eval.Instance: // a tuple, or an instance of a tuple subclass
		tup, ok := eval.As[*eval.Tuple](c)
		if !ok {
			break
		}
		if err := t.Nest(); err != nil {
			return false, err
		}
		defer t.Unnest()
		for _, x2 := range tup.Elems() {
			ok, err := classInfo(t, fname, x, x2, test)
			if err != nil || ok {
				return ok, err
			}
		}
		return false, nil
	}
	if _, ok := cls.(*eval.GenericAlias); ok {
		return false, eval.Errorf(eval.TypeErrorType, "%s() argument 2 cannot be a parameterized generic", fname)
	}
	if r, ok, err := hookCheck(t, fname, x, cls); ok || err != nil {
		return r, err
	}
	if fname == "issubclass" {
		return false, eval.Errorf(eval.TypeErrorType, "issubclass() arg 2 must be a class, a tuple of classes, or a union")
	}
	return false, eval.Errorf(eval.TypeErrorType, "%s() arg 2 must be a type, a tuple of types, or a union", fname)
}

// metaCheck calls type(cls).__instancecheck__(cls, x) (isinstance) or
// type(cls).__subclasscheck__(cls, x) (issubclass) when cls's metaclass
// is a user class defining it; ok is false otherwise. isinstance's exact
// type match is decided before asking, as CPython does.
func metaCheck(t *eval.Thread, fname string, x eval.Value, cls *eval.Type) (r, ok bool, err error) {
	meta := cls.Type()
	if meta == eval.TypeType || meta.Builtin {
		return false, false, nil
	}
	name := "__subclasscheck__"
	if fname == "isinstance" {
		if x.Type() == cls {
			return true, true, nil
		}
		name = "__instancecheck__"
	}
	if meta.Lookup(name) == nil {
		return false, false, nil
	}
	b, err := callCheckHook(t, cls, name, x)
	return b, true, err
}

// hookCheck asks an object that is not a class, a tuple or a union but
// whose class defines __instancecheck__ (isinstance) or __subclasscheck__
// (issubclass): typing's aliases (isinstance(x, typing.List)) are such
// objects, as in CPython, which looks the hook up on any second argument.
func hookCheck(t *eval.Thread, fname string, x, cls eval.Value) (r, ok bool, err error) {
	typ := cls.Type()
	if !typ.IsUserClass() {
		return false, false, nil
	}
	name := "__subclasscheck__"
	if fname == "isinstance" {
		name = "__instancecheck__"
	}
	if typ.Lookup(name) == nil {
		return false, false, nil
	}
	b, err := callCheckHook(t, cls, name, x)
	return b, true, err
}

// callCheckHook calls type(cls).name(cls, x) (__instancecheck__ or
// __subclasscheck__) and returns the truth of its result.
func callCheckHook(t *eval.Thread, cls eval.Value, name string, x eval.Value) (bool, error) {
	if err := t.Nest(); err != nil {
		return false, err
	}
	defer t.Unnest()
	v, _, err := eval.CallDunder(t, cls, name, x)
	if err != nil {
		return false, err
	}
	return eval.Truth(t, v)
}

func builtinIsinstance(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if len(args) == 2 && len(kwnames) == 0 {
		// The common shape, isinstance(x, C) for a class of metaclass
		// type or a builtin metaclass: classInfo's answer without
		// its closure.
		if c, ok := args[1].(*eval.Type); ok {
			if meta := c.Type(); meta == eval.TypeType || meta.Builtin {
				ok, err := args[0].Type().IsSubclassOf(t, c)
				return eval.MakeBool(ok), err
			}
		}
	}
	if err := checkPositional("isinstance", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	x, cls := args[0], args[1]
	ok, err := classInfo(t, "isinstance", x, cls, func(c *eval.Type) (bool, error) { return x.Type().IsSubclassOf(t, c) })
	return eval.MakeBool(ok), err
}

func builtinIssubclass(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if err := checkPositional("issubclass", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	x, cls := args[0], args[1]
	sub, ok := x.(*eval.Type)
	if !ok {
		if _, isMeta := cls.(*eval.Type); !isMeta || cls.Type() == eval.TypeType {
			return nil, eval.Errorf(eval.TypeErrorType, "issubclass() arg 1 must be a class")
		}
	}
	r, err := classInfo(t, "issubclass", x, cls, func(c *eval.Type) (bool, error) {
		if sub == nil {
			return false, nil
		}
		return sub.IsSubclassOf(t, c)
	})
	if err == nil && sub == nil && !r {
		// A metaclass without __subclasscheck__ was asked about a non-class.
		if c, ok := cls.(*eval.Type); ok && c.Type().Lookup("__subclasscheck__") == nil {
			return nil, eval.Errorf(eval.TypeErrorType, "issubclass() arg 1 must be a class")
		}
	}
	return eval.MakeBool(r), err
}

func builtinAbs(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "abs", args, kwnames)
	if err != nil {
		return nil, err
	}
	return eval.Abs(t, x)
}

func builtinIter(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if err := checkPositional("iter", args, kwnames, 1, 2); err != nil {
		return nil, err
	}
	if len(args) == 2 {
		if args[0].Type().Call == nil {
			return nil, eval.Errorf(eval.TypeErrorType, "iter(v, w): v must be callable")
		}
		return eval.NewCallableIterator(args[0], args[1]), nil
	}
	return eval.IterObject(t, args[0])
}

func builtinNext(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if err := checkPositional("next", args, kwnames, 1, 2); err != nil {
		return nil, err
	}
	it := args[0]
	var def eval.Value
	if len(args) == 2 {
		def = args[1]
	}
	v, err := eval.NextValue(t, it)
	if err != nil {
		return nil, err
	}
	if v == nil {
		if def != nil {
			return def, nil
		}
		return nil, eval.StopIterationFor(it)
	}
	return v, nil
}

func builtinHash(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "hash", args, kwnames)
	if err != nil {
		return nil, err
	}
	h, err := eval.Hash(t, x)
	if err != nil {
		return nil, err
	}
	return eval.MakeInt(h), nil
}

func builtinID(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "id", args, kwnames)
	if err != nil {
		return nil, err
	}
	return eval.MakeInt(t.Interp.ObjectID(x)), nil
}

func builtinCallable(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "callable", args, kwnames)
	if err != nil {
		return nil, err
	}
	return eval.MakeBool(x.Type().Call != nil), nil
}

func attrName(fname string, v eval.Value) (string, error) {
	s, ok := eval.As[*eval.Str](v)
	if !ok {
		return "", eval.Errorf(eval.TypeErrorType, "attribute name must be string, not '%s'", eval.TypeName(v))
	}
	return s.String(), nil
}

func builtinGetattr(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if err := checkPositional("getattr", args, kwnames, 2, 3); err != nil {
		return nil, err
	}
	obj, name := args[0], args[1]
	var def eval.Value
	if len(args) == 3 {
		def = args[2]
	}
	n, err := attrName("getattr", name)
	if err != nil {
		return nil, err
	}
	if def != nil {
		v, err := eval.LookupAttr(t, obj, n)
		if v == nil && err == nil {
			return def, nil
		}
		return v, err
	}
	return eval.GetAttr(t, obj, n)
}

func builtinSetattr(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if err := checkPositional("setattr", args, kwnames, 3, 3); err != nil {
		return nil, err
	}
	obj, name, v := args[0], args[1], args[2]
	n, err := attrName("setattr", name)
	if err != nil {
		return nil, err
	}
	return eval.None, eval.SetAttr(t, obj, n, v)
}

func builtinDelattr(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if err := checkPositional("delattr", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	obj, name := args[0], args[1]
	n, err := attrName("delattr", name)
	if err != nil {
		return nil, err
	}
	return eval.None, eval.SetAttr(t, obj, n, nil)
}

func builtinHasattr(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if err := checkPositional("hasattr", args, kwnames, 2, 2); err != nil {
		return nil, err
	}
	obj, name := args[0], args[1]
	n, err := attrName("hasattr", name)
	if err != nil {
		return nil, err
	}
	ok, err := eval.HasAttr(t, obj, n)
	return eval.MakeBool(ok), err
}

// each calls f for every element of iterable v, counting one operation
// per element.
func each(t *eval.Thread, v eval.Value, f func(eval.Value) (bool, error)) error {
	it, err := eval.Iterate(t, v)
	if err != nil {
		return err
	}
	for {
		x, err := it.Next(t)
		if err != nil || x == nil {
			return err
		}
		if err := t.Step(); err != nil {
			return err
		}
		more, err := f(x)
		if err != nil || !more {
			return err
		}
	}
}

func builtinAny(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "any", args, kwnames)
	if err != nil {
		return nil, err
	}
	found := false
	err = each(t, x, func(v eval.Value) (bool, error) {
		ok, err := eval.Truth(t, v)
		found = ok
		return !ok, err
	})
	return eval.MakeBool(found), err
}

func builtinAll(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "all", args, kwnames)
	if err != nil {
		return nil, err
	}
	all := true
	err = each(t, x, func(v eval.Value) (bool, error) {
		ok, err := eval.Truth(t, v)
		all = ok
		return ok, err
	})
	return eval.MakeBool(all), err
}

func builtinSum(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	var it, start eval.Value
	if len(kwnames) == 0 && (len(args) == 1 || len(args) == 2) {
		// sum(xs) and sum(xs, start): nothing to unpack (UnpackArgs's
		// pointers escape, two allocations per call).
		it, start = args[0], eval.MakeInt(0)
		if len(args) == 2 {
			start = args[1]
		}
	} else {
		var err error
		if it, start, err = sumArgs(t, args, kwnames); err != nil {
			return nil, err
		}
	}
	switch start.(type) {
	case *eval.Str:
		return nil, eval.Errorf(eval.TypeErrorType, "sum() can't sum strings [use ''.join(seq) instead]")
	case eval.Bytes:
		return nil, eval.Errorf(eval.TypeErrorType, "sum() can't sum bytes [use b''.join(seq) instead]")
	case *eval.ByteArray:
		return nil, eval.Errorf(eval.TypeErrorType, "sum() can't sum bytearray [use b''.join(seq) instead]")
	}
	return sumItems(t, it, start)
}

// sumArgs unpacks sum's arguments given by keyword or in a wrong number.
func sumArgs(t *eval.Thread, args []eval.Value, kwnames []string) (it, start eval.Value, err error) {
	start = eval.MakeInt(0)
	err = eval.UnpackArgs(t, "sum", args, kwnames, "iterable/", &it, "start?", &start)
	return it, start, err
}

func minmax(t *eval.Thread, name string, op eval.CompareOp, args []eval.Value, kwnames []string) (eval.Value, error) {
	npos := len(args) - len(kwnames)
	if npos == 0 {
		return nil, eval.Errorf(eval.TypeErrorType, "%s expected at least 1 argument, got 0", name)
	}
	var key, def eval.Value
	for i, k := range kwnames {
		switch k {
		case "key":
			key = args[npos+i]
		case "default":
			def = args[npos+i]
		default:
			return nil, eval.Errorf(eval.TypeErrorType, "'%s' is an invalid keyword argument for %s()", k, name)
		}
	}
	if key == eval.None {
		key = nil
	}
	var items eval.Value
	switch {
	case npos == 1:
		items = args[0]
	default:
		if def != nil {
			return nil, eval.Errorf(eval.TypeErrorType, "Cannot specify a default for %s() with multiple positional arguments", name)
		}
		// CPython compares the arguments' tuple: it is charged as
		// made, but its items are read where they are (each step
		// counted as the tuple's iteration counts it).
		if err := eval.ReserveTuple(t, npos); err != nil {
			return nil, err
		}
		if key == nil {
			return minmaxArgs(t, op, args[:npos])
		}
	}
	var best, bestKey eval.Value
	visit := func(v eval.Value) (bool, error) {
		k := v
		if key != nil {
			var err error
			if k, err = eval.Call1(t, key, v); err != nil {
				return false, err
			}
		}
		if best == nil {
			best, bestKey = v, k
			return true, nil
		}
		better, err := eval.CompareBool(t, op, k, bestKey)
		if err != nil {
			return false, err
		}
		if better {
			best, bestKey = v, k
		}
		return true, nil
	}
	var err error
	if items != nil {
		err = each(t, items, visit)
	} else {
		for _, v := range args[:npos] {
			if err = t.Step(); err != nil {
				break
			}
			if _, err = visit(v); err != nil {
				break
			}
		}
	}
	if err != nil {
		return nil, err
	}
	if best == nil {
		if def != nil {
			return def, nil
		}
		return nil, eval.Errorf(eval.ValueErrorType, "%s() arg is an empty sequence", name)
	}
	return best, nil
}

// minmaxArgs is min(a, b, ...) or max(a, b, ...) without key: the first
// of the extreme arguments, each comparison as CompareBool makes it.
func minmaxArgs(t *eval.Thread, op eval.CompareOp, args []eval.Value) (eval.Value, error) {
	var best eval.Value
	for _, v := range args {
		if err := t.Step(); err != nil {
			return nil, err
		}
		if best == nil {
			best = v
			continue
		}
		better, err := eval.CompareBool(t, op, v, best)
		if err != nil {
			return nil, err
		}
		if better {
			best = v
		}
	}
	return best, nil
}

func builtinSorted(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	npos := len(args) - len(kwnames)
	if npos != 1 {
		return nil, eval.Errorf(eval.TypeErrorType, "sorted expected 1 argument, got %d", npos)
	}
	l, err := eval.Call(t, eval.ListType, args[:1], nil)
	if err != nil {
		return nil, err
	}
	if len(args) == 1 {
		// No key and no reverse: list.sort's own work, without its
		// argument parsing.
		if err := l.(*eval.List).Sort(t, eval.None, false); err != nil {
			return nil, err
		}
		return l, nil
	}
	sort := eval.ListType.Lookup("sort").(*eval.Method)
	if _, err := sort.CallMethod(t, l, args[1:], kwnames); err != nil {
		return nil, err
	}
	return l, nil
}

func builtinChr(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := argO("chr", args, kwnames)
	if err != nil {
		return nil, err
	}
	iv, err := eval.Index(t, x)
	if err != nil {
		return nil, err
	}
	i, ok := iv.(eval.Int)
	if !ok || i > math.MaxInt32 || i < math.MinInt32 {
		return nil, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to C int")
	}
	if i < 0 || i > 0x10FFFF {
		return nil, eval.Errorf(eval.ValueErrorType, "chr() arg not in range(0x110000)")
	}
	return eval.NewStrT(t, string(eval.AppendRune(nil, rune(i)))), nil
}

func builtinOrd(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	x, err := one(t, "ord", args, kwnames)
	if err != nil {
		return nil, err
	}
	var data []byte
	switch b := x.(type) {
	case eval.Bytes:
		data = []byte(b)
	case *eval.ByteArray:
		data = b.Bytes()
	}
	if data != nil || x.Type() == eval.BytesType || x.Type() == eval.ByteArrayType {
		if len(data) != 1 {
			return nil, eval.Errorf(eval.TypeErrorType, "ord() expected a character, but string of length %d found", len(data))
		}
		return eval.MakeInt(int64(data[0])), nil
	}
	s, ok := eval.As[*eval.Str](x)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "ord() expected string of length 1, but %s found", eval.TypeName(x))
	}
	if n := s.Len(); n != 1 {
		return nil, eval.Errorf(eval.TypeErrorType, "ord() expected a character, but string of length %d found", n)
	}
	r, _ := eval.DecodeRune(s.String())
	return eval.MakeInt(int64(r)), nil
}

func builtinFormat(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if err := checkPositional("format", args, kwnames, 1, 2); err != nil {
		return nil, err
	}
	v := args[0]
	spec := ""
	if len(args) == 2 {
		s, ok := eval.As[*eval.Str](args[1])
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "format() argument 2 must be str, not %s", eval.ArgTypeName(args[1]))
		}
		spec = s.String()
	}
	s, err := eval.Format(t, v, spec)
	if err != nil {
		return nil, err
	}
	return eval.FormatResult(t, v, s), nil
}

func extraTypes() []*eval.Type {
	return []*eval.Type{
		eval.DictType, eval.SetType, eval.FrozenSetType, eval.RangeType, eval.SliceType,
		eval.BytesType, eval.ByteArrayType, eval.EnumerateType, eval.ZipType, eval.MapType,
		eval.FilterType, eval.ReversedType,
	}
}

func init() {
	functions["aiter"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
		x, err := one(t, "aiter", args, kwnames)
		if err != nil {
			return nil, err
		}
		return eval.Aiter(t, x)
	}
	functions["anext"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
		if err := checkPositional("anext", args, kwnames, 1, 2); err != nil {
			return nil, err
		}
		var def eval.Value
		if len(args) == 2 {
			def = args[1]
		}
		return eval.Anext(t, args[0], def)
	}
}
