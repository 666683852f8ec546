package eval

import "hash/maphash"

// STUB: replaced by the str implementation.

// Str is a Python str.
type Str struct {
	s string
	n int // length in code points, -1 until computed
}

var StrType = newBuiltinType("str")

func init() { StrType.setBase(ObjectType) }

func (*Str) Type() *Type { return StrType }

// NewStr returns a str holding s (extended UTF-8).
func NewStr(s string) *Str { return &Str{s: s, n: -1} }

// String returns the Go string.
func (s *Str) String() string { return s.s }

var strSeed = maphash.MakeSeed()

// Hash returns hash(s).
func (s *Str) Hash() int64 { return int64(maphash.String(strSeed, s.s)) }

// Len returns the length in code points.
func (s *Str) Len() int {
	if s.n < 0 {
		n := 0
		for i := 0; i < len(s.s); n++ {
			_, sz := decodeRune(s.s[i:])
			i += sz
		}
		s.n = n
	}
	return s.n
}
