package modules

import (
	"embed"
	"sync"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/parser"
	"github.com/pyinterp/pyinterp/resolve"
)

// Modules written partly in Python. The source of such a module is
// py/<name>.py, embedded in the binary. It is parsed, resolved and
// compiled once per process (eval.Library: shared, immutable code that
// reaches its globals through the namespace it runs in); each interpreter
// that imports the module makes a fresh namespace, binds the Go helpers
// the source calls, runs the shared code in it, and exports every name it
// defined. The module's code is ordinary
// program code: it runs under the importing thread's budgets and under the
// interpreter's attribute policy, so it uses only the dunders a program
// may use and keeps any other metadata through Go helpers.

//go:embed py/*.py
var pySources embed.FS

type parsedSource struct {
	once sync.Once
	src  []byte
	mod  *ast.Module
	info *resolve.Info // names resolved once: read-only, shared like mod
	lib  *eval.Library // its code, compiled once, run by every interpreter
	err  error
}

var pyParsed sync.Map // module name -> *parsedSource

func parsePySource(name string) (*parsedSource, error) {
	v, _ := pyParsed.LoadOrStore(name, &parsedSource{})
	p := v.(*parsedSource)
	p.once.Do(func() {
		p.src, p.err = pySources.ReadFile("py/" + name + ".py")
		if p.err == nil {
			p.mod, p.err = parser.Compile("<"+name+">", p.src)
		}
		if p.err == nil {
			p.info, p.err = resolve.File(p.mod, "<"+name+">")
		}
		if p.err == nil {
			p.lib = eval.NewLibrary("<"+name+">", p.src, p.mod, p.info)
		}
	})
	return p, p.err
}

// runPyModule builds module name from py/<name>.py with the given Go
// values bound in its namespace before the source runs.
func runPyModule(t *eval.Thread, name string, pre map[string]eval.Value) (*eval.Module, error) {
	return runPyModuleAs(t, name, name, pre)
}

// runPyModuleAs is runPyModule for a module whose source is
// py/<source>.py (os.path's is posixpath).
func runPyModuleAs(t *eval.Thread, source, name string, pre map[string]eval.Value) (*eval.Module, error) {
	ps, err := parsePySource(source)
	if err != nil {
		return nil, err
	}
	g := eval.NewGlobals(t.Interp.Builtins)
	g.Module = name
	g.Set("__name__", eval.NewStrT(t, name))
	for k, v := range pre {
		g.Set(k, v)
	}
	if lazyPySources[source] && !runWholeForTest {
		if plan := lazyPlanOf(source, ps.mod); plan != nil {
			return runLazyPyModule(t, ps, plan, source, name, g)
		}
	}
	prog, err := ps.lib.Whole()
	if err != nil {
		return nil, err
	}
	if _, err := t.Run(prog, g); err != nil {
		return nil, err
	}
	m := eval.NewModule(name)
	m.SetSource(g, prog)
	for _, n := range g.Names() {
		if n == "__name__" {
			continue
		}
		v, _ := g.Get(n)
		m.Attrs.Set(n, v)
	}
	return m, nil
}

// goFuncs turns Go functions into the values bound in a Python-source
// module's namespace.
func goFuncs(funcs map[string]fn) map[string]eval.Value {
	out := map[string]eval.Value{}
	for n, f := range funcs {
		out[n] = eval.NewBuiltin(n, f)
	}
	return out
}

// Helpers shared by the Python-source modules.

// pyHelperSetClassAttr is _setclassattr(cls, name, value): class
// metadata set past the attribute policy.
func pyHelperSetClassAttr(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_setclassattr", args, kw, 3, 3); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*eval.Type)
	name, ok2 := args[1].(*eval.Str)
	if !ok || !ok2 || !cls.IsUserClass() {
		return nil, eval.Errorf(eval.TypeErrorType, "_setclassattr: need a user class and a name")
	}
	return eval.None, eval.SetClassAttr(t, cls, name.String(), args[2])
}

// pyHelperClassAttr is _classattr(cls, name, default): a class attribute
// found along the MRO, read past the attribute policy.
func pyHelperClassAttr(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_classattr", args, kw, 3, 3); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*eval.Type)
	name, ok2 := args[1].(*eval.Str)
	if !ok || !ok2 {
		return args[2], nil
	}
	if v := eval.ClassAttr(cls, name.String()); v != nil {
		return v, nil
	}
	return args[2], nil
}

// pyHelperDisplayName is _displayname(cls, "datetime.date").
func pyHelperDisplayName(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_displayname", args, kw, 2, 2); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*eval.Type)
	name, ok2 := args[1].(*eval.Str)
	if ok && ok2 {
		cls.SetDisplayName(name.String())
	}
	return eval.None, nil
}

// pyHelperIndex is _index(x): operator.index with the C message.
func pyHelperIndex(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_index", args, kw, 1, 1); err != nil {
		return nil, err
	}
	return eval.Index(t, args[0])
}

// pyHelperOwnAttr is _ownattr(cls, name, default): the value in cls's own
// dict (not its bases'), read past the attribute policy.
func pyHelperOwnAttr(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_ownattr", args, kw, 3, 3); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*eval.Type)
	name, ok2 := args[1].(*eval.Str)
	if ok && ok2 && cls.Dict != nil {
		if v, found := cls.Dict.Get(name.String()); found {
			return v, nil
		}
	}
	return args[2], nil
}

// pyHelperIsDescriptor is _isdescriptor(x): functions, properties,
// classmethods and staticmethods (the descriptors without a Python-level
// __get__ in pyinterp).
func pyHelperIsDescriptor(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_isdescriptor", args, kw, 1, 1); err != nil {
		return nil, err
	}
	switch args[0].Type() {
	case eval.FunctionType, eval.PropertyType, eval.ClassMethodType, eval.StaticMethodType:
		return eval.True, nil
	}
	return eval.False, nil
}

// pyHelperAttrOwner is _attrowner(cls, name): the class of cls's MRO
// whose dict (or builtin slots) define name, or None.
func pyHelperAttrOwner(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_attrowner", args, kw, 2, 2); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*eval.Type)
	name, ok2 := args[1].(*eval.Str)
	if ok && ok2 {
		if owner := eval.AttrOwner(cls, name.String()); owner != nil {
			return owner, nil
		}
	}
	return eval.None, nil
}

func pyCommonHelpers() map[string]fn {
	return map[string]fn{
		"_attrowner":    pyHelperAttrOwner,
		"_ownattr":      pyHelperOwnAttr,
		"_ownnames":     pyHelperOwnNames,
		"_isdescriptor": pyHelperIsDescriptor,
		"_setclassattr": pyHelperSetClassAttr,
		"_classattr":    pyHelperClassAttr,
		"_displayname":  pyHelperDisplayName,
		"_index":        pyHelperIndex,
		"_setsignature": pyHelperSetSignature,
	}
}

// pyHelperSetSignature is _setsignature(func, "(self, x: int) -> None"):
// the signature help() shows for a function whose parameters are not
// its real ones (dataclasses' generated __init__ takes *args, **kwargs).
func pyHelperSetSignature(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_setsignature", args, kw, 2, 2); err != nil {
		return nil, err
	}
	f, ok := args[0].(*eval.Function)
	sig, ok2 := args[1].(*eval.Str)
	if ok && ok2 {
		f.SetTextSignature(sig.String())
	}
	return eval.None, nil
}
