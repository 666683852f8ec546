package eval

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Codecs.

// codecName normalises an encoding name to the codecs pyinterp knows:
// "utf-8", "ascii", "latin-1", "utf-16", "utf-16-le", "utf-16-be",
// "utf-32", "utf-32-le", "utf-32-be"; "" when unknown.
func codecName(enc string) string {
	if len(enc) > 32 {
		return "" // longer than any name below, spaces included
	}
	e := strings.ToLower(strings.TrimSpace(enc))
	e = strings.ReplaceAll(e, "_", "-") //allocpath:ok e is at most 32 bytes
	e = strings.ReplaceAll(e, " ", "-") //allocpath:ok e is at most 32 bytes
	switch e {
	case "utf-8", "utf8", "u8", "utf", "cp65001", "utf8-ucs2", "utf8-ucs4":
		return "utf-8"
	case "ascii", "us-ascii", "646", "us":
		return "ascii"
	case "latin-1", "latin1", "latin", "l1", "iso-8859-1", "iso8859-1", "8859", "cp819", "iso-ir-100", "csisolatin1":
		return "latin-1"
	case "utf-16", "utf16", "u16":
		return "utf-16"
	case "utf-16-le", "utf-16le", "utf16le", "utf16-le":
		return "utf-16-le"
	case "utf-16-be", "utf-16be", "utf16be", "utf16-be":
		return "utf-16-be"
	case "utf-32", "utf32", "u32":
		return "utf-32"
	case "utf-32-le", "utf-32le", "utf32le", "utf32-le":
		return "utf-32-le"
	case "utf-32-be", "utf-32be", "utf32be", "utf32-be":
		return "utf-32-be"
	}
	return charmapAliases[e]
}

func codecCheckErrors(errors string) error {
	switch errors {
	case "strict", "ignore", "replace", "surrogateescape", "surrogatepass", "backslashreplace", "xmlcharrefreplace", "namereplace":
		return nil
	}
	return Errorf(LookupErrorType, "unknown error handler name '%s'", errors)
}

// strCharRepr renders a character as the encode error messages do.
func strCharRepr(r rune) string {
	switch {
	case r < 0x100:
		return fmt.Sprintf("'\\x%02x'", r)
	case r < 0x10000:
		return fmt.Sprintf("'\\u%04x'", r)
	}
	return fmt.Sprintf("'\\U%08x'", r)
}

// encodeError is the UnicodeEncodeError of the code points [start, end)
// of s (start and end count code points), with CPython's attributes.
func encodeError(codec string, s *Str, start, end int, reason string) error {
	return newUnicodeError(UnicodeEncodeErrorType, codec, s, start, end, reason)
}

func decodeError(codec string, data string, start, end int, reason string) error {
	return newUnicodeError(UnicodeDecodeErrorType, codec, Bytes(data), start, end, reason)
}

