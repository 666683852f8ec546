package eval

import "fmt"

// Exception groups (PEP 654): BaseExceptionGroup and ExceptionGroup, as
// CPython 3.11's Objects/exceptions.c makes them: the constructor's
// checks and choice of class, message and exceptions, subgroup, split
// and derive, and the matching of except* (exceptGroupMatch) and what it
// raises afterwards (prepReraiseStar, Python/ceval.c's helpers).

// excGroup is the state of an exception group: its message and its
// exceptions (a tuple in CPython, fixed at construction; args keeps the
// sequence as given).
type excGroup struct {
	msg  Value
	excs []*Exception
}

// initExceptionGroupTypes gives the two group classes their constructor,
// str and methods; ExceptionGroup derives from both BaseExceptionGroup and
// Exception.
func initExceptionGroupTypes() {
	eg := ExceptionGroupType
	eg.Base = BaseExceptionGroupType
	eg.Bases = []*Type{BaseExceptionGroupType, ExceptionType}
	eg.MRO = []*Type{eg, BaseExceptionGroupType, ExceptionType, BaseExceptionType, ObjectType}
	for _, typ := range []*Type{BaseExceptionGroupType, ExceptionGroupType} {
		typ.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
			return newExceptionGroup(t, cls, args, kwnames)
		}
	}
	addMethods(BaseExceptionGroupType, map[string]BuiltinFunc{
		"derive": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var excs Value
			if err := UnpackArgs(t, "derive", args, kwnames, "excs/", &excs); err != nil {
				return nil, err
			}
			e := self.(*Exception)
			return newExceptionGroup(t, BaseExceptionGroupType, []Value{e.group.msg, excs}, nil)
		},
		"split": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var cond Value
			if err := UnpackArgs(t, "split", args, kwnames, "matcher_value/", &cond); err != nil {
				return nil, err
			}
			m, err := newGroupMatcher(cond)
			if err != nil {
				return nil, err
			}
			match, rest, err := splitGroup(t, self.(*Exception), m, true)
			if err != nil {
				return nil, err
			}
			return NewTupleCharged(t, excOrNone(match), excOrNone(rest))
		},
		"subgroup": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var cond Value
			if err := UnpackArgs(t, "subgroup", args, kwnames, "matcher_value/", &cond); err != nil {
				return nil, err
			}
			m, err := newGroupMatcher(cond)
			if err != nil {
				return nil, err
			}
			match, _, err := splitGroup(t, self.(*Exception), m, false)
			if err != nil {
				return nil, err
			}
			return excOrNone(match), nil
		},
	})
}

func excOrNone(e *Exception) Value {
	if e == nil {
		return None
	}
	return e
}

// IsExceptionGroup reports whether v is an exception group.
func IsExceptionGroup(v Value) bool {
	e, ok := v.(*Exception)
	return ok && e.group != nil
}

// newExceptionGroup is BaseExceptionGroup.__new__(cls, message, exceptions).
func newExceptionGroup(t *Thread, cls *Type, args []Value, kwnames []string) (*Exception, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", cls.Name)
	}
	if len(args) != 2 {
		return nil, Errorf(TypeErrorType, "BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)", len(args))
	}
	msg, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "BaseExceptionGroup.__new__() argument 1 must be str, not %s", ArgTypeName(args[0]))
	}
	seq := args[1]
	if seq.Type().GetItem == nil || seq.Type().IsSubtype(DictType) {
		return nil, Errorf(TypeErrorType, "second argument (exceptions) must be a sequence")
	}
	items, err := Collect(t, seq)
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, Errorf(ValueErrorType, "second argument (exceptions) must be a non-empty sequence")
	}
	excs, err := Make[*Exception](t, len(items))
	if err != nil {
		return nil, err
	}
	nestedBase := false
	for i, x := range items {
		e, ok := x.(*Exception)
		if !ok {
			return nil, Errorf(ValueErrorType, "Item %d of second argument (exceptions) is not an exception", i)
		}
		if !e.cls.IsSubtype(ExceptionType) {
			nestedBase = true
		}
		excs[i] = e
	}
	switch {
	case cls == BaseExceptionGroupType:
		if !nestedBase {
			cls = ExceptionGroupType
		}
	case cls == ExceptionGroupType:
		if nestedBase {
			return nil, Errorf(TypeErrorType, "Cannot nest BaseExceptions in an ExceptionGroup")
		}
	default:
		if nestedBase && cls.IsSubtype(ExceptionType) {
			return nil, Errorf(TypeErrorType, "Cannot nest BaseExceptions in '%s'", cls.Name)
		}
	}
	e, err := newExceptionCharged(t, cls, args)
	if err != nil {
		return nil, err
	}
	// The program may keep a group's exceptions (eg.exceptions, the parts
	// split and subgroup and except* give it): those made by Go code are
	// charged here as a handler charges what it catches. A nested group's
	// own were charged when it was made, so one level suffices.
	for _, x := range excs {
		x.chargeReached(t)
	}
	e.group = &excGroup{msg: msg, excs: excs}
	return e, nil
}

