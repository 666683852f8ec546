package resolve

import (
	"sort"

	"github.com/pyinterp/pyinterp/ast"
)

// The analysis: the second phase visits the scopes outermost first (each
// scope's names in order of first appearance, then its children, as
// CPython's analyze_block does) and binds every name. A name captured by an
// inner scope is found by walking outwards (visible), and the chain of
// cells from the binding scope down to the capturing one is built on demand
// (provide, capture).

// compBound reports whether a comprehension's symbol is one of its own
// iteration variables (not a walrus target, which belongs to the enclosing
// function or module).
func compBound(sym *symbol) bool {
	return sym.flags&defLocal != 0 && sym.flags&(defGlobal|defNonlocal) == 0
}

func (r *resolver) analyze(s *Scope) {
	if s.Kind == Function || s.Kind == Lambda {
		r.bindParams(s)
	}
	for i, n := 0, len(s.order); i < n; i++ {
		if sym := s.order[i]; sym.binding == nil {
			r.classify(s, sym)
		}
	}
	for _, c := range s.Children {
		r.analyze(c)
	}
}

// bindParams gives the parameters the first slots, in signature order.
func (r *resolver) bindParams(s *Scope) {
	var args *ast.Arguments
	switch n := s.Node.(type) {
	case *ast.FunctionDef:
		args = n.Args
	case *ast.AsyncFunctionDef:
		args = n.Args
	case *ast.Lambda:
		args = n.Args
	}
	if args == nil {
		return
	}
	param := func(a *ast.Arg) {
		if a == nil {
			return
		}
		sym := s.syms[s.Mangle(a.Arg)]
		sym.binding = &Binding{Name: sym.name, Kind: Local, Index: r.allocSlot(s)}
		s.Params = append(s.Params, sym.binding.Index)
	}
	for _, a := range args.Posonlyargs {
		param(a)
	}
	for _, a := range args.Args {
		param(a)
	}
	param(args.Vararg)
	for _, a := range args.Kwonlyargs {
		param(a)
	}
	param(args.Kwarg)
}

func (r *resolver) allocSlot(s *Scope) int {
	f := s.Frame()
	i := f.NumSlots
	f.NumSlots++
	return i
}

func global(name string) *Binding { return &Binding{Name: name, Kind: Global, Index: -1} }

// classify binds sym, a name of scope s.
func (r *resolver) classify(s *Scope, sym *symbol) {
	name, f := sym.name, sym.flags
	if f&defGlobal != 0 && f&defNonlocal != 0 {
		r.errorAt(sym.directive, "name '%s' is nonlocal and global", name)
	}
	switch s.Kind {
	case Module:
		if f&defNonlocal != 0 {
			r.errorAt(sym.directive, "nonlocal declaration not allowed at module level")
		}
		sym.binding = global(name)

	case Function, Lambda, GeneratorExp:
		switch {
		case f&defGlobal != 0:
			sym.binding = global(name)
		case f&defNonlocal != 0:
			if !r.visible(s.Parent, name) {
				r.errorAt(sym.directive, "no binding for nonlocal '%s' found", name)
			}
			sym.binding = &Binding{Name: name, Kind: Free, Index: r.capture(s, name)}
		case f&defBound != 0:
			sym.binding = &Binding{Name: name, Kind: Local, Index: r.allocSlot(s)}
		case r.visible(s.Parent, name):
			sym.binding = &Binding{Name: name, Kind: Free, Index: r.capture(s, name)}
		default:
			sym.binding = global(name)
		}

	case Class:
		switch {
		case f&defGlobal != 0:
			sym.binding = global(name)
		case f&defNonlocal != 0:
			if !r.visible(s.Parent, name) {
				r.errorAt(sym.directive, "no binding for nonlocal '%s' found", name)
			}
			sym.binding = &Binding{Name: name, Kind: ClassFree, Index: r.capture(s, name)}
		case f&defBound != 0:
			sym.binding = &Binding{Name: name, Kind: ClassLocal, Index: -1}
		case r.visible(s.Parent, name):
			sym.binding = &Binding{Name: name, Kind: ClassFree, Index: r.capture(s, name)}
		default:
			sym.binding = &Binding{Name: name, Kind: ClassLocal, Index: -1}
		}

	case Comprehension:
		if compBound(sym) {
			sym.binding = &Binding{Name: name, Kind: Local, Index: r.allocSlot(s)}
		} else {
			sym.binding = r.resolveIn(s.Parent, name)
		}
	}
}