// strEncode implements str.encode. The result is built in a buffer whose
// growth is charged (hinted with the size of the text).
func strEncode(t *Thread, s *Str, encoding, errors string) (string, error) {
	codec := codecName(encoding)
	if codec == "" {
		return "", Errorf(LookupErrorType, "unknown encoding: %s", encoding)
	}
	if err := strWork(t, 4*len(s.s)); err != nil {
		return "", err
	}
	if codec == "utf-8" || codec == "ascii" {
		if s.IsASCII() {
			return s.s, nil
		}
	}
	var limit rune
	var reason string
	switch codec {
	case "ascii":
		limit, reason = 0x80, "ordinal not in range(128)"
	case "latin-1":
		limit, reason = 0x100, "ordinal not in range(256)"
	default:
		limit, reason = 0x110000, "surrogates not allowed"
	}
	bad := func(r rune) bool { return r >= limit || strIsSurrogate(r) }
	var charmap map[rune]byte
	errCodec := codec
	if charmapTables[codec] != nil {
		charmap = charmapEncoder(codec)
		reason = "character maps to <undefined>"
		bad = func(r rune) bool { _, ok := charmap[r]; return !ok }
		errCodec = "charmap"
	}
	hint := len(s.s)
	switch codec {
	case "utf-16", "utf-16-le", "utf-16-be":
		hint = 2*s.Len() + 2
	case "utf-32", "utf-32-le", "utf-32-be":
		hint = 4*s.Len() + 4
	}
	out := NewBuilder(t, hint)
	switch codec {
	case "utf-16":
		out.WriteString("\xFF\xFE")
	case "utf-32":
		out.WriteString("\xFF\xFE\x00\x00")
	}
	var unit [4]byte
	put := func(r rune) {
		if charmap != nil {
			out.WriteByte(charmap[r])
			return
		}
		switch codec {
		case "ascii", "latin-1":
			out.WriteByte(byte(r))
		case "utf-8":
			out.WriteRune(r)
		case "utf-16", "utf-16-le", "utf-16-be":
			if r >= 0x10000 {
				r -= 0x10000
				put16(&out, unit[:], uint16(0xD800+r>>10), codec == "utf-16-be")
				put16(&out, unit[:], uint16(0xDC00+r&0x3FF), codec == "utf-16-be")
			} else {
				put16(&out, unit[:], uint16(r), codec == "utf-16-be")
			}
		default:
			if codec == "utf-32-be" {
				binary.BigEndian.PutUint32(unit[:], uint32(r))
			} else {
				binary.LittleEndian.PutUint32(unit[:], uint32(r))
			}
			out.Write(unit[:])
		}
	}
	str := s.s
	// cp counts code points (error positions are in code points).
	for i, cp, k := 0, 0, 0; i < len(str); k++ {
		if out.Err() != nil {
			return "", out.Err()
		}
		if err := strPoll(t, k); err != nil {
			return "", err
		}
		r, n := decodeRune(str[i:])
		if !bad(r) {
			put(r)
			i += n
			cp++
			continue
		}
		// The run of unencodable code points [i, j), [cp, cpEnd).
		j, cpEnd := i+n, cp+1
		for j < len(str) {
			if err := strPoll(t, cpEnd); err != nil {
				return "", err
			}
			r2, n2 := decodeRune(str[j:])
			if !bad(r2) {
				break
			}
			j += n2
			cpEnd++
		}
		switch errors {
		case "strict":
			return "", encodeError(errCodec, s, cp, cpEnd, reason)
		case "ignore":
		case "replace":
			for k := cp; k < cpEnd; k++ {
				put('?')
			}
		case "xmlcharrefreplace", "backslashreplace", "surrogateescape", "surrogatepass":
			for k, kcp := i, cp; k < j; kcp++ {
				if out.Err() != nil {
					return "", out.Err()
				}
				if err := strPoll(t, kcp); err != nil {
					return "", err
				}
				rk, nk := decodeRune(str[k:])
				k += nk
				switch errors {
				case "xmlcharrefreplace":
					var buf [16]byte
					for _, c := range strconv.AppendInt(append(buf[:0], "&#"...), int64(rk), 10) {
						put(rune(c))
					}
					put(';')
				case "backslashreplace":
					rs := strCharRepr(rk)
					for _, c := range rs[1 : len(rs)-1] {
						put(c)
					}
				case "surrogateescape":
					if rk < 0xDC80 || rk > 0xDCFF || codec != "utf-8" && codec != "ascii" && codec != "latin-1" {
						return "", encodeError(errCodec, s, kcp, kcp+1, reason)
					}
					out.WriteByte(byte(rk - 0xDC00))
				case "surrogatepass":
					if !strIsSurrogate(rk) || codec == "ascii" || codec == "latin-1" {
						return "", encodeError(errCodec, s, cp, cpEnd, reason)
					}
					put(rk)
				}
			}
		default:
			if err := codecCheckErrors(errors); err != nil {
				return "", err
			}
			return "", encodeError(errCodec, s, cp, cpEnd, reason)
		}
		i, cp = j, cpEnd
	}
	return out.String(), out.Err()
}

