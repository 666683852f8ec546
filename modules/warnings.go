package modules

import "github.com/pyinterp/pyinterp/eval"

// The warnings module is Python (py/warnings.py: filters, registries,
// showwarning, formatwarning, catch_warnings) over Go: warn and
// warn_explicit, which find where a warning is issued (the frame
// stacklevel levels up, eval.Thread.WarnSite) and raise the warning an
// "error" filter returns, from Go, so that its traceback ends at the
// program's call as CPython's (whose warn is C); _getline, linecache's
// lookup of a source line (eval.Thread.SourceLine); _stderr, sys.stderr.
//
// The interpreter's own warnings issued from Go (a coroutine never
// awaited) go through the same machinery: Install sets eval.Interp.Warn
// to warnFromGo, which imports this module on first use, so a program's
// filters and showwarning apply to them as in CPython.
//
// sys.warnoptions (Options.WarnOptions, the command's -W options) are
// applied when the module is made, before the program's own filters.

// warnState is one interpreter's warnings module, for its Go functions.
type warnState struct {
	mod        *eval.Module
	versionKey *eval.Str // "version", the registries' key (made at first use)
	// fileStr is the file name of the last warning's location as a str:
	// the next warning from the same file gets the same object, as
	// CPython's get the code's co_filename.
	fileStr *eval.Str
}

