package eval

// Type slots of user classes.
//
// updateSlots fills a user class's slots. For each slot it asks where the
// dunders feeding it are found along the MRO: when a user class defines
// one, the slot is a wrapper that looks the dunder up on the value's type
// at call time and calls it (so assigning P.__add__ later only has to
// refresh which slots are wrappers: refreshSlots); otherwise the class
// inherits the slot of its nearest builtin base, wrapped to unwrap the
// builtin payload of builtin-subclass instances (Instance.base).
//
// Conversely, slotMethod exposes the slots of builtin types as methods
// (object.__init__, dict.__setitem__, int.__add__, ...), which is what
// super() and explicit calls such as object.__setattr__(self, n, v) find.

var binaryDunders = [numBinaryOps][3]string{
	OpAdd:      {"__add__", "__radd__", "__iadd__"},
	OpSub:      {"__sub__", "__rsub__", "__isub__"},
	OpMul:      {"__mul__", "__rmul__", "__imul__"},
	OpMatMul:   {"__matmul__", "__rmatmul__", "__imatmul__"},
	OpTrueDiv:  {"__truediv__", "__rtruediv__", "__itruediv__"},
	OpMod:      {"__mod__", "__rmod__", "__imod__"},
	OpPow:      {"__pow__", "__rpow__", "__ipow__"},
	OpLShift:   {"__lshift__", "__rlshift__", "__ilshift__"},
	OpRShift:   {"__rshift__", "__rrshift__", "__irshift__"},
	OpOr:       {"__or__", "__ror__", "__ior__"},
	OpXor:      {"__xor__", "__rxor__", "__ixor__"},
	OpAnd:      {"__and__", "__rand__", "__iand__"},
	OpFloorDiv: {"__floordiv__", "__rfloordiv__", "__ifloordiv__"},
}

var compareDunders = [...]string{LT: "__lt__", LE: "__le__", EQ: "__eq__", NE: "__ne__", GT: "__gt__", GE: "__ge__"}

// userDefines reports whether one of names resolves, along cls's MRO, to
// an attribute of a user class.
func userDefines(cls *Type, names ...string) bool {
	for _, n := range names {
		for _, m := range cls.MRO {
			if m.user == nil {
				// A builtin base shadows the user classes after it only
				// for the dunders it has (int has no __iter__: a mixin's
				// __iter__ further along the MRO is found).
				if _, ok := m.Dict.Get(n); ok || slotMethod(m, n) != nil {
					break
				}
				continue
			}
			if _, ok := m.Dict.Get(n); ok {
				return true
			}
		}
	}
	return false
}

// callDunder looks name up on v's type and calls it with v as self; ok
// is false when the type has no such attribute.
func callDunder(t *Thread, v Value, name string, args ...Value) (Value, bool, error) {
	f, owner := findAttr(v.Type(), name)
	if f == nil {
		return nil, false, nil
	}
	if f == None {
		return nil, true, Errorf(TypeErrorType, "'NoneType' object is not callable")
	}
	r, err := callBound(t, f, owner, v, args, nil)
	return r, true, err
}

// callDunder1 is callDunder with one argument: a plain Python function
// (a user class's __add__, __eq__, ...) gets v and arg straight in its
// frame's slots, without the argument slice callDunder allocates.
func callDunder1(t *Thread, v Value, name string, arg Value) (Value, bool, error) {
	f, owner := findAttr(v.Type(), name)
	if fn, ok := f.(*Function); ok && t != nil && !t.hostOnly && fn.code.simpleCall(2) {
		c := fn.code
		slots, err := t.allocSlots(c.nslots)
		if err != nil {
			return nil, true, err
		}
		slots[c.paramSlots[0]] = v
		slots[c.paramSlots[1]] = arg
		r, err := fn.run(t, slots)
		return r, true, err
	}
	if f == nil {
		return nil, false, nil
	}
	if f == None {
		return nil, true, Errorf(TypeErrorType, "'NoneType' object is not callable")
	}
	r, err := callBound(t, f, owner, v, []Value{arg}, nil)
	return r, true, err
}

// CallDunder calls the special method name of v's class with args; ok is
// false when the class has none (for builtins such as round() and
// reversed() that consult __round__ and __reversed__).
func CallDunder(t *Thread, v Value, name string, args ...Value) (r Value, ok bool, err error) {
	return callDunder(t, v, name, args...)
}

func strResult(r Value, what string) (string, error) {
	switch s := unwrap(r).(type) {
	case *Str:
		return s.s, nil
	}
	return "", Errorf(TypeErrorType, "%s returned non-string (type %s)", what, TypeName(r))
}

// intResult checks the result of __len__ / __index__ style methods.
func indexResult(r Value) (Value, bool) {
	switch x := unwrap(r).(type) {
	case Int, *BigInt:
		return x, true
	case Bool:
		if x {
			return Int(1), true
		}
		return Int(0), true
	}
	return nil, false
}

