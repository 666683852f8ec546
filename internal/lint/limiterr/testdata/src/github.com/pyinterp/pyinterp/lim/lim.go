// Package lim holds the cases of the limiterr pass.
package lim

import (
	"errors"

	"other"
)

type Thread struct{}

func (t *Thread) Work(n int64) error { return errors.New("limit") }

func Make(t *Thread, n int) ([]int, error) { return nil, nil }

func Count(t *Thread) (int, error) { return 0, nil }

type Builder struct{}

func (b *Builder) WriteString(s string) (int, error) { return len(s), nil }

type Iterator interface{ Next(t *Thread) (any, error) }

func cases(t *Thread, it Iterator, fn func() error, b *Builder) error {
	t.Work(1)          // want `error of lim.Thread.Work dropped`
	_ = t.Work(1)      // want `error of lim.Thread.Work assigned to _`
	s, _ := Make(t, 3) // want `error of lim.Make assigned to _`
	_ = s
	v, _ := it.Next(t) // want `error of lim.Iterator.Next assigned to _`
	_ = v
	fn()            // want `error of a function value dropped`
	defer t.Work(1) // want `error of lim.Thread.Work dropped by defer`
	go t.Work(1)    // want `error of lim.Thread.Work dropped by go`

	b.WriteString("x") // sticky: kept by the builder
	other.Close()      // not this module's
	n, err := Count(t) // checked
	if err != nil {
		return err
	}
	_ = n
	//limiterr:ok a reviewed reason
	t.Work(1)
	t.Work(2) //limiterr:ok a reviewed reason on the line (it covers the next line too)

	t.Work(3) /* want `error of lim.Thread.Work dropped` `limiterr:ok needs a reason` */ //limiterr:ok
	return nil
}
