package modules

import (
	"encoding/binary"
	"io"

	"github.com/pyinterp/pyinterp/eval"
)

// random.SystemRandom: a random.Random whose 32-bit words come from the
// interpreter's entropy source (Options.Entropy, crypto/rand unless the
// embedder chose another) instead of the Mersenne Twister, as CPython's
// draws from os.urandom. Every distribution method is Random's, so they
// all draw from entropy; seed() does nothing, getstate() and setstate()
// raise NotImplementedError.

// entropyWords hands out 32-bit words read from the entropy source a
// block at a time.
type entropyWords struct {
	src io.Reader
	buf [256]byte
	pos int
}

// next returns the next word. Should the source fail (crypto/rand does
// not; an embedder's reader might run dry), the instance's own Mersenne
// Twister, seeded from the same source when it was made, takes over.
func (e *entropyWords) next(r *Rand) uint32 {
	if e.pos >= len(e.buf) {
		if _, err := io.ReadFull(e.src, e.buf[:]); err != nil {
			return r.mtGenrand()
		}
		e.pos = 0
	}
	w := binary.LittleEndian.Uint32(e.buf[e.pos:])
	e.pos += 4
	return w
}

const noSystemState = "System entropy source does not have state."

// newSystemRandomType makes random.SystemRandom, a subclass of base
// (random.Random) for one interpreter.
func newSystemRandomType(o *Options, base *eval.Type) *eval.Type {
	methods := randomMethods(o)
	methods["seed"] = func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		return eval.None, nil // SystemRandom.seed(*args, **kwds): ignored
	}
	noState := func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		return nil, eval.Errorf(eval.NotImplementedErrorType, noSystemState)
	}
	methods["getstate"] = noState
	methods["setstate"] = noState
	typ := newType("random", "SystemRandom", methods)
	setBase(typ, base)
	typ.NoSubclass = true
	typ.Repr = eval.ObjectType.Repr // <random.SystemRandom object at 0x...>
	for n, f := range methods {
		typ.Dict.Set(n, eval.NewMethodOf(typ, n, f))
	}
	typ.DictMethods = true
	typ.New = func(t *eval.Thread, cls *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		var a eval.Value = eval.None
		if err := pyFuncArgs("Random.__init__", args, kw, "x?", nil); err != nil {
			return nil, err
		}
		if err := eval.UnpackArgs(t, "Random", args, kw, "x?", &a); err != nil {
			return nil, err
		}
		if err := eval.Reserve(t, randBytes+256); err != nil {
			return nil, err
		}
		r := &Rand{typ: typ, sys: &entropyWords{src: o.Entropy}}
		r.sys.pos = len(r.sys.buf)
		if err := r.seedEntropy(o); err != nil {
			return nil, err
		}
		return r, nil
	}
	return typ
}
