package eval

import "weak"

// subclassList holds a class's direct subclasses weakly, as CPython's
// tp_subclasses does: a class the program drops is collected even though
// its bases still list it (a class statement run in a loop or in every
// call of a function would otherwise keep every class it ever made
// alive, across the runs of an interpreter).
type subclassList struct {
	ptrs []weak.Pointer[Type]
}

// add appends c, first dropping the entries of collected classes when
// the list is full (so it holds at most twice the live subclasses).
func (l *subclassList) add(c *Type) {
	if len(l.ptrs) == cap(l.ptrs) {
		l.prune()
	}
	l.ptrs = append(l.ptrs, weak.Make(c))
}

// prune drops the entries of collected classes.
func (l *subclassList) prune() {
	live := l.ptrs[:0]
	for _, p := range l.ptrs {
		if p.Value() != nil {
			live = append(live, p)
		}
	}
	clear(l.ptrs[len(live):])
	l.ptrs = live
}

// remove drops c.
func (l *subclassList) remove(c *Type) {
	w := weak.Make(c)
	for i, p := range l.ptrs {
		if p == w {
			l.ptrs = append(l.ptrs[:i], l.ptrs[i+1:]...)
			return
		}
	}
}

// all returns the live subclasses in the order they were added.
func (l *subclassList) all() []*Type {
	var out []*Type
	for _, p := range l.ptrs {
		if c := p.Value(); c != nil {
			out = append(out, c)
		}
	}
	return out
}
