package modules

import (
	"bytes"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/pyinterp/pyinterp/eval"
)

// The text layer's incremental decoder: decode what complete characters
// a chunk holds, hold back the bytes of an incomplete character (and a
// final CR, whose LF may follow in the next chunk), translate newlines.
// Holding bytes rather than decoder state keeps every tell() cookie a
// plain byte position.

// Seen newline kinds (TextIOWrapper.newlines).
const (
	seenLF = 1 << iota
	seenCR
	seenCRLF
)

// textCodec is a text file's codec.
type textCodec struct {
	name   string // eval codec name: "utf-8", "latin-1", "utf-16", ...
	sig    bool   // utf-8-sig: a BOM at the start is skipped, written first
	unit   int    // bytes per code unit: 1, 2 or 4
	errors string
}

// lookupTextCodec resolves an encoding name; ok is false for an unknown
// one.
func lookupTextCodec(encoding, errors string) (textCodec, bool) {
	if len(encoding) > 64 {
		return textCodec{}, false
	}
	norm := strings.ToLower(strings.TrimSpace(encoding))
	norm = strings.NewReplacer("_", "-", " ", "-").Replace(norm)
	c := textCodec{errors: errors}
	switch norm {
	case "utf-8-sig", "utf8-sig":
		c.name, c.sig = "utf-8", true
	case "locale":
		c.name = "utf-8"
	default:
		c.name = eval.CodecName(encoding)
	}
	if c.name == "" {
		return c, false
	}
	switch {
	case strings.HasPrefix(c.name, "utf-16"):
		c.unit = 2
	case strings.HasPrefix(c.name, "utf-32"):
		c.unit = 4
	default:
		c.unit = 1
	}
	return c, true
}

// decodeState is what decoding a chunk depends on besides its bytes.
type decodeState struct {
	atStart bool // the input begins at position 0 of the file (BOM)
	endian  byte // utf-16/utf-32 with a BOM: 'l' or 'b' once known, 0 before
}

// decodeMode is how newlines are read.
type decodeMode struct {
	translate bool // \r\n and \r become \n
	universal bool // all three end lines (newline None or '')
	holdCR    bool // a final CR waits for the next chunk
}

// decode decodes input; unless final, it holds back (returns in held the
// count of) the input's last bytes that may belong to a character or a
// CRLF the next chunk completes. It returns the newline kinds seen.
func (c textCodec) decode(t *eval.Thread, input []byte, final bool, st *decodeState, m decodeMode) (text string, held, seen int, err error) {
	body := input
	codec := c.name
	// Byte order marks.
	switch {
	case c.sig && st.atStart:
		bom := "\xef\xbb\xbf"
		if !final && len(body) < 3 && strings.HasPrefix(bom, string(body)) { // body: under 3 bytes
			return "", len(input), 0, nil
		}
		if bytes.HasPrefix(body, []byte(bom)) {
			body = body[3:]
		}
	case codec == "utf-16" || codec == "utf-32":
		n := c.unit
		if st.endian == 0 && st.atStart {
			if !final && len(body) < n {
				return "", len(input), 0, nil
			}
			le, be := "\xff\xfe", "\xfe\xff"
			if n == 4 {
				le, be = "\xff\xfe\x00\x00", "\x00\x00\xfe\xff"
			}
			switch {
			case bytes.HasPrefix(body, []byte(le)):
				st.endian, body = 'l', body[n:]
			case bytes.HasPrefix(body, []byte(be)):
				st.endian, body = 'b', body[n:]
			default:
				st.endian = 'l'
			}
		}
		if st.endian == 'b' {
			codec += "-be"
		} else {
			codec += "-le"
		}
	}
	if !final {
		held = c.incompleteTail(body)
	}
	data := body[:len(body)-held]
	// data is only read (and never changed afterwards): no copy.
	s, err := eval.Decode(t, unsafe.String(unsafe.SliceData(data), len(data)), codec, c.errors)
	if err != nil {
		return "", 0, 0, err
	}
	text = s.String()
	if !final && m.holdCR && strings.HasSuffix(text, "\r") {
		text = text[:len(text)-1]
		held += c.unit
	}
	if m.universal {
		text, seen, err = translateNewlines(t, text, m.translate)
	}
	return text, held, seen, err
}

