package eval

import "math"

// The number dunders of int and float that have no slot of their own:
// __divmod__ and __rdivmod__ (divmod's operands), __trunc__, __floor__ and
// __ceil__ (math.trunc, math.floor, math.ceil). __round__ is added by the
// builtins package, which owns round().

func init() {
	intSelf := func(v Value) Value {
		v = unwrap(v)
		if b, ok := v.(Bool); ok {
			if b {
				return Int(1)
			}
			return Int(0)
		}
		return v
	}
	intOnly := func(name string) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("int."+name, args, kw); err != nil {
				return nil, err
			}
			return intSelf(self), nil
		}
	}
	addMethods(IntType, map[string]BuiltinFunc{
		"__divmod__":  numDivmod("__divmod__", false, true),
		"__rdivmod__": numDivmod("__rdivmod__", true, true),
		"__trunc__":   intOnly("__trunc__"),
		"__floor__":   intOnly("__floor__"),
		"__ceil__":    intOnly("__ceil__"),
	})
	floatTo := func(name string, f func(float64) float64) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("float."+name, args, kw); err != nil {
				return nil, err
			}
			return FloatToInt(f(float64(unwrap(self).(Float))))
		}
	}
	addMethods(FloatType, map[string]BuiltinFunc{
		"__divmod__":  numDivmod("__divmod__", false, false),
		"__rdivmod__": numDivmod("__rdivmod__", true, false),
		"__trunc__":   floatTo("__trunc__", math.Trunc),
		"__floor__":   floatTo("__floor__", math.Floor),
		"__ceil__":    floatTo("__ceil__", math.Ceil),
	})
}

// numDivmod is int's or float's __divmod__ (reflected: __rdivmod__): the
// divmod of self and the other operand, NotImplemented for an operand the
// type does not handle (int handles ints; float handles ints and floats).
func numDivmod(name string, reflected, intSlot bool) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
		if err := wantArgs(name, args, kw, 1); err != nil {
			return nil, err
		}
		a, b := unwrap(self), unwrap(args[0])
		if intSlot && !isIntValue(b) {
			return NotImplemented, nil
		}
		if !intSlot {
			if _, ok := b.(Float); !ok && !isIntValue(b) {
				return NotImplemented, nil
			}
		}
		if reflected {
			a, b = b, a
		}
		q, r, ok, err := DivMod(t, a, b)
		if err != nil {
			return nil, err
		}
		if !ok {
			return NotImplemented, nil
		}
		return NewTupleT(t, []Value{q, r}), nil
	}
}

// AddMethods adds builtin methods to a builtin type. It is for packages
// that extend the builtin types from their init functions (before any
// interpreter exists); builtin types are immutable afterwards.
func AddMethods(typ *Type, methods map[string]BuiltinFunc) { addMethods(typ, methods) }
