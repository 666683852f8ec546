// Package modules is pyinterp's standard library: the Python modules a
// program may import (math, random, itertools, functools, operator, heapq,
// bisect, copy, string, keyword, statistics, time, json), written in Go
// and behaving as CPython 3.11's.
//
// Install makes every module importable in an interpreter (through
// eval.Interp.FindModule: nothing is made per module until it is
// imported). A loader builds a fresh *eval.Module each time an interpreter
// first imports the module, so a program that assigns math.pi changes only
// its own interpreter's math. Types defined here (random.Random,
// functools.partial, the itertools iterators, ...) are immutable and
// shared, like eval's builtin types, and so are the functions of modules
// whose attributes are all immutable (sharedModule: math, itertools),
// whose table each interpreter's module copies.
//
// Everything that touches the outside world comes from Options: the wall
// clock, the monotonic clock, the entropy used to seed an unseeded random,
// and the program's file system (Options.Files, package vfs: the only
// files it reaches). Nothing in this package reads the host's files, the
// network, processes or the environment.
//
// # Adding a module
//
// A host adds its own modules without this package: a pyinterp.Module (a
// name, functions made with pyinterp.Func, values) in
// pyinterp.Options.Modules. A module of the standard library is added
// here:
//
//  1. Write loadName(t *eval.Thread, o *Options) (*eval.Module, error) in
//     name.go: newModule(name, map[string]fn{...}) for functions written
//     in Go (fn is eval.BuiltinFunc; nargs and eval.UnpackArgs check the
//     arguments with CPython's messages), or runPyModule(t, name,
//     goFuncs(...)) to run py/name.py with Go helpers.
//  2. Charge the work: t.Step or t.Steps per element processed, and eval's
//     allocation functions (eval/alloc.go) for anything sized by the
//     program (internal/lint/allocpath rejects the rest).
//  3. Add it to registry below and, when it reaches nothing outside the
//     interpreter, to policy's DefaultImports with the reason.
//  4. Add CPython-generated cases under conformance/cases (python3
//     conformance/gen.py).
package modules

import (
	"crypto/rand"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/vfs"
)

// Options are the module's windows on the outside world. Zero fields take
// the documented defaults.
type Options struct {
	// Now is the wall clock (time.time, time.localtime). Default time.Now.
	Now func() time.Time
	// Monotonic is a monotonic clock (time.monotonic, time.perf_counter):
	// the time elapsed since an arbitrary fixed origin. Default: time
	// since Install was called, read from Go's monotonic clock.
	Monotonic func() time.Duration
	// Entropy seeds random when a program does not (random.seed() or the
	// module's hidden instance). Default crypto/rand.Reader.
	Entropy io.Reader
	// Location is the zone of time.localtime, time.mktime and friends.
	// Default UTC.
	Location *time.Location
	// Files is the program's file system. When set, Install adds the
	// open() builtin and the modules over it (os, os.path, pathlib,
	// shutil, tempfile, glob, fnmatch, errno, gzip, zipfile; io.open and
	// the file classes); when nil there are none, and nothing in this
	// package reaches a file.
	Files *vfs.FS
	// Argv is sys.argv; default [""].
	Argv []string
	// WarnOptions is sys.warnoptions (python3's -W options: filters the
	// warnings module installs before the program runs, each
	// "action:message:category:module:lineno").
	WarnOptions []string
	// Stdin is what sys.stdin reads; nil: nothing (an empty stream).
	Stdin io.Reader
	// SysAbsent names the attributes of CPython's sys that this sys
	// leaves out, with the reason its AttributeError gives
	// (policy.SysAbsent).
	SysAbsent map[string]string

	state *moduleState // per interpreter (Install's copy of the options)
}

// moduleState holds what the modules of one interpreter make once: the
// classes whose constructors reach its file system.
type moduleState struct {
	gzip    *eval.Type
	pending []pendingGzip // GzipFiles writing files by name, maybe dropped
}