// newGroupOf makes the group CPython's _PyExc_CreateExceptionGroup makes
// (BaseExceptionGroup(msg, excs): an ExceptionGroup when it can be), with
// excs given as a tuple or a list.
func newGroupOf(t *Thread, msg string, excs []*Exception, tuple bool) (*Exception, error) {
	items, err := Make[Value](t, len(excs))
	if err != nil {
		return nil, err
	}
	for i, e := range excs {
		items[i] = e
	}
	var seq Value = NewListT(t, items)
	if tuple {
		seq = NewTupleOf(t, items)
	}
	return newExceptionGroup(t, BaseExceptionGroupType, []Value{NewStrT(t, msg), seq}, nil)
}

// groupMessage is str() of a group: "message (N sub-exceptions)".
func groupMessage(t *Thread, e *Exception) string {
	msg, err := StrOf(t, e.group.msg)
	if err != nil {
		return "<exception str() failed>"
	}
	n := len(e.group.excs)
	s := "s"
	if n == 1 {
		s = ""
	}
	return fmt.Sprintf("%s (%d sub-exception%s)", msg, n, s)
}

// groupAttr returns message and exceptions.
func groupAttr(t *Thread, e *Exception, name string) (Value, bool) {
	if e.group == nil {
		return nil, false
	}
	switch name {
	case "message":
		return e.group.msg, true
	case "exceptions":
		items := make([]Value, len(e.group.excs)) //allocpath:ok the group's exceptions were charged when it was made
		for i, x := range e.group.excs {
			items[i] = x
		}
		return NewTupleT(t, items), true
	}
	return nil, false
}

// groupMatcher is the condition of split and subgroup (an exception
// class, a tuple of them, or a predicate), or the leaves kept by
// prepReraiseStar.
type groupMatcher struct {
	types  []*Type
	fn     Value
	leaves map[*Exception]bool
}

func newGroupMatcher(cond Value) (*groupMatcher, error) {
	const msg = "expected a function, exception type or tuple of exception types"
	switch c := cond.(type) {
	case *Type:
		if IsExceptionClass(c) {
			return &groupMatcher{types: []*Type{c}}, nil
		}
	case *Tuple:
		types := make([]*Type, 0, len(c.elems)) //allocpath:ok a tuple the program made (charged then)
		for _, x := range c.elems {
			xt, ok := x.(*Type)
			if !ok || !IsExceptionClass(xt) {
				return nil, Errorf(TypeErrorType, msg)
			}
			types = append(types, xt)
		}
		return &groupMatcher{types: types}, nil
	default:
		if cond.Type().Call != nil {
			return &groupMatcher{fn: cond}, nil
		}
	}
	return nil, Errorf(TypeErrorType, msg)
}