func updateSlots(cls *Type) {
	info := cls.user
	bt := cls.builtinBase()
	payload := info.payload != nil

	// Defaults: the builtin base's slots, unwrapping payloads.
	unary := func(f func(*Thread, Value) (Value, error)) func(*Thread, Value) (Value, error) {
		if f == nil || !payload {
			return f
		}
		return func(t *Thread, v Value) (Value, error) { return f(t, unwrap(v)) }
	}
	cls.Repr = bt.Repr
	cls.Str = bt.Str
	cls.Format = bt.Format
	cls.Hash = bt.Hash
	cls.Truth = bt.Truth
	cls.Compare = bt.Compare
	cls.Call = bt.Call
	cls.Iter = bt.Iter
	cls.Len = bt.Len
	cls.GetItem = bt.GetItem
	cls.SetItem = bt.SetItem
	cls.Contains = bt.Contains
	cls.Concat = bt.Concat
	cls.Repeat = bt.Repeat
	cls.Binary = bt.Binary
	cls.Inplace = bt.Inplace
	cls.Neg, cls.Pos, cls.Abs, cls.Invert = bt.Neg, bt.Pos, bt.Abs, bt.Invert
	cls.Index, cls.Int, cls.Float = bt.Index, bt.Int, bt.Float
	if payload {
		if f := bt.Repr; f != nil && bt != SetType && bt != FrozenSetType {
			cls.Repr = func(t *Thread, v Value) (string, error) { return f(t, unwrap(v)) }
		}
		if f := bt.Str; f != nil {
			cls.Str = func(t *Thread, v Value) (string, error) { return f(t, unwrap(v)) }
		}
		if f := bt.Format; f != nil {
			cls.Format = func(t *Thread, v Value, spec string) (string, error) { return f(t, unwrap(v), spec) }
		}
		if f := bt.Hash; f != nil {
			cls.Hash = func(t *Thread, v Value) (int64, error) { return f(t, unwrap(v)) }
		}
		if f := bt.Truth; f != nil {
			cls.Truth = func(t *Thread, v Value) (bool, error) { return f(t, unwrap(v)) }
		}
		if f := bt.Compare; f != nil {
			cls.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) { return f(t, op, unwrap(a), unwrap(b)) }
		}
		if f := bt.Call; f != nil {
			cls.Call = func(t *Thread, v Value, args []Value, kw []string) (Value, error) { return f(t, unwrap(v), args, kw) }
		}
		if f := bt.Iter; f != nil {
			cls.Iter = func(t *Thread, v Value) (Iterator, error) { return f(t, unwrap(v)) }
		}
		if f := bt.Len; f != nil {
			cls.Len = func(t *Thread, v Value) (int, error) { return f(t, unwrap(v)) }
		}
		if f := bt.GetItem; f != nil {
			cls.GetItem = func(t *Thread, v, k Value) (Value, error) {
				r, err := f(t, unwrap(v), k)
				if err != nil && bt == DictType {
					// dict.__missing__ for dict subclasses.
					if e, ok := err.(*Exception); ok && e.cls == KeyErrorType {
						if r2, found, err2 := callDunder(t, v, "__missing__", k); found {
							return r2, err2
						}
					}
				}
				return r, err
			}
		}
		if f := bt.SetItem; f != nil {
			cls.SetItem = func(t *Thread, v, k, x Value) error { return f(t, unwrap(v), k, x) }
		}
		if f := bt.Contains; f != nil {
			cls.Contains = func(t *Thread, v, x Value) (bool, error) { return f(t, unwrap(v), x) }
		}
		if f := bt.Concat; f != nil {
			cls.Concat = func(t *Thread, a, b Value) (Value, error) { return f(t, unwrap(a), unwrap(b)) }
		}
		if f := bt.Repeat; f != nil {
			cls.Repeat = func(t *Thread, a, b Value) (Value, error) { return f(t, unwrap(a), unwrap(b)) }
		}
		for op := range cls.Binary {
			if f := bt.Binary[op]; f != nil {
				cls.Binary[op] = func(t *Thread, a, b Value) (Value, error) { return f(t, unwrap(a), unwrap(b)) }
			}
			if f := bt.Inplace[op]; f != nil {
				cls.Inplace[op] = func(t *Thread, a, b Value) (Value, error) {
					r, err := f(t, unwrap(a), unwrap(b))
					if err == nil && r == unwrap(a) {
						r = a
					}
					return r, err
				}
			}
		}
		cls.Neg, cls.Pos, cls.Abs, cls.Invert = unary(bt.Neg), unary(bt.Pos), unary(bt.Abs), unary(bt.Invert)
		cls.Index, cls.Int, cls.Float = unary(bt.Index), unary(bt.Int), unary(bt.Float)
	}

	// Always ours.
	cls.New = userNew
	info.hasGetattr = userDefines(cls, "__getattr__")
	info.customGetattribute = userDefines(cls, "__getattribute__")
	if info.customGetattribute {
		cls.GetAttr = userGetAttribute
	} else if info.hasGetattr {
		cls.GetAttr = userGetAttrFallback
	} else {
		cls.GetAttr = objectGetAttr
	}
	info.userSetattr = userDefines(cls, "__setattr__", "__delattr__")
	if info.userSetattr {
		cls.SetAttr = userSetAttr
	} else {
		cls.SetAttr = objectSetAttr
	}
	if info.payload == TypeType {
		// A metaclass: its instances are classes.
		if !info.customGetattribute && !info.hasGetattr {
			cls.GetAttr = typeGetAttr
		} else if !info.customGetattribute {
			cls.GetAttr = metaGetAttrFallback
		}
		if !info.userSetattr {
			cls.SetAttr = typeSetAttr
		}
	}

	// Wrappers for the dunders user code defines.
	if userDefines(cls, "__repr__") {
		cls.Repr = func(t *Thread, v Value) (string, error) {
			r, _, err := callDunder(t, v, "__repr__")
			if err != nil {
				return "", err
			}
			return strResult(r, "__repr__")
		}
	}
	info.strUser = userDefines(cls, "__str__")
	if info.strUser {
		cls.Str = func(t *Thread, v Value) (string, error) {
			r, _, err := callDunder(t, v, "__str__")
			if err != nil {
				return "", err
			}
			return strResult(r, "__str__")
		}
	}
	info.formatUser = userDefines(cls, "__format__")
	if info.formatUser {
		cls.Format = func(t *Thread, v Value, spec string) (string, error) {
			r, _, err := callDunder(t, v, "__format__", NewStrT(t, spec))
			if err != nil {
				return "", err
			}
			s, ok := unwrap(r).(*Str)
			if !ok {
				return "", Errorf(TypeErrorType, "__format__ must return a str, not %s", TypeName(r))
			}
			return s.s, nil
		}
	}
	if userDefines(cls, "__hash__") {
		if f, _ := findAttr(cls, "__hash__"); f == None {
			cls.Hash = nil
		} else {
			cls.Hash = func(t *Thread, v Value) (int64, error) {
				r, _, err := callDunder(t, v, "__hash__")
				if err != nil {
					return 0, err
				}
				switch x := unwrap(r).(type) {
				case Int:
					if x == -1 {
						return -2, nil
					}
					return int64(x), nil
				case Bool:
					if x {
						return 1, nil
					}
					return 0, nil
				case *BigInt:
					return Hash(t, x)
				}
				return 0, Errorf(TypeErrorType, "__hash__ method should return an integer")
			}
		}
	}
	if userDefines(cls, "__bool__") {
		cls.Truth = func(t *Thread, v Value) (bool, error) {
			r, _, err := callDunder(t, v, "__bool__")
			if err != nil {
				return false, err
			}
			b, ok := r.(Bool)
			if !ok {
				return false, Errorf(TypeErrorType, "__bool__ should return bool, returned %s", TypeName(r))
			}
			return bool(b), nil
		}
	} else if userDefines(cls, "__len__") {
		cls.Truth = nil
	}
	if userDefines(cls, "__len__") {
		cls.Len = func(t *Thread, v Value) (int, error) {
			r, _, err := callDunder(t, v, "__len__")
			if err != nil {
				return 0, err
			}
			n, ok := indexResult(r)
			if !ok {
				if f := r.Type().Index; f != nil {
					if n, err = f(t, r); err != nil {
						return 0, err
					}
				} else {
					return 0, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(r))
				}
			}
			switch x := n.(type) {
			case Int:
				if x < 0 {
					return 0, Errorf(ValueErrorType, "__len__() should return >= 0")
				}
				return int(x), nil
			case *BigInt:
				if x.v.Sign() < 0 {
					return 0, Errorf(ValueErrorType, "__len__() should return >= 0")
				}
			}
			return 0, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
		}
	}
	if userDefines(cls, compareDunders[:]...) {
		cls.Compare = userCompare
	}
	if userDefines(cls, "__call__") {
		cls.Call = func(t *Thread, v Value, args []Value, kwnames []string) (Value, error) {
			f, owner := findAttr(v.Type(), "__call__")
			if f == nil || f == None {
				return nil, Errorf(TypeErrorType, "'%s' object is not callable", TypeName(v))
			}
			return callBound(t, f, owner, v, args, kwnames)
		}
	}
	if userDefines(cls, "__iter__") {
		if f, _ := findAttr(cls, "__iter__"); f == None {
			cls.Iter = nil
		} else {
			cls.Iter = userIter
		}
	} else if userDefines(cls, "__getitem__") && bt.Iter == nil {
		cls.Iter = func(t *Thread, v Value) (Iterator, error) { return &seqIterator{obj: v}, nil }
	}
	if userDefines(cls, "__getitem__") {
		cls.GetItem = func(t *Thread, v, k Value) (Value, error) {
			r, found, err := callDunder1(t, v, "__getitem__", k)
			if !found {
				return nil, Errorf(TypeErrorType, "'%s' object is not subscriptable", TypeName(v))
			}
			return r, err
		}
	}
	if userDefines(cls, "__setitem__", "__delitem__") {
		cls.SetItem = func(t *Thread, v, k, x Value) error {
			var found bool
			var err error
			if x == nil {
				_, found, err = callDunder(t, v, "__delitem__", k)
				if !found {
					return Errorf(AttributeErrorType, "__delitem__")
				}
			} else {
				_, found, err = callDunder(t, v, "__setitem__", k, x)
				if !found {
					return Errorf(AttributeErrorType, "__setitem__")
				}
			}
			return err
		}
	}
	if userDefines(cls, "__contains__") {
		cls.Contains = func(t *Thread, v, x Value) (bool, error) {
			r, _, err := callDunder1(t, v, "__contains__", x)
			if err != nil {
				return false, err
			}
			return Truth(t, r)
		}
	}
	for op := range binaryDunders {
		names := binaryDunders[op]
		info.binUser[op] = userDefines(cls, names[0], names[1])
		if info.binUser[op] {
			cls.Binary[op] = userBinary(BinaryOp(op))
		}
		if userDefines(cls, names[2]) {
			iname := names[2]
			cls.Inplace[op] = func(t *Thread, a, b Value) (Value, error) {
				r, found, err := callDunder1(t, a, iname, b)
				if !found {
					return NotImplemented, nil
				}
				return r, err
			}
		}
	}
	unaryUser := func(slot *func(*Thread, Value) (Value, error), name string, check func(Value) error) {
		if !userDefines(cls, name) {
			return
		}
		*slot = func(t *Thread, v Value) (Value, error) {
			r, _, err := callDunder(t, v, name)
			if err == nil && check != nil {
				err = check(r)
			}
			return r, err
		}
	}
	unaryUser(&cls.Neg, "__neg__", nil)
	unaryUser(&cls.Pos, "__pos__", nil)
	unaryUser(&cls.Abs, "__abs__", nil)
	unaryUser(&cls.Invert, "__invert__", nil)
	unaryUser(&cls.Index, "__index__", func(r Value) error {
		if _, ok := r.(Int); ok {
			return nil
		}
		if _, ok := r.(*BigInt); ok {
			return nil
		}
		return Errorf(TypeErrorType, "__index__ returned non-int (type %s)", TypeName(r))
	})
	unaryUser(&cls.Int, "__int__", func(r Value) error {
		switch r.(type) {
		case Int, *BigInt, Bool:
			return nil
		}
		return Errorf(TypeErrorType, "__int__ returned non-int (type %s)", TypeName(r))
	})
	unaryUser(&cls.Float, "__float__", func(r Value) error {
		if _, ok := r.(Float); ok {
			return nil
		}
		return Errorf(TypeErrorType, "%s.__float__ returned non-float (type %s)", cls.Name, TypeName(r))
	})
}

