package modules

import (
	"github.com/pyinterp/pyinterp/eval"
)

// The functools module: reduce is Go; partial, lru_cache/cache (a
// class, like CPython's C _lru_cache_wrapper, whose instances bind as
// methods), wraps/update_wrapper, total_ordering, cmp_to_key,
// cached_property, singledispatch and partialmethod are Python
// (py/functools.py).
//
// Differences: functions have no __dict__ in pyinterp, so
// update_wrapper copies only the named attributes; partial's func, args
// and keywords are writable (read-only in CPython); singledispatch
// dispatches along the MRO, then to the first registered class that
// issubclass accepts (CPython composes ABCs into the MRO).

func functoolsReduce(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("reduce", args, kw, 2, 3); err != nil {
		return nil, err
	}
	it, err := eval.Iterate(t, args[1])
	if err != nil {
		if isExc(err, eval.TypeErrorType) {
			return nil, eval.Errorf(eval.TypeErrorType, "reduce() arg 2 must support iteration")
		}
		return nil, err
	}
	var acc eval.Value
	if len(args) == 3 {
		acc = args[2]
	}
	pair := make([]eval.Value, 2)
	for {
		x, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if x == nil {
			break
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
		if acc == nil {
			acc = x
			continue
		}
		pair[0], pair[1] = acc, x
		if acc, err = eval.Call(t, args[0], pair, nil); err != nil {
			return nil, err
		}
		pair = make([]eval.Value, 2)
	}
	if acc == nil {
		return nil, eval.Errorf(eval.TypeErrorType, "reduce() of empty iterable with no initial value")
	}
	return acc, nil
}

// defines is _defines(cls, name): whether a class of cls's MRO other
// than object defines name itself (total_ordering's test of which
// comparisons a class has).
func defines(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_defines", args, kw, 2, 2); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*eval.Type)
	name, ok2 := args[1].(*eval.Str)
	if !ok || !ok2 {
		return eval.MakeBool(false), nil
	}
	for _, m := range cls.MRO {
		if m == eval.ObjectType || m.Dict == nil {
			continue
		}
		if _, ok := m.Dict.Get(name.String()); ok {
			return eval.MakeBool(true), nil
		}
	}
	return eval.MakeBool(false), nil
}

// bindMethod is _bind(func, obj): a bound method.
func bindMethod(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_bind", args, kw, 2, 2); err != nil {
		return nil, err
	}
	return eval.NewBoundMethod(args[0], args[1]), nil
}

func loadFunctools(t *eval.Thread, o *Options) (*eval.Module, error) {
	col, err := t.Interp.ImportUnchecked(t, "collections")
	if err != nil {
		return nil, err
	}
	seed := goFuncs(map[string]fn{
		"reduce":       functoolsReduce,
		"_defines":     defines,
		"_bind":        bindMethod,
		"_repr_enter":  reprEnter,
		"_repr_leave":  reprLeave,
		"_displayname": pyHelperDisplayName,
	})
	if seed["_namedtuple"], _, err = col.Attr(t, "namedtuple"); err != nil {
		return nil, err
	}
	return runPyModule(t, "functools", seed)
}
