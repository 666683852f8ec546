package eval

import (
	"fmt"
	"math"
	"reflect"
)

// TypeName returns the name of v's type, as error messages quote it.
func TypeName(v Value) string { return typeDisplayName(v.Type()) }

// ArgTypeName is the type name CPython's argument parsers
// (_PyArg_BadArgument) show in "argument ... must be X, not Y": "None"
// for None, the type's name otherwise.
func ArgTypeName(v Value) string {
	if v == None {
		return "None"
	}
	return TypeName(v)
}

// typeDisplayName is the name of class t in error messages: its
// display name (SetDisplayName) or __name__.
// For Go classes of the modules in cTypeModules (collections.deque,
// itertools.count) it is the module-qualified name, as a C type's tp_name.
func typeDisplayName(t *Type) string {
	if t.user != nil {
		if t.user.displayName != "" {
			return t.user.displayName
		}
		return t.Name
	}
	if cTypeModules[t.Module] {
		return t.Module + "." + t.Name
	}
	return t.Name
}

// cTypeModules are the modules whose Go classes are C types in CPython,
// named with their module in its messages (others, such as random.Random
// or the Quitter of exit, are Python classes there).
var cTypeModules = map[string]bool{
	"collections": true, "_collections": true, "itertools": true, "functools": true, "operator": true,
	"re": true, "_hashlib": true, "_struct": true, "zlib": true, "types": true, "_io": true,
}

// Repr returns repr(v).
func Repr(t *Thread, v Value) (string, error) {
	if r := v.Type().Repr; r != nil {
		if err := t.nest(); err != nil {
			return "", err
		}
		s, err := r(t, v)
		t.unnest()
		return s, err
	}
	return fmt.Sprintf("<%s object at %s>", typeDisplayName(v.Type()), addressOf(t, v)), nil
}

// nest counts one level of Go recursion through a type slot that may
// recurse into nested values (repr, hash and comparison of containers)
// against the recursion limit, as CPython's Py_EnterRecursiveCall does:
// data nested deeper than the limit raise RecursionError instead of
// overflowing the Go stack. unnest undoes it. Both accept a nil thread.
func (t *Thread) nest() error {
	if t == nil {
		return nil
	}
	return t.enter()
}

func (t *Thread) unnest() {
	if t != nil {
		t.depth--
	}
}

// Nest and Unnest are nest and unnest for builtins outside this package
// whose Go code recurses into values the program built (an iterator
// wrapping an iterator, a callable wrapping a callable): each level
// counts against the recursion limit, so nesting cannot overflow the Go
// stack.
func (t *Thread) Nest() error { return t.nest() }

// Unnest undoes Nest.
func (t *Thread) Unnest() { t.unnest() }

// getAttrNested is GetAttr(t, v, name) for a wrapper that delegates the
// attribute to v, the object it wraps (a classmethod's or staticmethod's
// __name__ and __doc__, a bound method's attributes), one nesting level
// deeper: a chain of a million classmethods is a RecursionError, not a Go
// stack overflow (8 million crashed the process).
func getAttrNested(t *Thread, v Value, name string) (Value, error) {
	if err := t.nest(); err != nil {
		return nil, err
	}
	r, err := GetAttr(t, v, name)
	t.unnest()
	return r, err
}

// nextNested advances it, an iterator wrapped by the iterator being
// advanced (map, filter, zip, enumerate, ...), one nesting level deeper:
// map(f, map(f, ...)) nested a million deep is a RecursionError, not a
// Go stack overflow.
func nextNested(t *Thread, it Iterator) (Value, error) {
	if err := t.nest(); err != nil {
		return nil, err
	}
	v, err := it.Next(t)
	t.unnest()
	return v, err
}

// StrOf returns str(v).
func StrOf(t *Thread, v Value) (string, error) {
	if s, ok := v.(*Str); ok {
		return s.s, nil
	}
	if f := v.Type().Str; f != nil {
		// str of an exception is str of its argument, which may be an
		// exception: nested values recurse here as in Repr.
		if err := t.nest(); err != nil {
			return "", err
		}
		s, err := f(t, v)
		t.unnest()
		return s, err
	}
	return Repr(t, v)
}