func userGetAttribute(t *Thread, v Value, name string) (Value, error) {
	r, _, err := callDunder(t, v, "__getattribute__", NewStrT(t, name))
	if err != nil && isAttributeError(err) && v.Type().user.hasGetattr {
		r, _, err = callDunder(t, v, "__getattr__", NewStrT(t, name))
	}
	return r, err
}

func userGetAttrFallback(t *Thread, v Value, name string) (Value, error) {
	r, err := objectGetAttr(t, v, name)
	if err != nil && isAttributeError(err) {
		r, _, err = callDunder(t, v, "__getattr__", NewStrT(t, name))
	}
	return r, err
}

func userSetAttr(t *Thread, v Value, name string, x Value) error {
	var err error
	if x == nil {
		_, _, err = callDunder(t, v, "__delattr__", NewStrT(t, name))
	} else {
		_, _, err = callDunder(t, v, "__setattr__", NewStrT(t, name), x)
	}
	return err
}

// userCompare is the Compare slot of classes defining rich comparisons.
func userCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	r, found, err := callDunder1(t, a, compareDunders[op], b)
	if !found {
		return NotImplemented, nil
	}
	return r, err
}

// userBinary is the Binary slot of classes defining an arithmetic dunder
// (CPython's SLOT1BINFULL): a's __op__ when a is of such a class, b's
// __rop__ when b is, b's first when b's class is a subclass of a's that
// overrides __rop__.
func userBinary(op BinaryOp) func(t *Thread, a, b Value) (Value, error) {
	lname, rname := binaryDunders[op][0], binaryDunders[op][1]
	return func(t *Thread, a, b Value) (Value, error) {
		ta, tb := a.Type(), b.Type()
		aUser := ta.user != nil && ta.user.binUser[op]
		doOther := ta != tb && tb.user != nil && tb.user.binUser[op]
		if aUser {
			if doOther && tb.IsSubtype(ta) {
				fb, _ := findAttr(tb, rname)
				fa, _ := findAttr(ta, rname)
				if fb != nil && fb != fa {
					r, found, err := callDunder1(t, b, rname, a)
					if err != nil {
						return nil, err
					}
					if found && r != NotImplemented {
						return r, nil
					}
					doOther = false
				}
			}
			r, found, err := callDunder1(t, a, lname, b)
			if err != nil {
				return nil, err
			}
			if found && r != NotImplemented {
				return r, nil
			}
			if ta == tb {
				return NotImplemented, nil
			}
		}
		if doOther {
			r, found, err := callDunder1(t, b, rname, a)
			if err != nil || found {
				return r, err
			}
		}
		return NotImplemented, nil
	}
}

