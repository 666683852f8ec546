package modules

import "github.com/pyinterp/pyinterp/eval"

// io is written in Python (py/io.py): StringIO and BytesIO; with a file
// system (Options.Files), also open and the file classes (fileio*.go).
func loadIO(t *eval.Thread, o *Options) (*eval.Module, error) {
	pre := goFuncs(pyCommonHelpers())
	pre["UnsupportedOperation"] = UnsupportedOperationType
	if o.Files != nil {
		pre["open"] = eval.NewModuleBuiltin("io", "open", openFunc(o))
		pre["FileIO"] = fileIOType
		pre["BufferedReader"] = bufferedReaderType
		pre["BufferedWriter"] = bufferedWriterType
		pre["BufferedRandom"] = bufferedRandomType
		pre["TextIOWrapper"] = textIOType
	}
	return runPyModule(t, "io", pre)
}
