package modules

import (
	"github.com/pyinterp/pyinterp/eval"
)

// The abc, numbers, contextlib, queue and stat modules are Python
// (py/<name>.py); this file loads them and holds their Go helpers.

// registerVirtual is _register_virtual(cls, subclass): ABCMeta.register.
func registerVirtual(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_register_virtual", args, kw, 2, 2); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*eval.Type)
	sub, ok2 := args[1].(*eval.Type)
	if !ok || !ok2 || !cls.RegisterVirtual(sub) {
		return nil, eval.Errorf(eval.TypeErrorType, "Can only register classes")
	}
	return sub, nil
}

func loadAbc(t *eval.Thread, o *Options) (*eval.Module, error) {
	funcs := pyCommonHelpers()
	funcs["_register_virtual"] = registerVirtual
	return runPyModule(t, "abc", goFuncs(funcs))
}

func loadNumbers(t *eval.Thread, o *Options) (*eval.Module, error) {
	abc, err := t.Interp.ImportUnchecked(t, "abc")
	if err != nil {
		return nil, err
	}
	seed := map[string]eval.Value{}
	seed["_ABCMeta"], _ = abc.Attrs.Get("ABCMeta")
	seed["_abstractmethod"], _ = abc.Attrs.Get("abstractmethod")
	return runPyModule(t, "numbers", seed)
}

func loadContextlib(t *eval.Thread, o *Options) (*eval.Module, error) {
	ft, err := t.Interp.ImportUnchecked(t, "functools")
	if err != nil {
		return nil, err
	}
	sys, err := t.Interp.ImportUnchecked(t, "sys")
	if err != nil {
		return nil, err
	}
	seed := map[string]eval.Value{"_deque": dequeType, "_sys": sys}
	seed["_wraps"], _ = ft.Attrs.Get("wraps")
	return runPyModule(t, "contextlib", seed)
}

func loadQueue(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := goFuncs(map[string]fn{"_heappush": heapqFuncs["heappush"], "_heappop": heapqFuncs["heappop"]})
	seed["_deque"] = dequeType
	return runPyModule(t, "queue", seed)
}

func loadStat(t *eval.Thread, o *Options) (*eval.Module, error) {
	return runPyModule(t, "stat", nil)
}

// loadCollectionsAbc builds collections.abc (py/collections_abc.py) and
// binds it as the abc attribute of the collections package.
func loadCollectionsAbc(t *eval.Thread, o *Options) (*eval.Module, error) {
	pkg, err := t.Interp.ImportUnchecked(t, "collections")
	if err != nil {
		return nil, err
	}
	funcs := pyCommonHelpers()
	funcs["_is_subclass"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("_is_subclass", args, kw, 2, 2); err != nil {
			return nil, err
		}
		sub, ok := args[0].(*eval.Type)
		cls, ok2 := args[1].(*eval.Type)
		if !ok || !ok2 {
			return eval.False, nil
		}
		r, err := sub.IsSubclassOf(t, cls)
		return eval.MakeBool(r), err
	}
	funcs["_callable_type"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("_callable_type", args, kw, 1, 1); err != nil {
			return nil, err
		}
		c, ok := args[0].(*eval.Type)
		return eval.MakeBool(ok && c.Call != nil), nil
	}
	m, err := runPyModuleAs(t, "collections_abc", "collections.abc", goFuncs(funcs))
	if err != nil {
		return nil, err
	}
	pkg.Attrs.Set("abc", m)
	return m, nil
}
