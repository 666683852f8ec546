package snapshot

import (
	"fmt"
	"math/big"
	"strings"
	"unsafe"

	"github.com/pyinterp/pyinterp/eval"
)

// Env is what the codec needs of the session: its interpreter, its
// namespace, and (to decode) its compiler.
type Env struct {
	Interp  *eval.Interp
	Globals *eval.Globals
	// CompileMain compiles source text saved from the session's namespace
	// into a program of that namespace, as the session compiles code.
	CompileMain func(filename string, text []byte) (*eval.Program, error)
}

// Namespace is what a snapshot holds: the session's variables and the
// REPL's last value (_).
type Namespace struct {
	Names  []string
	Values []eval.Value
	// Underscore is _ of the interactive mode, nil when unset.
	Underscore eval.Value
}

// UnsupportedError is a variable whose value cannot be saved.
type UnsupportedError struct {
	Name   string // the variable ("_" for the REPL's last value)
	Reason string
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("cannot save variable '%s': %s", e.Name, e.Reason)
}

// EncodeOptions configure Encode.
type EncodeOptions struct {
	// SkipUnsupported leaves out the variables whose values cannot be
	// saved (Encode returns their names) instead of failing.
	SkipUnsupported bool
}

// Encode saves ns. t is charged for the snapshot's memory and work (a
// host thread with the session's limits). With SkipUnsupported, skipped
// lists the variables left out.
func Encode(t *eval.Thread, env *Env, ns Namespace, opts EncodeOptions) (data []byte, skipped []string, err error) {
	skip := map[string]bool{}
	for {
		data, err = encodeOnce(t, env, ns, skip)
		ue, ok := err.(*UnsupportedError)
		if !ok || !opts.SkipUnsupported || skip[ue.Name] {
			return data, skipped, err
		}
		skip[ue.Name] = true
		skipped = append(skipped, ue.Name)
	}
}

type encoder struct {
	t    *eval.Thread
	env  *Env
	body writer
	ids  map[eval.Value]int
	objs []eval.Value
	root []string // the variable through which each object was first reached

	sources   []*eval.Source
	srcMods   []string       // per source: the module it is the source of, "" for session text
	sourceIDs map[string]int // by text identity (address and length) or "module:" name
	modules   map[*eval.Globals]*eval.Module
	named     map[eval.Value][2]string // objects of the modules by module and name (sentinels, members)
	cur       string                   // the variable being encoded
}

func encodeOnce(t *eval.Thread, env *Env, ns Namespace, skip map[string]bool) ([]byte, error) {
	e := &encoder{t: t, env: env, body: writer{b: eval.NewBuilder(t, 0)}, ids: map[eval.Value]int{},
		sourceIDs: map[string]int{}}
	// The roots.
	var names []string
	var refs []int
	for i, n := range ns.Names {
		if skip[n] {
			continue
		}
		e.cur = n
		names = append(names, n)
		refs = append(refs, e.ref(ns.Values[i]))
	}
	under := -1
	if ns.Underscore != nil && !skip["_"] {
		e.cur = "_"
		under = e.ref(ns.Underscore)
	}
	// The objects, in the order they were reached (records may add more).
	for i := 0; i < len(e.objs); i++ {
		e.cur = e.root[i]
		if err := e.record(e.objs[i]); err != nil {
			if ue, ok := err.(*UnsupportedError); ok && ue.Name == "" {
				ue.Name = e.cur
			}
			return nil, err
		}
		if err := e.t.Work(1); err != nil {
			return nil, err
		}
		if err := e.body.b.Err(); err != nil {
			return nil, err
		}
	}
	out := writer{b: eval.NewBuilder(t, e.body.b.Len()+64)}
	out.b.WriteString(Magic)
	out.uvarint(Version)
	out.int(len(e.sources))
	for i, s := range e.sources {
		if m := e.srcMods[i]; m != "" {
			out.byte(srcModule)
			out.str(m)
			continue
		}
		out.byte(srcText)
		out.str(s.Filename)
		out.bytes(s.Text())
	}
	out.int(len(e.objs))
	out.b.Write(e.body.b.Bytes())
	out.int(len(names))
	for i, n := range names {
		out.str(n)
		out.int(refs[i])
	}
	if under < 0 {
		out.byte(0)
	} else {
		out.byte(1)
		out.int(under)
	}
	if err := out.b.Err(); err != nil {
		return nil, err
	}
	return out.b.Bytes(), nil
}

// ref returns the index of v in the object table, adding it.
func (e *encoder) ref(v eval.Value) int {
	if i, ok := e.ids[v]; ok {
		return i
	}
	i := len(e.objs)
	e.ids[v] = i
	e.objs = append(e.objs, v)
	e.root = append(e.root, e.cur)
	return i
}

