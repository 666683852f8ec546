package eval

import (
	"sort"
	"strings"
)

// Module is an imported module: a namespace of attributes. Modules written
// in Go fill Attrs when they are created; each interpreter creates its own
// module objects, so a program that assigns math.pi changes only its own.
type Module struct {
	Name  string
	Doc   string
	Attrs *StrDict
	// Absent names attributes the module leaves out on purpose, with the
	// reason, which the AttributeError for them gives.
	Absent map[string]string

	// Of a module written in Python: the namespace its source ran in and
	// the compiled source (SetSource), for snapshots.
	globals *Globals
	program *Program

	// Lazy makes the attributes of a module whose source runs lazily
	// (modules/pylazy.go) at their first use; nil: all are in Attrs.
	// Code that reads a module's attributes from Go uses Attr, or
	// LoadAll before it lists them.
	Lazy LazyAttrs

	// user marks a module the program made with module(name).
	user bool
}

// LazyAttrs makes a module's attributes on first use.
type LazyAttrs interface {
	// Load makes name an attribute of the module, with everything it
	// needs, if the module defines it and has not made it yet.
	Load(t *Thread, name string) error
	// LoadAll makes every attribute the module defines.
	LoadAll(t *Thread) error
	// Names returns the names the module defines, made or not.
	Names() []string
}

// Attr returns the module's attribute name, made first if the module
// makes it lazily.
func (m *Module) Attr(t *Thread, name string) (Value, bool, error) {
	if v, ok := m.Attrs.Get(name); ok || m.Lazy == nil {
		return v, ok, nil
	}
	if err := m.Lazy.Load(t, name); err != nil {
		return nil, false, err
	}
	v, ok := m.Attrs.Get(name)
	return v, ok, nil
}

// LoadAll makes every attribute of a lazily made module, before its
// attributes are listed.
func (m *Module) LoadAll(t *Thread) error {
	if m.Lazy == nil {
		return nil
	}
	return m.Lazy.LoadAll(t)
}

// ModuleType is type(math).
var ModuleType = newBuiltinType("module")

func init() {
	ModuleType.setBase(ObjectType)
	ModuleType.Repr = func(t *Thread, v Value) (string, error) {
		if m := v.(*Module); m.user {
			return "<module '" + m.Name + "'>", nil
		}
		return "<module '" + v.(*Module).Name + "' (built-in)>", nil
	}
	ModuleType.Hash = identityHash
	ModuleType.New = newModuleObject
	ModuleType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		m := v.(*Module)
		if x, ok, err := m.Attr(t, name); err != nil || ok {
			return x, err
		}
		switch name {
		case "__name__":
			return NewStrT(t, m.Name), nil
		case "__doc__":
			if m.Doc == "" {
				return None, nil
			}
			return NewStrT(t, m.Doc), nil
		}
		if why, ok := m.Absent[name]; ok {
			return nil, Errorf(AttributeErrorType, "module '%s' has no attribute '%s' (pyinterp leaves it out: %s)", m.Name, name, why)
		}
		return nil, attributeError(t, v, name)
	}
	ModuleType.SetAttr = func(t *Thread, v Value, name string, x Value) error {
		m := v.(*Module)
		if m.Lazy != nil {
			// The library's value first, then the program's change on
			// top: a later load does not undo it.
			if err := m.Lazy.Load(t, name); err != nil {
				return err
			}
		}
		if x == nil {
			if !m.Attrs.Delete(name) {
				return attributeError(t, v, name)
			}
			return nil
		}
		m.Attrs.Set(name, x)
		return nil
	}
}

func (*Module) Type() *Type { return ModuleType }