func (m *groupMatcher) match(t *Thread, e *Exception) (bool, error) {
	switch {
	case m.leaves != nil:
		return e.group == nil && m.leaves[e], nil
	case m.fn != nil:
		r, err := Call(t, m.fn, []Value{e}, nil)
		if err != nil {
			return false, err
		}
		return Truth(t, r)
	}
	for _, c := range m.types {
		if e.cls.IsSubtype(c) {
			return true, nil
		}
	}
	return false, nil
}

// splitGroup is exceptiongroup_split_recursive: the parts of e that match
// m and (when rest is wanted) those that do not, each a group derived
// from e with its metadata, nil when empty. A matching e is returned
// whole.
func splitGroup(t *Thread, e *Exception, m *groupMatcher, wantRest bool) (match, rest *Exception, err error) {
	if err := t.Steps(1); err != nil {
		return nil, nil, err
	}
	ok, err := m.match(t, e)
	if err != nil {
		return nil, nil, err
	}
	if ok {
		return e, nil, nil
	}
	if e.group == nil {
		if wantRest {
			return nil, e, nil
		}
		return nil, nil, nil
	}
	if err := t.enter(); err != nil {
		return nil, nil, err
	}
	defer t.leave()
	var matches, rests []Value
	for _, sub := range e.group.excs {
		sm, sr, err := splitGroup(t, sub, m, wantRest)
		if err != nil {
			return nil, nil, err
		}
		if sm != nil {
			if matches, err = Append(t, matches, Value(sm)); err != nil {
				return nil, nil, err
			}
		}
		if sr != nil {
			if rests, err = Append(t, rests, Value(sr)); err != nil {
				return nil, nil, err
			}
		}
	}
	if match, err = groupSubset(t, e, matches); err != nil {
		return nil, nil, err
	}
	if wantRest {
		if rest, err = groupSubset(t, e, rests); err != nil {
			return nil, nil, err
		}
	}
	return match, rest, nil
}

// groupSubset is exceptiongroup_subset: orig.derive(excs) with orig's
// traceback, cause, context and a copy of its notes; nil for no excs.
func groupSubset(t *Thread, orig *Exception, excs []Value) (*Exception, error) {
	if len(excs) == 0 {
		return nil, nil
	}
	derive, err := GetAttr(t, orig, "derive")
	if err != nil {
		return nil, err
	}
	r, err := Call(t, derive, []Value{NewListT(t, excs)}, nil)
	if err != nil {
		return nil, err
	}
	eg, ok := r.(*Exception)
	if !ok || eg.group == nil {
		return nil, Errorf(TypeErrorType, "derive must return an instance of BaseExceptionGroup")
	}
	if len(orig.Traceback) > 0 {
		tb, err := Make[TracebackEntry](t, len(orig.Traceback))
		if err != nil {
			return nil, err
		}
		copy(tb, orig.Traceback)
		eg.Traceback = tb
	}
	eg.tbSerial, eg.at, eg.atSerial = orig.tbSerial, orig.at, orig.atSerial
	eg.Context = orig.Context
	eg.Cause = orig.Cause
	eg.SuppressContext = true // PyException_SetCause sets it
	if orig.Dict != nil {
		if notes, ok := orig.Dict.Get("__notes__"); ok {
			if notes.Type().GetItem != nil && !notes.Type().IsSubtype(DictType) {
				items, err := Collect(t, notes)
				if err != nil {
					return nil, err
				}
				if err := exceptionSetAttr(t, eg, "__notes__", NewListT(t, items)); err != nil {
					return nil, err
				}
			} else if err := exceptionSetAttr(t, eg, "__notes__", notes); err != nil {
				return nil, err
			}
		}
	}
	return eg, nil
}