// ref1 is ref for an optional value: 0 for nil, else index + 1.
func (e *encoder) ref1(v eval.Value) int {
	if v == nil {
		return 0
	}
	return e.ref(v) + 1
}

func (e *encoder) refs(vs []eval.Value) {
	e.body.int(len(vs))
	for _, v := range vs {
		e.body.int(e.ref(v))
	}
}

func unsupported(format string, a ...any) error {
	return &UnsupportedError{Reason: fmt.Sprintf(format, a...)} //allocpath:ok an error message: type and variable names the program already holds
}

func (e *encoder) record(v eval.Value) error {
	w := &e.body
	switch x := v.(type) {
	case eval.NoneType:
		w.byte(tagNone)
	case eval.Bool:
		if x {
			w.byte(tagTrue)
		} else {
			w.byte(tagFalse)
		}
	case eval.EllipsisType:
		w.byte(tagEllipsis)
	case eval.NotImplementedType:
		w.byte(tagNotImplemented)
	case eval.Int:
		w.byte(tagInt)
		w.varint(int64(x))
	case *eval.BigInt:
		w.byte(tagBigInt)
		b := x.Big()
		if b.Sign() < 0 {
			w.byte(1)
		} else {
			w.byte(0)
		}
		// Abs and Bytes copy the magnitude once each: charged (and their
		// work counted) first.
		if err := eval.Reserve(e.t, 2*int64(len(b.Bits()))*8); err != nil {
			return err
		}
		w.bytes(new(big.Int).Abs(b).Bytes()) //allocpath:ok linear in the magnitude, charged just above
	case eval.Float:
		w.byte(tagFloat)
		w.float(float64(x))
	case eval.Complex:
		w.byte(tagComplex)
		w.float(real(complex128(x)))
		w.float(imag(complex128(x)))
	case *eval.Str:
		w.byte(tagStr)
		w.str(x.String())
	case eval.Bytes:
		w.byte(tagBytes)
		w.str(string(x))
	case *eval.ByteArray:
		w.byte(tagByteArray)
		w.bytes(x.Bytes())
	case *eval.Tuple:
		w.byte(tagTuple)
		e.refs(x.Elems())
	case *eval.List:
		w.byte(tagList)
		e.refs(x.Elems())
	case *eval.Dict:
		w.byte(tagDict)
		w.int(x.Len())
		x.Range(func(k, v eval.Value) bool {
			w.int(e.ref(k))
			w.int(e.ref(v))
			return true
		})
	case *eval.Set:
		if x.Frozen() {
			w.byte(tagFrozenSet)
		} else {
			w.byte(tagSet)
		}
		w.int(x.Len())
		x.Range(func(v eval.Value) bool {
			w.int(e.ref(v))
			return true
		})
	case *eval.Cell:
		w.byte(tagCell)
		w.int(e.ref1(x.Get()))
	case *eval.Module:
		if x.MadeByProgram() {
			// Saved by name it would come back as the library module.
			return unsupported("module %s cannot be saved: it was made with types.ModuleType, not imported", x.Name)
		}
		w.byte(tagModule)
		w.str(x.Name)
	case *eval.Type:
		return e.class(x)
	case *eval.Instance:
		if ref, ok := e.moduleName(x); ok {
			e.body.byte(tagRef)
			e.body.str(ref[0])
			e.body.str(ref[1])
			return nil
		}
		return e.instance(x)
	case *eval.Exception:
		w.byte(tagException)
		w.int(e.ref(x.Type()))
		e.refs(x.Args)
		w.int(e.ref1(nilExc(x.Cause)))
		w.int(e.ref1(nilExc(x.Context)))
		if x.SuppressContext {
			w.byte(1)
		} else {
			w.byte(0)
		}
		w.int(e.ref1(x.Value))
		e.strDict(x.Dict)
	case *eval.Function:
		return e.function(x)
	case *eval.BoundMethod:
		fn, self := x.Parts()
		w.byte(tagBoundMethod)
		w.int(e.ref(fn))
		w.int(e.ref(self))
	case *eval.Builtin:
		self, name := x.Receiver()
		if self == nil {
			return e.globalRef(v, x.ModuleName(), name)
		}
		if self.Type().IsUserClass() {
			return unsupported("a builtin method bound to a '%s' instance cannot be saved", self.Type().Name)
		}
		w.byte(tagGetAttr)
		w.int(e.ref(self))
		w.str(name)
	case *eval.Range:
		start, stop, step, ok := x.Parts()
		if !ok {
			return unsupported("ranges with bounds beyond 64 bits cannot be saved")
		}
		e.call(eval.RangeType, eval.Int(start), eval.Int(stop), eval.Int(step))
	case *eval.Slice:
		e.call(eval.SliceType, x.Start, x.Stop, x.Step)
	case *eval.Property:
		fget, fset, fdel, doc := x.Parts()
		e.call(eval.PropertyType, orNone(fget), orNone(fset), orNone(fdel), orNone(doc))
	case *eval.ClassMethod:
		e.call(eval.ClassMethodType, x.Func())
	case *eval.StaticMethod:
		e.call(eval.StaticMethodType, x.Func())
	default:
		if st, ok := eval.IteratorState(v); ok {
			w.byte(tagIter)
			w.int(st.Kind)
			w.int(e.ref1(st.Container))
			w.varint(st.Pos)
			w.varint(st.View)
			if st.Reverse {
				w.byte(1)
			} else {
				w.byte(0)
			}
			w.varint(st.Size)
			w.varint(st.Left)
			w.varint(st.Cur)
			w.varint(st.Step)
			return nil
		}
		if r, ok := v.(eval.Reducer); ok {
			module, name, args, err := r.Reduce(e.t)
			if err != nil {
				return err
			}
			fn, ok := e.lookup(module, name)
			if !ok || !reducers[[2]string{module, name}] {
				return unsupported("%s objects cannot be saved (%s.%s is not reachable)", v.Type().Name, module, name)
			}
			e.call(fn, args...)
			return nil
		}
		return e.other(v)
	}
	return nil
}

