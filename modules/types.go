package modules

import "github.com/pyinterp/pyinterp/eval"

// The types module is Python (py/types.py); the classes it cannot reach
// from an object of their own (a module, a mapping proxy, a slot
// descriptor, a cell) are given to it here.
func loadTypes(t *eval.Thread, o *Options) (*eval.Module, error) {
	pre := goFuncs(map[string]fn{"_displayname": pyHelperDisplayName})
	pre["_ModuleType"] = eval.ModuleType
	pre["_MappingProxyType"] = eval.MappingProxyType
	pre["_MemberDescriptorType"] = eval.MemberDescriptorType
	pre["_CellType"] = eval.CellType
	return runPyModule(t, "types", pre)
}
