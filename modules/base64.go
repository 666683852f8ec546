package modules

import (
	"encoding/base32"
	"encoding/base64"
	"hash/crc32"
	"strconv"
	"unsafe"

	"github.com/pyinterp/pyinterp/eval"
)

// The base64 module: base64 (standard, URL-safe, custom altchars), base32
// (standard and extended hex), base16, with binascii's error messages.

// BinasciiErrorType is binascii.Error.
var binasciiErrorType = newExceptionType("binascii", "Error", eval.ValueErrorType)

// b64Bytes returns the bytes of a bytes-like argument. A bytearray's
// buffer is read in place: the codecs run no Python code while they read
// it, and their results are new buffers.
func b64Bytes(v eval.Value) (string, error) {
	if x, ok := eval.As[eval.Bytes](v); ok {
		return string(x), nil
	}
	if x, ok := eval.As[*eval.ByteArray](v); ok {
		b := x.Bytes()
		return unsafe.String(unsafe.SliceData(b), len(b)), nil
	}
	return "", eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not '%s'", eval.TypeName(v))
}

// b64Input is the input of the decoders: bytes-like or an ASCII str.
func b64Input(v eval.Value) (string, error) {
	if s, ok := eval.As[*eval.Str](v); ok {
		if !isASCII(s.String()) {
			return "", eval.Errorf(eval.ValueErrorType, "string argument should contain only ASCII characters")
		}
		return s.String(), nil
	}
	b, err := b64Bytes(v)
	if err != nil {
		return "", eval.Errorf(eval.TypeErrorType, "argument should be a bytes-like object or ASCII string, not '%s'", eval.TypeName(v))
	}
	return b, nil
}

// binInput is the input of binascii's decoders (b64Input with
// binascii's own TypeError).
func binInput(v eval.Value) (string, error) {
	if _, ok := eval.As[*eval.Str](v); !ok {
		if _, err := b64Bytes(v); err != nil {
			return "", eval.Errorf(eval.TypeErrorType, "argument should be bytes, buffer or ASCII string, not '%s'", eval.TypeName(v))
		}
	}
	return b64Input(v)
}

func binErr(msg string) error { return eval.NewException(binasciiErrorType, eval.NewStr(msg)) } //allocpath:ok an error message: one per raised exception, which is charged

// codecChunk is how many input bytes the encoders and decoders handle
// between two polls of the deadline (a multiple of 3 and of 5: whole
// base64 and base32 quanta).
const codecChunk = 3 * 5 * 256

// codecEncode encodes src a chunk at a time into a buffer of size bytes
// (the exact size of the result, charged first) with enc, which appends
// the encoding of a chunk to dst; tail follows (size counts it).
func codecEncode(t *eval.Thread, src string, size int, enc func(dst []byte, chunk []byte) []byte, tail string) (eval.Value, error) {
	b := eval.NewBuilder(t, size)
	if b.Err() != nil {
		return nil, b.Err()
	}
	var buf [2 * codecChunk]byte
	for off := 0; off < len(src); off += codecChunk {
		chunk := src[off:min(off+codecChunk, len(src))]
		b.Write(enc(buf[:0], unsafe.Slice(unsafe.StringData(chunk), len(chunk)))) // only read
		if err := t.Work(int64(len(chunk) / 64)); err != nil {
			return nil, err
		}
	}
	b.WriteString(tail)
	if b.Err() != nil {
		return nil, b.Err()
	}
	return eval.Bytes(b.String()), nil
}

// codecPoll counts the work of a decoder's 4096 input bytes; the loops
// call it when i&4095 == 0 (i the index of the next input byte, stepping
// by 1, 2 or 8), so that their common path stays a test.
func codecPoll(t *eval.Thread, i int) error {
	if i == 0 {
		return nil
	}
	return t.Work(4096 / 64)
}

// b64Rev gives the value of each base64 digit of the standard alphabet,
// b64Pad for '=' and -1 for other characters.
var b64Rev = func() (r [256]int8) {
	for i := range r {
		r[i] = -1
	}
	for i := 0; i < 64; i++ {
		r["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"[i]] = int8(i)
	}
	r['='] = b64Pad
	return
}()

