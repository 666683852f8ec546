package modules

import (
	"github.com/pyinterp/pyinterp/eval"
)

// Subclasses of random.Random. As in CPython, random.Random.__init__
// calls self.seed(x), so a subclass's seed() runs; and a subclass that
// overrides random(), getrandbits() or _randbelow() has every method that
// draws numbers (choice, randint, shuffle, uniform, gauss, ...) draw
// through its own methods. Those methods then run the Python versions of
// py/random_subclass.py (CPython's algorithms, which call self.random()
// and self._randbelow()), loaded the first time one is needed; an
// instance of random.Random or of a subclass that overrides none of them
// keeps the Go methods.

// randCoreMethods are _random.Random's: the generator itself.
var randCoreMethods = map[string]bool{"random": true, "seed": true, "getstate": true, "setstate": true, "getrandbits": true}

// randInit is random.Random.__init__(self, x=None): self.seed(x).
func randInit(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var x eval.Value = eval.None
	if err := pyFuncArgs("Random.__init__", args, kw, "x?", nil); err != nil {
		return nil, err
	}
	if err := eval.UnpackArgs(t, "Random", args, kw, "x?", &x); err != nil {
		return nil, err
	}
	seed, err := eval.GetAttr(t, self, "seed")
	if err != nil {
		return nil, err
	}
	if _, err := eval.Call(t, seed, []eval.Value{x}, nil); err != nil {
		return nil, err
	}
	if in, ok := self.(*eval.Instance); ok {
		// CPython's Random instances always have a __dict__; a subclass
		// of the Go type with __slots__ has none, and goes without.
		if err := eval.SetAttr(t, in, "gauss_next", eval.None); err != nil {
			if e, ok := err.(*eval.Exception); !ok || !e.Type().IsSubtype(eval.AttributeErrorType) {
				return nil, err
			}
		}
	}
	return eval.None, nil
}

// randSubclassImpl holds one interpreter's Python versions of the drawing
// methods, nil until a subclass needs them.
type randSubclassImpl struct {
	mod *eval.Module
}

// wrap returns the method name of random.Random: f, unless the object is
// an instance of a subclass that overrides how numbers are drawn.
func (s *randSubclassImpl) wrap(name string, f fn) fn {
	return func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		in, ok := self.(*eval.Instance)
		if !ok || !randDrawsOverridden(in.Type()) {
			return f(t, self, args, kw)
		}
		if s.mod == nil {
			m, err := runPyModuleAs(t, "random_subclass", "random", nil)
			if err != nil {
				return nil, err
			}
			s.mod = m
		}
		impl, ok := s.mod.Attrs.Get(name)
		if !ok {
			return f(t, self, args, kw)
		}
		all, err := eval.Make[eval.Value](t, len(args)+1)
		if err != nil {
			return nil, err
		}
		all[0] = self
		copy(all[1:], args)
		return eval.Call(t, impl, all, kw)
	}
}

// randDrawsOverridden reports whether a user class between cls and
// random.Random defines random, getrandbits or _randbelow.
func randDrawsOverridden(cls *eval.Type) bool {
	for _, c := range cls.MRO {
		if !c.IsUserClass() {
			return false
		}
		for _, n := range [...]string{"random", "getrandbits", "_randbelow"} {
			if _, ok := c.Dict.Get(n); ok {
				return true
			}
		}
	}
	return false
}
