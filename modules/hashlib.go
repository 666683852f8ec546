package modules

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding"
	"encoding/hex"
	"hash"
	"io"
	"sort"
	"strings"
	"unsafe"

	"github.com/pyinterp/pyinterp/eval"
)

// The hashlib module: md5, sha1, the SHA-2 and SHA-3 families, over Go's
// crypto packages. Hash objects have update, digest, hexdigest, copy,
// name, digest_size and block_size; pbkdf2_hmac is in hashlib_pbkdf2.go.
// shake_128/shake_256 are in hashlib_shake.go. blake2b/blake2s are not
// provided.

var hashAlgos = map[string]struct {
	make      func() hash.Hash
	blockSize int
}{
	"md5":      {md5.New, 64},
	"sha1":     {sha1.New, 64},
	"sha224":   {sha256.New224, 64},
	"sha256":   {sha256.New, 64},
	"sha384":   {sha512.New384, 128},
	"sha512":   {sha512.New, 128},
	"sha3_224": {func() hash.Hash { return sha3.New224() }, 144},
	"sha3_256": {func() hash.Hash { return sha3.New256() }, 136},
	"sha3_384": {func() hash.Hash { return sha3.New384() }, 104},
	"sha3_512": {func() hash.Hash { return sha3.New512() }, 72},
}

var hashType *eval.Type

// hashObj is a hash object (_hashlib.HASH).
type hashObj struct {
	name string
	h    hash.Hash
}

func (*hashObj) Type() *eval.Type { return hashType }

// hashData returns the bytes of a bytes-like argument, not copied: the
// hashes only read them, and run no Python code while they do.
func hashData(name string, v eval.Value) ([]byte, error) {
	if x, ok := eval.As[eval.Bytes](v); ok {
		return unsafe.Slice(unsafe.StringData(string(x)), len(x)), nil
	}
	if x, ok := eval.As[*eval.ByteArray](v); ok {
		return x.Bytes(), nil
	}
	if _, ok := eval.As[*eval.Str](v); ok {
		return nil, eval.Errorf(eval.TypeErrorType, "Strings must be encoded before hashing")
	}
	return nil, eval.Errorf(eval.TypeErrorType, "object supporting the buffer API required")
}

// hashWrite feeds b to h a chunk at a time, counting the work and polling
// the deadline between chunks (hashing 64 MiB takes about 150 ms).
func hashWrite(t *eval.Thread, h io.Writer, b []byte) error {
	const chunk = 64 << 10
	for len(b) > 0 {
		n := min(len(b), chunk)
		if err := t.Work(int64(n / 64)); err != nil {
			return err
		}
		h.Write(b[:n])
		b = b[n:]
	}
	return nil
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
			if err := hashWrite(t, self.(*hashObj).h, b); err != nil {
				return nil, err
			}
			return eval.None, nil
		},
		"digest": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("digest", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return eval.BytesOf(t, self.(*hashObj).h.Sum(nil))
		},
		"hexdigest": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("hexdigest", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return str(t, hex.EncodeToString(self.(*hashObj).h.Sum(nil))), nil
		},
		"copy": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("copy", args, kw, 0, 0); err != nil {
				return nil, err
			}
			h := self.(*hashObj)
			c := hashAlgos[h.name].make()
			if err := cloneHashState(t, h.h.(encoding.BinaryMarshaler), c.(encoding.BinaryUnmarshaler)); err != nil {
				return nil, err
			}
			return &hashObj{h.name, c}, nil
		},
	}
	hashType = newType("_hashlib", "HASH", methods)
	hashType.NoSubclass = true
	hashType.GetAttr = func(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
		h := v.(*hashObj)
		switch name {
		case "name":
			return str(t, h.name), nil
		case "digest_size":
			return eval.Int(h.h.Size()), nil
		case "block_size":
			return eval.Int(hashAlgos[h.name].blockSize), nil
		}
		return methodAttr(t, v, name, methods)
	}
	hashType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		return "<" + v.(*hashObj).name + " _hashlib.HASH object @ " + hexAddr(t, v) + ">", nil
	}
}