// userIter is the Iter slot of classes defining __iter__.
func userIter(t *Thread, v Value) (Iterator, error) {
	r, _, err := callDunder(t, v, "__iter__")
	if err != nil {
		return nil, err
	}
	if in, ok := r.(*Instance); ok {
		if f, _ := findAttr(in.cls, "__next__"); f == nil {
			return nil, Errorf(TypeErrorType, "iter() returned non-iterator of type '%s'", TypeName(r))
		}
		return in, nil
	}
	if it, ok := r.(Iterator); ok {
		return it, nil
	}
	return nil, Errorf(TypeErrorType, "iter() returned non-iterator of type '%s'", TypeName(r))
}

// seqIterator iterates an object through __getitem__ with 0, 1, 2, ...
// until IndexError or StopIteration.
type seqIterator struct {
	obj Value
	i   int64
}

func (it *seqIterator) Next(t *Thread) (Value, error) {
	if it.obj == nil {
		return nil, nil
	}
	r, err := GetItem(t, it.obj, MakeInt(it.i))
	if err != nil {
		if e, ok := err.(*Exception); ok && (e.cls.IsSubtype(IndexErrorType) || e.cls.IsSubtype(StopIterationType)) {
			it.obj = nil
			return nil, nil
		}
		return nil, err
	}
	it.i++
	return r, nil
}

