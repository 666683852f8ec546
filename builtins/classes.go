package builtins

import "github.com/pyinterp/pyinterp/eval"

// Builtins of the class machinery: the descriptor types, super, and the
// introspection functions vars and dir.
func init() {
	values["property"] = eval.PropertyType
	values["classmethod"] = eval.ClassMethodType
	values["staticmethod"] = eval.StaticMethodType
	values["super"] = eval.SuperType
	functions["vars"] = builtinVars
	functions["dir"] = builtinDir
}

func builtinVars(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	var obj eval.Value
	if err := eval.UnpackArgs(t, "vars", args, kwnames, "object?/", &obj); err != nil {
		return nil, err
	}
	if obj == nil {
		return nil, eval.Errorf(eval.NotImplementedErrorType, "pyinterp does not support vars() without an argument")
	}
	return eval.Vars(t, obj)
}

func builtinDir(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	var obj eval.Value
	if err := eval.UnpackArgs(t, "dir", args, kwnames, "object?/", &obj); err != nil {
		return nil, err
	}
	if obj == nil {
		return nil, eval.Errorf(eval.NotImplementedErrorType, "pyinterp does not support dir() without an argument")
	}
	return eval.Dir(t, obj)
}
