package modules

import (
	"github.com/pyinterp/pyinterp/eval"
)

// The copy module is Python (py/copy.py), but for deepcopy's copies of
// atomic objects, lists, tuples and dicts, which are Go (copy_deep.go).
// Where CPython reconstructs an
// instance from its __reduce_ex__ (copyreg.__newobj__, the state, the
// list and dict items), pyinterp's copy does the same steps directly:
// cls.__new__(cls, *args) with the arguments of a user __getnewargs__ or
// the builtin payload of an int/str/tuple/... subclass, then the state
// (a user __getstate__, else __dict__ and __slots__) applied through a
// user __setstate__ or set as attributes, then the items of list, dict
// and set subclasses.

// ownAttr is _own_attr(cls, name): whether cls itself (not a base)
// defines name.
func ownAttr(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_own_attr", args, kw, 2, 2); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*eval.Type)
	name, ok2 := args[1].(*eval.Str)
	if !ok || !ok2 || cls.Dict == nil {
		return eval.MakeBool(false), nil
	}
	_, has := cls.Dict.Get(name.String())
	return eval.MakeBool(has), nil
}

func loadCopy(t *eval.Thread, o *Options) (*eval.Module, error) {
	cs := &deepcopyState{}
	funcs := pyCommonHelpers()
	funcs["_own_attr"] = ownAttr
	funcs["_deepcopy"] = cs.deepcopy
	funcs["_go_reduce"] = cs.goReduce
	funcs["_iter_at"] = iterAt
	m, err := runPyModule(t, "copy", goFuncs(funcs))
	if err != nil {
		return nil, err
	}
	cs.mod = m
	atomic, _ := m.Attrs.Get("_atomic")
	s, ok := atomic.(*eval.Set)
	if !ok {
		return nil, eval.Errorf(eval.RuntimeErrorType, "copy: _atomic is not a set")
	}
	cs.atomic = map[*eval.Type]bool{}
	for _, v := range s.Elems() {
		if c, ok := v.(*eval.Type); ok {
			cs.atomic[c] = true
		}
	}
	return m, nil
}