// put16 writes one UTF-16 code unit.
func put16(out *Builder, buf []byte, u uint16, big bool) {
	if big {
		binary.BigEndian.PutUint16(buf, u)
	} else {
		binary.LittleEndian.PutUint16(buf, u)
	}
	out.Write(buf[:2])
}

// bytesDecode implements bytes.decode and str(bytes, encoding, errors).
// mutable tells that data is a bytearray's (a view): the result never
// shares it.
func bytesDecode(t *Thread, data, encoding, errors string, mutable bool) (Value, error) {
	codec := codecName(encoding)
	if codec == "" {
		return nil, Errorf(LookupErrorType, "unknown encoding: %s", encoding)
	}
	if err := t.Steps(int64(len(data) / 16)); err != nil {
		return nil, err
	}
	if codec == "utf-8" && utf8.ValidString(data) {
		if mutable {
			r, err := buildString(t, len(data), func(b []byte) []byte { return append(b, data...) })
			return NewStrT(t, r), err
		}
		return NewStrT(t, data), nil
	}
	// The result is built in a buffer whose growth is charged.
	out := NewBuilder(t, len(data))
	if out.Err() != nil {
		return nil, out.Err()
	}
	// handle reports an undecodable range [i, j); it returns an error for
	// "strict" (and unknown handlers) and appends the replacement otherwise.
	handle := func(codec string, i, j int, reason string) error {
		switch errors {
		case "strict":
			return decodeError(codec, data, i, j, reason)
		case "ignore":
		case "replace":
			out.WriteString("\uFFFD")
		case "backslashreplace":
			for k := i; k < j; k++ {
				out.Write([]byte{'\\', 'x', lowerHex[data[k]>>4], lowerHex[data[k]&15]})
			}
		case "surrogateescape":
			for k := i; k < j; k++ {
				if data[k] < 0x80 {
					return decodeError(codec, data, i, j, reason)
				}
				out.WriteRune(0xDC00 + rune(data[k]))
			}
		default:
			if err := codecCheckErrors(errors); err != nil {
				return err
			}
			return decodeError(codec, data, i, j, reason)
		}
		return nil
	}
	switch codec {
	case "ascii":
		for i := 0; i < len(data); i++ {
			if err := strPoll(t, i); err != nil {
				return nil, err
			}
			if data[i] < 0x80 {
				out.WriteByte(data[i])
			} else if err := handle(codec, i, i+1, "ordinal not in range(128)"); err != nil {
				return nil, err
			}
		}
	case "latin-1":
		for i := 0; i < len(data); i++ {
			if err := strPoll(t, i); err != nil {
				return nil, err
			}
			out.WriteRune(rune(data[i]))
		}
	case "utf-8":
		for i, k := 0, 0; i < len(data); k++ {
			if err := strPoll(t, k); err != nil {
				return nil, err
			}
			c := data[i]
			if c < 0x80 {
				out.WriteByte(c)
				i++
				continue
			}
			r, n := utf8.DecodeRuneInString(data[i:])
			if !(r == utf8.RuneError && n <= 1) {
				out.WriteString(data[i : i+n])
				i += n
				continue
			}
			if errors == "surrogatepass" && c == 0xED && i+2 < len(data) && data[i+1] >= 0xA0 && data[i+1] <= 0xBF && data[i+2]&0xC0 == 0x80 {
				out.WriteString(data[i : i+3])
				i += 3
				continue
			}
			end, reason := utf8ErrorRange(data, i)
			if err := handle(codec, i, end, reason); err != nil {
				return nil, err
			}
			i = end
		}
	case "utf-16", "utf-16-le", "utf-16-be":
		order := binary.ByteOrder(binary.LittleEndian)
		name := "utf-16-le"
		i := 0
		if codec == "utf-16-be" {
			order, name = binary.BigEndian, "utf-16-be"
		} else if codec == "utf-16" && len(data) >= 2 {
			if data[0] == 0xFF && data[1] == 0xFE {
				i = 2
			} else if data[0] == 0xFE && data[1] == 0xFF {
				order, name, i = binary.BigEndian, "utf-16-be", 2
			}
		}
		for k := 0; i < len(data); k++ {
			if err := strPoll(t, k); err != nil {
				return nil, err
			}
			if i+1 >= len(data) {
				if err := handle(name, i, len(data), "truncated data"); err != nil {
					return nil, err
				}
				break
			}
			u := rune(order.Uint16([]byte(data[i : i+2])))
			if u < 0xD800 || u > 0xDFFF {
				out.WriteRune(u)
				i += 2
				continue
			}
			if u >= 0xDC00 {
				if err := handle(name, i, i+2, "illegal encoding"); err != nil {
					return nil, err
				}
				i += 2
				continue
			}
			if i+3 >= len(data) {
				if err := handle(name, i, len(data), "unexpected end of data"); err != nil {
					return nil, err
				}
				break
			}
			u2 := rune(order.Uint16([]byte(data[i+2 : i+4])))
			if u2 < 0xDC00 || u2 > 0xDFFF {
				if err := handle(name, i, i+2, "illegal UTF-16 surrogate"); err != nil {
					return nil, err
				}
				i += 2
				continue
			}
			out.WriteRune(0x10000 + (u-0xD800)<<10 + (u2 - 0xDC00))
			i += 4
		}
	case "utf-32", "utf-32-le", "utf-32-be":
		order := binary.ByteOrder(binary.LittleEndian)
		name := "utf-32-le"
		i := 0
		if codec == "utf-32-be" {
			order, name = binary.BigEndian, "utf-32-be"
		} else if codec == "utf-32" && len(data) >= 4 {
			if data[:4] == "\xFF\xFE\x00\x00" {
				i = 4
			} else if data[:4] == "\x00\x00\xFE\xFF" {
				order, name, i = binary.BigEndian, "utf-32-be", 4
			}
		}
		for k := 0; i < len(data); k++ {
			if err := strPoll(t, k); err != nil {
				return nil, err
			}
			if i+3 >= len(data) {
				if err := handle(name, i, len(data), "truncated data"); err != nil {
					return nil, err
				}
				break
			}
			u := order.Uint32([]byte(data[i : i+4]))
			if u >= 0x110000 || u >= 0xD800 && u <= 0xDFFF {
				reason := "code point not in range(0x110000)"
				if u < 0x110000 {
					reason = "code point in surrogate code point range(0xd800, 0xe000)"
				}
				if err := handle(name, i, i+4, reason); err != nil {
					return nil, err
				}
			} else {
				out.WriteRune(rune(u))
			}
			i += 4
		}
	default: // the 8-bit code pages
		table := charmapTables[codec]
		for i := 0; i < len(data); i++ {
			if err := strPoll(t, i); err != nil {
				return nil, err
			}
			if r := table[data[i]]; r != 0xFFFE {
				out.WriteRune(r)
			} else if err := handle("charmap", i, i+1, "character maps to <undefined>"); err != nil {
				return nil, err
			}
		}
	}
	if out.Err() != nil {
		return nil, out.Err()
	}
	return NewStrT(t, out.String()), nil
}

const lowerHex = "0123456789abcdef"

// utf8ErrorRange returns the end of the invalid UTF-8 sequence starting
// at data[i] and CPython's reason for it.
func utf8ErrorRange(data string, i int) (int, string) {
	c := data[i]
	var need int
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c >= 0xE0 && c <= 0xEF:
		need = 2
		if c == 0xE0 {
			lo = 0xA0
		} else if c == 0xED {
			hi = 0x9F
		}
	case c >= 0xF0 && c <= 0xF4:
		need = 3
		if c == 0xF0 {
			lo = 0x90
		} else if c == 0xF4 {
			hi = 0x8F
		}
	default:
		return i + 1, "invalid start byte"
	}
	j := i + 1
	for k := 0; k < need; k++ {
		if j >= len(data) {
			return j, "unexpected end of data"
		}
		b := data[j]
		if k == 0 && (b < lo || b > hi) || k > 0 && b&0xC0 != 0x80 {
			return j, "invalid continuation byte"
		}
		j++
	}
	return j, "invalid continuation byte"
}