// userClassGetItem is C[key] for a user class defining __class_getitem__.
func userClassGetItem(t *Thread, cls *Type, key Value) (Value, bool, error) {
	var f Value
	var owner *Type
	if cls.user != nil {
		f, owner = findAttr(cls, "__class_getitem__")
	}
	if f == nil {
		return nil, true, Errorf(TypeErrorType, "type '%s' is not subscriptable", cls.Name)
	}
	r, err := callBound(t, f, owner, cls, []Value{key}, nil)
	return r, true, err
}

// slotPowMod is the three-argument form of a builtin type's __pow__
// (self ** other % mod) and __rpow__ (other ** self % mod): ints only
// (NotImplemented for an int with other operands); other types raise
// three-argument pow's errors.
func slotPowMod(t *Thread, self, other, mod Value, reflected bool) (Value, error) {
	if isIntValue(self) && (!isIntValue(unwrap(other)) || !isIntValue(unwrap(mod))) {
		return NotImplemented, nil
	}
	if reflected {
		return PowMod(t, other, self, mod)
	}
	return PowMod(t, self, other, mod)
}

func wantArgs(name string, args []Value, kwnames []string, n int) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", name)
	}
	if len(args) != n {
		if n == 1 {
			return Errorf(TypeErrorType, "expected 1 argument, got %d", len(args))
		}
		return Errorf(TypeErrorType, "expected %d arguments, got %d", n, len(args))
	}
	return nil
}

// wantArgsUnpacked checks a slot wrapper's arguments as the wrappers
// that call PyArg_UnpackTuple(args, "", ...) do (__setitem__, __pow__,
// sequence __mul__, object.__setattr__): their messages start with the
// empty function name, " expected 2 arguments, got 1".
func wantArgsUnpacked(name string, args []Value, kwnames []string, lo, hi int) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", name)
	}
	return strPosArgs("", "", args, nil, lo, hi)
}

// slotMethod returns the method a builtin type's slot provides under a
// dunder name (object.__init__, dict.__setitem__, int.__add__, ...), or
// nil. Receivers are already unwrapped by the caller (builtinSelf), except
// for object's methods, which see the instance itself.
func slotMethod(typ *Type, name string) Value {
	if v, ok := typ.slotMethods.Load(name); ok {
		return v.(Value)
	}
	v := makeSlotMethod(typ, name)
	if v != nil && typ.user == nil {
		got, _ := typ.slotMethods.LoadOrStore(name, v)
		return got.(Value)
	}
	return v
}

// slotOperand is the other operand of a builtin type's binary dunder
// method as its slot takes it: unwrapped, except for object's methods.
func slotOperand(typ *Type, v Value) Value {
	if typ == ObjectType {
		return v
	}
	return unwrap(v)
}

