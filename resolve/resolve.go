// Package resolve is the static name-resolution pass: it classifies every
// name of a Python program once, with CPython's scoping rules, so that the
// evaluator indexes frame slots instead of hashing names.
//
// File walks a module's syntax tree and builds a tree of Scopes, one for the
// module and one for each function, lambda, class body, comprehension and
// generator expression (Info.Scopes maps the defining node to its Scope).
// Every name a scope uses, binds or declares has a Binding (Scope.Lookup)
// that says where the name lives at run time:
//
//	Local      frame slot Index of the scope's frame
//	Cell       frame slot Index, which holds a *Cell shared with inner functions
//	Free       the frame's captured cell Index (FreeVars[Index] of the frame)
//	Global     the module namespace by Name, then builtins
//	ClassLocal class body only: the class namespace, then module, then builtins
//	ClassFree  class body only: the class namespace, then captured cell Index
//
// The pass has two phases, like CPython's symtable.c: a walk that records
// how each scope uses each name (reporting the errors CPython reports while
// building its symbol table: global after use, duplicate parameter, walrus
// misuse, ...), then an analysis that visits scopes outermost first and
// decides each name's Kind, reporting the errors CPython reports while
// analysing (no binding for nonlocal, ...). Errors are *parser.Error with
// CPython's message and position; Text is left empty, as CPython leaves it
// for compile() of a string.
//
// # Frames
//
// A frame is created for the module, each function or lambda call, each
// class body and each generator expression; these scopes own frames.
// A frame has NumSlots slots: for a function, the parameters come first
// (Params), then the other locals and cells in order of first appearance,
// then the slots of the comprehensions inlined in it. Slots listed in
// CellSlots hold cells: at frame entry the evaluator replaces the slot's
// value (the argument, for a parameter, or nothing) with a new cell holding
// it. A frame also has the cells it captured, in FreeVars order; FreeVars[i]
// is the Binding, in the frame where the function (or class, or generator
// expression) is created, of the cell to capture: a Cell slot or a Free index
// of that frame.
//
// List, set and dict comprehensions are inlined as CPython 3.12 does
// (PEP 709): they own no frame. Their iteration variables get fresh slots of
// the enclosing frame (distinct from any variable of the same name there);
// other names resolve to the enclosing scope's binding, except that a
// comprehension directly in a class body does not see the class namespace
// (it resolves names as a method would). A comprehension's own CellSlots are
// fresh cells the evaluator creates each time the comprehension starts. The
// iterable of the first "for" of any comprehension or generator expression
// is evaluated in the enclosing scope, everything else in the
// comprehension's scope.
//
// A class body whose methods use super() or __class__ provides the implicit
// __class__ cell (HasClassCell): slot ClassCellSlot of the class frame,
// which the evaluator fills with the new class.
//
// Names are mangled as CPython mangles private names: in a class body and in
// everything nested in it, "__x" stands for "_Class__x". Lookup takes the
// name as written and mangles it; Binding.Name is the mangled name.
//
// Type parameters (PEP 695, Python 3.12) are handled simply: the names of a
// def's or class's type parameters are bound in the enclosing scope, as if
// assigned just before the statement, and their bounds are evaluated there;
// "type X[T] = v" binds X and T in the current scope and resolves v there.
package resolve

import (
	"fmt"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/parser"
)

// Kind says where a name lives at run time.
type Kind uint8

// The kinds of binding.
const (
	Undefined Kind = iota

	// Local is slot Index of the current frame.
	Local
	// Cell is slot Index of the current frame, which holds a cell shared
	// with inner functions.
	Cell
	// Free is the captured cell Index of the current frame: the frame's
	// function captured it from an enclosing function.
	Free
	// Global is a module-level name: the module namespace, then builtins
	// (for loads). Names at module level, names declared global, and names
	// used in a function but bound in no enclosing function are Global.
	Global
	// ClassLocal is a name in a class body that is neither declared nor
	// bound in an enclosing function: loads look in the class namespace,
	// then the module namespace, then builtins (CPython's LOAD_NAME);
	// stores and deletes go to the class namespace.
	ClassLocal
	// ClassFree is a name in a class body that is free in it and bound in an
	// enclosing function: loads look in the class namespace, then in
	// captured cell Index (CPython's LOAD_CLASSDEREF). A ClassFree name is
	// stored or deleted only if declared nonlocal, and then in the cell.
	ClassFree
)