func (o Options) withDefaults() Options {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Monotonic == nil {
		start := time.Now()
		o.Monotonic = func() time.Duration { return time.Since(start) }
	}
	if o.Entropy == nil {
		o.Entropy = rand.Reader
	}
	if o.Location == nil {
		o.Location = time.UTC
	}
	return o
}

// loader builds a module for one interpreter.
type loader func(t *eval.Thread, o *Options) (*eval.Module, error)

// registry lists the modules Install makes importable.
var registry = []struct {
	name string
	load loader
}{
	{"math", loadMath},
	{"random", loadRandom},
	{"bisect", loadBisect},
	{"itertools", loadItertools},
	{"json", loadJSON},
	{"keyword", loadKeyword},
	{"__future__", func(t *eval.Thread, o *Options) (*eval.Module, error) {
		return runPyModule(t, "__future__", nil)
	}},
	{"string", loadString},
	{"datetime", loadDatetime},
	{"enum", func(t *eval.Thread, o *Options) (*eval.Module, error) {
		pre := goFuncs(pyCommonHelpers())
		pre["_MappingProxyType"] = eval.MappingProxyType
		return runPyModule(t, "enum", pre)
	}},
	{"re", loadRe},
	{"unicodedata", loadUnicodedata},
	{"html", loadHTML},
	{"base64", loadBase64},
	{"binascii", loadBinascii},
	{"hashlib", loadHashlib},
	{"operator", loadOperator},
	{"heapq", loadHeapq},
	{"collections", loadCollections},
	{"collections.abc", loadCollectionsAbc},
	{"functools", loadFunctools},
	{"copy", loadCopy},
	{"abc", loadAbc},
	{"numbers", loadNumbers},
	{"contextlib", loadContextlib},
	{"queue", loadQueue},
	{"asyncio", loadAsyncio},
	{"stat", loadStat},
	{"time", loadTime},
	{"statistics", loadStatistics},
	{"textwrap", loadTextwrap},
	{"uuid", loadUUID},
	{"urllib", loadUrllib},
	{"urllib.parse", loadUrllibParse},
	{"difflib", loadDifflib},
	{"pprint", loadPprint},
	{"dataclasses", loadDataclasses},
	{"typing", loadTyping},
	{"io", loadIO},
	{"csv", loadCSV},
	{"fractions", loadFractions},
	{"decimal", loadDecimal},
	{"calendar", loadCalendar},
	{"sys", loadSys},
	{"zlib", loadZlib},
	{"gc", loadGC},
	{"types", loadTypes},
	{"contextvars", loadContextvars},
	{"traceback", loadTraceback},
	{"struct", loadStruct},
	{"array", loadArray},
	{"warnings", loadWarnings},
}

// registryIndex is registry by name, made once per process.
var registryIndex = sync.OnceValue(func() map[string]loader {
	m := make(map[string]loader, len(registry)) //allocpath:ok the package's own table
	for _, r := range registry {
		m[r.name] = r.load
	}
	return m
})

// Names returns the names of the modules Install makes importable, in order.
func Names() []string {
	var out []string
	for _, r := range registry {
		out = append(out, r.name)
	}
	return out
}

// Install makes every module of this package importable in in, and with
// Options.Files adds the open() builtin and the file modules.
func Install(in *eval.Interp, opts Options) {
	o := opts.withDefaults()
	in.FindModule = func(name string) eval.ModuleLoader {
		load := registryIndex()[name]
		if load == nil {
			return nil
		}
		return func(t *eval.Thread) (*eval.Module, error) { return load(t, &o) }
	}
	if o.Files != nil {
		installFiles(in, &o)
	}
	in.Warn = warnFromGo
}

// fn is the signature of every function of this package.
type fn = eval.BuiltinFunc

// newModule returns a module with the given functions.
func newModule(name string, funcs map[string]fn) *eval.Module {
	m := eval.NewModule(name)
	addFuncs(m, funcs)
	return m
}

// addFuncs adds the given functions to m.
func addFuncs(m *eval.Module, funcs map[string]fn) {
	for n, f := range funcs {
		m.Attrs.Set(n, eval.NewModuleBuiltin(m.Name, n, f))
	}
}