// checkExceptStarType is CPython's check_except_star_type_valid.
func checkExceptStarType(cls Value) error {
	const bad = "catching classes that do not inherit from BaseException is not allowed"
	const group = "catching ExceptionGroup with except* is not allowed. Use except instead."
	check := func(x Value) error {
		xt, ok := x.(*Type)
		if !ok || !IsExceptionClass(xt) {
			return Errorf(TypeErrorType, bad)
		}
		if xt.IsSubtype(BaseExceptionGroupType) {
			return Errorf(TypeErrorType, group)
		}
		return nil
	}
	if tu, ok := cls.(*Tuple); ok {
		for _, x := range tu.elems {
			if err := check(x); err != nil {
				return err
			}
		}
		return nil
	}
	return check(cls)
}

// exceptGroupMatch is exception_group_match: the part of exc an except*
// clause of class cls handles (a group; a plain exception matched is
// wrapped in one) and the rest, either nil.
func exceptGroupMatch(t *Thread, exc *Exception, cls Value) (match, rest *Exception, err error) {
	if exc == nil {
		return nil, nil, nil
	}
	ok, err := exceptionMatches(exc, cls)
	if err != nil {
		return nil, nil, err
	}
	if ok {
		if exc.group != nil {
			return exc, nil, nil
		}
		wrapped, err := newGroupOf(t, "", []*Exception{exc}, true)
		if err != nil {
			return nil, nil, err
		}
		if len(exc.Traceback) > 0 {
			tb, err := Make[TracebackEntry](t, len(exc.Traceback))
			if err != nil {
				return nil, nil, err
			}
			copy(tb, exc.Traceback)
			wrapped.Traceback = tb
		}
		wrapped.tbSerial, wrapped.at, wrapped.atSerial = exc.tbSerial, exc.at, exc.atSerial
		return wrapped, nil, nil
	}
	if exc.group != nil {
		m, err := newGroupMatcher(cls)
		if err != nil {
			return nil, nil, err
		}
		return splitGroup(t, exc, m, true)
	}
	return nil, exc, nil
}

// raisedInHandler is what an except* clause's handler raised, and
// whether it was the clause's group raised again unchanged (a bare raise:
// CPython's is_same_exception_metadata).
type raisedInHandler struct {
	exc     *Exception
	reraise bool
}

// prepReraiseStar is _PyExc_PrepReraiseStar: what a try with except*
// raises after its handlers, given the original exception, what the
// handlers raised, and the unhandled rest (nil entries are skipped).
func prepReraiseStar(t *Thread, orig *Exception, raised []raisedInHandler) (*Exception, error) {
	if len(raised) == 0 {
		return nil, nil
	}
	if orig.group == nil {
		// A plain exception matched at most one clause.
		return raised[0].exc, nil
	}
	var newOnes, reraised []*Exception
	for _, r := range raised {
		if r.exc == nil {
			continue
		}
		var err error
		if r.reraise {
			reraised, err = Append(t, reraised, r.exc)
		} else {
			newOnes, err = Append(t, newOnes, r.exc)
		}
		if err != nil {
			return nil, err
		}
	}
	var kept *Exception
	if len(reraised) > 0 {
		leaves := map[*Exception]bool{} //allocpath:ok one entry per leaf of groups already charged
		for _, r := range reraised {
			if err := collectLeaves(t, r, leaves); err != nil {
				return nil, err
			}
		}
		var err error
		kept, _, err = splitGroup(t, orig, &groupMatcher{leaves: leaves}, false)
		if err != nil {
			return nil, err
		}
	}
	if len(newOnes) == 0 {
		return kept, nil
	}
	if kept != nil {
		var err error
		if newOnes, err = Append(t, newOnes, kept); err != nil {
			return nil, err
		}
	}
	if len(newOnes) == 1 {
		return newOnes[0], nil
	}
	return newGroupOf(t, "", newOnes, false)
}

func collectLeaves(t *Thread, e *Exception, leaves map[*Exception]bool) error {
	if e.group == nil {
		leaves[e] = true
		return nil
	}
	if err := t.enter(); err != nil {
		return err
	}
	defer t.leave()
	for _, sub := range e.group.excs {
		if err := t.Steps(1); err != nil {
			return err
		}
		if err := collectLeaves(t, sub, leaves); err != nil {
			return err
		}
	}
	return nil
}