func nilExc(x *eval.Exception) eval.Value {
	if x == nil {
		return nil
	}
	return x
}

func orNone(v eval.Value) eval.Value {
	if v == nil {
		return eval.None
	}
	return v
}

// call records a value rebuilt by calling fn(args...).
func (e *encoder) call(fn eval.Value, args ...eval.Value) {
	e.body.byte(tagCall)
	e.body.int(e.ref(fn))
	e.refs(args)
}

// other records the values with no record of their own: builtin types and
// objects a module defines, by name.
func (e *encoder) other(v eval.Value) error {
	return unsupported("%s objects cannot be saved", v.Type().Name)
}

func (e *encoder) strDict(d *eval.StrDict) {
	if d == nil {
		e.body.int(0)
		return
	}
	e.body.int(d.Len())
	d.Range(func(n string, v eval.Value) bool {
		e.body.str(n)
		e.body.int(e.ref(v))
		return true
	})
}

// globalRef records v as module.path, checking that the name finds v.
func (e *encoder) globalRef(v eval.Value, module, path string) error {
	if module == "" {
		module = "builtins"
	}
	if found, ok := e.lookup(module, path); !ok || found != v {
		return unsupported("%s %s.%s cannot be saved (it is not reachable by its name)", v.Type().Name, module, path)
	}
	e.body.byte(tagRef)
	e.body.str(module)
	e.body.str(path)
	return nil
}

// lookup finds module.path among the modules the interpreter imported,
// without running code.
func (e *encoder) lookup(module, path string) (eval.Value, bool) {
	var cur eval.Value
	if module == "builtins" {
		cur = builtinsModule{}
	} else {
		m, ok := e.env.Interp.Modules()[module]
		if !ok {
			return nil, false
		}
		cur = m
	}
	for p := range strings.SplitSeq(path, ".") {
		var next eval.Value
		var ok bool
		switch x := cur.(type) {
		case builtinsModule:
			next, ok = e.env.Interp.Builtins.Get(p)
		case *eval.Module:
			next, ok = x.Attrs.Get(p)
		case *eval.Type:
			next, ok = x.Dict.Get(p)
		}
		if !ok {
			return nil, false
		}
		cur = next
	}
	return cur, true
}

// builtinsModule stands for the builtins namespace in lookups.
type builtinsModule struct{ eval.NoneType }

func (e *encoder) class(cls *eval.Type) error {
	st, user := cls.State()
	if !user || cls.Module != "__main__" {
		// A builtin type, or a class a module defines: by name.
		if found, ok := e.lookup(cls.Module, cls.QualName()); ok && found == cls {
			e.body.byte(tagRef)
			e.body.str(cls.Module)
			e.body.str(cls.QualName())
			return nil
		}
		if !user {
			return unsupported("type %s.%s cannot be saved (it is not reachable by its name)", cls.Module, cls.Name)
		}
	}
	w := &e.body
	w.byte(tagClass)
	var meta eval.Value
	if st.Meta != nil {
		meta = st.Meta
	}
	w.int(e.ref1(meta))
	w.str(st.Name)
	w.str(st.QualName)
	w.str(st.Module)
	w.int(len(st.Bases))
	for _, b := range st.Bases {
		w.int(e.ref(b))
	}
	w.int(e.ref1(st.Slots))
	var n int
	cls.Dict.Range(func(name string, v eval.Value) bool {
		if !eval.IsSlotMember(v) && name != "__slots__" {
			n++
		}
		return true
	})
	w.int(n)
	cls.Dict.Range(func(name string, v eval.Value) bool {
		if !eval.IsSlotMember(v) && name != "__slots__" {
			w.str(name)
			w.int(e.ref(v))
		}
		return true
	})
	return nil
}