func hexAddr(t *eval.Thread, v eval.Value) string {
	if t == nil || t.Interp == nil {
		return "0x0"
	}
	return t.Interp.FakeAddress(v)
}

// hashObjBytes is a hash object: the state of the largest algorithm
// (sha3's and blake2b's, a few hundred bytes) and the object around it.
const hashObjBytes = 512

func newHash(t *eval.Thread, name string, data eval.Value) (eval.Value, error) {
	if err := eval.Reserve(t, hashObjBytes); err != nil {
		return nil, err
	}
	h := &hashObj{name, hashAlgos[name].make()}
	if err := hashFeed(t, name, h.h, data); err != nil {
		return nil, err
	}
	return h, nil
}

// hashFeed writes a constructor's data argument (nil: none given) to a
// new hash or SHAKE: what newHash and newShake share.
func hashFeed(t *eval.Thread, name string, h io.Writer, data eval.Value) error {
	if data == nil {
		return nil
	}
	b, err := hashData(name, data)
	if err != nil {
		return err
	}
	return hashWrite(t, h, b)
}

func loadHashlib(t *eval.Thread, o *Options) (*eval.Module, error) {
	funcs := map[string]fn{}
	var names []string
	// hashlib.<name>(string=None, *, usedforsecurity=True), made by
	// newHash or newShake.
	constructor := func(name string, newObj func(*eval.Thread, string, eval.Value) (eval.Value, error)) fn {
		return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var data, sec eval.Value
			if err := eval.UnpackArgs(t, "openssl_"+name, args, kw, "string?", &data, "$usedforsecurity?", &sec); err != nil {
				return nil, err
			}
			return newObj(t, name, data)
		}
	}
	for name := range hashAlgos {
		names = append(names, name)
		funcs[name] = constructor(name, newHash)
	}
	for name := range shakeAlgos {
		names = append(names, name)
		funcs[name] = constructor(name, newShake)
	}
	sort.Strings(names)
	funcs["new"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		var name string
		var data, sec eval.Value
		if err := eval.UnpackArgs(t, "new", args, kw, "name", &name, "data?", &data, "$usedforsecurity?", &sec); err != nil {
			return nil, err
		}
		// OpenSSL's names are case-insensitive; the SHA-3 ones are spelled
		// sha3_* only in lower case.
		lname := name
		if _, ok := hashAlgos[name]; !ok && !strings.HasPrefix(strings.ToLower(name), "sha3_") {
			lname = strings.ToLower(name)
		}
		if _, ok := shakeAlgos[name]; ok {
			return newShake(t, name, data)
		}
		if _, ok := hashAlgos[lname]; !ok {
			return nil, eval.Errorf(eval.ValueErrorType, "unsupported hash type %s", name)
		}
		return newHash(t, lname, data)
	}
	funcs["pbkdf2_hmac"] = pbkdf2HMAC
	m := newModule("hashlib", funcs)
	for _, attr := range []string{"algorithms_guaranteed", "algorithms_available"} {
		s := eval.NewSetT(t, false)
		for _, n := range names {
			if err := s.Add(t, str(t, n)); err != nil {
				return nil, err
			}
		}
		m.Attrs.Set(attr, s)
	}
	return m, nil
}

// cloneHashState copies a hash's running state into dst, a fresh hash of
// the same algorithm (copy() of HASH and HASHXOF objects), charging the
// new object.
func cloneHashState(t *eval.Thread, src encoding.BinaryMarshaler, dst encoding.BinaryUnmarshaler) error {
	state, err := src.MarshalBinary()
	if err != nil {
		return eval.Errorf(eval.ValueErrorType, "%s", err.Error())
	}
	if err := dst.UnmarshalBinary(state); err != nil {
		return eval.Errorf(eval.ValueErrorType, "%s", err.Error())
	}
	return eval.Reserve(t, hashObjBytes)
}
