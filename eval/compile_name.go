package eval

import (
	"github.com/pyinterp/pyinterp/resolve"
)

// Name access, compiled once per occurrence from the resolver's binding.

func (c *compiler) binding(name string) *resolve.Binding {
	b := c.scope.Lookup(name)
	if b == nil {
		// The resolver classifies every name it saw; anything else is global.
		return &resolve.Binding{Name: c.scope.Mangle(name), Kind: resolve.Global}
	}
	return b
}

func unboundLocal(name string) error {
	return Errorf(UnboundLocalErrorType, "cannot access local variable '%s' where it is not associated with a value", name)
}

func nameNotDefined(fr *Frame, name string) error {
	e := Errorf(NameErrorType, "name '%s' is not defined", name)
	e.Value = NewStrT(fr.t, name)
	e.nameCtx = &nameContext{varnames: fr.code.varnames, globals: fr.globals}
	return e
}

func (c *compiler) loadName(name string) exprFn {
	b := c.binding(name)
	name = b.Name  // mangled
	at := c.loadAt // the Name node, when compiling one: the position of a NameError
	c.loadAt = nil
	switch b.Kind {
	case resolve.Local:
		i := b.Index
		return func(fr *Frame) (Value, error) {
			if v := fr.slots[i]; v != nil {
				return v, nil
			}
			return nil, fr.at(unboundLocal(name), at)
		}
	case resolve.Cell:
		i := b.Index
		return func(fr *Frame) (Value, error) {
			if v := fr.slots[i].(*Cell).v; v != nil {
				return v, nil
			}
			return nil, fr.at(unboundLocal(name), at)
		}
	case resolve.Free:
		i := b.Index
		return func(fr *Frame) (Value, error) {
			if v := fr.free[i].v; v != nil {
				return v, nil
			}
			return nil, fr.at(Errorf(NameErrorType, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name), at)
		}
	case resolve.ClassFree:
		i := b.Index
		key := NewStr(name) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
		return func(fr *Frame) (Value, error) {
			if v, ok, err := fr.classNS.Get(fr.t, key); err != nil || ok {
				return v, err
			}
			if v := fr.free[i].v; v != nil {
				return v, nil
			}
			return nil, fr.at(Errorf(NameErrorType, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name), at)
		}
	case resolve.ClassLocal:
		key := NewStr(name) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
		if l := c.lib; l != nil {
			i := l.nameIndex(name)
			return func(fr *Frame) (Value, error) {
				if v, ok, err := fr.classNS.Get(fr.t, key); err != nil || ok {
					return v, err
				}
				r := fr.globals.ref(l, i)
				if v := r.cell.v; v != nil {
					return v, nil
				}
				if r.builtin != nil {
					return r.builtin, nil
				}
				return nil, fr.at(nameNotDefined(fr, name), at)
			}
		}
		cell := c.globals.cell(name)
		builtin, _ := c.globals.builtins.Get(name)
		return func(fr *Frame) (Value, error) {
			if v, ok, err := fr.classNS.Get(fr.t, key); err != nil || ok {
				return v, err
			}
			if v := cell.v; v != nil {
				return v, nil
			}
			if builtin != nil {
				return builtin, nil
			}
			return nil, fr.at(nameNotDefined(fr, name), at)
		}
	}
	// Global.
	if l := c.lib; l != nil {
		i := l.nameIndex(name)
		return func(fr *Frame) (Value, error) {
			g := fr.globals
			if i >= len(g.refs) {
				g.link(l)
			}
			r := &g.refs[i]
			if v := r.cell.v; v != nil {
				return v, nil
			}
			if r.builtin != nil {
				return r.builtin, nil
			}
			return nil, fr.at(nameNotDefined(fr, name), at)
		}
	}
	cell := c.globals.cell(name)
	builtin, _ := c.globals.builtins.Get(name)
	if builtin != nil {
		return func(fr *Frame) (Value, error) {
			if v := cell.v; v != nil {
				return v, nil
			}
			return builtin, nil
		}
	}
	return func(fr *Frame) (Value, error) {
		if v := cell.v; v != nil {
			return v, nil
		}
		return nil, fr.at(nameNotDefined(fr, name), at)
	}
}

