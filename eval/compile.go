package eval

import (
	"fmt"
	"math/big"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// exprFn evaluates an expression in a frame.
type exprFn func(fr *Frame) (Value, error)

// stmtFn executes a statement; the result says how control leaves it.
type stmtFn func(fr *Frame) (ctrl, error)

// storeFn assigns a value to a target.
type storeFn func(fr *Frame, v Value) error

// valueSize is the memory charged per Value slot of a growing slice (an
// interface word pair).
const valueSize = 16

type ctrl uint8

const (
	ctrlNext ctrl = iota
	ctrlBreak
	ctrlContinue
	ctrlReturn
)

// compiler turns one file's tree into closures.
type compiler struct {
	// loadAt is the Name node whose load is being compiled (see
	// loadName), nil otherwise.
	loadAt ast.Node
	// stmtLine is the first line of the statement being compiled (0
	// outside one): lineAt's reference.
	stmtLine int

	interp  *Interp
	src     *Source
	info    *resolve.Info
	globals *Globals
	scope   *resolve.Scope // scope being compiled
	code    *Code          // code being compiled
	qual    []string       // qualified-name prefix
	lazy    bool           // compile plain function bodies at their first call (CompileLibrary)
	// strs holds the str constants of the compilation, so that equal
	// literals are one object ("a" is "a", as CPython's constant cache
	// makes them); copies of the compiler share it.
	strs  map[string]*Str
	codes *codeTable // the program's function codes, shared with lazy bodies' compilers
	// names interns the attribute names of the compilation (attrName):
	// nil for a Library, whose lazily compiled bodies may compile
	// concurrently.
	names map[string]string
	// lib is the Library being compiled (library.go): globals and
	// interp are nil, global names are reached by index through the
	// frame's namespace and attribute sites keep their caches there.
	lib *Library
}

// CompileError is a compile-time failure that CPython would report as a
// SyntaxError but that only the compiler detects, or an unsupported
// feature.
type compileError struct{ exc *Exception }

func (c *compiler) fail(n ast.Node, cls *Type, format string, a ...any) {
	panic(compileError{exc: Errorf(cls, format, a...)})
}

// astMake returns n zero elements for the compiler's tables: n counts
// nodes of the syntax tree, the program text the host supplied, which the
// parser already holds. Compiling runs before the run, so nothing is
// charged, but the allocation ceiling holds.
func astMake[T any](n int) []T { return astMakeCap[T](n, n) }

// qualify returns the qualified name of name defined in the scope being
// compiled.
func (c *compiler) qualify(name string) string {
	q, err := Join(nil, append(append([]string{}, c.qual...), name), ".")
	if err != nil {
		panic(compileError{exc: Errorf(MemoryErrorType, "program too large to compile")})
	}
	return q
}

// attrName returns the attribute name attr as the compiled code uses it:
// mangled, and one string for all the sites of a compilation, so that an
// instance's attribute stored by one site and read by another compare
// equal by pointer (StrDict.getHint) without comparing their bytes.
func (c *compiler) attrName(attr string) string {
	name := c.scope.Mangle(attr)
	if c.names == nil {
		return name
	}
	if s, ok := c.names[name]; ok {
		return s
	}
	c.names[name] = name
	return name
}

// astMakeCap is astMake with capacity c.
func astMakeCap[T any](n, c int) []T {
	s, err := MakeCap[T](nil, n, c)
	if err != nil {
		panic(compileError{exc: Errorf(MemoryErrorType, "program too large to compile")})
	}
	return s
}

// Globals is a module namespace: one cell per name, so compiled code binds
// a global once at compile time and reads it with one load.
type Globals struct {
	cells    map[string]*Cell
	order    []string
	builtins *StrDict
	// Module is the __module__ of the functions and classes defined in
	// this namespace; empty means "__main__". Modules written partly in
	// Python (package modules) set it to their name.
	Module string

	// The namespace of a library module: the Library whose shared code
	// runs in it, the cells (and builtins) of the library's global names
	// by index, and the inline caches of its attribute sites (link).
	lib         *Library
	refs        []globalRef
	sites       []*siteCache
	methodSites []*methodSite
	classSites  []*classCallSite
}

// moduleName returns the __module__ of code running in g.
func (g *Globals) moduleName() string {
	if g.Module == "" {
		return "__main__"
	}
	return g.Module
}

// NewGlobals returns an empty namespace whose lookups fall back to
// builtins.
func NewGlobals(builtins *StrDict) *Globals {
	return &Globals{cells: map[string]*Cell{}, builtins: builtins}
}

// cell returns the cell of name, creating an unbound one.
func (g *Globals) cell(name string) *Cell {
	c := g.cells[name]
	if c == nil {
		c = &Cell{}
		g.cells[name] = c
		g.order = append(g.order, name)
	}
	return c
}

// Get returns the value bound to name.
func (g *Globals) Get(name string) (Value, bool) {
	if c := g.cells[name]; c != nil && c.v != nil {
		return c.v, true
	}
	return nil, false
}

// Set binds name.
func (g *Globals) Set(name string, v Value) { g.cell(name).v = v }

// Delete unbinds name.
func (g *Globals) Delete(name string) {
	if c := g.cells[name]; c != nil {
		c.v = nil
	}
}

// Names returns the bound names in order of first binding.
func (g *Globals) Names() []string {
	var out []string
	for _, n := range g.order {
		if g.cells[n].v != nil {
			out = append(out, n)
		}
	}
	return out
}

// Reset unbinds every name (compiled code keeps working: cells stay).
func (g *Globals) Reset() {
	for _, c := range g.cells {
		c.v = nil
	}
}

// constant converts an ast constant to a Value.
func (c *compiler) constant(v any) Value {
	switch v := v.(type) {
	case ast.NoneType:
		return None
	case ast.EllipsisType:
		return Ellipsis
	case bool:
		return MakeBool(v)
	case int64:
		return MakeInt(v)
	case *big.Int:
		return MakeBigInt(v)
	case float64:
		return Float(v)
	case complex128:
		return Complex(v)
	case string:
		if s, ok := c.strs[v]; ok {
			return s
		}
		s := NewStr(v) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
		if c.strs != nil {
			c.strs[v] = s
		}
		return s
	case ast.Bytes:
		return Bytes(string(v))
	}
	panic(fmt.Sprintf("compile: unknown constant %T", v))
}

// nodeCount counts the nodes of an expression, the operations charged
// when a statement evaluates it.
func nodeCount(n ast.Node) int64 {
	var k int64
	ast.Inspect(n, func(x ast.Node) bool {
		switch x.(type) {
		case *ast.Lambda, *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
			k++
			return false // their bodies count when they run
		}
		k++
		return true
	})
	return k
}