var kindNames = [...]string{"Undefined", "Local", "Cell", "Free", "Global", "ClassLocal", "ClassFree"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// A Binding says where one name of a scope lives.
type Binding struct {
	Name  string // the name, mangled
	Kind  Kind
	Index int // slot (Local, Cell) or captured cell (Free, ClassFree); -1 otherwise
}

func (b *Binding) String() string {
	if b.Index >= 0 {
		return fmt.Sprintf("%s %s %d", b.Name, b.Kind, b.Index)
	}
	return fmt.Sprintf("%s %s", b.Name, b.Kind)
}

// ScopeKind is the kind of a scope.
type ScopeKind uint8

// The kinds of scope.
const (
	Module        ScopeKind = iota // the module (or an Expression)
	Function                       // def or async def
	Lambda                         // lambda
	Class                          // class body
	Comprehension                  // list, set or dict comprehension: inlined, owns no frame
	GeneratorExp                   // generator expression: a generator function
)

var scopeKindNames = [...]string{"Module", "Function", "Lambda", "Class", "Comprehension", "GeneratorExp"}

func (k ScopeKind) String() string {
	if int(k) < len(scopeKindNames) {
		return scopeKindNames[k]
	}
	return fmt.Sprintf("ScopeKind(%d)", k)
}

// A Scope is the module, a function, a lambda, a class body, a
// comprehension or a generator expression.
type Scope struct {
	Kind     ScopeKind
	Node     ast.Node // *ast.Module, *ast.Expression, *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.Lambda, *ast.ClassDef, *ast.ListComp, *ast.SetComp, *ast.DictComp or *ast.GeneratorExp
	Name     string   // "<module>", the def's or class's name, "<lambda>", "<listcomp>", "<setcomp>", "<dictcomp>" or "<genexpr>"
	Parent   *Scope   // nil for the module
	Children []*Scope // nested scopes, in source order

	// Frame layout, for the scopes that own a frame (all but Comprehension).
	NumSlots      int        // slots of the frame: locals and cells, including those of inlined comprehensions
	Params        []int      // slot of each parameter: posonlyargs, args, vararg, kwonlyargs, kwarg
	FreeVars      []*Binding // cells captured from the enclosing frame, in order: where each lives there
	HasClassCell  bool       // a class body providing the implicit __class__ cell
	ClassCellSlot int        // slot of the __class__ cell if HasClassCell, else -1
	IsGenerator   bool       // the function body (not nested scopes) contains yield or yield from; always true for GeneratorExp

	// CellSlots lists the slots holding cells, created on entry: at frame
	// entry for a frame owner, each time the comprehension starts for a
	// Comprehension (whose cell slots are slots of the enclosing frame).
	CellSlots []int

	private string // class name for mangling, "" outside classes
	syms    map[string]*symbol
	order   []*symbol

	// frame owners only
	freeIndex map[string]int      // captured name -> FreeVars index
	classFree map[string]*Binding // class: captured name -> its Free binding
	classCell *Binding

	// walk state
	compKind     string // for comprehensions and genexps: "list", "set", "dict", "generator"
	compIterExpr int    // >0 while visiting a comprehension iterable
	compIterTarg bool   // while visiting a comprehension target
}

// Lookup returns the binding of name in the scope, or nil if the scope
// neither uses, binds nor declares it. The name is mangled first if the
// scope is in a class.
func (s *Scope) Lookup(name string) *Binding {
	if sym := s.syms[s.Mangle(name)]; sym != nil {
		return sym.binding
	}
	return nil
}

// Mangle returns name as CPython mangles private names ("__x" in class C
// is "_C__x") in this scope, for attribute names as well as variables.
func (s *Scope) Mangle(name string) string { return Mangle(s.private, name) }

// Bindings returns the bindings of the names the scope itself uses, binds
// or declares, in order of first appearance.
func (s *Scope) Bindings() []*Binding {
	var bs []*Binding
	for _, sym := range s.order {
		if sym.direct {
			bs = append(bs, sym.binding)
		}
	}
	return bs
}

// OwnsFrame reports whether the scope owns a frame (all but comprehensions).
func (s *Scope) OwnsFrame() bool { return s.Kind != Comprehension }

// Frame returns the scope owning the frame the scope's code runs in: s
// itself, or for a comprehension the nearest enclosing frame owner.
func (s *Scope) Frame() *Scope {
	for s.Kind == Comprehension {
		s = s.Parent
	}
	return s
}

// Mangle returns name mangled for class className, as CPython's _Py_Mangle:
// "__x" becomes "_className__x" unless it ends in "__" or contains a dot,
// with className's leading underscores stripped (no mangling if nothing
// remains).
func Mangle(className, name string) string {
	if className == "" || len(name) < 2 || name[0] != '_' || name[1] != '_' {
		return name
	}
	n := len(name)
	if name[n-1] == '_' && name[n-2] == '_' {
		return name
	}
	for i := 0; i < n; i++ {
		if name[i] == '.' {
			return name
		}
	}
	i := 0
	for i < len(className) && className[i] == '_' {
		i++
	}
	if i == len(className) {
		return name
	}
	return "_" + className[i:] + name
}

// Info is the result of resolving a module.
type Info struct {
	Module *Scope
	// Scopes maps each scope-defining node (*ast.FunctionDef,
	// *ast.AsyncFunctionDef, *ast.Lambda, *ast.ClassDef, *ast.ListComp,
	// *ast.SetComp, *ast.DictComp, *ast.GeneratorExp, and the module or
	// expression node) to its scope.
	Scopes map[ast.Node]*Scope
}

// File resolves the names of a module. The error, if any, is a
// *parser.Error (a SyntaxError) naming filename.
func File(mod *ast.Module, filename string) (*Info, error) {
	return resolve(mod, mod.Body, filename)
}

// Interactive resolves the names of an interactive statement (mode
// "single"), which runs at module level.
func Interactive(mod *ast.Interactive, filename string) (*Info, error) {
	return resolve(mod, mod.Body, filename)
}

// Expression resolves the names of an expression evaluated at module level
// (mode "eval").
func Expression(expr *ast.Expression, filename string) (*Info, error) {
	return resolve(expr, []ast.Stmt{&ast.ExprStmt{Pos: expr.Pos, Value: expr.Body}}, filename)
}

func resolve(node ast.Node, body []ast.Stmt, filename string) (info *Info, err error) {
	r := &resolver{
		filename:          filename,
		info:              &Info{Scopes: make(map[ast.Node]*Scope)},
		futureAnnotations: hasFutureAnnotations(body),
	}
	defer func() {
		if e := recover(); e != nil {
			b, ok := e.(bailout)
			if !ok {
				panic(e)
			}
			info, err = nil, b.err
		}
	}()
	mod := r.newScope(Module, node, "<module>", nil)
	r.info.Module = mod
	r.cur = mod
	r.stmts(body)
	r.analyze(mod)
	r.finish(mod)
	return r.info, nil
}

// bailout carries the first error out of the recursion.
type bailout struct{ err *parser.Error }

func (r *resolver) errorAt(pos *ast.Pos, format string, args ...any) {
	panic(bailout{&parser.Error{
		Kind:      parser.SyntaxError,
		Msg:       fmt.Sprintf(format, args...),
		Filename:  r.filename,
		Lineno:    pos.Lineno,
		Offset:    pos.ColOffset + 1,
		EndLineno: pos.EndLineno,
		EndOffset: pos.EndColOffset + 1,
	}})
}
