package eval

// BoolType is bool, a subclass of int: arithmetic treats True and False as
// 1 and 0 and gives ints, except &, | and ^ of two bools, which give a
// bool.
var BoolType = newBuiltinType("bool")

func boolInitType() {
	numSetBase(BoolType, IntType, ObjectType)
	BoolType.NoSubclass = true
	BoolType.Doc = "Returns True when the argument is true, False otherwise."
	BoolType.New = boolNew
	BoolType.Repr = func(_ *Thread, v Value) (string, error) {
		if v.(Bool) {
			return "True", nil
		}
		return "False", nil
	}
	BoolType.Hash = intHash
	BoolType.Truth = func(_ *Thread, v Value) (bool, error) { return bool(v.(Bool)), nil }
	BoolType.Compare = intCompare
	BoolType.Binary = intBinarySlots
	for _, op := range []BinaryOp{OpAnd, OpOr, OpXor} {
		BoolType.Binary[op] = func(t *Thread, a, b Value) (Value, error) {
			x, xok := a.(Bool)
			y, yok := b.(Bool)
			if xok && yok {
				switch op {
				case OpAnd:
					return MakeBool(bool(x && y)), nil
				case OpOr:
					return MakeBool(bool(x || y)), nil
				}
				return MakeBool(x != y), nil
			}
			return intBinary(t, op, a, b)
		}
	}
	BoolType.Neg = intNeg
	BoolType.Pos = intPos
	BoolType.Abs = intAbs
	BoolType.Invert = intInvert
	BoolType.Index = intPos
	BoolType.Int = intPos
	BoolType.Float = IntType.Float
}

// boolNew is bool(x=False, /).
func boolNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "bool() takes no keyword arguments")
	}
	if len(args) > 1 {
		return nil, Errorf(TypeErrorType, "bool expected at most 1 argument, got %d", len(args))
	}
	if len(args) == 0 {
		return False, nil
	}
	b, err := Truth(t, args[0])
	if err != nil {
		return nil, err
	}
	return MakeBool(b), nil
}