// Truth returns bool(v).
func Truth(t *Thread, v Value) (bool, error) {
	switch v := v.(type) {
	case Bool:
		return bool(v), nil
	case Int:
		return v != 0, nil
	case NoneType:
		return false, nil
	case *Str:
		return len(v.s) > 0, nil
	case *List:
		return len(v.elems) > 0, nil
	}
	typ := v.Type()
	if typ.Truth != nil {
		return typ.Truth(t, v)
	}
	if typ.Len != nil {
		n, err := typ.Len(t, v)
		return n > 0, err
	}
	return true, nil
}

// Hash returns hash(v), or TypeError "unhashable type: 'list'".
func Hash(t *Thread, v Value) (int64, error) {
	if s, ok := v.(*Str); ok {
		if s.hash.Load() == 0 {
			if err := strHashWork(t, len(s.s)); err != nil {
				return 0, err
			}
		}
		return s.Hash(), nil
	}
	if i, ok := v.(Int); ok {
		return hashInt64(int64(i)), nil
	}
	if h := v.Type().Hash; h != nil {
		if err := t.nest(); err != nil {
			return 0, err
		}
		x, err := h(t, v)
		t.unnest()
		return x, err
	}
	return 0, Errorf(TypeErrorType, "unhashable type: '%s'", TypeName(v))
}

// Is reports whether a and b are the same object (Python's "is"). Scalars
// held by value (Int, Float, Bool) are the same object when they are equal
// bit for bit.
func Is(a, b Value) bool {
	switch a := a.(type) {
	case Float:
		if b, ok := b.(Float); ok {
			return math.Float64bits(float64(a)) == math.Float64bits(float64(b))
		}
		return false
	case Complex:
		if b, ok := b.(Complex); ok {
			return math.Float64bits(real(a)) == math.Float64bits(real(b)) &&
				math.Float64bits(imag(a)) == math.Float64bits(imag(b))
		}
		return false
	}
	return a == b
}

// Compare evaluates a op b as CPython's do_richcompare does: the
// reflected operation of b's type first when b's type is a proper subtype
// of a's, then a's, then b's reflected; == and != fall back to identity;
// the other operators raise TypeError.
func Compare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	// Fast paths.
	if x, ok := a.(Int); ok {
		if y, ok := b.(Int); ok {
			return MakeBool(compareInts(op, int64(x), int64(y))), nil
		}
	}
	if x, ok := a.(Float); ok {
		if y, ok := b.(Float); ok {
			// float's slot, which calls nothing (no nesting to count).
			return MakeBool(compareFloats(op, float64(x), float64(y))), nil
		}
	}
	if err := t.nest(); err != nil {
		return nil, err
	}
	r, err := compareSlots(t, op, a, b)
	t.unnest()
	return r, err
}

