package eval

import "sync"

// Type is a Python class: a builtin type or a user class.
//
// The function fields are CPython's type slots: the behaviour every value
// of the type has, looked up once per operation without hashing. A nil
// slot means the operation is not supported (and the caller raises the
// TypeError CPython raises). For builtin types the slots are Go functions
// and the type is immutable after package initialisation; for user
// classes they are filled with wrappers around the class's dunder methods.
type Type struct {
	Identity        // id() and the default hash of a user class, assigned on first use
	Name     string // __name__
	Module   string // __module__: "builtins" for builtin types
	Doc      string

	Base  *Type   // first base (the "solid" base); nil only for object
	Bases []*Type // __bases__
	MRO   []*Type // __mro__, starting with this type

	// Dict holds the class attributes: methods, descriptors, constants.
	// For builtin types it is filled at init and never changed.
	Dict *StrDict

	// Flags.
	Builtin    bool // a builtin type: its attributes cannot be set
	NoSubclass bool // cannot be used as a base class (bool, NoneType, ...)
	// InitArgs: an instance of a user subclass gets its payload from New
	// called with no arguments, and the __init__ along its MRO (the
	// type's own, a Go method, when the subclass has none) takes the
	// arguments (random.Random, whose __init__ calls self.seed).
	InitArgs bool
	// DictMethods says that GetAttr, though set, returns the *Method
	// entries of Dict bound to the object, as the generic lookup does:
	// a method call may then take the method from Dict without asking
	// GetAttr for a bound method (lookupMethod).
	DictMethods bool

	// user is set for classes created by class statements and type(name,
	// bases, dict): see class.go.
	user *classInfo

	// slotMethods caches slotMethod's results for a builtin type (name ->
	// Value): what a slot provides under a dunder name is fixed once the
	// type is made, and the objects are immutable, so every interpreter
	// may share them, as it shares the methods in Dict.
	slotMethods sync.Map
	// meta is the metaclass of a class whose metaclass is not type
	// (metaclass.go).
	meta *Type

	// Object protocol.
	New      func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) // __new__ (+ __init__ for builtins)
	Repr     func(t *Thread, v Value) (string, error)
	Str      func(t *Thread, v Value) (string, error)                 // nil: use Repr
	Format   func(t *Thread, v Value, spec string) (string, error)    // __format__ (format() calls it for an empty spec only when user code defines __format__)
	Hash     func(t *Thread, v Value) (int64, error)                  // nil: unhashable
	Truth    func(t *Thread, v Value) (bool, error)                   // nil: Len, else true
	Compare  func(t *Thread, op CompareOp, a, b Value) (Value, error) // rich comparison; may return NotImplemented
	GetAttr  func(t *Thread, v Value, name string) (Value, error)     // nil: generic attribute lookup
	SetAttr  func(t *Thread, v Value, name string, x Value) error     // x == nil deletes
	Call     func(t *Thread, v Value, args []Value, kwnames []string) (Value, error)
	Iter     func(t *Thread, v Value) (Iterator, error)
	Len      func(t *Thread, v Value) (int, error)
	GetItem  func(t *Thread, v, key Value) (Value, error)
	SetItem  func(t *Thread, v, key, x Value) error // x == nil deletes
	Contains func(t *Thread, v, x Value) (bool, error)

	// Sequence protocol, tried after the number protocol fails for + and *
	// (CPython's sq_concat and sq_repeat): a + b with a of this type, and
	// seq * n or n * seq with seq of this type.
	Concat func(t *Thread, a, b Value) (Value, error)
	Repeat func(t *Thread, seq Value, n Value) (Value, error)

	// Number protocol: Binary[op](a, b) for a's type, tried as CPython's
	// binary_op1 does (reflected operations are the same slot called with
	// the operands in their original order, b being of this type).
	Binary  [numBinaryOps]func(t *Thread, a, b Value) (Value, error)
	Inplace [numBinaryOps]func(t *Thread, a, b Value) (Value, error)
	Neg     func(t *Thread, v Value) (Value, error)
	Pos     func(t *Thread, v Value) (Value, error)
	Abs     func(t *Thread, v Value) (Value, error)
	Invert  func(t *Thread, v Value) (Value, error)
	Index   func(t *Thread, v Value) (Value, error) // __index__: returns an Int or *BigInt
	Int     func(t *Thread, v Value) (Value, error) // __int__
	Float   func(t *Thread, v Value) (Value, error) // __float__
}

func (t *Type) Type() *Type {
	if t.meta != nil {
		return t.meta
	}
	return TypeType
}

// IsSubtype reports whether t is sub or one of its ancestors.
func (sub *Type) IsSubtype(t *Type) bool {
	if sub == t {
		return true
	}
	for _, m := range sub.MRO {
		if m == t {
			return true
		}
	}
	return false
}

// Lookup finds name in the class dictionaries along the MRO.
func (t *Type) Lookup(name string) Value {
	for _, m := range t.MRO {
		if m.Dict != nil {
			if v, ok := m.Dict.Get(name); ok {
				return v
			}
		}
	}
	return nil
}

// CompareOp is a rich comparison operator.
type CompareOp uint8

// The rich comparison operators, in CPython's order.
const (
	LT CompareOp = iota
	LE
	EQ
	NE
	GT
	GE
)

var compareSymbols = [...]string{"<", "<=", "==", "!=", ">", ">="}

// Symbol returns the operator as written ("<", "==", ...).
func (op CompareOp) Symbol() string { return compareSymbols[op] }

// Swapped returns the operator for the reflected comparison (a < b is b > a).
func (op CompareOp) Swapped() CompareOp {
	switch op {
	case LT:
		return GT
	case LE:
		return GE
	case GT:
		return LT
	case GE:
		return LE
	}
	return op
}

// BinaryOp indexes Type.Binary: the arithmetic and bitwise operators.
type BinaryOp uint8

// The binary operators (matching ast.Operator minus one).
const (
	OpAdd BinaryOp = iota
	OpSub
	OpMul
	OpMatMul
	OpTrueDiv
	OpMod
	OpPow
	OpLShift
	OpRShift
	OpOr
	OpXor
	OpAnd
	OpFloorDiv
	numBinaryOps
)

var binarySymbols = [...]string{"+", "-", "*", "@", "/", "%", "**", "<<", ">>", "|", "^", "&", "//"}

// Symbol returns the operator as written ("+", "//", ...).
func (op BinaryOp) Symbol() string { return binarySymbols[op] }

// Iterator is the Go side of a Python iterator: Next returns the next
// value, or (nil, nil) when exhausted. Builtin iterables return Go
// iterators directly, so a for loop over a list costs no Python-level
// calls.
type Iterator interface {
	Next(t *Thread) (Value, error)
}

// newBuiltinType makes an immutable builtin type with object as base.
func newBuiltinType(name string) *Type {
	t := &Type{Name: name, Module: "builtins", Builtin: true, Dict: NewStrDict()}
	return t
}

// setBase sets t's single base and computes its MRO.
func (t *Type) setBase(base *Type) {
	t.Base = base
	t.Bases = []*Type{base}
	t.MRO = append([]*Type{t}, base.MRO...)
}
