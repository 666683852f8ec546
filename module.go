package pyinterp

import (
	"errors"
	"fmt"
	"slices"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/parser"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
)

// Module is a module of the host's, which the code imports like any
// other (import weather; from weather import forecast): written in Go
// (Functions, Values) or in Python (Source), or both. Give it in
// Options.Modules: its name is then authorized for import.
//
//	weather := pyinterp.Module{
//		Name: "weather",
//		Doc:  "Forecasts from the host.",
//		Functions: []pyinterp.Tool{
//			pyinterp.Func("forecast", func(ctx context.Context, city string, days int) ([]float64, error) {
//				...
//			}, "city", "days=3"),
//		},
//		Values: map[string]any{"UNITS": "celsius"},
//	}
//	ex, err := pyinterp.New(pyinterp.Options{Modules: []pyinterp.Module{weather}})
//
// Each executor builds its own module object on first import (and again
// after Reset), so the code may change its attributes without affecting
// other executors. Its functions are tools in all but name: converted,
// reported to Options.OnEvent (as "weather.forecast") and given the run's
// context in the same way; their names are not protected.
//
// A module with Source is Python code (an agent's helper library): New
// parses it once (a syntax error fails New, or with SyntaxErrorOnImport
// each import of it, as CPython's import of a file), and each executor runs it on
// first import (and again after Reset), with Functions and Values bound
// first, under the run's limits and the same policy as the code that
// imports it (its own imports must be authorized). Its functions and
// classes have the module's name as __module__; its tracebacks name it
// Filename.
//
//	helpers := pyinterp.Module{Name: "helpers", Source: "def slug(s):\n    return s.lower().replace(' ', '-')\n"}
type Module struct {
	// Name is the module's name: an identifier that is not a standard
	// library module's.
	Name string
	// Doc is the module's __doc__.
	Doc string
	// Functions are the module's functions, made with Func or RawFunc.
	Functions []Tool
	// Values are the module's other attributes, converted to Python when
	// the module is imported (see "Values" in the package doc).
	Values map[string]any
	// Source is the module's Python code, run when it is imported, after
	// Functions and Values are bound; "" for a module of Go values only.
	Source string
	// Filename names Source in tracebacks; default NAME.py.
	Filename string
	// SyntaxErrorOnImport: a syntax error in Source does not fail New;
	// each import of the module raises it as SyntaxError (with the file,
	// line and offending text, as CPython's import of a file does). The
	// command sets it for the modules next to a script.
	SyntaxErrorOnImport bool

	parsed    *ast.Module   // Source, parsed by New
	syntaxErr *parser.Error // Source's syntax error (SyntaxErrorOnImport)
}

func (m *Module) validate() error {
	if !validName(m.Name) {
		return fmt.Errorf("pyinterp: module name %q is not a Python identifier", m.Name)
	}
	if m.Source != "" {
		if m.Filename == "" {
			m.Filename = m.Name + ".py"
		}
		mod, err := parser.Compile(m.Filename, []byte(m.Source))
		var pe *parser.Error
		switch {
		case err != nil && m.SyntaxErrorOnImport && errors.As(err, &pe):
			m.syntaxErr = pe
		case err != nil:
			return fmt.Errorf("pyinterp: module %s: %w", m.Name, err)
		}
		m.parsed = mod
	}
	if slices.Contains(modules.Names(), m.Name) {
		return fmt.Errorf("pyinterp: module %s: a standard library module has that name", m.Name)
	}
	seen := map[string]bool{}
	for _, f := range m.Functions {
		if !validName(f.Name) {
			return fmt.Errorf("pyinterp: module %s: function name %q is not a Python identifier", m.Name, f.Name)
		}
		if f.prepare == nil {
			return fmt.Errorf("pyinterp: module %s: function %s: use Func or RawFunc to make it", m.Name, f.Name)
		}
		if seen[f.Name] {
			return fmt.Errorf("pyinterp: module %s: function %s given twice", m.Name, f.Name)
		}
		seen[f.Name] = true
	}
	for name := range m.Values {
		if !validName(name) || seen[name] {
			return fmt.Errorf("pyinterp: module %s: bad or duplicate attribute name %q", m.Name, name)
		}
	}
	return nil
}

// registerModule makes m importable in interpreter in.
func (e *Executor) registerModule(in *eval.Interp, m *Module) {
	in.RegisterModule(m.Name, func(t *eval.Thread) (*eval.Module, error) {
		if m.syntaxErr != nil {
			return nil, eval.NewSyntaxError(m.syntaxErr)
		}
		mod := eval.NewModule(m.Name)
		mod.Doc = m.Doc
		for _, f := range m.Functions {
			it, err := e.newInstalledTool(f, m.Name)
			if err != nil {
				return nil, err
			}
			mod.Attrs.Set(f.Name, it.value)
		}
		conv := &toPyConv{t: t, ex: e}
		for _, name := range sortedNames(m.Values) {
			v, err := conv.toPy(m.Values[name])
			if err != nil {
				return nil, fmt.Errorf("pyinterp: module %s: attribute %s: %w", m.Name, name, err)
			}
			mod.Attrs.Set(name, v)
		}
		if m.parsed != nil {
			return e.runModuleSource(t, in, m, mod)
		}
		return mod, nil
	})
}

// runModuleSource runs the Python source of module m in a namespace of
// its own holding mod's attributes, on the importing thread, and returns
// the module with every name the source bound.
func (e *Executor) runModuleSource(t *eval.Thread, in *eval.Interp, m *Module, mod *eval.Module) (*eval.Module, error) {
	g := eval.NewGlobals(in.Builtins)
	g.Module = m.Name
	g.Set("__name__", eval.NewStrT(t, m.Name))
	g.Set("__file__", eval.NewStrT(t, m.Filename))
	g.Set("__doc__", moduleDocstring(m.parsed))
	mod.Attrs.Range(func(k string, v eval.Value) bool {
		g.Set(k, v)
		return true
	})
	prog, err := in.Compile(m.Filename, []byte(m.Source), m.parsed, g)
	if err != nil {
		return nil, err
	}
	if !e.opts.CPythonTracebacks {
		prog.ShowSourceLines()
	}
	if _, err := t.Run(prog, g); err != nil {
		return nil, err
	}
	for _, n := range g.Names() {
		if v, ok := g.Get(n); ok && n != "__name__" {
			mod.Attrs.Set(n, v)
		}
	}
	return mod, nil
}

func sortedNames(m map[string]any) []string {
	out := make([]string, 0, len(m)) //allocpath:ok one per attribute of a host module
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// moduleDocstring is the module's __doc__: its first statement when that
// is a string literal, else None.
func moduleDocstring(mod *ast.Module) eval.Value {
	if mod != nil && len(mod.Body) > 0 {
		if e, ok := mod.Body[0].(*ast.ExprStmt); ok {
			if c, ok := e.Value.(*ast.Constant); ok {
				if s, ok := c.Value.(string); ok {
					return eval.NewStr(s) //allocpath:ok one per module run, from its source (charged)
				}
			}
		}
	}
	return eval.None
}