func (e *encoder) instance(in *eval.Instance) error {
	st := in.State()
	w := &e.body
	w.byte(tagInstance)
	w.int(e.ref(in.Type()))
	w.int(e.ref1(st.Base))
	w.int(len(st.Slots))
	for _, v := range st.Slots {
		w.int(e.ref1(v))
	}
	w.int(len(st.Attrs))
	for i, n := range st.Attrs {
		w.str(n)
		w.int(e.ref(st.Vals[i]))
	}
	return nil
}

func (e *encoder) function(f *eval.Function) error {
	st := f.State()
	// A function a module defines at its top level: by name.
	if st.Globals != e.env.Globals && !strings.Contains(st.QualName, "<") {
		if found, ok := e.lookup(st.Globals.ModuleName(), st.QualName); ok && found == f {
			e.body.byte(tagRef)
			e.body.str(st.Globals.ModuleName())
			e.body.str(st.QualName)
			return nil
		}
	}
	src, err := e.source(st)
	if err != nil {
		return err
	}
	w := &e.body
	w.byte(tagFunction)
	w.int(src)
	line, col := st.Code.Pos()
	w.int(line)
	w.int(col)
	w.str(st.Code.Name)
	w.str(st.Name)
	w.str(st.QualName)
	w.str(st.Module)
	e.refs(st.Defaults)
	if st.KwDefaults == nil {
		w.byte(0)
	} else {
		w.byte(1)
		w.int(len(st.KwDefaults))
		for _, v := range st.KwDefaults {
			w.int(e.ref1(v))
		}
	}
	w.int(len(st.Closure))
	for _, c := range st.Closure {
		w.int(e.ref(c))
	}
	e.strDict(st.Dict)
	w.int(e.ref1(st.Doc))
	w.int(e.ref1(st.Annotations))
	return nil
}

// source returns the index of the source record of a function's code.
func (e *encoder) source(st eval.FunctionState) (int, error) {
	s := st.Code.Source
	var key, mod string
	if st.Globals == e.env.Globals {
		text := s.Text()
		if text == nil {
			return 0, unsupported("function %s has no source text", st.QualName)
		}
		key = fmt.Sprintf("%p:%d", unsafe.SliceData(text), len(text))
	} else {
		m := e.moduleOf(st.Globals)
		if m == nil {
			return 0, unsupported("function %s was defined outside the session and its modules", st.QualName)
		}
		key, mod = "module:"+m.Name, m.Name
	}
	if i, ok := e.sourceIDs[key]; ok {
		return i, nil
	}
	e.sourceIDs[key] = len(e.sources)
	e.sources = append(e.sources, s)
	e.srcMods = append(e.srcMods, mod)
	return len(e.sources) - 1, nil
}

// moduleOf returns the imported module whose Python source ran in g.
func (e *encoder) moduleOf(g *eval.Globals) *eval.Module {
	if e.modules == nil {
		e.modules = map[*eval.Globals]*eval.Module{}
		for _, m := range e.env.Interp.Modules() {
			if mg := m.ModuleGlobals(); mg != nil {
				e.modules[mg] = m
			}
		}
	}
	return e.modules[g]
}

// moduleName returns the module and path that name an instance a module
// holds (a sentinel such as dataclasses.MISSING, an enum member of a
// module's enum): restored by name, it keeps its identity.
func (e *encoder) moduleName(v eval.Value) ([2]string, bool) {
	if e.named == nil {
		e.named = map[eval.Value][2]string{}
		for name, m := range e.env.Interp.Modules() {
			m.Attrs.Range(func(n string, v eval.Value) bool {
				switch x := v.(type) {
				case *eval.Instance:
					e.named[x] = [2]string{name, n}
				case *eval.Type:
					if x.IsUserClass() && x.Module == name {
						x.Dict.Range(func(cn string, cv eval.Value) bool {
							if in, ok := cv.(*eval.Instance); ok && in.Type() == x {
								e.named[in] = [2]string{name, n + "." + cn}
							}
							return true
						})
					}
				}
				return true
			})
		}
	}
	ref, ok := e.named[v]
	return ref, ok
}