func loadWarnings(t *eval.Thread, o *Options) (*eval.Module, error) {
	ws := &warnState{}
	pre := goFuncs(map[string]fn{
		"warn":          ws.warn,
		"warn_explicit": ws.warnExplicit,
		"_getline": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var filename eval.Value
			var lineno int64
			if err := eval.UnpackArgs(t, "_getline", args, kw, "filename", &filename, "lineno", &lineno); err != nil {
				return nil, err
			}
			s, ok := eval.As[*eval.Str](filename)
			if !ok || lineno < 1 || lineno > 1<<31 {
				return eval.NewStrT(t, ""), nil
			}
			return eval.NewStrT(t, t.SourceLine(s.String(), int(lineno))), nil
		},
		"_stderr": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_stderr", args, kw, 0, 0); err != nil {
				return nil, err
			}
			sys, err := t.Interp.ImportUnchecked(t, "sys")
			if err != nil {
				return nil, err
			}
			v, ok, err := sys.Attr(t, "stderr")
			if err != nil || !ok {
				return eval.None, err
			}
			return v, nil
		},
		"_get": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var name string
			if err := eval.UnpackArgs(t, "_get", args, kw, "name", &name); err != nil {
				return nil, err
			}
			if v, ok := ws.mod.Attrs.Get(name); ok {
				return v, nil
			}
			return nil, eval.Errorf(eval.AttributeErrorType, "module 'warnings' has no attribute '%s'", name)
		},
		"_set": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var name string
			var v eval.Value
			if err := eval.UnpackArgs(t, "_set", args, kw, "name", &name, "value", &v); err != nil {
				return nil, err
			}
			ws.mod.Attrs.Set(name, v)
			return eval.None, nil
		},
		"_builtin": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var name string
			if err := eval.UnpackArgs(t, "_builtin", args, kw, "name", &name); err != nil {
				return nil, err
			}
			if v, ok := t.Interp.Builtins.Get(name); ok {
				return v, nil
			}
			return eval.None, nil
		},
	})
	m, err := runPyModule(t, "warnings", pre)
	if err != nil {
		return nil, err
	}
	ws.mod = m
	if len(o.WarnOptions) > 0 {
		opts := make([]eval.Value, 0, len(o.WarnOptions)) //allocpath:ok the host's -W options
		for _, s := range o.WarnOptions {
			opts = append(opts, eval.NewStrT(t, s))
		}
		if _, err := ws.call(t, "_processoptions", eval.NewListT(t, opts)); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// filter is CPython's get_filter: the action of the first filter of
// warnings.filters that matches, and the filter (None for the default
// action). Go, since every warning runs it, whatever the filters decide.
func (ws *warnState) filter(t *eval.Thread, category, text eval.Value, ln int64, module eval.Value) (action, item eval.Value, err error) {
	fv, _, err := ws.mod.Attr(t, "filters")
	if err != nil {
		return nil, nil, err
	}
	flist, ok := fv.(*eval.List)
	if !ok {
		return nil, nil, eval.Errorf(eval.ValueErrorType, "_warnings.filters must be a list")
	}
	// The list is read again at each step: a filter's match() may change it.
	for i := 0; i < flist.Len(); i++ {
		if err := t.Step(); err != nil {
			return nil, nil, err
		}
		item, ok := flist.Elems()[i].(*eval.Tuple)
		if !ok || item.Len() != 5 {
			return nil, nil, eval.Errorf(eval.ValueErrorType, "_warnings.filters item %d isn't a 5-tuple", i)
		}
		f := item.Elems()
		if _, ok := eval.As[*eval.Str](f[0]); !ok {
			return nil, nil, eval.Errorf(eval.TypeErrorType, "action must be a string, not '%s'", eval.TypeName(f[0]))
		}
		// CPython checks all four, in this order, before deciding.
		goodMsg, err := filterMatches(t, f[1], text)
		if err != nil {
			return nil, nil, err
		}
		goodMod, err := filterMatches(t, f[3], module)
		if err != nil {
			return nil, nil, err
		}
		sub, err := isSubclass(t, category, f[2])
		if err != nil {
			return nil, nil, err
		}
		if !f[4].Type().IsSubtype(eval.IntType) {
			return nil, nil, eval.Errorf(eval.TypeErrorType, "an integer is required") // PyLong_AsSsize_t's
		}
		fl, err := eval.AsInt64(t, f[4])
		if err != nil {
			return nil, nil, err
		}
		if !goodMsg || !goodMod || !sub {
			continue
		}
		if fl == 0 || fl == ln {
			return f[0], item, nil
		}
	}
	action, _, err = ws.mod.Attr(t, "defaultaction")
	if err != nil {
		return nil, nil, err
	}
	if action == nil {
		action = eval.None
	}
	if _, ok := eval.As[*eval.Str](action); !ok {
		return nil, nil, eval.Errorf(eval.TypeErrorType, "_warnings.defaultaction must be a string, not '%s'", eval.TypeName(action))
	}
	return action, eval.None, nil
}

// filterMatches is CPython's check_matched: None matches everything, an
// exact str only itself (the default filters' module names), anything
// else is a compiled regex whose match() decides.
func filterMatches(t *eval.Thread, pattern, arg eval.Value) (bool, error) {
	if pattern == eval.None {
		return true, nil
	}
	if p, ok := pattern.(*eval.Str); ok && p.Type() == eval.StrType {
		a, ok := eval.As[*eval.Str](arg)
		if !ok {
			return false, eval.Errorf(eval.TypeErrorType, "Can't compare %s and %s", eval.TypeName(pattern), eval.TypeName(arg))
		}
		return a.String() == p.String(), nil
	}
	m, err := eval.GetAttr(t, pattern, "match")
	if err != nil {
		return false, err
	}
	r, err := eval.Call1(t, m, arg)
	if err != nil {
		return false, err
	}
	return eval.Truth(t, r)
}

// isSubclass is issubclass(sub, cls) as the builtin computes it.
func isSubclass(t *eval.Thread, sub, cls eval.Value) (bool, error) {
	s, ok1 := sub.(*eval.Type)
	c, ok2 := cls.(*eval.Type)
	if ok1 && ok2 && !c.IsUserClass() {
		return s.IsSubtype(c), nil
	}
	f, ok := t.Interp.Builtins.Get("issubclass")
	if !ok {
		return false, eval.Errorf(eval.TypeErrorType, "issubclass() is not available")
	}
	r, err := eval.Call(t, f, []eval.Value{sub, cls}, nil)
	if err != nil {
		return false, err
	}
	return eval.Truth(t, r)
}

// call calls the module's Python function name.
func (ws *warnState) call(t *eval.Thread, name string, args ...eval.Value) (eval.Value, error) {
	f, ok, err := ws.mod.Attr(t, name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, eval.Errorf(eval.AttributeErrorType, "module 'warnings' has no attribute '%s'", name)
	}
	return eval.Call(t, f, args, nil)
}

// warn is warnings.warn(message, category=None, stacklevel=1, source=None).
func (ws *warnState) warn(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var message, category, source eval.Value = nil, eval.None, eval.None
	stacklevel := int64(1)
	npos := len(args) - len(kw)
	if len(kw) == 0 && (npos == 1 || npos == 2) {
		// warn(message) and warn(message, category): what UnpackArgs
		// would bind, without its name matching.
		message = args[0]
		if npos == 2 {
			category = args[1]
		}
	} else if len(kw) == 1 && kw[0] == "stacklevel" && (npos == 1 || npos == 2) && isInt(args[npos]) {
		// warn(message[, category], stacklevel=n) with an int n, the
		// deprecation helper's call.
		message, stacklevel = args[0], int64(args[npos].(eval.Int))
		if npos == 2 {
			category = args[1]
		}
	} else if err := eval.UnpackArgs(t, "warn", args, kw, "message", &message, "category?", &category,
		"stacklevel?", &stacklevel, "source?", &source); err != nil {
		return nil, err
	}
	cat, err := warnCategory(message, category)
	if err != nil {
		return nil, err
	}
	level := int(min(max(stacklevel, 1), 1<<30))
	return ws.issue(t, message, cat, level, false, source)
}

// isInt reports whether v is an int of the int64 range (not a bool or a
// subclass's instance).
func isInt(v eval.Value) bool {
	_, ok := v.(eval.Int)
	return ok
}

// issue is CPython's do_warn: the location of the frame level levels up
// (or "sys", line 1), its module's name and registry, then warn_explicit.
func (ws *warnState) issue(t *eval.Thread, message eval.Value, cat *eval.Type, level int, atSys bool, source eval.Value) (eval.Value, error) {
	var filename, module, registry eval.Value
	var lineno int
	site, ok := t.WarnSite(level)
	if atSys || !ok {
		filename, lineno, module = eval.NewStrT(t, "sys"), 1, eval.NewStrT(t, "sys")
		r, _, err := ws.mod.Attr(t, "_sys_registry")
		if err != nil {
			return nil, err
		}
		if r == nil {
			r = eval.None
		}
		registry = r
	} else {
		if ws.fileStr == nil || ws.fileStr.String() != site.Filename {
			ws.fileStr = eval.NewStrT(t, site.Filename)
		}
		filename, lineno = ws.fileStr, site.Line
		registry = eval.None
		if g := site.Globals; g != nil {
			r, ok := g.Get("__warningregistry__")
			if !ok {
				r = eval.NewDictT(t)
				g.Set("__warningregistry__", r)
			}
			registry = r
			// __name__ when a str or None, else "<string>" (CPython's
			// setup_context)
			if name, ok := g.Get("__name__"); ok {
				if _, isStr := eval.As[*eval.Str](name); isStr || name == eval.None {
					module = name
				}
			}
		}
		if module == nil {
			module = eval.NewStrT(t, "<string>")
		}
	}
	return ws.explicit(t, message, cat, filename, lineno, module, registry, source)
}

// explicit runs warn_explicit (warnImpl) and raises the warning it
// returns.
func (ws *warnState) explicit(t *eval.Thread, message eval.Value, cat *eval.Type, filename eval.Value, lineno int, module, registry, source eval.Value) (eval.Value, error) {
	res, err := ws.warnImpl(t, message, cat, filename, lineno, module, registry, source, eval.None)
	if err != nil {
		return nil, err
	}
	if exc, ok := res.(*eval.Exception); ok {
		return nil, exc
	}
	return eval.None, nil
}

// warnCategory is CPython's get_category: a Warning instance's own class,
// else category (UserWarning when None), which must be a Warning
// subclass.
func warnCategory(message, category eval.Value) (*eval.Type, error) {
	if message.Type().IsSubtype(eval.WarningType) {
		return message.Type(), nil
	}
	if category == eval.None {
		return eval.UserWarningType, nil
	}
	if c, ok := category.(*eval.Type); ok && c.IsSubtype(eval.WarningType) {
		return c, nil
	}
	return nil, eval.Errorf(eval.TypeErrorType, "category must be a Warning subclass, not '%s'", eval.TypeName(category))
}

// warnExplicit is warnings.warn_explicit(message, category, filename,
// lineno, module=None, registry=None, module_globals=None, source=None).
func (ws *warnState) warnExplicit(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var message, category, filename eval.Value
	var module, registry, globals, source eval.Value = eval.None, eval.None, eval.None, eval.None
	var lineno int64
	if err := eval.UnpackArgs(t, "warn_explicit", args, kw, "message", &message, "category", &category,
		"filename", &filename, "lineno", &lineno, "module?", &module, "registry?", &registry,
		"module_globals?", &globals, "source?", &source); err != nil {
		return nil, err
	}
	if _, ok := eval.As[*eval.Str](filename); !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "warn_explicit() argument 3 must be str, not %s", eval.ArgTypeName(filename))
	}
	if lineno > 1<<31-1 || lineno < -1<<31 {
		return nil, eval.Errorf(eval.OverflowErrorType, "signed integer is greater than maximum")
	}
	if globals != eval.None {
		if _, ok := globals.(*eval.Dict); !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "module_globals must be a dict, not '%s'", eval.TypeName(globals))
		}
	}
	// CPython calls category(message) for a message that is not a
	// Warning, whatever category is.
	cat, _ := category.(*eval.Type)
	if message.Type().IsSubtype(eval.WarningType) {
		cat = message.Type()
	}
	if cat == nil {
		// not a class: calling it is the error CPython reports
		if _, err := eval.Call1(t, category, message); err != nil {
			return nil, err
		}
		return nil, eval.Errorf(eval.TypeErrorType, "issubclass() arg 1 must be a class")
	}
	return ws.explicit(t, message, cat, filename, int(lineno), module, registry, source)
}

