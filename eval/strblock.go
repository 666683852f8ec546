package eval

import "unsafe"

// A short str made by the program (a concatenation, str(i), s.upper())
// is one allocation holding its Str header and its text, as CPython's
// str objects hold their characters inline: before, it was two (the text's
// buffer and the header). Each variant's size is a Go size class exactly,
// and the text room of each is 16 bytes more than the one below, so the
// block never takes more heap than the str is charged: strObjectBytes
// (56) plus its length, which for the shortest text a variant holds
// (room-15 bytes) is room+41, at least the block's 40+room bytes
// (TestStrBlockWithinCharge).
type (
	strBlock8 struct {
		s Str
		b [8]byte
	}
	strBlock24 struct {
		s Str
		b [24]byte
	}
	strBlock40 struct {
		s Str
		b [40]byte
	}
	strBlock56 struct {
		s Str
		b [56]byte
	}
	strBlock72 struct {
		s Str
		b [72]byte
	}
	strBlock88 struct {
		s Str
		b [88]byte
	}
)

// strBlockMax is the longest text a str block holds.
const strBlockMax = 88

// newStrFilled returns a str of n bytes (runes code points) that fill
// writes into the slice it is given (exactly n bytes long). reserve is
// what the caller's former buffer was charged (Reserve: MakeCap's exact
// n, a Builder's at least 8, nothing for a strconv result) and is charged
// first, then the object as newStrNT charges it. The text shares the
// header's block when that block's heap is within the two charges,
// otherwise it is a buffer of its own. A one-byte ASCII result is the
// shared str, as newStrNT returns; runes < 0 leaves the length to be
// counted when asked. fill must not keep the slice; n is at least 1.
func newStrFilled(t *Thread, n, runes int, reserve int64, fill func([]byte)) (*Str, error) {
	if err := Reserve(t, reserve); err != nil {
		return nil, err
	}
	var r *Str
	var b []byte
	if n == 1 {
		var c [1]byte
		fill(c[:])
		if c[0] < 0x80 {
			return strASCII[c[0]], nil
		}
		x := new(strBlock8)
		x.b[0] = c[0]
		r, b = &x.s, x.b[:1]
	} else {
		switch room := strObjectBytes + reserve - strHeaderBytes; {
		case n <= 8 && room >= 8:
			x := new(strBlock8)
			r, b = &x.s, x.b[:n]
		case n <= 24 && room >= 24:
			x := new(strBlock24)
			r, b = &x.s, x.b[:n]
		case n <= 40 && room >= 40:
			x := new(strBlock40)
			r, b = &x.s, x.b[:n]
		case n <= 56 && room >= 56:
			x := new(strBlock56)
			r, b = &x.s, x.b[:n]
		case n <= 72 && room >= 72:
			x := new(strBlock72)
			r, b = &x.s, x.b[:n]
		case n <= strBlockMax && room >= strBlockMax:
			x := new(strBlock88)
			r, b = &x.s, x.b[:n]
		default:
			//allocpath:ok the text's bytes: charged by the caller's reserve, as its former buffer was
			b = make([]byte, n)
			r = new(Str)
		}
		fill(b)
	}
	t.ChargeObject(strObjectBytes)
	r.s = unsafe.String(unsafe.SliceData(b), n)
	if runes >= 0 {
		r.n.Store(int64(runes) + 1)
	}
	return r, nil
}

// strHeaderBytes is the size of a Str header, the part of a str block
// before its text.
const strHeaderBytes = int64(unsafe.Sizeof(Str{}))