// incompleteTail is the count of b's last bytes that begin a character
// b does not complete.
func (c textCodec) incompleteTail(b []byte) int {
	switch c.unit {
	case 2:
		n := len(b) % 2
		if len(b)-n >= 2 {
			u := b[len(b)-n-2 : len(b)-n]
			var hi byte
			if strings.HasSuffix(c.name, "be") {
				hi = u[0]
			} else {
				hi = u[1]
			}
			if hi >= 0xD8 && hi <= 0xDB { // a high surrogate: its pair follows
				n += 2
			}
		}
		return n
	case 4:
		return len(b) % 4
	}
	if c.name != "utf-8" {
		return 0
	}
	// The last (up to three) bytes that are a valid start of a longer
	// UTF-8 sequence.
	for k := 1; k <= 3 && k <= len(b); k++ {
		lead := b[len(b)-k]
		if lead < 0xC0 {
			if lead&0xC0 == 0x80 {
				continue // a continuation byte: look further back
			}
			return 0
		}
		need := 0
		switch {
		case lead >= 0xC2 && lead <= 0xDF:
			need = 2
		case lead >= 0xE0 && lead <= 0xEF:
			need = 3
		case lead >= 0xF0 && lead <= 0xF4:
			need = 4
		default:
			return 0
		}
		if k >= need {
			return 0
		}
		if k >= 2 { // the second byte's range depends on the lead
			second := b[len(b)-k+1]
			lo, hi := byte(0x80), byte(0xBF)
			switch lead {
			case 0xE0:
				lo = 0xA0
			case 0xED:
				hi = 0x9F
			case 0xF0:
				lo = 0x90
			case 0xF4:
				hi = 0x8F
			}
			if second < lo || second > hi {
				return 0
			}
		}
		return k
	}
	return 0
}

// translateNewlines notes the newline kinds in s and, when translate is
// set, turns \r\n and \r into \n.
func translateNewlines(t *eval.Thread, s string, translate bool) (string, int, error) {
	seen := 0
	if strings.IndexByte(s, '\r') < 0 {
		if strings.IndexByte(s, '\n') >= 0 {
			seen = seenLF
		}
		return s, seen, nil
	}
	if err := t.Work(int64(len(s)) / 64); err != nil {
		return "", 0, err
	}
	var b eval.Builder
	if translate {
		b = eval.NewBuilder(t, len(s))
	}
	last := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n':
			seen |= seenLF
		case '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				seen |= seenCRLF
				if translate {
					b.WriteString(s[last:i])
					last = i + 1 // keep the \n
				}
				i++
				continue
			}
			seen |= seenCR
			if translate {
				b.WriteString(s[last:i])
				b.WriteByte('\n')
				last = i + 1
			}
		}
	}
	if !translate {
		return s, seen, nil
	}
	b.WriteString(s[last:])
	return b.String(), seen, b.Err()
}

// newlinesValue is TextIOWrapper.newlines for the kinds seen.
func newlinesValue(t *eval.Thread, seen int) eval.Value {
	var out []eval.Value
	if seen&seenCR != 0 {
		out = append(out, eval.NewStr("\r"))
	}
	if seen&seenLF != 0 {
		out = append(out, eval.NewStr("\n"))
	}
	if seen&seenCRLF != 0 {
		out = append(out, eval.NewStr("\r\n"))
	}
	switch len(out) {
	case 0:
		return eval.None
	case 1:
		return out[0]
	}
	return eval.NewTupleT(t, out)
}

// countChars is the number of characters of a decoded (extended UTF-8)
// string.
func countChars(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
		} else {
			_, w := eval.DecodeRune(s[i:])
			i += w
		}
		n++
	}
	return n
}

// charsPrefix returns the byte length of s's first n characters (all of
// s when it is shorter) and how many characters that is.
func charsPrefix(s string, n int) (int, int) {
	i, k := 0, 0
	for i < len(s) && k < n {
		if s[i] < utf8.RuneSelf {
			i++
		} else {
			_, w := eval.DecodeRune(s[i:])
			i += w
		}
		k++
	}
	return i, k
}
