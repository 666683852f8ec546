package eval

// Stand-ins for eval's constructors of program-visible objects.

type Value interface{}

type Thread struct{}

type Str struct{ s string }

type Tuple struct{ elems []Value }

type List struct{ elems []Value }

type Dict struct{}

func NewStr(s string) *Str                         { return &Str{s} }
func NewStrT(t *Thread, s string) *Str             { return &Str{s} }
func NewTuple(elems []Value) *Tuple                { return &Tuple{elems} }
func NewTupleT(t *Thread, elems []Value) *Tuple    { return &Tuple{elems} }
func NewList(elems []Value) *List                  { return &List{elems} }
func NewDict() *Dict                               { return &Dict{} }
func TupleElems(t *Thread, n int) ([]Value, error) { return nil, nil }

type Bytes string

type Builder struct{ buf []byte }

func (b *Builder) String() string { return string(b.buf) }

//allocpath:ok a stand-in for alloc.go's (charged) conversion
func BytesOf(t *Thread, b []byte) (Bytes, error) { return Bytes(b), nil }

//allocpath:ok a stand-in for alloc.go's conversion of a charged buffer
func BytesOwned(b []byte) Bytes { return Bytes(b) }

func Make[T any](t *Thread, n int) ([]T, error)       { return nil, nil }
func MakeCap[T any](t *Thread, n, c int) ([]T, error) { return nil, nil }

type ByteArray struct{ b []byte }

func (b *Builder) Bytes() []byte   { return b.buf }
func (a *ByteArray) Bytes() []byte { return a.b }
