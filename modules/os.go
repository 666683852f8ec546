package modules

import (
	"io/fs"
	"strings"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/vfs"
)

// The os module (py/os.py) and os.path (py/posixpath.py): Python over
// the Go primitives of this file, which reach only the program's file
// system (Options.Files). os offers files and directories and nothing
// else: no processes, no environment, no users, no descriptors.

// osPathArg converts a path argument of an os function as CPython's
// path_converter does: str, bytes or os.PathLike; with allowFD an int is
// a descriptor (the sandbox has none: EBADF); with allowNone, None is ".".
// isFD reports an int.
func osPathArg(t *eval.Thread, fname, arg string, v eval.Value, allowFD, allowNone bool) (path string, orig eval.Value, isBytes, isFD bool, err error) {
	if allowNone && (v == nil || v == eval.None) {
		return ".", eval.NewStr("."), false, false, nil
	}
	if allowFD {
		switch v.(type) {
		case eval.Int, eval.Bool:
			return "", v, false, true, nil
		}
	}
	if b, ok := v.(eval.Bytes); ok && strings.IndexByte(string(b), 0) >= 0 {
		return "", nil, false, false, eval.Errorf(eval.ValueErrorType, "%s: embedded null character in path", fname)
	}
	path, orig, isBytes, err = fsPath(t, v, func(typeName string) error {
		kinds := "string, bytes or os.PathLike"
		switch {
		case allowFD && allowNone:
			kinds = "string, bytes, os.PathLike, integer or None"
		case allowFD:
			kinds = "string, bytes, os.PathLike or integer"
		case allowNone:
			kinds = "string, bytes, os.PathLike or None"
		}
		return eval.Errorf(eval.TypeErrorType, "%s: %s should be %s, not %s", fname, arg, kinds, typeName)
	})
	return path, orig, isBytes, false, err
}

// unixMode is st_mode for a Go file mode.
func unixMode(m fs.FileMode) int64 {
	mode := int64(m.Perm())
	switch {
	case m.IsDir():
		mode |= 0o040000
	case m&fs.ModeSymlink != 0:
		mode |= 0o120000
	case m&fs.ModeNamedPipe != 0:
		mode |= 0o010000
	case m&fs.ModeSocket != 0:
		mode |= 0o140000
	case m&fs.ModeCharDevice != 0:
		mode |= 0o020000
	case m&fs.ModeDevice != 0:
		mode |= 0o060000
	default:
		mode |= 0o100000
	}
	if m&fs.ModeSetuid != 0 {
		mode |= 0o4000
	}
	if m&fs.ModeSetgid != 0 {
		mode |= 0o2000
	}
	if m&fs.ModeSticky != 0 {
		mode |= 0o1000
	}
	return mode
}

// statTuple is the fields os.stat_result is built from: st_mode, st_ino,
// st_dev, st_nlink, st_uid, st_gid, st_size, and the mtime in
// nanoseconds (the three times are the modification time).
func statTuple(t *eval.Thread, i vfs.Info) eval.Value {
	ns := i.ModTime.UnixNano()
	return tuple(t, eval.MakeInt(unixMode(i.Mode)), eval.MakeInt(int64(i.Ino)), eval.MakeInt(int64(i.Dev)),
		eval.MakeInt(int64(i.Nlink)), eval.Int(0), eval.Int(0), eval.MakeInt(i.Size), eval.MakeInt(ns))
}

// typeChar is the kind of a listing entry, for os.DirEntry.
func typeChar(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "d"
	case m&fs.ModeSymlink != 0:
		return "l"
	case m.IsRegular():
		return "f"
	}
	return "o"
}

