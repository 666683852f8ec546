package modules

import "github.com/pyinterp/pyinterp/eval"

// io is written in Python (py/io.py): StringIO and BytesIO only.
func loadIO(t *eval.Thread, o *Options) (*eval.Module, error) {
	return runPyModule(t, "io", goFuncs(pyCommonHelpers()))
}