// makeSlotMethod makes what slotMethod returns.
func makeSlotMethod(typ *Type, name string) Value {
	// Every dunder here is a slot wrapper in CPython but __format__ and
	// __dir__ (methods of object), list's and dict's __getitem__ and
	// dict's, set's and frozenset's __contains__ (METH_O methods).
	slot := name != "__format__" && name != "__dir__" &&
		!(name == "__getitem__" && (typ == ListType || typ == DictType)) &&
		!(name == "__contains__" && (typ == DictType || typ == SetType || typ == FrozenSetType))
	mk := func(fn BuiltinFunc) Value { return &Method{name: name, owner: typ, fn: fn, slot: slot} }
	switch name {
	case "__init__":
		return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			return builtinInit(t, typ, self, args, kwnames)
		})
	case "__dir__":
		// object.__dir__ and type.__dir__: the default listing, for a
		// class's own __dir__ to extend (super().__dir__()).
		if typ != ObjectType && typ != TypeType {
			return nil
		}
		return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := wantArgs(name, args, kwnames, 0); err != nil {
				return nil, err
			}
			if _, isType := self.(*Type); isType != (typ == TypeType) {
				return nil, Errorf(TypeErrorType, "descriptor '__dir__' for '%s' objects doesn't apply to a '%s' object", typ.Name, TypeName(self))
			}
			return dirDefault(t, self)
		})
	case "__new__":
		return &StaticMethod{fn: NewBuiltin("__new__", func(t *Thread, _ Value, args []Value, kwnames []string) (Value, error) {
			return builtinNewMethod(t, typ, args, kwnames)
		})}
	case "__init_subclass__":
		if typ != ObjectType {
			return nil
		}
		return &ClassMethod{fn: NewBuiltin("__init_subclass__", func(t *Thread, _ Value, args []Value, kwnames []string) (Value, error) {
			if len(kwnames) > 0 {
				return nil, Errorf(TypeErrorType, "%s.__init_subclass__() takes no keyword arguments", args[0].(*Type).Name)
			}
			if len(args) > 1 {
				return nil, Errorf(TypeErrorType, "%s.__init_subclass__() takes no arguments (%d given)", args[0].(*Type).Name, len(args)-1)
			}
			return None, nil
		})}
	case "__repr__":
		if f := typ.Repr; f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 0); err != nil {
					return nil, err
				}
				s, err := f(t, self)
				return NewStrT(t, s), err
			})
		}
	case "__str__":
		if typ == ObjectType || typ.Str != nil {
			f := typ.Str
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 0); err != nil {
					return nil, err
				}
				if f == nil {
					s, err := Repr(t, self)
					return NewStrT(t, s), err
				}
				s, err := f(t, self)
				return NewStrT(t, s), err
			})
		}
	case "__format__":
		return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := wantArgs(name, args, kwnames, 1); err != nil {
				return nil, err
			}
			spec, ok := As[*Str](args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "format() argument 2 must be str, not %s", ArgTypeName(args[0]))
			}
			if spec.s == "" {
				s, err := StrOf(t, self)
				return NewStrT(t, s), err
			}
			if typ.Format == nil {
				return nil, Errorf(TypeErrorType, "unsupported format string passed to %s.__format__", TypeName(self))
			}
			s, err := typ.Format(t, self, spec.s)
			return NewStrT(t, s), err
		})
	case "__hash__":
		if f := typ.Hash; f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 0); err != nil {
					return nil, err
				}
				h, err := f(t, self)
				return MakeInt(h), err
			})
		}
	case "__bool__":
		// A sized type's truth is its length's (its Truth slot is a
		// shortcut): CPython gives it no __bool__, but for range.
		if f := typ.Truth; f != nil && (typ.Len == nil || typ == RangeType) {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				b, err := f(t, self)
				return MakeBool(b), err
			})
		}
	case "__len__":
		if f := typ.Len; f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 0); err != nil {
					return nil, err
				}
				n, err := f(t, self)
				return MakeInt(int64(n)), err
			})
		}
	case "__iter__":
		if typ.Iter != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				return IterObject(t, self)
			})
		}
	case "__getitem__":
		if f := typ.GetItem; f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if typ == ListType || typ == DictType {
					// list and dict define __getitem__ as a METH_O method.
					if err := strOneArg(typ.Name+".__getitem__", args, kwnames); err != nil {
						return nil, err
					}
				} else if err := wantArgs(name, args, kwnames, 1); err != nil {
					return nil, err
				}
				return f(t, self, args[0])
			})
		}
	case "__setitem__":
		if f := typ.SetItem; f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgsUnpacked(name, args, kwnames, 2, 2); err != nil {
					return nil, err
				}
				return None, f(t, self, args[0], args[1])
			})
		}
	case "__delitem__":
		if f := typ.SetItem; f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 1); err != nil {
					return nil, err
				}
				return None, f(t, self, args[0], nil)
			})
		}
	case "__contains__":
		if f := typ.Contains; f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 1); err != nil {
					return nil, err
				}
				b, err := f(t, self, args[0])
				return MakeBool(b), err
			})
		}
	case "__call__":
		if f := typ.Call; f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				return f(t, self, args, kwnames)
			})
		}
	case "__getattribute__":
		return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := wantArgs(name, args, kwnames, 1); err != nil {
				return nil, err
			}
			n, ok := As[*Str](args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", TypeName(args[0]))
			}
			if self.Type().user != nil {
				if err := t.Interp.checkAttr(self, n.s); err != nil {
					return nil, err
				}
				return objectGetAttr(t, self, n.s)
			}
			return GetAttr(t, self, n.s)
		})
	case "__setattr__", "__delattr__":
		if typ != ObjectType {
			return nil
		}
		del := name == "__delattr__"
		return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			n := 2
			if del {
				n = 1
			}
			var err error
			if del {
				err = wantArgs(name, args, kwnames, n)
			} else {
				err = wantArgsUnpacked(name, args, kwnames, n, n)
			}
			if err != nil {
				return nil, err
			}
			s, ok := As[*Str](args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", TypeName(args[0]))
			}
			var x Value
			if !del {
				x = args[1]
			}
			if cls, ok := self.(*Type); ok {
				if err := t.Interp.checkAttr(self, s.s); err != nil {
					return nil, err
				}
				return None, typeSetAttr(t, cls, s.s, x)
			}
			if self.Type().user != nil {
				if err := t.Interp.checkAttr(self, s.s); err != nil {
					return nil, err
				}
				return None, objectSetAttr(t, self, s.s, x)
			}
			return None, SetAttr(t, self, s.s, x)
		})
	case "__neg__", "__pos__", "__abs__", "__invert__", "__index__", "__int__", "__float__":
		var f func(*Thread, Value) (Value, error)
		switch name {
		case "__neg__":
			f = typ.Neg
		case "__pos__":
			f = typ.Pos
		case "__abs__":
			f = typ.Abs
		case "__invert__":
			f = typ.Invert
		case "__index__":
			f = typ.Index
		case "__int__":
			f = typ.Int
		case "__float__":
			f = typ.Float
		}
		if f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 0); err != nil {
					return nil, err
				}
				return f(t, self)
			})
		}
	}
	for i, n := range compareDunders {
		if n != name {
			continue
		}
		op := CompareOp(i)
		if typ == ObjectType && op == NE {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 1); err != nil {
					return nil, err
				}
				r, found, err := callDunder(t, self, "__eq__", args[0])
				if err != nil || !found || r == NotImplemented {
					if !found {
						r = NotImplemented
					}
					return r, err
				}
				b, err := Truth(t, r)
				return MakeBool(!b), err
			})
		}
		if f := typ.Compare; f != nil {
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 1); err != nil {
					return nil, err
				}
				return f(t, op, self, slotOperand(typ, args[0]))
			})
		}
		return nil
	}
	for i, names := range binaryDunders {
		op := BinaryOp(i)
		switch name {
		case names[0], names[1]:
			reflected := name == names[1]
			f := typ.Binary[op]
			if f == nil && op == OpAdd && typ.Concat != nil && !reflected {
				f = typ.Concat
			}
			if f == nil && op == OpMul && typ.Repeat != nil {
				rep := typ.Repeat
				return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
					return slotRepeat(t, name, rep, self, args, kwnames)
				})
			}
			if f == nil {
				return nil
			}
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if op == OpPow {
					if err := wantArgsUnpacked(name, args, kwnames, 1, 2); err != nil {
						return nil, err
					}
					if len(args) == 2 {
						if args[1] != None {
							return slotPowMod(t, self, args[0], args[1], reflected)
						}
						args = args[:1]
					}
				}
				if err := wantArgs(name, args, kwnames, 1); err != nil {
					return nil, err
				}
				if reflected {
					return f(t, slotOperand(typ, args[0]), self)
				}
				return f(t, self, slotOperand(typ, args[0]))
			})
		case names[2]:
			f := typ.Inplace[op]
			if f == nil {
				return nil
			}
			if op == OpMul && typ.Repeat != nil {
				// sq_inplace_repeat's wrapper converts the count first.
				return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
					if err := wantArgsUnpacked(name, args, kwnames, 1, 1); err != nil {
						return nil, err
					}
					if _, err := Index(t, args[0]); err != nil {
						return nil, err
					}
					return f(t, self, unwrap(args[0]))
				})
			}
			return mk(func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := wantArgs(name, args, kwnames, 1); err != nil {
					return nil, err
				}
				return f(t, self, slotOperand(typ, args[0]))
			})
		}
	}
	return nil
}