func osHelpers(o *Options) map[string]fn {
	guest := func() (*vfs.Guest, error) {
		files, err := o.fileSystem()
		if err != nil {
			return nil, err
		}
		return files.Guest(), nil
	}
	return map[string]fn{
		// _stat(path, follow_symlinks, fname) -> statTuple
		"_stat": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_stat", args, kw, 3, 3); err != nil {
				return nil, err
			}
			fname := args[2].(*eval.Str).String()
			path, orig, _, isFD, err := osPathArg(t, fname, "path", args[0], true, false)
			if err != nil {
				return nil, err
			}
			if isFD {
				return nil, eval.NewOSError(9, orig, nil)
			}
			g, err := guest()
			if err != nil {
				return nil, err
			}
			var info vfs.Info
			if args[1] == eval.True {
				info, err = g.Stat(t, path)
			} else {
				info, err = g.Lstat(t, path)
			}
			if err != nil {
				return nil, osError(err, orig, nil)
			}
			return statTuple(t, info), nil
		},
		// _listdir(path) -> [names]
		"_listdir": listing(guest, "listdir", func(t *eval.Thread, in vfs.Info, isBytes bool) eval.Value {
			return fsResult(t, in.Name, isBytes)
		}),
		// _scandir(path) -> [(name, kind, ino)]
		"_scandir": listing(guest, "scandir", func(t *eval.Thread, in vfs.Info, isBytes bool) eval.Value {
			return tuple(t, fsResult(t, in.Name, isBytes), str(t, typeChar(in.Mode)), eval.MakeInt(int64(in.Ino)))
		}),
		// _mkdir(path, mode)
		"_mkdir": pathOp(guest, "mkdir", 2, func(g *vfs.Guest, t *eval.Thread, path string) error {
			return g.Mkdir(t, path, 0o777)
		}),
		"_rmdir": pathOp(guest, "rmdir", 1, func(g *vfs.Guest, t *eval.Thread, path string) error {
			return g.Rmdir(t, path)
		}),
		// _remove(path, fname)
		"_remove": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("remove", args, kw, 2, 2); err != nil {
				return nil, err
			}
			path, orig, _, _, err := osPathArg(t, args[1].(*eval.Str).String(), "path", args[0], false, false)
			if err != nil {
				return nil, err
			}
			g, err := guest()
			if err != nil {
				return nil, err
			}
			return eval.None, osError(g.Remove(t, path), orig, nil)
		},
		// _rename(src, dst, fname)
		"_rename": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("rename", args, kw, 3, 3); err != nil {
				return nil, err
			}
			fname := args[2].(*eval.Str).String()
			src, sorig, _, _, err := osPathArg(t, fname, "src", args[0], false, false)
			if err != nil {
				return nil, err
			}
			dst, dorig, _, _, err := osPathArg(t, fname, "dst", args[1], false, false)
			if err != nil {
				return nil, err
			}
			g, err := guest()
			if err != nil {
				return nil, err
			}
			return eval.None, osError(g.Rename(t, src, dst), sorig, dorig)
		},
		"_getcwd": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			g, err := guest()
			if err != nil {
				return nil, err
			}
			return str(t, g.Getcwd()), nil
		},
		"_chdir": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("chdir", args, kw, 1, 1); err != nil {
				return nil, err
			}
			path, orig, _, isFD, err := osPathArg(t, "chdir", "path", args[0], true, false)
			if err != nil {
				return nil, err
			}
			if isFD {
				return nil, eval.NewOSError(9, nil, nil)
			}
			g, err := guest()
			if err != nil {
				return nil, err
			}
			return eval.None, osError(g.Chdir(t, path), orig, nil)
		},
		"_truncate": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("truncate", args, kw, 2, 2); err != nil {
				return nil, err
			}
			path, orig, _, isFD, err := osPathArg(t, "truncate", "path", args[0], true, false)
			if err != nil {
				return nil, err
			}
			if isFD {
				return nil, eval.NewOSError(9, nil, nil)
			}
			n, err := eval.AsInt64(t, args[1])
			if err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, eval.NewOSError(22, orig, nil)
			}
			g, err := guest()
			if err != nil {
				return nil, err
			}
			return eval.None, osError(g.Truncate(t, path, n), orig, nil)
		},
		// _ismount(path) -> bool: the root or a mount point.
		"_ismount": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("ismount", args, kw, 1, 1); err != nil {
				return nil, err
			}
			files, err := o.fileSystem()
			if err != nil {
				return nil, err
			}
			path, _, _, err := fsPath(t, args[0], expectedPath)
			if err != nil {
				return eval.False, nil
			}
			abs, err := files.Guest().Abs(path)
			if err != nil {
				return eval.False, nil
			}
			if abs == "/" {
				return eval.True, nil
			}
			for _, m := range files.Mounts() {
				if m == abs {
					return eval.True, nil
				}
			}
			return eval.False, nil
		},
		// _fspath(path) is os.fspath.
		"_fspath": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("fspath", args, kw, 1, 1); err != nil {
				return nil, err
			}
			_, orig, _, err := fsPathNoNul(t, args[0])
			return orig, err
		},
		"_tempdir": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			files, err := o.fileSystem()
			if err != nil {
				return nil, err
			}
			return str(t, files.TempDir()), nil
		},
		// _randname() is 8 random characters for tempfile's names.
		"_randname": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			const chars = "abcdefghijklmnopqrstuvwxyz0123456789_"
			var b [8]byte
			if _, err := o.Entropy.Read(b[:]); err != nil {
				return nil, eval.Errorf(eval.OSErrorType, "no entropy: %v", err)
			}
			for i := range b {
				b[i] = chars[int(b[i])%len(chars)]
			}
			return str(t, string(b[:])), nil
		},
	}
}

