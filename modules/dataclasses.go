package modules

import "github.com/pyinterp/pyinterp/eval"

// dataclasses is written in Python (py/dataclasses.py). Besides the
// common helpers it uses _ownnames(cls): the names of cls's own dict, in
// definition order, read past the attribute policy (a program cannot read
// a class's __dict__ keys that are policy-refused dunders).

func loadDataclasses(t *eval.Thread, o *Options) (*eval.Module, error) {
	return runPyModule(t, "dataclasses", goFuncs(pyCommonHelpers()))
}

// pyHelperOwnNames is _ownnames(cls): the keys of cls's own dict.
func pyHelperOwnNames(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_ownnames", args, kw, 1, 1); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*eval.Type)
	if !ok || cls.Dict == nil {
		return eval.NewListT(t, nil), nil
	}
	keys, err := cls.Dict.Keys(t)
	if err != nil {
		return nil, err
	}
	out, err := eval.Make[eval.Value](t, len(keys))
	if err != nil {
		return nil, err
	}
	for i, k := range keys {
		out[i] = eval.NewStrT(t, k)
	}
	return eval.NewListT(t, out), nil
}