// resolveIn returns the binding of name as seen from a comprehension
// inlined in scope p.
func (r *resolver) resolveIn(p *Scope, name string) *Binding {
	if p.Kind == Class {
		// A comprehension does not see the class namespace.
		if r.visible(p, name) {
			return r.provide(p, name)
		}
		return global(name)
	}
	sym := p.syms[name]
	if sym == nil {
		sym = p.sym(name)
		r.classify(p, sym)
	}
	return sym.binding
}

// visible reports whether name, free in a function nested in p, is bound in
// p or an enclosing function scope: whether it is a closure variable or a
// global.
func (r *resolver) visible(p *Scope, name string) bool {
	for ; p != nil; p = p.Parent {
		switch p.Kind {
		case Module:
			return false
		case Class:
			// Class namespaces are invisible to nested scopes, but a class
			// provides the __class__ cell.
			if name == "__class__" {
				return true
			}
		case Comprehension:
			if sym := p.syms[name]; sym != nil && compBound(sym) {
				return true
			}
		default:
			if sym := p.syms[name]; sym != nil {
				if sym.flags&defGlobal != 0 {
					return false
				}
				if sym.flags&(defBound|defNonlocal) != 0 {
					return true
				}
			}
		}
	}
	return false
}

// provide returns the binding, in the frame of scope p, of the cell for
// name that a scope nested in p captures, making a local a cell or
// capturing the cell from further out as needed.
func (r *resolver) provide(p *Scope, name string) *Binding {
	switch p.Kind {
	case Comprehension:
		if sym := p.syms[name]; sym != nil && compBound(sym) {
			sym.binding.Kind = Cell
			return sym.binding
		}
		return r.provide(p.Parent, name)
	case Function, Lambda, GeneratorExp:
		sym := p.syms[name]
		if sym == nil {
			// A pass-through: p captures the cell for its children.
			sym = p.sym(name)
			r.classify(p, sym)
		}
		switch b := sym.binding; b.Kind {
		case Local:
			b.Kind = Cell
			return b
		case Cell, Free:
			return b
		}
	case Class:
		if name == "__class__" {
			if p.classCell == nil {
				p.HasClassCell = true
				p.ClassCellSlot = r.allocSlot(p)
				p.classCell = &Binding{Name: name, Kind: Cell, Index: p.ClassCellSlot}
			}
			return p.classCell
		}
		if p.classFree == nil {
			p.classFree = make(map[string]*Binding)
		}
		b := p.classFree[name]
		if b == nil {
			b = &Binding{Name: name, Kind: Free, Index: r.capture(p, name)}
			p.classFree[name] = b
		}
		return b
	}
	panic("resolve: internal error: no cell for " + name + " in " + p.Name)
}

// capture returns the index among f's captured cells of the cell for name.
func (r *resolver) capture(f *Scope, name string) int {
	if i, ok := f.freeIndex[name]; ok {
		return i
	}
	outer := r.provide(f.Parent, name)
	i := len(f.FreeVars)
	f.FreeVars = append(f.FreeVars, outer)
	f.freeIndex[name] = i
	return i
}

// finish lists the cell slots of every scope.
func (r *resolver) finish(s *Scope) {
	for _, sym := range s.order {
		b := sym.binding
		if b.Kind != Cell {
			continue
		}
		if s.Kind == Comprehension && !compBound(sym) {
			continue // the enclosing scope's cell
		}
		s.CellSlots = append(s.CellSlots, b.Index)
	}
	if s.classCell != nil {
		s.CellSlots = append(s.CellSlots, s.classCell.Index)
	}
	sort.Ints(s.CellSlots)
	for _, c := range s.Children {
		r.finish(c)
	}
}
