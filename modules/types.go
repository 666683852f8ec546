package modules

import "github.com/pyinterp/pyinterp/eval"

// The types module is Python (py/types.py); the classes it cannot reach
// from an object of their own (a module, a mapping proxy, a slot
// descriptor, a cell) are given to it here.
func loadTypes(t *eval.Thread, o *Options) (*eval.Module, error) {
	pre := goFuncs(map[string]fn{
		"_displayname": pyHelperDisplayName,
		"_mark_iterable_coroutine": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_mark_iterable_coroutine", args, kw, 1, 1); err != nil {
				return nil, err
			}
			return eval.MakeBool(eval.MarkIterableCoroutine(args[0])), nil
		},
	})
	pre["_ModuleType"] = eval.ModuleType
	pre["_MappingProxyType"] = eval.MappingProxyType
	pre["_MemberDescriptorType"] = eval.MemberDescriptorType
	pre["_CellType"] = eval.CellType
	return runPyModule(t, "types", pre)
}