// fsPathNoNul is os.fspath: the path object itself (str, bytes or the
// result of __fspath__), NUL bytes allowed.
func fsPathNoNul(t *eval.Thread, v eval.Value) (string, eval.Value, bool, error) {
	switch x := v.(type) {
	case *eval.Str:
		return x.String(), x, false, nil
	case eval.Bytes:
		return string(x), x, true, nil
	}
	if s, ok := eval.As[*eval.Str](v); ok {
		return s.String(), v, false, nil
	}
	if b, ok := eval.As[eval.Bytes](v); ok {
		return string(b), v, true, nil
	}
	if v.Type().Lookup("__fspath__") == nil {
		return "", nil, false, expectedPath(eval.TypeName(v))
	}
	r, err := callMethod(t, v, "__fspath__")
	if err != nil {
		return "", nil, false, err
	}
	switch y := r.(type) {
	case *eval.Str:
		return y.String(), y, false, nil
	case eval.Bytes:
		return string(y), y, true, nil
	}
	return "", nil, false, eval.Errorf(eval.TypeErrorType, "expected %s.__fspath__() to return str or bytes, not %s", eval.TypeName(v), eval.TypeName(r))
}

// listing is a helper listing a directory (_listdir, _scandir): one
// value per entry.
func listing(guest func() (*vfs.Guest, error), fname string, entry func(t *eval.Thread, in vfs.Info, isBytes bool) eval.Value) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(fname, args, kw, 1, 1); err != nil {
			return nil, err
		}
		infos, isBytes, err := listDir(t, guest, fname, args[0])
		if err != nil {
			return nil, err
		}
		out, err := eval.Make[eval.Value](t, len(infos))
		if err != nil {
			return nil, err
		}
		for i, in := range infos {
			out[i] = entry(t, in, isBytes)
		}
		return eval.NewListT(t, out), nil
	}
}

// pathOp is a helper doing op on its first argument, a path (no
// descriptor), taking at most maxArgs arguments; errors name the path.
func pathOp(guest func() (*vfs.Guest, error), fname string, maxArgs int, op func(g *vfs.Guest, t *eval.Thread, path string) error) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(fname, args, kw, 1, maxArgs); err != nil {
			return nil, err
		}
		path, orig, _, _, err := osPathArg(t, fname, "path", args[0], false, false)
		if err != nil {
			return nil, err
		}
		g, err := guest()
		if err != nil {
			return nil, err
		}
		return eval.None, osError(op(g, t, path), orig, nil)
	}
}

// listDir lists a directory for listdir and scandir (None is ".").
func listDir(t *eval.Thread, guest func() (*vfs.Guest, error), fname string, arg eval.Value) ([]vfs.Info, bool, error) {
	path, orig, isBytes, isFD, err := osPathArg(t, fname, "path", arg, true, true)
	if err != nil {
		return nil, false, err
	}
	if isFD {
		return nil, false, eval.NewOSError(9, nil, nil)
	}
	g, err := guest()
	if err != nil {
		return nil, false, err
	}
	infos, err := g.ReadDir(t, path)
	if err != nil {
		return nil, false, osError(err, orig, nil)
	}
	return infos, isBytes, nil
}