const b64Pad = -2

// a2bBase64 is binascii.a2b_base64 (non-strict): characters outside the
// alphabet are skipped, a complete pad ends the data. alt, if not empty,
// are the two characters read as '+' and '/' (bytes.translate of
// bytes.maketrans(alt, b'+/'): the second wins if they are equal).
func a2bBase64(t *eval.Thread, s string, strict bool, alt string) (string, error) {
	// At most 3 bytes per 4 characters: appends stay within the capacity.
	out, err := eval.MakeCap[byte](t, 0, len(s)/4*3+2)
	if err != nil {
		return "", err
	}
	rev := &b64Rev
	if alt != "" {
		custom := b64Rev
		custom[alt[0]], custom[alt[1]] = 62, 63
		rev = &custom
	}
	quad, pads := 0, 0
	var left byte
	if strict && len(s) > 0 && rev[s[0]] == b64Pad {
		return "", binErr("Leading padding not allowed")
	}
	padding := false
	for i := 0; i < len(s); i++ {
		if i&4095 == 0 {
			if err := codecPoll(t, i); err != nil {
				return "", err
			}
		}
		v := rev[s[i]]
		if v == b64Pad {
			padding = true
			if quad >= 2 {
				pads++
				if quad+pads >= 4 {
					if strict && i+1 < len(s) {
						return "", binErr("Excess data after padding")
					}
					return codecString(out), nil
				}
			}
			continue
		}
		if v < 0 {
			if strict {
				return "", binErr("Only base64 data is allowed")
			}
			continue
		}
		if strict && padding {
			return "", binErr("Discontinuous padding not allowed")
		}
		pads = 0
		switch quad {
		case 0:
			quad, left = 1, byte(v)
		case 1:
			quad = 2
			out = append(out, left<<2|byte(v)>>4)
			left = byte(v) & 0x0f
		case 2:
			quad = 3
			out = append(out, left<<4|byte(v)>>2)
			left = byte(v) & 0x03
		case 3:
			quad = 0
			out = append(out, left<<6|byte(v))
			left = 0
		}
	}
	if quad == 1 {
		return "", binErr("Invalid base64-encoded string: number of data characters (" + strconv.Itoa(len(out)/3*4+1) + ") cannot be 1 more than a multiple of 4")
	}
	if quad != 0 {
		return "", binErr("Incorrect padding")
	}
	return codecString(out), nil
}

// codecString returns a decoder's buffer as a string (not copied: the
// buffer is not used after).
func codecString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

func b64Altchars(t *eval.Thread, v eval.Value) (string, error) {
	if v == nil || v == eval.None {
		return "", nil
	}
	a, err := b64Input(v)
	if err != nil {
		return "", err
	}
	if len(a) != 2 {
		r, err := eval.Repr(t, v)
		if err != nil {
			return "", err
		}
		return "", eval.NewException(eval.AssertionErrorType, str(t, r))
	}
	return a, nil
}

func b64Encode(name string, fixedAlt string) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		alt := fixedAlt
		var s, altchars eval.Value
		if alt == "" && name == "b64encode" {
			if err := eval.UnpackArgs(t, name, args, kw, "s", &s, "altchars?", &altchars); err != nil {
				return nil, err
			}
		} else if err := eval.UnpackArgs(t, name, args, kw, "s", &s); err != nil {
			return nil, err
		}
		b, err := b64Bytes(s)
		if err != nil {
			return nil, err
		}
		if altchars != nil && altchars != eval.None {
			a, err := b64Bytes(altchars)
			if err != nil {
				return nil, err
			}
			if len(a) != 2 {
				r, err := eval.Repr(t, altchars)
				if err != nil {
					return nil, err
				}
				return nil, eval.NewException(eval.AssertionErrorType, str(t, r))
			}
			alt = a
		}
		if alt == "+/" {
			alt = ""
		}
		return codecEncode(t, b, base64.StdEncoding.EncodedLen(len(b)), func(dst, chunk []byte) []byte {
			start := len(dst)
			dst = base64.StdEncoding.AppendEncode(dst, chunk)
			if alt != "" {
				for i := start; i < len(dst); i++ {
					switch dst[i] {
					case '+':
						dst[i] = alt[0]
					case '/':
						dst[i] = alt[1]
					}
				}
			}
			return dst
		}, "")
	}
}

