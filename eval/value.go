package eval

// Value is a Python object.
type Value interface {
	// Type returns the object's class.
	Type() *Type
}

// NoneType is the type of None.
type NoneType struct{}

// NotImplementedType is the type of NotImplemented.
type NotImplementedType struct{}

// EllipsisType is the type of Ellipsis (...).
type EllipsisType struct{}

// The singletons.
var (
	None           Value = NoneType{}
	NotImplemented Value = NotImplementedType{}
	Ellipsis       Value = EllipsisType{}
)

func (NoneType) Type() *Type           { return NoneTypeType }
func (NotImplementedType) Type() *Type { return NotImplementedTypeType }
func (EllipsisType) Type() *Type       { return EllipsisTypeType }

// Bool is a Python bool. It is a subclass of int in Python; arithmetic
// treats it as 0 or 1.
type Bool bool

// True and False as Values (no allocation when used).
var (
	True  Value = Bool(true)
	False Value = Bool(false)
)

func (Bool) Type() *Type { return BoolType }

// MakeBool returns True or False.
func MakeBool(b bool) Value {
	if b {
		return True
	}
	return False
}

// Cell is a variable captured by a closure: a slot shared between the frame
// that defines the variable and the functions that use it. v is nil while
// the variable is unbound.
type Cell struct {
	Identity // id() and the default hash, assigned on first use
	v        Value
}

func (*Cell) Type() *Type { return CellType }

// Get returns the cell's value, nil when unbound.
func (c *Cell) Get() Value { return c.v }

// Set binds the cell.
func (c *Cell) Set(v Value) { c.v = v }
