package modules

import "github.com/pyinterp/pyinterp/eval"

// warnImpl is CPython's warn_explicit (Python/_warnings.c), in Go since
// every warning runs it, whatever the filters decide (a deprecated helper
// called in a loop under an "ignore" filter): the module name from the
// file name, the warning object, the registry check, the filters, the
// registries of "default", "once" and "module", and the call of
// warnings._showwarnmsg with a warnings.WarningMessage (the Python part,
// which programs replace). It returns the warning an "error" filter asks
// to raise, else nil. line is the source line when the caller knows it (a
// compile-time warning, whose code is not running yet for _getline to
// find), else None.
//
// The registries are dicts read and written as CPython's C code does
// (PyDict_GetItem, PyDict_SetItem, PyDict_Clear: a dict subclass's
// overrides are not called); their "version" entry is compared with the
// module's _version[0], which _filters_mutated increments.
func (ws *warnState) warnImpl(t *eval.Thread, message eval.Value, category *eval.Type, filename eval.Value, lineno int, module, registry, source, line eval.Value) (eval.Value, error) {
	var reg *eval.Dict
	if registry != eval.None {
		d, ok := eval.As[*eval.Dict](registry)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "'registry' must be a dict or None")
		}
		reg = d
	}
	if module == eval.None {
		module = normalizeModule(t, filename)
	}
	var text eval.Value
	var cat eval.Value = category
	// made is false while the warning object of a message that is not a
	// Warning is still to be made: CPython makes it first, category(text),
	// but when category is a builtin class no code of the program runs
	// and nobody sees it unless the warning is raised or shown, so it is
	// made then (a warning ignored or already in the registry makes none).
	made := true
	if message.Type().IsSubtype(eval.WarningType) {
		s, err := eval.StrOf(t, message)
		if err != nil {
			return nil, err
		}
		text = eval.NewStrT(t, s)
		cat = message.Type()
	} else if text = message; category.IsUserClass() {
		m, err := eval.Call1(t, category, message)
		if err != nil {
			return nil, err
		}
		message = m
	} else {
		made = false
	}
	makeMessage := func() error {
		if made {
			return nil
		}
		m, err := eval.Call1(t, category, message)
		if err != nil {
			return err
		}
		message, made = m, true
		return nil
	}
	lineObj := eval.MakeInt(int64(lineno))
	key := eval.NewTupleT(t, []eval.Value{text, cat, lineObj})
	if reg != nil {
		seen, err := ws.alreadyWarned(t, reg, key, false)
		if err != nil || seen {
			return nil, err
		}
	}
	actionV, item, err := ws.filter(t, cat, text, int64(lineno), module)
	if err != nil {
		return nil, err
	}
	action, _ := eval.As[*eval.Str](actionV)
	switch action.String() {
	case "error":
		if err := makeMessage(); err != nil {
			return nil, err
		}
		return message, nil
	case "ignore":
		return nil, nil
	}
	shownBefore := false
	if action.String() != "always" {
		if reg != nil {
			if err := reg.SetItem(t, key, eval.True); err != nil {
				return nil, err
			}
		}
		switch action.String() {
		case "once":
			once := reg
			if once == nil {
				o, err := ws.get(t, "onceregistry")
				if err != nil {
					return nil, err
				}
				d, ok := eval.As[*eval.Dict](o)
				if !ok {
					return nil, eval.Errorf(eval.TypeErrorType, "warnings.onceregistry must be a dict, not '%s'", eval.TypeName(o))
				}
				once = d
			}
			if shownBefore, err = ws.alreadyWarned(t, once, eval.NewTupleT(t, []eval.Value{text, cat}), true); err != nil {
				return nil, err
			}
		case "module":
			if reg != nil {
				if shownBefore, err = ws.alreadyWarned(t, reg, eval.NewTupleT(t, []eval.Value{text, cat}), true); err != nil {
					return nil, err
				}
			}
		case "default":
		default:
			ra, err := eval.Repr(t, actionV)
			if err != nil {
				return nil, err
			}
			ri, err := eval.Repr(t, item)
			if err != nil {
				return nil, err
			}
			return nil, eval.Errorf(eval.RuntimeErrorType, "Unrecognized action (%s) in warnings.filters:\n %s", ra, ri)
		}
	}
	if shownBefore {
		return nil, nil
	}
	show, err := ws.get(t, "_showwarnmsg")
	if err != nil {
		return nil, err
	}
	if show.Type().Call == nil {
		return nil, eval.Errorf(eval.TypeErrorType, "warnings._showwarnmsg() must be set to a callable")
	}
	wm, err := ws.get(t, "WarningMessage")
	if err != nil {
		return nil, err
	}
	if err := makeMessage(); err != nil {
		return nil, err
	}
	msg, err := eval.Call(t, wm, []eval.Value{message, cat, filename, lineObj, eval.None, line, source}, nil)
	if err != nil {
		return nil, err
	}
	if _, err := eval.Call1(t, show, msg); err != nil {
		return nil, err
	}
	return nil, nil
}

// get is the module's attribute name (py/warnings.py's _get).
func (ws *warnState) get(t *eval.Thread, name string) (eval.Value, error) {
	v, ok, err := ws.mod.Attr(t, name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, eval.Errorf(eval.AttributeErrorType, "module 'warnings' has no attribute '%s'", name)
	}
	return v, nil
}

// alreadyWarned is CPython's already_warned: whether registry holds key
// as a true value while its "version" is the filters' version (a registry
// of another version is cleared and given this one), setting key when
// asked and not found.
func (ws *warnState) alreadyWarned(t *eval.Thread, registry *eval.Dict, key eval.Value, set bool) (bool, error) {
	version, err := ws.filtersVersion(t)
	if err != nil {
		return false, err
	}
	if ws.versionKey == nil {
		ws.versionKey = eval.NewStrT(t, "version")
	}
	versionKey := ws.versionKey
	v, ok, err := registry.Get(t, versionKey)
	if err != nil {
		return false, err
	}
	if iv, isInt := v.(eval.Int); !ok || !isInt || int64(iv) != version {
		registry.Clear()
		if err := registry.SetItem(t, versionKey, eval.MakeInt(version)); err != nil {
			return false, err
		}
	} else {
		seen, ok, err := registry.Get(t, key)
		if err != nil {
			return false, err
		}
		if ok {
			b, err := eval.Truth(t, seen)
			if err != nil || b {
				return b, err
			}
		}
	}
	if set {
		return false, registry.SetItem(t, key, eval.True)
	}
	return false, nil
}

// filtersVersion is the module's _version[0] (CPython's filters_version),
// which _filters_mutated increments.
func (ws *warnState) filtersVersion(t *eval.Thread) (int64, error) {
	v, err := ws.get(t, "_version")
	if err != nil {
		return 0, err
	}
	l, ok := v.(*eval.List)
	if !ok || l.Len() != 1 {
		return 0, eval.Errorf(eval.TypeErrorType, "warnings._version must be a list of one int")
	}
	return eval.AsInt64(t, l.Elems()[0])
}

// normalizeModule is CPython's normalize_module: the module name of a
// warning issued with none, its file name without ".py" ("<unknown>" for
// an empty name).
func normalizeModule(t *eval.Thread, filename eval.Value) eval.Value {
	s, ok := eval.As[*eval.Str](filename)
	if !ok {
		return filename
	}
	name := s.String()
	switch {
	case name == "":
		return eval.NewStrT(t, "<unknown>")
	case len(name) >= 3 && name[len(name)-3:] == ".py":
		return eval.NewStrT(t, name[:len(name)-3])
	}
	return filename
}
