// Package eval stands for pyinterp's eval in these tests: the thread's
// charging methods, the program's int and its conversions.
package eval

import "errors"

type Thread struct{ budget int64 }

func (t *Thread) Step() error {
	t.budget--
	if t.budget < 0 {
		return errors.New("limit")
	}
	return nil
}

func (t *Thread) Steps(n int64) error { t.budget -= n; return t.Step() }
func (t *Thread) Work(n int64) error  { return t.Steps(n) }
func (t *Thread) Poll() error         { return nil }
func (t *Thread) Charge(n int64) error {
	if n < 0 {
		return errors.New("memory")
	}
	return nil
}

func ChargeIntWork(t *Thread, work int64) error { return nil }

type Value interface{}

// Int is the program's int.
type Int int64

// AsInt converts a program value to a Go int: a program count.
func AsInt(t *Thread, v Value) (int, error) {
	if i, ok := v.(Int); ok {
		return int(i), nil
	}
	return 0, errors.New("TypeError")
}

// UnpackArgs fills its pointers from the program's arguments.
func UnpackArgs(t *Thread, args []Value, ptrs ...any) error { return nil }

// Make allocates n charged elements (charges: it calls Charge).
func Make[T any](t *Thread, n int) ([]T, error) {
	if err := t.Charge(int64(n) * 8); err != nil {
		return nil, err
	}
	return make([]T, n), nil
}

// Builder keeps its error (as eval.Builder): a write after it fails
// returns at once.
type Builder struct {
	t   *Thread
	buf []byte
	err error
}

func (b *Builder) WriteByte(c byte) error {
	if b.err != nil {
		return b.err
	}
	if b.err = b.t.Charge(1); b.err != nil {
		return b.err
	}
	b.buf = append(b.buf, c)
	return nil
}

// Range is a program's range: its fields are program counts.
type Range struct{ Start, Stop, Step int }

func NewRange(t *Thread, a, b Value) (*Range, error) {
	start, err := AsInt(t, a)
	if err != nil {
		return nil, err
	}
	stop, err := AsInt(t, b)
	if err != nil {
		return nil, err
	}
	return &Range{Start: start, Stop: stop, Step: 1}, nil
}

// Fill appends width spaces, counting no work: its width is a sink.
func Fill(out []byte, width int) []byte { // want Fill:"sink.1."
	for i := 0; i < width; i++ {
		out = append(out, ' ')
	}
	return out
}