// borrowArgs marks the named functions of m (added before) as keeping
// neither their argument slice nor a part of it once they return
// (eval.Builtin.SetBorrowsArgs): a call of them, math.log(x) or
// re.findall(p, s), then evaluates its arguments on the thread's value
// stack instead of allocating a slice.
func borrowArgs(m *eval.Module, names ...string) {
	for _, n := range names {
		v, _ := m.Attrs.Get(n)
		b, ok := v.(*eval.Builtin)
		if !ok {
			panic("modules: borrowArgs: no builtin " + m.Name + "." + n)
		}
		b.SetBorrowsArgs()
	}
}

// sharedModule returns the loader of a module whose attributes build
// makes once per process: only for a module whose attributes are all
// immutable and hold no per-interpreter state (builtin functions of Go
// functions that keep none, numbers, strs, builtin types), which every
// interpreter may then hold, as they hold the builtins' functions. Each
// interpreter still gets a module of its own with its own copy of the
// table, so setting or deleting an attribute changes only its module; a
// module with a mutable attribute (a list, a dict, an instance) or a Go
// function with state (random's generator, re's cache) cannot be shared.
func sharedModule(name string, build func(m *eval.Module)) func(*eval.Thread, *Options) (*eval.Module, error) {
	attrs := sync.OnceValue(func() *eval.StrDict {
		m := eval.NewModule(name)
		build(m)
		return m.Attrs
	})
	return func(*eval.Thread, *Options) (*eval.Module, error) {
		m := eval.NewModule(name)
		m.Attrs.CopyFrom(attrs())
		return m, nil
	}
}

// newType makes an immutable type with object as its base, shown as
// module.name. methods are looked up by attribute access on instances and
// returned bound; attrs, when set, supplies other instance attributes.
func newType(module, name string, methods map[string]fn) *eval.Type {
	typ := &eval.Type{Name: name, Module: module, Builtin: true, Dict: eval.NewStrDict()}
	setBase(typ, eval.ObjectType)
	for n, f := range methods {
		// Method descriptors: found on the type (Struct.pack(s, ...)),
		// they check that their first argument is an instance before
		// calling f with it as self (a builtin would have called f with
		// no self at all: a Go type assertion on nil).
		if slotMethodNames[n] {
			typ.Dict.Set(n, eval.NewSlotWrapperOf(typ, n, f))
		} else {
			typ.Dict.Set(n, eval.NewMethodOf(typ, n, f))
		}
	}
	typ.Hash = identityHash
	typ.GetAttr = func(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
		return methodAttr(t, v, name, methods)
	}
	return typ
}

// slotMethodNames are the methods that fill a type slot in CPython
// (slot wrappers), as opposed to plain methods (__enter__, __reduce__,
// __sizeof__, __format__, ...).
var slotMethodNames = map[string]bool{
	"__next__": true, "__iter__": true, "__call__": true, "__await__": true,
	"__aiter__": true, "__anext__": true, "__len__": true, "__repr__": true,
	"__str__": true, "__hash__": true, "__bool__": true, "__eq__": true,
	"__ne__": true, "__lt__": true, "__le__": true, "__gt__": true, "__ge__": true,
	"__getattribute__": true, "__setattr__": true, "__delattr__": true,
	"__init__": true, "__del__": true, "__setitem__": true, "__delitem__": true,
}

// methodAttr returns v.name for a type whose methods are Go functions.
func methodAttr(t *eval.Thread, v eval.Value, name string, methods map[string]fn) (eval.Value, error) {
	if f, ok := methods[name]; ok {
		return bind(name, f, v), nil
	}
	switch name {
	case "__class__":
		return v.Type(), nil
	case "__doc__":
		return eval.None, nil
	}
	return nil, eval.Errorf(eval.AttributeErrorType, "'%s' object has no attribute '%s'", eval.TypeName(v), name)
}

// bind returns f bound to self as a builtin method.
func bind(name string, f fn, self eval.Value) *eval.Builtin {
	return eval.NewBuiltin(name, func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		return f(t, self, args, kw)
	})
}

