// Package apd stands for github.com/cockroachdb/apd/v3 in these tests.
package apd

type Decimal struct{ Exponent int32 }

type Context struct{ Precision uint32 }

func New(coeff int64, exponent int32) *Decimal { return &Decimal{Exponent: exponent} }

func (c *Context) Ln(d, x *Decimal) (uint32, error) { return 0, nil }

func (d *Decimal) String() string { return "" }