// slotRepeat is the __mul__ and __rmul__ of a sequence (CPython's
// wrap_indexargfunc): the count must be an index, its TypeError raised
// rather than NotImplemented returned.
func slotRepeat(t *Thread, name string, rep func(*Thread, Value, Value) (Value, error), self Value, args []Value, kwnames []string) (Value, error) {
	if err := wantArgsUnpacked(name, args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	if _, err := Index(t, args[0]); err != nil {
		return nil, err
	}
	return rep(t, self, unwrap(args[0]))
}

// builtinInit is the __init__ of builtin types as seen by subclasses.
func builtinInit(t *Thread, typ *Type, self Value, args []Value, kwnames []string) (Value, error) {
	switch {
	case typ == TypeType:
		return None, nil // type.__init__ ignores its arguments
	case typ.IsSubtype(BaseExceptionType):
		e, ok := self.(*Exception)
		if !ok {
			return nil, Errorf(TypeErrorType, "descriptor '__init__' requires a 'BaseException' object but received a '%s'", TypeName(self))
		}
		if len(kwnames) > 0 {
			return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", e.cls.Name)
		}
		e.Args = append([]Value(nil), args...)
		if err := initExceptionArgs(t, e); err != nil {
			return nil, err
		}
		return None, nil
	case typ == DictType:
		// dict.__init__ updates the dict in place, keeping what it
		// holds (dict_init: {1: 2} stays in dict.__init__(d, a=1)).
		d, ok := self.(*Dict)
		if !ok {
			return nil, Errorf(TypeErrorType, "descriptor '__init__' requires a 'dict' object but received a '%s'", TypeName(self))
		}
		return None, dictUpdateArgs(t, "dict", d, args, kwnames)
	case mutablePayload(typ):
		fresh, err := typ.New(t, typ, args, kwnames)
		if err != nil {
			return nil, err
		}
		switch d := self.(type) { // re-initialised in place, keeping its identity
		case *Dict:
			id := d.Identity
			*d = *fresh.(*Dict)
			d.Identity = id
		case *List:
			id := d.Identity
			*d = *fresh.(*List)
			d.Identity = id
		case *ByteArray:
			id := d.Identity
			*d = *fresh.(*ByteArray)
			d.Identity = id
		case *Set:
			s := fresh.(*Set)
			d.table, d.fill, d.used, d.finger = s.table, s.fill, s.used, s.finger
		}
		return None, nil
	}
	if len(args) > 0 {
		cls := self.Type()
		if _, iowner := findAttr(cls, "__init__"); iowner != ObjectType && iowner != nil && iowner.user != nil {
			return nil, Errorf(TypeErrorType, "object.__init__() takes exactly one argument (the instance to initialize)")
		}
		if _, nowner := findAttr(cls, "__new__"); nowner == ObjectType {
			return nil, Errorf(TypeErrorType, "%s() takes no arguments", cls.Name)
		}
	}
	return None, nil
}

// builtinNewMethod is typ.__new__(cls, *args) for a builtin type.
func builtinNewMethod(t *Thread, typ *Type, args []Value, kwnames []string) (Value, error) {
	if len(args)-len(kwnames) < 1 {
		return nil, Errorf(TypeErrorType, "%s.__new__(): not enough arguments", typ.Name)
	}
	cls, ok := args[0].(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "%s.__new__(X): X is not a type object (%s)", typ.Name, TypeName(args[0]))
	}
	if !cls.IsSubtype(typ) {
		return nil, Errorf(TypeErrorType, "%s.__new__(%s): %s is not a subtype of %s", typ.Name, cls.Name, cls.Name, typ.Name)
	}
	rest := args[1:]
	if typ == ObjectType {
		// CPython's tp_new_wrapper: object.__new__(dict) would make a dict
		// without its payload. The most derived class whose __new__ is
		// not written in Python must make its instances with object's.
		if sb := newStaticBase(cls); sb != ObjectType {
			return nil, Errorf(TypeErrorType, "object.__new__(%s) is not safe, use %s.__new__()", cls.Name, sb.Name)
		}
	}
	if cls.user == nil {
		if cls.New == nil {
			return nil, Errorf(TypeErrorType, "cannot create '%s' instances", cls.Name)
		}
		return cls.New(t, cls, rest, kwnames)
	}
	if typ == ObjectType && len(rest) > 0 {
		if _, nowner := findAttr(cls, "__new__"); nowner != ObjectType {
			return nil, Errorf(TypeErrorType, "object.__new__() takes exactly one argument (the type to instantiate)")
		}
		if _, iowner := findAttr(cls, "__init__"); iowner == ObjectType {
			return nil, Errorf(TypeErrorType, "%s() takes no arguments", cls.Name)
		}
	}
	return allocInstance(t, cls, rest, kwnames, mutablePayload(typ) || typ == ObjectType)
}

// newStaticBase is CPython's "staticbase" of cls for a T.__new__(cls)
// call: cls, or its first solid base, whose __new__ is not written in
// Python, or object when every one is.
func newStaticBase(cls *Type) *Type {
	for s := cls; s != nil; s = s.Base {
		if owner := newOwner(s); owner.user == nil {
			if owner == ObjectType {
				return ObjectType
			}
			return s
		}
	}
	return ObjectType
}

// newOwner is the class whose __new__ cls's instances are made by, as
// CPython's tp_new is inherited along the solid bases: the first of cls
// and its bases that is builtin or defines __new__ in its namespace.
func newOwner(cls *Type) *Type {
	for s := cls; s != nil; s = s.Base {
		if s.user == nil {
			return s
		}
		if _, ok := s.Dict.Get("__new__"); ok {
			return s
		}
	}
	return ObjectType
}