func setBase(typ, base *eval.Type) {
	typ.Base = base
	typ.Bases = []*eval.Type{base}
	typ.MRO = append([]*eval.Type{typ}, base.MRO...)
}

func identityHash(t *eval.Thread, v eval.Value) (int64, error) {
	if t == nil || t.Interp == nil {
		return 0, nil
	}
	return t.Interp.IdentityHash(v), nil
}

// newIterType makes an iterator type: iter(x) is x, next(x) calls Next.
func newIterType(module, name string) *eval.Type {
	methods := map[string]fn{
		"__next__": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			v, err := self.(eval.Iterator).Next(t)
			if err != nil {
				return nil, err
			}
			if v == nil {
				return nil, eval.NewException(eval.StopIterationType)
			}
			return v, nil
		},
		"__iter__": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return self, nil
		},
	}
	typ := newType(module, name, methods)
	typ.NoSubclass = true
	typ.Iter = func(t *eval.Thread, v eval.Value) (eval.Iterator, error) { return v.(eval.Iterator), nil }
	return typ
}

// newExceptionType makes an exception class deriving from base, shown in
// tracebacks as module.name.
func newExceptionType(module, name string, base *eval.Type) *eval.Type {
	typ := &eval.Type{Name: name, Module: module, Builtin: true, Dict: eval.NewStrDict()}
	setBase(typ, base)
	typ.New, typ.Repr, typ.Str, typ.Hash = base.New, base.Repr, base.Str, base.Hash
	typ.GetAttr, typ.SetAttr = base.GetAttr, base.SetAttr
	return typ
}

// Small conveniences for Go code building Python values.

func str(t *eval.Thread, s string) eval.Value { return eval.NewStrT(t, s) }

func tuple(t *eval.Thread, vs ...eval.Value) *eval.Tuple { return eval.NewTupleT(t, vs) }

// noKw fails when keyword arguments are given to a function taking none.
func noKw(name string, kw []string) error {
	if len(kw) > 0 {
		return eval.Errorf(eval.TypeErrorType, "%s() takes no keyword arguments", name)
	}
	return nil
}

// nargs checks a positional-only function's argument count as CPython's
// Argument Clinic does.
func nargs(name string, args []eval.Value, kw []string, min, max int) error {
	if err := noKw(name, kw); err != nil {
		return err
	}
	n := len(args)
	if n >= min && (max < 0 || n <= max) {
		return nil
	}
	switch {
	case min == max && min == 1 && strings.Contains(name, "."):
		return eval.Errorf(eval.TypeErrorType, "%s() takes exactly one argument (%d given)", name, n)
	case min == max && min == 0:
		return eval.Errorf(eval.TypeErrorType, "%s() takes no arguments (%d given)", name, n)
	case min == max:
		return eval.Errorf(eval.TypeErrorType, "%s expected %d argument%s, got %d", name, min, plural(min), n)
	case n < min:
		return eval.Errorf(eval.TypeErrorType, "%s expected at least %d argument%s, got %d", name, min, plural(min), n)
	}
	return eval.Errorf(eval.TypeErrorType, "%s expected at most %d argument%s, got %d", name, max, plural(max), n)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// iterate calls f for each element of v, counting one operation per
// element.
func iterate(t *eval.Thread, v eval.Value, f func(x eval.Value) error) error {
	it, err := eval.Iterate(t, v)
	if err != nil {
		return err
	}
	for {
		x, err := it.Next(t)
		if err != nil {
			return err
		}
		if x == nil {
			return nil
		}
		if err := t.Step(); err != nil {
			return err
		}
		if err := f(x); err != nil {
			return err
		}
	}
}

// isExc reports whether err is a Python exception of class cls.
func isExc(err error, cls *eval.Type) bool {
	e, ok := err.(*eval.Exception)
	return ok && e.Type().IsSubtype(cls)
}

// isOverflow reports whether err is an OverflowError (an int argument
// too large for the C type CPython converts it to).
func isOverflow(err error) bool {
	exc, ok := err.(*eval.Exception)
	return ok && exc.Type() == eval.OverflowErrorType
}
