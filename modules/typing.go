package modules

import "github.com/pyinterp/pyinterp/eval"

// typing is written in Python (py/typing.py).
func loadTyping(t *eval.Thread, o *Options) (*eval.Module, error) {
	return runPyModule(t, "typing", goFuncs(pyCommonHelpers()))
}