func b64Decode(name string, alt string) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		// alt is only read here.
		var s, altchars eval.Value
		validate := false
		if alt == "" && name == "b64decode" {
			if err := eval.UnpackArgs(t, name, args, kw, "s", &s, "altchars?", &altchars, "validate?", &validate); err != nil {
				return nil, err
			}
		} else if err := eval.UnpackArgs(t, name, args, kw, "s", &s); err != nil {
			return nil, err
		}
		b, err := b64Input(s)
		if err != nil {
			return nil, err
		}
		a, err := b64Altchars(t, altchars)
		if err != nil {
			return nil, err
		}
		if a == "" {
			a = alt
		}
		if a == "+/" {
			a = ""
		}
		out, err := a2bBase64(t, b, validate, a)
		if err != nil {
			return nil, err
		}
		return eval.Bytes(out), nil //allocpath:ok a2bBase64 decodes into an eval.MakeCap buffer (charged)
	}
}

const (
	b32Alphabet    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	b32HexAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUV"
)

func b32Encode(name, alphabet string) fn {
	enc := base32.NewEncoding(alphabet)
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		var s eval.Value
		if err := eval.UnpackArgs(t, name, args, kw, "s", &s); err != nil {
			return nil, err
		}
		b, err := b64Bytes(s)
		if err != nil {
			return nil, eval.Errorf(eval.TypeErrorType, "memoryview: a bytes-like object is required, not '%s'", eval.TypeName(s))
		}
		return codecEncode(t, b, enc.EncodedLen(len(b)), enc.AppendEncode, "")
	}
}

func b32Decode(name, alphabet string, hexAlpha bool) fn {
	var rev [256]int8
	for i := range rev {
		rev[i] = -1
	}
	for i := 0; i < len(alphabet); i++ {
		rev[alphabet[i]] = int8(i)
	}
	rev['='] = b64Pad
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		var s, map01 eval.Value
		casefold := false
		if hexAlpha {
			if err := eval.UnpackArgs(t, name, args, kw, "s", &s, "casefold?", &casefold); err != nil {
				return nil, err
			}
		} else if err := eval.UnpackArgs(t, name, args, kw, "s", &s, "casefold?", &casefold, "map01?", &map01); err != nil {
			return nil, err
		}
		b, err := b64Input(s)
		if err != nil {
			return nil, err
		}
		if len(b)%8 != 0 {
			return nil, binErr("Incorrect padding")
		}
		one := byte('1')
		if map01 != nil && map01 != eval.None {
			m, err := b64Input(map01)
			if err != nil {
				return nil, err
			}
			if len(m) != 1 {
				r, err := eval.Repr(t, map01)
				if err != nil {
					return nil, err
				}
				return nil, eval.NewException(eval.AssertionErrorType, str(t, r))
			}
			one = m[0]
		}
		// The values of the characters after the translations of map01
		// and casefold.
		val := rev
		for c := range val {
			x := byte(c)
			if one != '1' {
				switch x {
				case '0':
					x = 'O'
				case '1':
					x = one
				}
			}
			if casefold && x >= 'a' && x <= 'z' {
				x -= 'a' - 'A'
			}
			val[c] = rev[x]
		}
		l := len(b)
		n := l
		for n > 0 && val[b[n-1]] == b64Pad {
			n--
		}
		padchars := l - n
		out, err := eval.MakeCap[byte](t, 0, (n+7)/8*5)
		if err != nil {
			return nil, err
		}
		var quantum [5]byte
		for i := 0; i < n; i += 8 {
			if i&4095 == 0 {
				if err := codecPoll(t, i); err != nil {
					return nil, err
				}
			}
			acc := uint64(0)
			for j := i; j < i+8; j++ {
				var v int8
				if j < n {
					if v = val[b[j]]; v < 0 {
						return nil, binErr("Non-base32 digit found")
					}
				}
				acc = acc<<5 | uint64(v)
			}
			for k := range quantum {
				quantum[k] = byte(acc >> (8 * uint(4-k)))
			}
			keep := 5
			if i+8 >= n && padchars > 0 {
				if !(padchars == 1 || padchars == 3 || padchars == 4 || padchars == 6) {
					return nil, binErr("Incorrect padding")
				}
				keep = (43 - 5*padchars) / 8 // bytes in the last quantum
			}
			out = append(out, quantum[:keep]...)
		}
		if !(padchars == 0 || padchars == 1 || padchars == 3 || padchars == 4 || padchars == 6) {
			return nil, binErr("Incorrect padding")
		}
		return eval.BytesOwned(out), nil
	}
}

