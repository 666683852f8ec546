package eval

// STUB: replaced by the containers implementation.

// List is a Python list.
type List struct {
	elems []Value
}

// Tuple is a Python tuple.
type Tuple struct {
	elems []Value
}

var (
	ListType  = newBuiltinType("list")
	TupleType = newBuiltinType("tuple")
)

func init() {
	ListType.setBase(ObjectType)
	TupleType.setBase(ObjectType)
}

func (*List) Type() *Type  { return ListType }
func (*Tuple) Type() *Type { return TupleType }

// NewTuple returns a tuple of elems (not copied).
func NewTuple(elems []Value) *Tuple { return &Tuple{elems: elems} }

// NewList returns a list of elems (not copied).
func NewList(elems []Value) *List { return &List{elems: elems} }
