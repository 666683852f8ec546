package modules

import (
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// The base64 module: base64 (standard, URL-safe, custom altchars), base32
// (standard and extended hex), base16, with binascii's error messages.

// BinasciiErrorType is binascii.Error.
var binasciiErrorType = newExceptionType("binascii", "Error", eval.ValueErrorType)

// b64Bytes returns the bytes of a bytes-like argument.
func b64Bytes(v eval.Value) (string, error) {
	switch x := v.(type) {
	case eval.Bytes:
		return string(x), nil
	case *eval.ByteArray:
		return string(x.Bytes()), nil
	}
	return "", eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not '%s'", eval.TypeName(v))
}

// b64Input is the input of the decoders: bytes-like or an ASCII str.
func b64Input(v eval.Value) (string, error) {
	if s, ok := v.(*eval.Str); ok {
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

func binErr(msg string) error { return eval.NewException(binasciiErrorType, str(msg)) }

// a2bBase64 is binascii.a2b_base64 (non-strict): characters outside the
// alphabet are skipped, a complete pad ends the data.
func a2bBase64(s string, strict bool) (string, error) {
	var out []byte
	quad, pads := 0, 0
	var left byte
	if strict && len(s) > 0 && s[0] == '=' {
		return "", binErr("Leading padding not allowed")
	}
	padding := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' {
			padding = true
			if strict && quad == 0 {
				return "", binErr("Excess padding not allowed")
			}
			if quad >= 2 {
				pads++
				if quad+pads >= 4 {
					if strict && i+1 < len(s) {
						return "", binErr("Excess data after padding")
					}
					return string(out), nil
				}
			}
			continue
		}
		v := b64Value(c)
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
	return string(out), nil
}

func b64Value(c byte) int {
	switch {
	case c >= 'A' && c <= 'Z':
		return int(c - 'A')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 26
	case c >= '0' && c <= '9':
		return int(c-'0') + 52
	case c == '+':
		return 62
	case c == '/':
		return 63
	}
	return -1
}

func b64Translate(s, from, to string) string {
	return strings.Map(func(r rune) rune {
		if i := strings.IndexRune(from, r); i >= 0 {
			return rune(to[i])
		}
		return r
	}, s)
}

func b64Altchars(v eval.Value) (string, error) {
	if v == nil || v == eval.None {
		return "", nil
	}
	a, err := b64Input(v)
	if err != nil {
		return "", err
	}
	if len(a) != 2 {
		r, _ := eval.Repr(nil, v)
		return "", eval.NewException(eval.AssertionErrorType, str(r))
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
		if err := t.Steps(int64(len(b) / 16)); err != nil {
			return nil, err
		}
		out := base64.StdEncoding.EncodeToString([]byte(b))
		if altchars != nil && altchars != eval.None {
			a, err := b64Bytes(altchars)
			if err != nil {
				return nil, err
			}
			if len(a) != 2 {
				r, _ := eval.Repr(t, altchars)
				return nil, eval.NewException(eval.AssertionErrorType, str(r))
			}
			alt = a
		}
		if alt != "" {
			out = b64Translate(out, "+/", alt)
		}
		return eval.Bytes(out), nil
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
		if err := t.Steps(int64(len(b) / 16)); err != nil {
			return nil, err
		}
		a, err := b64Altchars(altchars)
		if err != nil {
			return nil, err
		}
		if a == "" {
			a = alt
		}
		if a != "" {
			b = b64Translate(b, a, "+/")
		}
		out, err := a2bBase64(b, validate)
		if err != nil {
			return nil, err
		}
		return eval.Bytes(out), nil
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
		return eval.Bytes(enc.EncodeToString([]byte(b))), nil
	}
}

func b32Decode(name, alphabet string, hexAlpha bool) fn {
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
		if map01 != nil && map01 != eval.None {
			m, err := b64Input(map01)
			if err != nil {
				return nil, err
			}
			if len(m) != 1 {
				r, _ := eval.Repr(t, map01)
				return nil, eval.NewException(eval.AssertionErrorType, str(r))
			}
			b = strings.NewReplacer("0", "O", "1", m).Replace(b)
		}
		if casefold {
			b = strings.ToUpper(b)
		}
		l := len(b)
		body := strings.TrimRight(b, "=")
		padchars := l - len(body)
		var out []byte
		for i := 0; i < len(body); i += 8 {
			acc := uint64(0)
			quanta := body[i:min(i+8, len(body))]
			for j := 0; j < 8; j++ {
				v := 0
				if j < len(quanta) {
					v = strings.IndexByte(alphabet, quanta[j])
					if v < 0 {
						return nil, binErr("Non-base32 digit found")
					}
				}
				acc = acc<<5 | uint64(v)
			}
			for k := 4; k >= 0; k-- {
				out = append(out, byte(acc>>(8*uint(k))))
			}
		}
		if l%8 != 0 || !(padchars == 0 || padchars == 1 || padchars == 3 || padchars == 4 || padchars == 6) {
			return nil, binErr("Incorrect padding")
		}
		if padchars > 0 && len(out) > 0 {
			keep := (43 - 5*padchars) / 8 // bytes in the last quantum
			out = out[:len(out)-5+keep]
		}
		return eval.Bytes(out), nil
	}
}

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
			return eval.Bytes(strings.ToUpper(hex.EncodeToString([]byte(b)))), nil
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
			if casefold {
				b = strings.ToUpper(b)
			}
			if strings.IndexFunc(b, func(r rune) bool { return !(r >= '0' && r <= '9' || r >= 'A' && r <= 'F') }) >= 0 {
				return nil, binErr("Non-base16 digit found")
			}
			if len(b)%2 != 0 {
				return nil, binErr("Odd-length string")
			}
			out, _ := hex.DecodeString(b)
			return eval.Bytes(out), nil
		},
	})
	return m, nil
}

// loadBinascii is the part of binascii programs reach for: its Error
// and the hex and base64 conversions.
func loadBinascii(t *eval.Thread, o *Options) (*eval.Module, error) {
	m := newModule("binascii", map[string]fn{
		"hexlify": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("hexlify", args, kw, 1, 1); err != nil {
				return nil, err
			}
			b, err := b64Bytes(args[0])
			if err != nil {
				return nil, err
			}
			return eval.Bytes(hex.EncodeToString([]byte(b))), nil
		},
		"unhexlify": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("unhexlify", args, kw, 1, 1); err != nil {
				return nil, err
			}
			b, err := b64Input(args[0])
			if err != nil {
				return nil, err
			}
			if len(b)%2 != 0 {
				return nil, binErr("Odd-length string")
			}
			out, derr := hex.DecodeString(b)
			if derr != nil {
				return nil, binErr("Non-hexadecimal digit found")
			}
			return eval.Bytes(out), nil
		},
		"a2b_base64": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("a2b_base64", args, kw, 1, 1); err != nil {
				return nil, err
			}
			b, err := b64Input(args[0])
			if err != nil {
				return nil, err
			}
			out, err := a2bBase64(b, false)
			if err != nil {
				return nil, err
			}
			return eval.Bytes(out), nil
		},
		"b2a_base64": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("b2a_base64", args, kw, 1, 1); err != nil {
				return nil, err
			}
			b, err := b64Bytes(args[0])
			if err != nil {
				return nil, err
			}
			return eval.Bytes(base64.StdEncoding.EncodeToString([]byte(b)) + "\n"), nil
		},
	})
	m.Attrs.Set("Error", binasciiErrorType)
	return m, nil
}