// compareSlots is Compare after the fast paths: the types' Compare slots.
func compareSlots(t *Thread, op CompareOp, a, b Value) (Value, error) {
	ta, tb := a.Type(), b.Type()
	checkedReverse := false
	if ta != tb && tb.Compare != nil && tb.IsSubtype(ta) {
		checkedReverse = true
		r, err := tb.Compare(t, op.Swapped(), b, a)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if ta.Compare != nil {
		r, err := ta.Compare(t, op, a, b)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if !checkedReverse && tb.Compare != nil {
		r, err := tb.Compare(t, op.Swapped(), b, a)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	switch op {
	case EQ:
		return MakeBool(Is(a, b)), nil
	case NE:
		return MakeBool(!Is(a, b)), nil
	}
	return nil, Errorf(TypeErrorType, "'%s' not supported between instances of '%s' and '%s'",
		op.Symbol(), TypeName(a), TypeName(b))
}

// CompareBool is Compare followed by bool() of the result.
func CompareBool(t *Thread, op CompareOp, a, b Value) (bool, error) {
	r, err := Compare(t, op, a, b)
	if err != nil {
		return false, err
	}
	if b, ok := r.(Bool); ok {
		return bool(b), nil
	}
	return Truth(t, r)
}

// Equal reports a == b, with the identity shortcut containers use
// (CPython's PyObject_RichCompareBool): x is y implies x == y.
func Equal(t *Thread, a, b Value) (bool, error) {
	if Is(a, b) {
		return true, nil
	}
	if x, ok := a.(*Str); ok {
		if y, ok := b.(*Str); ok {
			if len(x.s) == len(y.s) {
				if err := strCmpWork(t, len(x.s)); err != nil {
					return false, err
				}
			}
			return x.s == y.s, nil
		}
	}
	return CompareBool(t, EQ, a, b)
}

func compareInts(op CompareOp, x, y int64) bool {
	switch op {
	case LT:
		return x < y
	case LE:
		return x <= y
	case EQ:
		return x == y
	case NE:
		return x != y
	case GT:
		return x > y
	}
	return x >= y
}

// Binary evaluates a op b for the arithmetic and bitwise operators, as
// CPython's binary_op1 followed by the sequence fallbacks for + and *.
func Binary(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	if x, ok := a.(Int); ok {
		if y, ok := b.(Int); ok {
			if r, ok := intFastT(t, op, int64(x), int64(y)); ok {
				return r, nil
			}
		}
	}
	if r, ok := floatFast(t, op, a, b); ok {
		return r, nil
	}
	r, err := binaryOp1(t, op, a, b, false)
	if err != nil || r != NotImplemented {
		return r, err
	}
	return binaryFallback(t, op, a, b, "")
}

// floatFast is a op b for a float and a float or an exact int (either
// side) when float's slot computes it without an error (numFast: +, -,
// *, and /, //, % by a nonzero divisor): f * 7 or 0.5 + x outside an
// arithmetic tree, without binaryOp1's dispatch between the two types'
// slots.
func floatFast(t *Thread, op BinaryOp, a, b Value) (Value, bool) {
	switch a.(type) {
	case Float:
		switch b.(type) {
		case Float, Int:
		default:
			return nil, false
		}
	case Int:
		if _, ok := b.(Float); !ok {
			return nil, false
		}
	default:
		return nil, false
	}
	if r, ok := numFast(op, numVal{v: a}, numVal{v: b}); ok {
		return r.boxT(t), true
	}
	if op == OpPow {
		// x ** 0.5 outside an arithmetic tree: float's slot without
		// binaryOp1's dispatch; its errors and complex results take
		// that path.
		ak, an := numVal{v: a}.unboxed()
		bk, bn := numVal{v: b}.unboxed()
		if r, c, err := floatPowF(numFloatOf(ak, an), numFloatOf(bk, bn)); c == nil && err == nil {
			return numFloat(r).boxT(t), true
		}
	}
	return nil, false
}

// Inplace evaluates a op= b: the in-place slot of a's type first, then as
// Binary.
func Inplace(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	if x, ok := a.(Int); ok {
		if y, ok := b.(Int); ok {
			if r, ok := intFastT(t, op, int64(x), int64(y)); ok {
				return r, nil
			}
		}
	}
	if r, ok := floatFast(t, op, a, b); ok {
		return r, nil // float has no in-place slots
	}
	if f := a.Type().Inplace[op]; f != nil {
		r, err := f(t, a, b)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	r, err := binaryOp1(t, op, a, b, true)
	if err != nil || r != NotImplemented {
		return r, err
	}
	return binaryFallback(t, op, a, b, "=")
}

func binaryOp1(t *Thread, op BinaryOp, a, b Value, inplace bool) (Value, error) {
	ta, tb := a.Type(), b.Type()
	slotv := ta.Binary[op]
	var slotw func(*Thread, Value, Value) (Value, error)
	if tb != ta {
		slotw = tb.Binary[op]
		if slotw != nil && slotv != nil && sameFunc(binarySlotID(tb, op), binarySlotID(ta, op)) {
			slotw = nil
		}
	}
	// A builtin type's slot sees the payload of a subclass instance on the
	// other side (CPython's float_pow reads an int subclass as an int);
	// the slots of user classes unwrap their own operands as they need.
	va, vb := a, b
	if ta.user == nil {
		vb = unwrap(b)
	}
	if tb.user == nil {
		va = unwrap(a)
	}
	if slotv != nil {
		if slotw != nil && tb.IsSubtype(ta) {
			r, err := slotw(t, va, b)
			if err != nil || r != NotImplemented {
				return r, err
			}
			slotw = nil
		}
		r, err := slotv(t, a, vb)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if slotw != nil {
		return slotw(t, va, b)
	}
	return NotImplemented, nil
}

func binaryFallback(t *Thread, op BinaryOp, a, b Value, suffix string) (Value, error) {
	ta, tb := a.Type(), b.Type()
	switch op {
	case OpAdd:
		if ta.Concat != nil {
			return ta.Concat(t, a, b)
		}
	case OpMul:
		if ta.Repeat != nil {
			return ta.Repeat(t, a, b)
		}
		if tb.Repeat != nil {
			return tb.Repeat(t, b, a)
		}
	}
	if op == OpPow {
		if suffix != "" {
			return nil, Errorf(TypeErrorType, "unsupported operand type(s) for **=: '%s' and '%s'", TypeName(a), TypeName(b))
		}
		return nil, Errorf(TypeErrorType, "unsupported operand type(s) for ** or pow(): '%s' and '%s'", TypeName(a), TypeName(b))
	}
	return nil, Errorf(TypeErrorType, "unsupported operand type(s) for %s%s: '%s' and '%s'", op.Symbol(), suffix, TypeName(a), TypeName(b))
}

// Unary operators.

// Neg returns -v.
func Neg(t *Thread, v Value) (Value, error) {
	if f := v.Type().Neg; f != nil {
		return f(t, v)
	}
	return nil, Errorf(TypeErrorType, "bad operand type for unary -: '%s'", TypeName(v))
}

// Pos returns +v.
func Pos(t *Thread, v Value) (Value, error) {
	if f := v.Type().Pos; f != nil {
		return f(t, v)
	}
	return nil, Errorf(TypeErrorType, "bad operand type for unary +: '%s'", TypeName(v))
}

// Invert returns ~v.
func Invert(t *Thread, v Value) (Value, error) {
	if f := v.Type().Invert; f != nil {
		return f(t, v)
	}
	return nil, Errorf(TypeErrorType, "bad operand type for unary ~: '%s'", TypeName(v))
}

// Abs returns abs(v).
func Abs(t *Thread, v Value) (Value, error) {
	if f := v.Type().Abs; f != nil {
		return f(t, v)
	}
	return nil, Errorf(TypeErrorType, "bad operand type for abs(): '%s'", TypeName(v))
}

// Len returns len(v).
func Len(t *Thread, v Value) (int, error) {
	switch v := v.(type) {
	case *List:
		return len(v.elems), nil
	case *Str:
		return v.Len(), nil
	}
	if f := v.Type().Len; f != nil {
		return f(t, v)
	}
	return 0, Errorf(TypeErrorType, "object of type '%s' has no len()", TypeName(v))
}

// Iterate returns an iterator over v, or TypeError "'int' object is not
// iterable".
func Iterate(t *Thread, v Value) (Iterator, error) {
	if f := v.Type().Iter; f != nil {
		return f(t, v)
	}
	return nil, Errorf(TypeErrorType, "'%s' object is not iterable", TypeName(v))
}

// GetItem returns v[key].
func GetItem(t *Thread, v, key Value) (Value, error) {
	if f := v.Type().GetItem; f != nil {
		return f(t, v, key)
	}
	if tv, ok := v.(*Type); ok {
		if r, ok, err := classGetItem(t, tv, key); ok {
			return r, err
		}
	}
	return nil, Errorf(TypeErrorType, "'%s' object is not subscriptable", TypeName(v))
}

// SetItem performs v[key] = x, or del v[key] when x is nil.
func SetItem(t *Thread, v, key, x Value) error {
	if f := v.Type().SetItem; f != nil {
		return f(t, v, key, x)
	}
	if x == nil {
		// CPython words it per path: PySequence_DelItem for an index on a
		// type with sequence methods (user classes always have them),
		// PyObject_DelItem otherwise.
		typ := v.Type()
		if (isIntValue(key) || key.Type().Index != nil) &&
			(typ.user != nil || typ.Contains != nil || typ.Len != nil || typ.GetItem != nil) {
			return Errorf(TypeErrorType, "'%s' object doesn't support item deletion", TypeName(v))
		}
		return Errorf(TypeErrorType, "'%s' object does not support item deletion", TypeName(v))
	}
	return Errorf(TypeErrorType, "'%s' object does not support item assignment", TypeName(v))
}

// Contains reports x in v.
func Contains(t *Thread, v, x Value) (bool, error) {
	if f := v.Type().Contains; f != nil {
		return f(t, v, x)
	}
	if v.Type().Iter == nil {
		return false, Errorf(TypeErrorType, "argument of type '%s' is not iterable", TypeName(v))
	}
	it, err := Iterate(t, v)
	if err != nil {
		return false, err
	}
	for {
		e, err := it.Next(t)
		if err != nil || e == nil {
			return false, err
		}
		if err := t.Step(); err != nil {
			return false, err
		}
		eq, err := Equal(t, e, x)
		if err != nil || eq {
			return eq, err
		}
	}
}

// Call calls fn with positional args followed by keyword values named by
// kwnames (CPython's vectorcall convention: len(args) includes the
// keyword values).
func Call(t *Thread, fn Value, args []Value, kwnames []string) (Value, error) {
	f := fn.Type().Call
	if f == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not callable", TypeName(fn))
	}
	switch c := fn.(type) {
	case *Function:
		return f(t, fn, args, kwnames) // counted by the call itself
	case *BoundMethod:
		if _, ok := c.fn.(*Function); ok {
			return f(t, fn, args, kwnames)
		}
	}
	// Any other callable runs Go code that may call further callables
	// the program chose (a builtin, a staticmethod wrapping a
	// staticmethod, iter(f, s).__next__ of iter(g, s).__next__, ...):
	// count one level, as CPython's calls of C functions do, so that such
	// chains end in RecursionError instead of a Go stack overflow.
	if err := t.nest(); err != nil {
		return nil, err
	}
	r, err := f(t, fn, args, kwnames)
	t.unnest()
	return r, err
}

// Call1 is Call(t, fn, []Value{arg}, nil): a call with one positional
// argument, as sort keys, filter and property getters make. A Python
// function whose parameters the argument fills exactly gets it straight
// in its frame slot, with no argument slice.
func Call1(t *Thread, fn Value, arg Value) (Value, error) {
	if f, ok := fn.(*Function); ok && f.code.simpleCall(1) {
		slots, err := t.allocSlots(f.code.nslots)
		if err != nil {
			return nil, err
		}
		slots[f.code.paramSlots[0]] = arg
		return f.run(t, slots)
	}
	return Call(t, fn, []Value{arg}, nil)
}

// Index returns v as an int via __index__, or TypeError with the message
// CPython gives for sequence indices.
func Index(t *Thread, v Value) (Value, error) {
	switch v := v.(type) {
	case Int, *BigInt:
		return v, nil
	case Bool:
		if v {
			return Int(1), nil
		}
		return Int(0), nil
	case *Instance:
		switch b := v.base.(type) {
		case Int, *BigInt:
			// An int subclass is its value: CPython's PyNumber_Index
			// does not call its __index__.
			return b, nil
		}
	}
	if f := v.Type().Index; f != nil {
		return f(t, v)
	}
	return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(v))
}

// binarySlotID returns the function that decides typ's Binary[op] slot
// for sameFunc: the slot itself, or for a subclass of a builtin type that
// inherits the operator, the builtin type's slot it wraps (the wrappers
// of int's and float's slots share their code, so comparing them would
// wrongly skip float's slot in I(2) ** F(0.5)).
func binarySlotID(typ *Type, op BinaryOp) func(*Thread, Value, Value) (Value, error) {
	if u := typ.user; u != nil && u.payload != nil && !u.binUser[op] {
		return typ.builtinBase().Binary[op]
	}
	return typ.Binary[op]
}

// sameFunc reports whether two slot functions are the same Go function
// (CPython skips the reflected call when both operands share the slot).
func sameFunc(a, b func(*Thread, Value, Value) (Value, error)) bool {
	return reflect.ValueOf(a).Pointer() == reflect.ValueOf(b).Pointer()
}