// newModuleObject is module(name, doc=None) (types.ModuleType): an empty
// namespace named name, reachable only through the value it returns (the
// import system never sees it). Its repr has no "(built-in)".
func newModuleObject(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if cls != ModuleType {
		return nil, Errorf(NotImplementedErrorType, "pyinterp does not support subclasses of module")
	}
	npos := len(args) - len(kwnames)
	if len(args) > 2 {
		return nil, Errorf(TypeErrorType, "module() takes at most 2 arguments (%d given)", len(args))
	}
	var name, doc Value
	if npos > 0 {
		name = args[0]
	}
	if npos > 1 {
		doc = args[1]
	}
	for i, k := range kwnames {
		v := args[npos+i]
		switch {
		case k == "name" && npos < 1:
			name = v
		case k == "doc" && npos < 2:
			doc = v
		case k == "name" || k == "doc":
			return nil, Errorf(TypeErrorType, "argument for module() given by name ('%s') and position (%d)", k, map[string]int{"name": 1, "doc": 2}[k])
		default:
			return nil, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for module()", k)
		}
	}
	if name == nil {
		return nil, Errorf(TypeErrorType, "module() missing required argument 'name' (pos 1)")
	}
	ns, ok := name.(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "module() argument 'name' must be str, not %s", ArgTypeName(name))
	}
	if err := Reserve(t, moduleObjectBytes); err != nil {
		return nil, err
	}
	m := &Module{Name: ns.s, Attrs: NewStrDict(), user: true}
	if doc == nil {
		doc = None
	}
	m.Attrs.Set("__name__", name)
	m.Attrs.Set("__doc__", doc)
	return m, nil
}

// MadeByProgram reports whether the program made m with module(name):
// its attributes are only what the program put there.
func (m *Module) MadeByProgram() bool { return m.user }

// moduleObjectBytes is what module(name) is charged: the Module, its
// attribute table and the first entries.
const moduleObjectBytes = 256

// NewModule returns an empty module.
func NewModule(name string) *Module { return &Module{Name: name, Attrs: NewStrDict()} }

// PublicNames returns the names "from m import *" binds: those not
// starting with an underscore, sorted.
func (m *Module) PublicNames() []string {
	var out []string
	m.Attrs.Range(func(k string, _ Value) bool {
		if !strings.HasPrefix(k, "_") {
			out = append(out, k)
		}
		return true
	})
	sort.Strings(out)
	return out
}

// ModuleLoader creates a fresh instance of a module for an interpreter.
type ModuleLoader func(t *Thread) (*Module, error)

// Import returns the module named name, creating it on first use. The
// import policy (Interp.CheckImport) decides what may be imported.
func (in *Interp) Import(t *Thread, name string) (Value, error) {
	return in.importChecked(t, name, in.CheckImport)
}

// ImportFrom is Import for the module of a from-import: the policy is
// asked through CheckImportFrom when it is set.
func (in *Interp) ImportFrom(t *Thread, name string) (Value, error) {
	check := in.CheckImport
	if in.CheckImportFrom != nil {
		check = in.CheckImportFrom
	}
	return in.importChecked(t, name, check)
}

// importChecked asks check about the whole dotted name, then imports the
// name's parents before it, as CPython does: the first that does not
// exist is the error ("import os.path" with os authorized but not
// implemented is "No module named 'os'").
func (in *Interp) importChecked(t *Thread, name string, check func(string) error) (Value, error) {
	if check != nil {
		if err := check(name); err != nil {
			return nil, err
		}
	}
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			if _, err := in.ImportUnchecked(t, name[:i]); err != nil {
				return nil, err
			}
		}
	}
	m, err := in.ImportUnchecked(t, name)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// ImportUnchecked is Import without the import policy: for modules of the
// standard library that build on others (numbers on abc, functools on
// collections). The module is created once per interpreter, so the
// program importing it later gets the same object.
func (in *Interp) ImportUnchecked(t *Thread, name string) (*Module, error) {
	if m, ok := in.modules[name]; ok {
		return m, nil
	}
	load := in.loaders[name]
	if load == nil && in.FindModule != nil {
		load = in.FindModule(name)
	}
	if load == nil {
		e := Errorf(ModuleNotFoundErrorType, "No module named '%s'", name)
		return nil, e
	}
	if in.loading[name] {
		// A module whose code imports itself, directly or through
		// another: CPython hands out the partially initialized module;
		// pyinterp refuses (and never recurses without end).
		return nil, Errorf(ImportErrorType, "cannot import partially initialized module '%s' (most likely due to a circular import)", name)
	}
	if in.loading == nil {
		in.loading = map[string]bool{}
	}
	in.loading[name] = true
	var m *Module
	err := t.Uncharged(func() (err error) { m, err = load(t); return err }) // the library's setup is not the program's work
	delete(in.loading, name)
	if err != nil {
		return nil, err
	}
	in.modules[name] = m
	return m, nil
}
