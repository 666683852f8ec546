package modules

import "github.com/pyinterp/pyinterp/eval"

// FileModules are the modules Install registers only when the program
// has a file system (Options.Files).
var FileModules = []string{"os", "os.path", "pathlib", "shutil", "tempfile", "glob", "fnmatch", "errno", "gzip", "zipfile"}

// installFiles adds open() and the file modules.
func installFiles(in *eval.Interp, o *Options) {
	in.Builtins.Set("open", eval.NewBuiltin("open", openFunc(o)))
}
