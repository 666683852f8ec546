package modules

import "github.com/pyinterp/pyinterp/eval"

// FileModules are the modules Install registers only when the program
// has a file system (Options.Files).
var FileModules = []string{"os", "os.path", "pathlib", "shutil", "tempfile", "glob", "fnmatch", "errno", "gzip", "zipfile"}

// installFiles adds open() and the file modules. Each is Python (py/)
// over the Go primitives of os.go; the modules they use are bound by
// their loaders (imported past the import policy, which authorizes the
// whole group together).
func installFiles(in *eval.Interp, o *Options) {
	in.Builtins.Set("open", eval.NewBuiltin("open", openFunc(o)))
	for _, r := range []struct {
		name string
		load loader
	}{
		{"os", loadOS},
		{"os.path", loadOSPath},
		{"fnmatch", loadFnmatch},
		{"glob", loadGlob},
		{"shutil", loadShutil},
		{"tempfile", loadTempfile},
		{"pathlib", loadPathlib},
		{"gzip", loadGzip},
		{"zipfile", loadZipfile},
		{"errno", func(t *eval.Thread, o *Options) (*eval.Module, error) { return runPyModule(t, "errno", nil) }},
	} {
		load := r.load
		in.RegisterModule(r.name, func(t *eval.Thread) (*eval.Module, error) { return load(t, o) })
	}
}

// fileSeed binds Go helpers and modules (as name -> module) for a file
// module's source.
func fileSeed(t *eval.Thread, o *Options, helpers []string, mods map[string]string) (map[string]eval.Value, error) {
	all := osHelpers(o)
	seed := map[string]eval.Value{}
	for _, h := range helpers {
		seed[h] = eval.NewBuiltin(h, all[h])
	}
	for bind, name := range mods {
		m, err := t.Interp.ImportUnchecked(t, name)
		if err != nil {
			return nil, err
		}
		seed[bind] = m
	}
	return seed, nil
}

func loadOSPath(t *eval.Thread, o *Options) (*eval.Module, error) {
	pkg, err := t.Interp.ImportUnchecked(t, "os")
	if err != nil {
		return nil, err
	}
	if p, ok := pkg.Attrs.Get("path"); ok {
		if m, ok := p.(*eval.Module); ok {
			return m, nil
		}
	}
	return buildOSPath(t, o)
}

func buildOSPath(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed, err := fileSeed(t, o, []string{"_fspath", "_stat", "_getcwd", "_ismount"}, nil)
	if err != nil {
		return nil, err
	}
	seed["_home"] = eval.NewBuiltin("_home", func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		files, err := o.fileSystem()
		if err != nil {
			return nil, err
		}
		return str(t, files.WorkDir()), nil
	})
	return runPyModuleAs(t, "posixpath", "posixpath", seed)
}

func loadOS(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed, err := fileSeed(t, o, []string{"_fspath", "_stat", "_listdir", "_scandir", "_mkdir", "_rmdir",
		"_remove", "_rename", "_getcwd", "_chdir", "_truncate"}, nil)
	if err != nil {
		return nil, err
	}
	p, err := buildOSPath(t, o)
	if err != nil {
		return nil, err
	}
	seed["path"] = p
	return runPyModule(t, "os", seed)
}

func loadFnmatch(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed, err := fileSeed(t, o, []string{"_fspath"}, map[string]string{"_re": "re"})
	if err != nil {
		return nil, err
	}
	return runPyModule(t, "fnmatch", seed)
}

func loadGlob(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed, err := fileSeed(t, o, nil, map[string]string{"_re": "re", "_os": "os", "_fnmatch": "fnmatch"})
	if err != nil {
		return nil, err
	}
	return runPyModule(t, "glob", seed)
}

func loadShutil(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed, err := fileSeed(t, o, nil, map[string]string{"_os": "os", "_fnmatch": "fnmatch"})
	if err != nil {
		return nil, err
	}
	return runPyModule(t, "shutil", seed)
}

func loadTempfile(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed, err := fileSeed(t, o, []string{"_randname", "_tempdir"}, map[string]string{"_os": "os", "_io": "io", "_shutil": "shutil"})
	if err != nil {
		return nil, err
	}
	return runPyModule(t, "tempfile", seed)
}

func loadPathlib(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed, err := fileSeed(t, o, nil, map[string]string{"_os": "os", "_io": "io", "_fnmatch": "fnmatch", "_glob": "glob"})
	if err != nil {
		return nil, err
	}
	return runPyModule(t, "pathlib", seed)
}
