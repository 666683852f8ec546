package eval

// STUB: replaced by the numbers implementation.

// Float is a Python float.
type Float float64

// Complex is a Python complex.
type Complex complex128

var (
	FloatType   = newBuiltinType("float")
	ComplexType = newBuiltinType("complex")
	BoolType    = newBuiltinType("bool")
)

func (Float) Type() *Type   { return FloatType }
func (Complex) Type() *Type { return ComplexType }

func init() {
	FloatType.setBase(ObjectType)
	ComplexType.setBase(ObjectType)
	BoolType.setBase(IntType)
}