// hexUpper and hexLower are the digits of base16 and hexlify.
const (
	hexUpper = "0123456789ABCDEF"
	hexLower = "0123456789abcdef"
)

// hexEncoder appends the hex digits of a chunk.
func hexEncoder(digits string) func(dst, chunk []byte) []byte {
	return func(dst, chunk []byte) []byte {
		for _, c := range chunk {
			dst = append(dst, digits[c>>4], digits[c&15])
		}
		return dst
	}
}

// hexDecode is binascii.unhexlify of s (of even length).
func hexDecode(t *eval.Thread, s string) (eval.Value, error) {
	out, err := eval.MakeCap[byte](t, 0, len(s)/2)
	if err != nil {
		return nil, err
	}
	for i := 0; i+1 < len(s); i += 2 {
		if i&4095 == 0 {
			if err := codecPoll(t, i); err != nil {
				return nil, err
			}
		}
		hi, lo := hexRev[s[i]], hexRev[s[i+1]]
		if hi < 0 || lo < 0 {
			return nil, binErr("Non-hexadecimal digit found")
		}
		out = append(out, byte(hi<<4|lo))
	}
	return eval.BytesOwned(out), nil
}

// hexRev gives the value of each hex digit, -1 for other characters.
var hexRev = func() (r [256]int8) {
	for i := range r {
		r[i] = -1
	}
	for i := 0; i < 16; i++ {
		r[hexLower[i]], r[hexUpper[i]] = int8(i), int8(i)
	}
	return
}()

func loadBase64(t *eval.Thread, o *Options) (*eval.Module, error) {
	m := newModule("base64", map[string]fn{
		"b64encode":          b64Encode("b64encode", ""),
		"b64decode":          b64Decode("b64decode", ""),
		"standard_b64encode": b64Encode("standard_b64encode", "+/"),
		"standard_b64decode": b64Decode("standard_b64decode", "+/"),
		"urlsafe_b64encode":  b64Encode("urlsafe_b64encode", "-_"),
		"urlsafe_b64decode":  b64Decode("urlsafe_b64decode", "-_"),
		"b32encode":          b32Encode("b32encode", b32Alphabet),
		"b32decode":          b32Decode("b32decode", b32Alphabet, false),
		"b32hexencode":       b32Encode("b32hexencode", b32HexAlphabet),
		"b32hexdecode":       b32Decode("b32hexdecode", b32HexAlphabet, true),
		"b16encode": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var s eval.Value
			if err := eval.UnpackArgs(t, "b16encode", args, kw, "s", &s); err != nil {
				return nil, err
			}
			b, err := b64Bytes(s)
			if err != nil {
				return nil, err
			}
			return codecEncode(t, b, 2*len(b), hexEncoder(hexUpper), "")
		},
		"b16decode": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var s eval.Value
			casefold := false
			if err := eval.UnpackArgs(t, "b16decode", args, kw, "s", &s, "casefold?", &casefold); err != nil {
				return nil, err
			}
			b, err := b64Input(s)
			if err != nil {
				return nil, err
			}
			// casefold upper-cases the input (bytes.upper) before its
			// digits are checked.
			for i := 0; i < len(b); i++ {
				if i&4095 == 0 {
					if err := codecPoll(t, i); err != nil {
						return nil, err
					}
				}
				c := b[i]
				if casefold && c >= 'a' && c <= 'f' {
					continue
				}
				if !(c >= '0' && c <= '9' || c >= 'A' && c <= 'F') {
					return nil, binErr("Non-base16 digit found")
				}
			}
			if len(b)%2 != 0 {
				return nil, binErr("Odd-length string")
			}
			return hexDecode(t, b)
		},
		"a2b_hex": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("a2b_hex", args, kw, 1, 1); err != nil {
				return nil, err
			}
			b, err := binInput(args[0])
			if err != nil {
				return nil, err
			}
			if len(b)%2 != 0 {
				return nil, binErr("Odd-length string")
			}
			return hexDecode(t, b)
		},
	})
	return m, nil
}