// WarnCompile issues a compile-time warning (category SyntaxWarning)
// through the interpreter's warnings module, as CPython's compiler does
// (PyErr_WarnExplicitObject: no module, which the file name gives, and no
// registry); line is the source line to show ("" for none). An error
// returned is what an "error" filter raised.
func WarnCompile(t *eval.Thread, text, filename string, lineno int, line string) error {
	m, err := t.Interp.ImportUnchecked(t, "warnings")
	if err != nil {
		return err
	}
	ws := &warnState{mod: m}
	var lineArg eval.Value = eval.None
	if line != "" {
		lineArg = eval.NewStrT(t, line)
	}
	res, err := ws.warnImpl(t, eval.NewStrT(t, text), eval.SyntaxWarningType, eval.NewStrT(t, filename),
		lineno, eval.None, eval.None, eval.None, lineArg)
	if err != nil {
		return err
	}
	if exc, ok := res.(*eval.Exception); ok {
		return exc
	}
	return nil
}

// warnFromGo is the interpreter's eval.Interp.Warn: a warning issued by
// the interpreter itself, as CPython's C code issues one
// (PyErr_WarnEx with stacklevel 1: the running frame).
func warnFromGo(t *eval.Thread, category *eval.Type, text string, source eval.Value, atSys bool) error {
	m, err := t.Interp.ImportUnchecked(t, "warnings")
	if err != nil {
		return err
	}
	ws := &warnState{mod: m}
	if source == nil {
		source = eval.None
	}
	_, err = ws.issue(t, eval.NewStrT(t, text), category, 1, atSys, source)
	return err
}
