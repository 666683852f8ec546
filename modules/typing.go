package modules

import (
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// typing is written in Python (py/typing.py).
func loadTyping(t *eval.Thread, o *Options) (*eval.Module, error) {
	pre := goFuncs(pyCommonHelpers())
	pre["_defglobal"] = eval.NewBuiltin("_defglobal", typingDefGlobal)
	return runPyModule(t, "typing", pre)
}

// typingDefGlobal is _defglobal(obj, name): (True, value) when name is
// bound in the module namespace obj was defined in, else (False, None).
// (Then a builtin of that name.) get_type_hints resolves string
// annotations with it, as CPython's does
// with a function's __globals__ or its class's module, which a program
// cannot read. A function's namespace is its own; a class's is the
// namespace of the nearest frame on the stack running in its module
// (the program's main module calls get_type_hints), else the imported
// module of that name.
func typingDefGlobal(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_defglobal", args, kw, 2, 2); err != nil {
		return nil, err
	}
	name, ok := args[1].(*eval.Str)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "_defglobal: name must be a str")
	}
	var g *eval.Globals
	switch o := args[0].(type) {
	case *eval.Function:
		g = o.State().Globals
	case *eval.Type:
		if o.IsUserClass() {
			g = moduleGlobalsNamed(t, o.Module)
		}
	}
	// As the attribute policy refuses a module's private names, a name
	// starting with an underscore is looked up in the main namespace
	// only: annotations put on a library function cannot read its
	// module's internals.
	if g != nil && g.Module != "" && strings.HasPrefix(name.String(), "_") {
		g = nil
	}
	var v eval.Value
	if g != nil {
		v, ok = g.Get(name.String())
	}
	if !ok || g == nil {
		// Then the builtins, as eval() would look.
		if v, ok = t.Interp.Builtins.Get(name.String()); !ok {
			return eval.NewTupleOf(t, []eval.Value{eval.False, eval.None}), nil
		}
	}
	return eval.NewTupleOf(t, []eval.Value{eval.True, v}), nil
}

// moduleGlobalsNamed returns the namespace of the module called name: a
// frame's on the stack, or an imported module's; nil if none.
func moduleGlobalsNamed(t *eval.Thread, name string) *eval.Globals {
	for level := 1; level <= 200; level++ {
		site, ok := t.WarnSite(level)
		if !ok {
			break
		}
		if m := site.Globals.Module; m == name || m == "" && name == "__main__" {
			return site.Globals
		}
	}
	if m, ok := t.Interp.Modules()[name]; ok {
		return m.ModuleGlobals()
	}
	return nil
}
