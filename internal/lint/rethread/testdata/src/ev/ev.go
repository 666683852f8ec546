// Package ev holds the cases of the rethread pass.
package ev

type Thread struct{ budget int64 }

func (t *Thread) Step() error { return nil }

type Frame struct {
	t    *Thread
	line int
}

type Value interface{ Type() int }

type Iterator interface {
	Next(t *Thread) (Value, error)
}

type exprFn func(fr *Frame) (Value, error)

// asyncIter awaits in its frame: its Next may suspend it.
type asyncIter struct{ fr *Frame }

func (a *asyncIter) Next(t *Thread) (Value, error) { return await(a.fr) }

func (a *asyncIter) Type() int { return 0 }

var yieldHook exprFn

func await(fr *Frame) (Value, error) { return yieldHook(fr) }

// coro is where a frame suspends: yieldFn returns when it is resumed.
type coro struct {
	fr      *Frame
	yieldFn func(v Value) bool
}

func yieldFrom(fr *Frame, co *coro, v Value) {
	t := fr.t
	co.yieldFn(v)
	_ = t.Step() // want `t may be an earlier run's thread here`
	t = fr.t
	_ = t.Step()
}

// helper calls a child: it may suspend the frame it is given.
func helper(fr *Frame, e exprFn) error {
	_, err := e(fr)
	return err
}

// leaf calls nothing that may suspend.
func leaf(fr *Frame) int { return fr.line }

type Builder struct{ t *Thread }

func (b *Builder) Write(s string) {}

func binary(t *Thread, a, b Value) (Value, error) { return a, nil }

func cases(fr *Frame, left, right exprFn, it Iterator) error {
	t := fr.t
	if err := t.Step(); err != nil { // fresh
		return err
	}
	a, _ := left(fr)
	if err := t.Step(); err != nil { // want `t may be an earlier run's thread here`
		return err
	}
	t = fr.t
	_ = t.Step()
	// The thread operand is used when the call is made, after the
	// other operands ran.
	_, _ = binary(t, a, call(right, fr)) // want `t may be an earlier run's thread here`
	t = fr.t
	_ = leaf(fr)
	_ = t.Step()
	_ = helper(fr, left)
	_ = t.Step() // want `t may be an earlier run's thread here`
	t = fr.t
	_, _ = it.Next(t)
	_ = t.Step() // want `t may be an earlier run's thread here`
	t = fr.t
	_, _ = it.Next(t)
	_ = t.Step() //rethread:ok the iterator cannot be an async one here
	return nil
}

func call(e exprFn, fr *Frame) Value {
	v, _ := e(fr)
	return v
}

func loops(fr *Frame, body exprFn, n int) error {
	t := fr.t
	for i := 0; i < n; i++ {
		_ = t.Step() // want `t may be an earlier run's thread here`
		body(fr)
	}
	t = fr.t
	for i := 0; i < n; i++ {
		_ = t.Step() // read again below: fresh
		if _, err := body(fr); err != nil {
			return err
		}
		t = fr.t
	}
	for i := 0; i < n; i++ {
		_ = t.Step() // want `t may be an earlier run's thread here`
		body(fr)
		if i%2 == 0 {
			continue // leaves before the read
		}
		t = fr.t
	}
	t = fr.t
	for {
		if _, err := body(fr); err != nil {
			break
		}
		t = fr.t
	}
	_ = t.Step() // want `t may be an earlier run's thread here`
	return nil
}

func branches(fr *Frame, body exprFn, c bool) error {
	t := fr.t
	if c {
		body(fr)
	} else {
		_ = t.Step()
	}
	_ = t.Step() // want `t may be an earlier run's thread here`
	t = fr.t
	if c {
		body(fr)
		return nil
	}
	_ = t.Step() // the branch that called returned
	switch {
	case c:
		body(fr)
		t = fr.t
	default:
	}
	_ = t.Step()
	b := Builder{t: fr.t}
	body(fr)
	b.Write("x") // want `b may be an earlier run's thread here`
	t = fr.t
	f := func() { _ = t.Step() }
	body(fr)
	f()
	g := func() { _ = t.Step() } // want `t may be an earlier run's thread here`
	g()
	return nil
}

// noFrame is given its thread: it is not checked.
func noFrame(t *Thread, it Iterator) {
	_, _ = it.Next(t)
	_ = t.Step()
}

//rethread:ok a path the compiler takes only when the children cannot suspend
func waived(fr *Frame, body exprFn) {
	t := fr.t
	body(fr)
	_ = t.Step()
}

type stepFn func(fr *Frame, resume bool) (Value, error)

// A stepper returns at a yield: it is not checked.
var _ stepFn = func(fr *Frame, resume bool) (Value, error) {
	t := fr.t
	yieldHook(fr)
	_ = t.Step()
	return nil, nil
}
