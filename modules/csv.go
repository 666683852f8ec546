package modules

import "github.com/pyinterp/pyinterp/eval"

// csv is written in Python (py/csv.py).
func loadCSV(t *eval.Thread, o *Options) (*eval.Module, error) {
	return runPyModule(t, "csv", goFuncs(pyCommonHelpers()))
}
