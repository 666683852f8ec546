package gen

import (
	"sort"
	"strings"
	"sync"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
	"github.com/pyinterp/pyinterp/policy"
)

// Inventory is what a program can call under the default policy: every
// builtin function, every method of every builtin type, every function,
// class and method of every authorized module. It is read from a fresh
// interpreter, so what pyinterp adds is fuzzed without changing the
// generator.
type Inventory struct {
	// Builtins are the builtin functions and types (not the forbidden
	// ones), sorted.
	Builtins []string
	// Types maps a builtin type's name ("str") to its methods, sorted.
	Types map[string][]string
	// TypeNames are the keys of Types, sorted.
	TypeNames []string
	// Modules are the authorized modules that exist, sorted by name.
	Modules []*ModuleInfo

	// Flattened, for uniform choices: every (type, method), every module
	// function or class, every (module, class, method).
	TypeMethods  []Target
	ModuleFuncs  []Target
	ClassMethods []Target
}

// Target is one callable: Type.Method, Module.Name or
// Module.Class.Method.
type Target struct {
	Type, Module, Class, Name string
}

// String names the target as the generator's coverage record does.
func (t Target) String() string {
	switch {
	case t.Type != "":
		return "type:" + t.Type + "." + t.Name
	case t.Class != "":
		return "method:" + t.Module + "." + t.Class + "." + t.Name
	}
	return "module:" + t.Module + "." + t.Name
}

// ModuleInfo is what one module offers.
type ModuleInfo struct {
	Name      string
	Functions []string            // callables that are not classes
	Classes   map[string][]string // class name -> its methods
	ClassList []string            // keys of Classes, sorted
	Constants []string            // everything else
}

// Targets counts the callable targets of the inventory.
func (inv *Inventory) Targets() int {
	n := len(inv.Builtins)
	for _, ms := range inv.Types {
		n += len(ms)
	}
	for _, m := range inv.Modules {
		n += len(m.Functions) + len(m.ClassList)
		for _, ms := range m.Classes {
			n += len(ms)
		}
	}
	return n
}

var (
	inventoryOnce sync.Once
	inventory     *Inventory
)

// DefaultInventory returns the inventory of an interpreter set up as
// pyinterp.New does with default options (computed once).
func DefaultInventory() *Inventory {
	inventoryOnce.Do(func() { inventory = readInventory() })
	return inventory
}

// typeMethodsSkipped are dunders whose direct call tells nothing the
// operators do not (and __init_subclass__, __subclasshook__ and the like
// are class machinery).
var typeMethodsSkipped = map[string]bool{
	"__init_subclass__": true, "__subclasshook__": true, "__class_getitem__": true,
	"__getattribute__": true, "__setattr__": true, "__delattr__": true, "__dir__": true,
	"__reduce__": true, "__reduce_ex__": true, "__getstate__": true, "__sizeof__": true,
	"__new__": true, "__init__": true,
}

func readInventory() *Inventory {
	in := eval.NewInterp()
	builtins.Install(in)
	modules.Install(in, modules.Options{})
	pol := policy.New()
	pol.Install(in)
	t := eval.NewThread(in, eval.Limits{MaxOperations: 10_000_000, MaxMemory: 256 << 20}, nil, nil)

	forbidden := map[string]bool{}
	for _, r := range policy.ForbiddenBuiltins {
		forbidden[r.Name] = true
	}
	inv := &Inventory{Types: map[string][]string{}}
	in.Builtins.Range(func(name string, v eval.Value) bool {
		if forbidden[name] || strings.HasPrefix(name, "_") {
			return true
		}
		if ty, ok := v.(*eval.Type); ok {
			if !strings.HasSuffix(name, "Error") && !strings.HasSuffix(name, "Exception") && !strings.HasSuffix(name, "Warning") && !strings.HasSuffix(name, "Exit") && name != "KeyboardInterrupt" && name != "StopIteration" && name != "StopAsyncIteration" && name != "GeneratorExit" {
				inv.Types[name] = methods(ty)
			}
		}
		if isCallable(v) {
			inv.Builtins = append(inv.Builtins, name)
		}
		return true
	})
	sort.Strings(inv.Builtins)
	for name := range inv.Types {
		inv.TypeNames = append(inv.TypeNames, name)
	}
	sort.Strings(inv.TypeNames)

	for _, name := range policy.DefaultImports() {
		if name == "__future__" {
			continue
		}
		v, err := in.Import(t, name)
		if err != nil {
			continue // authorized, not implemented
		}
		m, ok := v.(*eval.Module)
		if !ok {
			continue
		}
		// Modules run lazily (collections, datetime, json) bind their
		// names at first use: bind them all.
		if err := m.LoadAll(t); err != nil {
			continue
		}
		mi := &ModuleInfo{Name: name, Classes: map[string][]string{}}
		m.Attrs.Range(func(attr string, x eval.Value) bool {
			if strings.HasPrefix(attr, "_") {
				return true
			}
			if _, ok := x.(*eval.Module); ok {
				return true
			}
			switch {
			case isType(x):
				mi.Classes[attr] = methods(x.(*eval.Type))
				mi.ClassList = append(mi.ClassList, attr)
			case isCallable(x):
				mi.Functions = append(mi.Functions, attr)
			default:
				mi.Constants = append(mi.Constants, attr)
			}
			return true
		})
		sort.Strings(mi.Functions)
		sort.Strings(mi.ClassList)
		sort.Strings(mi.Constants)
		inv.Modules = append(inv.Modules, mi)
	}
	sort.Slice(inv.Modules, func(i, j int) bool { return inv.Modules[i].Name < inv.Modules[j].Name })
	for _, ty := range inv.TypeNames {
		for _, m := range inv.Types[ty] {
			inv.TypeMethods = append(inv.TypeMethods, Target{Type: ty, Name: m})
		}
	}
	for _, m := range inv.Modules {
		for _, f := range m.Functions {
			inv.ModuleFuncs = append(inv.ModuleFuncs, Target{Module: m.Name, Name: f})
		}
		for _, c := range m.ClassList {
			inv.ModuleFuncs = append(inv.ModuleFuncs, Target{Module: m.Name, Name: c})
			for _, meth := range m.Classes[c] {
				inv.ClassMethods = append(inv.ClassMethods, Target{Module: m.Name, Class: c, Name: meth})
			}
		}
	}
	return inv
}

func isType(v eval.Value) bool {
	_, ok := v.(*eval.Type)
	return ok
}

func isCallable(v eval.Value) bool { return v.Type().Call != nil || isType(v) }

// methods returns the names in a type's dict and its bases' dicts (not
// object's), public ones and the dunders worth calling directly.
func methods(ty *eval.Type) []string {
	seen := map[string]bool{}
	var out []string
	for _, c := range ty.MRO {
		if c == eval.ObjectType || c.Dict == nil {
			continue
		}
		c.Dict.Range(func(name string, _ eval.Value) bool {
			if seen[name] || typeMethodsSkipped[name] {
				return true
			}
			if strings.HasPrefix(name, "_") && !(strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__")) {
				return true
			}
			if name == "__doc__" || name == "__module__" || name == "__dict__" || name == "__weakref__" || name == "__slots__" || name == "__hash__" && ty.Hash == nil {
				return true
			}
			seen[name] = true
			out = append(out, name)
			return true
		})
	}
	sort.Strings(out)
	return out
}
