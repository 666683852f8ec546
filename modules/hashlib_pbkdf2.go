package modules

import (
	"crypto/hmac"
	"encoding/binary"
	"math"
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// hashlib.pbkdf2_hmac: PBKDF2 (RFC 8018) over HMAC with one of hashlib's
// algorithms, written as a loop here rather than crypto/pbkdf2.Key so
// that the iterations (programs pass hundreds of thousands) charge their
// work and poll the deadline as they go.

// pbkdf2Poll is how many HMAC iterations run between work charges; each
// costs about four block compressions.
const pbkdf2Poll = 1024

func pbkdf2HMAC(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var name string
	var password, salt, dklenV eval.Value
	var iterations int64
	dklenV = eval.None
	if err := eval.UnpackArgs(t, "pbkdf2_hmac", args, kw, "hash_name", &name, "password", &password, "salt", &salt, "iterations", &iterations, "dklen?", &dklenV); err != nil {
		return nil, err
	}
	pw, err := bytesLikeArg(password)
	if err != nil {
		return nil, err
	}
	sl, err := bytesLikeArg(salt)
	if err != nil {
		return nil, err
	}
	lname := name
	if _, ok := hashAlgos[name]; !ok && !strings.HasPrefix(strings.ToLower(name), "sha3_") {
		lname = strings.ToLower(name)
	}
	algo, ok := hashAlgos[lname]
	if !ok {
		// CPython raises _hashlib.UnsupportedDigestmodError, a ValueError.
		return nil, eval.Errorf(eval.ValueErrorType, "[digital envelope routines] unsupported")
	}
	if iterations < 1 {
		return nil, eval.Errorf(eval.ValueErrorType, "iteration value must be greater than 0.")
	}
	if iterations > math.MaxInt32 {
		return nil, eval.Errorf(eval.OverflowErrorType, "iteration value is too great.")
	}
	mac := hmac.New(algo.make, pw)
	hLen := mac.Size()
	dklen := int64(hLen)
	if dklenV != eval.None {
		if dklen, err = eval.AsInt64(t, dklenV); err != nil {
			return nil, err
		}
		if dklen < 1 {
			return nil, eval.Errorf(eval.ValueErrorType, "key length must be greater than 0.")
		}
		if dklen > math.MaxInt32 {
			return nil, eval.Errorf(eval.OverflowErrorType, "key length is too great.")
		}
	}
	out, err := eval.Make[byte](t, int(dklen))
	if err != nil {
		return nil, err
	}
	// Work already done on the password and salt (hmac.New hashes a long
	// password once; each block hashes the salt).
	if err := t.Work(int64(len(pw)+len(sl))/64 + 1); err != nil {
		return nil, err
	}
	u := make([]byte, 0, 64)
	tBlock := make([]byte, 0, 64)
	var ctr [4]byte
	for block, off := uint32(1), 0; off < len(out); block++ {
		binary.BigEndian.PutUint32(ctr[:], block)
		// The iterations below the in-loop charges' granularity.
		if err := t.Work(4 * ((iterations-1)%pbkdf2Poll + 1)); err != nil {
			return nil, err
		}
		mac.Reset()
		if err := hashWrite(t, mac, sl); err != nil {
			return nil, err
		}
		mac.Write(ctr[:])
		u = mac.Sum(u[:0])
		tBlock = append(tBlock[:0], u...)
		for i := int64(1); i < iterations; i++ {
			if i%pbkdf2Poll == 0 {
				if err := t.Work(4 * pbkdf2Poll); err != nil {
					return nil, err
				}
			}
			mac.Reset()
			mac.Write(u)
			u = mac.Sum(u[:0])
			for j := range tBlock {
				tBlock[j] ^= u[j]
			}
		}
		off += copy(out[off:], tBlock)
	}
	return eval.BytesOwned(out), nil
}

// bytesLikeArg returns the bytes of a bytes or bytearray argument, not
// copied (pbkdf2 runs no Python code while it reads them).
func bytesLikeArg(v eval.Value) ([]byte, error) {
	if _, ok := eval.As[*eval.Str](v); ok {
		return nil, eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not 'str'")
	}
	b, err := hashData("", v)
	if err != nil {
		return nil, eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not '%s'", eval.TypeName(v))
	}
	return b, nil
}
