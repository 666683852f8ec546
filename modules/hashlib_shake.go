package modules

import (
	"crypto/sha3"
	"encoding/hex"

	"github.com/pyinterp/pyinterp/eval"
)

// hashlib.shake_128 and shake_256: the SHA-3 extendable-output functions
// over crypto/sha3, as _hashlib.HASHXOF objects whose digest and
// hexdigest take the output length.

var shakeAlgos = map[string]struct {
	make      func() *sha3.SHAKE
	blockSize int
}{
	"shake_128": {sha3.NewSHAKE128, 168},
	"shake_256": {sha3.NewSHAKE256, 136},
}

var shakeType *eval.Type

// shakeObj is a SHAKE hash object (_hashlib.HASHXOF).
type shakeObj struct {
	name string
	h    *sha3.SHAKE
}

func (*shakeObj) Type() *eval.Type { return shakeType }

// squeeze returns length bytes of output without disturbing the object:
// it reads from a copy of the state. The output is charged before it is
// made, and its work (one permutation per block) as it is squeezed.
func (s *shakeObj) squeeze(t *eval.Thread, name string, args []eval.Value, kw []string) ([]byte, error) {
	var n int64
	if err := eval.UnpackArgs(t, name, args, kw, "length", &n); err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, eval.Errorf(eval.SystemErrorType, "Negative size passed to PyBytes_FromStringAndSize")
	}
	out, err := eval.Make[byte](t, int(n))
	if err != nil {
		return nil, err
	}
	state, err := s.h.MarshalBinary()
	if err != nil {
		return nil, eval.Errorf(eval.ValueErrorType, "%s", err.Error())
	}
	c := shakeAlgos[s.name].make()
	if err := c.UnmarshalBinary(state); err != nil {
		return nil, eval.Errorf(eval.ValueErrorType, "%s", err.Error())
	}
	const chunk = 64 << 10
	for b := out; len(b) > 0; {
		k := min(len(b), chunk)
		if err := t.Work(int64(k/64 + 1)); err != nil {
			return nil, err
		}
		c.Read(b[:k])
		b = b[k:]
	}
	return out, nil
}

func newShake(t *eval.Thread, name string, data eval.Value) (eval.Value, error) {
	if err := eval.Reserve(t, hashObjBytes); err != nil {
		return nil, err
	}
	s := &shakeObj{name, shakeAlgos[name].make()}
	if err := hashFeed(t, name, s.h, data); err != nil {
		return nil, err
	}
	return s, nil
}

func init() {
	methods := map[string]fn{
		"update": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("update", args, kw, 1, 1); err != nil {
				return nil, err
			}
			b, err := hashData("update", args[0])
			if err != nil {
				return nil, err
			}
			return eval.None, hashWrite(t, self.(*shakeObj).h, b)
		},
		"digest": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			out, err := self.(*shakeObj).squeeze(t, "digest", args, kw)
			if err != nil {
				return nil, err
			}
			return eval.BytesOwned(out), nil //allocpath:ok squeeze made it with eval.Make (charged)
		},
		"hexdigest": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			out, err := self.(*shakeObj).squeeze(t, "hexdigest", args, kw)
			if err != nil {
				return nil, err
			}
			b := eval.NewBuilder(t, 2*len(out))
			var h [128]byte
			for len(out) > 0 && b.Err() == nil {
				k := min(len(out), len(h)/2)
				b.Write(h[:hex.Encode(h[:], out[:k])])
				out = out[k:]
			}
			if b.Err() != nil {
				return nil, b.Err()
			}
			return str(t, b.String()), nil
		},
		"copy": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("copy", args, kw, 0, 0); err != nil {
				return nil, err
			}
			s := self.(*shakeObj)
			c := shakeAlgos[s.name].make()
			if err := cloneHashState(t, s.h, c); err != nil {
				return nil, err
			}
			return &shakeObj{s.name, c}, nil
		},
	}
	shakeType = newType("_hashlib", "HASHXOF", methods)
	shakeType.NoSubclass = true
	shakeType.GetAttr = func(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
		s := v.(*shakeObj)
		switch name {
		case "name":
			return str(t, s.name), nil
		case "digest_size":
			return eval.Int(0), nil
		case "block_size":
			return eval.Int(shakeAlgos[s.name].blockSize), nil
		}
		return methodAttr(t, v, name, methods)
	}
	shakeType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		return "<" + v.(*shakeObj).name + " _hashlib.HASHXOF object @ " + hexAddr(t, v) + ">", nil
	}
}