func (c *compiler) storeName(name string) storeFn {
	c.checkToolName(name)
	b := c.binding(name)
	name = b.Name // mangled
	switch b.Kind {
	case resolve.Local:
		i := b.Index
		return func(fr *Frame, v Value) error { fr.slots[i] = v; return nil }
	case resolve.Cell:
		i := b.Index
		return func(fr *Frame, v Value) error { fr.slots[i].(*Cell).v = v; return nil }
	case resolve.Free:
		i := b.Index
		return func(fr *Frame, v Value) error { fr.free[i].v = v; return nil }
	case resolve.ClassFree: // nonlocal in a class body
		i := b.Index
		return func(fr *Frame, v Value) error { fr.free[i].v = v; return nil }
	case resolve.ClassLocal:
		key := NewStr(name) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
		return func(fr *Frame, v Value) error { return fr.classNS.SetItem(fr.t, key, v) }
	}
	if l := c.lib; l != nil {
		i := l.nameIndex(name)
		return func(fr *Frame, v Value) error { fr.globals.ref(l, i).cell.v = v; return nil }
	}
	cell := c.globals.cell(name)
	return func(fr *Frame, v Value) error { cell.v = v; return nil }
}

func (c *compiler) deleteName(name string) stmtFn {
	c.checkToolName(name) // del would erase the tool as surely as rebinding
	b := c.binding(name)
	name = b.Name // mangled
	switch b.Kind {
	case resolve.Local:
		i := b.Index
		return func(fr *Frame) (ctrl, error) {
			if fr.slots[i] == nil {
				return 0, unboundLocal(name)
			}
			fr.slots[i] = nil
			return ctrlNext, nil
		}
	case resolve.Cell:
		i := b.Index
		return func(fr *Frame) (ctrl, error) {
			cell := fr.slots[i].(*Cell)
			if cell.v == nil {
				return 0, unboundLocal(name)
			}
			cell.v = nil
			return ctrlNext, nil
		}
	case resolve.Free:
		i := b.Index
		return func(fr *Frame) (ctrl, error) {
			if fr.free[i].v == nil {
				return 0, Errorf(NameErrorType, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name)
			}
			fr.free[i].v = nil
			return ctrlNext, nil
		}
	case resolve.ClassFree:
		i := b.Index
		return func(fr *Frame) (ctrl, error) {
			if fr.free[i].v == nil {
				return 0, nameNotDefined(fr, name)
			}
			fr.free[i].v = nil
			return ctrlNext, nil
		}
	case resolve.ClassLocal:
		key := NewStr(name) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
		return func(fr *Frame) (ctrl, error) {
			ok, err := fr.classNS.Delete(fr.t, key)
			if err != nil {
				return 0, err
			}
			if !ok {
				return 0, nameNotDefined(fr, name)
			}
			return ctrlNext, nil
		}
	}
	if l := c.lib; l != nil {
		i := l.nameIndex(name)
		return func(fr *Frame) (ctrl, error) {
			cell := fr.globals.ref(l, i).cell
			if cell.v == nil {
				return 0, nameNotDefined(fr, name)
			}
			cell.v = nil
			return ctrlNext, nil
		}
	}
	cell := c.globals.cell(name)
	return func(fr *Frame) (ctrl, error) {
		if cell.v == nil {
			return 0, nameNotDefined(fr, name)
		}
		cell.v = nil
		return ctrlNext, nil
	}
}

// checkToolName is the hook through which the embedding policy forbids
// rebinding host tools; the interpreter's protected names are checked at
// compile time so no binding form can slip past.
func (c *compiler) checkToolName(name string) {
	if c.interp != nil && c.interp.protected != nil && c.interp.protected[name] {
		panic(compileError{exc: Errorf(InterpreterErrorType,
			"Cannot assign to name '%s': doing this would erase the existing tool!", name)})
	}
}