// binHexlify is binascii.hexlify(data, sep=None, bytes_per_sep=1): with a
// separator, bytes.hex does the work (its checks and messages are the
// same as hexlify's).
func binHexlify(name string) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		var data, sep, perSep eval.Value
		if err := eval.UnpackArgs(t, name, args, kw, "data", &data, "sep?", &sep, "bytes_per_sep?", &perSep); err != nil {
			return nil, err
		}
		b, err := b64Bytes(data)
		if err != nil {
			return nil, err
		}
		if sep == nil || sep == eval.None {
			return codecEncode(t, b, 2*len(b), hexEncoder(hexLower), "")
		}
		hexMethod, err := eval.GetAttr(t, eval.Bytes(b), "hex") //allocpath:ok no copy (b is a string): the receiver of one call, not kept
		if err != nil {
			return nil, err
		}
		hexArgs := []eval.Value{sep}
		if perSep != nil {
			hexArgs = append(hexArgs, perSep)
		}
		r, err := eval.Call(t, hexMethod, hexArgs, nil)
		if err != nil {
			return nil, err
		}
		rs, ok := r.(*eval.Str)
		if !ok {
			return nil, eval.Errorf(eval.SystemErrorType, "bytes.hex returned %s", eval.TypeName(r))
		}
		return eval.Bytes(rs.String()), nil
	}
}

// binUnhexlify is binascii.unhexlify and a2b_hex.
func binUnhexlify(name string) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 1, 1); err != nil {
			return nil, err
		}
		b, err := binInput(args[0])
		if err != nil {
			return nil, err
		}
		if len(b)%2 != 0 {
			return nil, binErr("Odd-length string")
		}
		return hexDecode(t, b)
	}
}

func loadBinascii(t *eval.Thread, o *Options) (*eval.Module, error) {
	m := newModule("binascii", map[string]fn{
		"hexlify":   binHexlify("hexlify"),
		"b2a_hex":   binHexlify("b2a_hex"),
		"unhexlify": binUnhexlify("unhexlify"),
		"crc32": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return zlibChecksum(t, "crc32", args, kw, 0, func(v uint32, p []byte) uint32 { return crc32.Update(v, crc32.IEEETable, p) })
		},
		"a2b_hex": binUnhexlify("a2b_hex"),
		"a2b_base64": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("a2b_base64", args, kw, 1, 1); err != nil {
				return nil, err
			}
			b, err := binInput(args[0])
			if err != nil {
				return nil, err
			}
			out, err := a2bBase64(t, b, false, "")
			if err != nil {
				return nil, err
			}
			return eval.Bytes(out), nil //allocpath:ok a2bBase64 decodes into an eval.MakeCap buffer (charged)
		},
		"b2a_base64": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("b2a_base64", args, kw, 1, 1); err != nil {
				return nil, err
			}
			b, err := b64Bytes(args[0])
			if err != nil {
				return nil, err
			}
			return codecEncode(t, b, base64.StdEncoding.EncodedLen(len(b))+1, base64.StdEncoding.AppendEncode, "\n")
		},
	})
	m.Attrs.Set("Error", binasciiErrorType)
	return m, nil
}
