package pyrepr

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// testdata/repr.json holds CPython 3.11's repr of floats, complex numbers,
// str and bytes values, written by testdata/gen.py.
type reprData struct {
	Floats  [][2]string      `json:"floats"`  // float.hex(x), repr(x)
	Complex [][3]string      `json:"complex"` // float.hex(re), float.hex(im), repr
	Str     []codePointsCase `json:"str"`
	Bytes   []byteValuesCase `json:"bytes"`
	// Printable holds the [lo, hi] code point ranges for which CPython's
	// str.isprintable() holds.
	Printable [][2]rune `json:"printable"`
}

// codePointsCase is [[code points...], repr].
type codePointsCase struct {
	CodePoints []rune
	Repr       string
}

func (c *codePointsCase) UnmarshalJSON(b []byte) error {
	var raw [2]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	if err := json.Unmarshal(raw[0], &c.CodePoints); err != nil {
		return err
	}
	return json.Unmarshal(raw[1], &c.Repr)
}

// byteValuesCase is [[byte values...], repr].
type byteValuesCase struct {
	Values []int
	Repr   string
}

func (c *byteValuesCase) UnmarshalJSON(b []byte) error {
	var raw [2]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	if err := json.Unmarshal(raw[0], &c.Values); err != nil {
		return err
	}
	return json.Unmarshal(raw[1], &c.Repr)
}

func loadReprData(t *testing.T) *reprData {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "repr.json"))
	if err != nil {
		t.Fatal(err)
	}
	var d reprData
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

// parseHex parses the output of CPython's float.hex.
func parseHex(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("bad float.hex %q: %v", s, err)
	}
	return f
}

func TestFloatRepr(t *testing.T) {
	d := loadReprData(t)
	if len(d.Floats) < 600 {
		t.Fatalf("only %d floats in repr.json", len(d.Floats))
	}
	bad := 0
	for _, c := range d.Floats {
		f := parseHex(t, c[0])
		if got := Float(f); got != c[1] {
			bad++
			if bad <= 50 {
				t.Errorf("Float(%s) = %q, CPython repr %q", c[0], got, c[1])
			}
		}
	}
	if bad > 50 {
		t.Errorf("... %d float mismatches in all", bad)
	}
}

func TestComplexRepr(t *testing.T) {
	for _, c := range loadReprData(t).Complex {
		v := complex(parseHex(t, c[0]), parseHex(t, c[1]))
		if got := Complex(v); got != c[2] {
			t.Errorf("Complex(complex(%s, %s)) = %q, CPython repr %q", c[0], c[1], got, c[2])
		}
	}
}

// pyString builds the extended UTF-8 form of a Python str.
func pyString(cps []rune) string {
	var b []byte
	for _, r := range cps {
		b = AppendRune(b, r)
	}
	return string(b)
}

func TestStrRepr(t *testing.T) {
	d := loadReprData(t)
	if len(d.Str) < 200 {
		t.Fatalf("only %d str values in repr.json", len(d.Str))
	}
	for _, c := range d.Str {
		s := pyString(c.CodePoints)
		if got := Str(s); got != c.Repr {
			t.Errorf("Str(%U) = %q, CPython repr %q", c.CodePoints, got, c.Repr)
		}
		if got := StrLen(s); got != len(c.Repr) {
			t.Errorf("StrLen(%U) = %d, CPython's repr has %d bytes", c.CodePoints, got, len(c.Repr))
		}
		if got, want := StrTrunc(s, 5), cutRunes([]byte(c.Repr), 5); got != want {
			t.Errorf("StrTrunc(%U, 5) = %q, want %q", c.CodePoints, got, want)
		}
		if got, want := ASCIILen(c.Repr), len(AppendASCII(nil, c.Repr)); got != want {
			t.Errorf("ASCIILen(%q) = %d, AppendASCII gives %d bytes", c.Repr, got, want)
		}
	}
}

// TestReprSizes checks that the ...Len functions give the exact size of
// what the Append... functions write, for arbitrary input (invalid UTF-8
// included), since callers reserve that size before building.
func TestReprSizes(t *testing.T) {
	check := func(s string) {
		if got, want := StrLen(s), len(AppendStr(nil, s)); got != want {
			t.Errorf("StrLen(%q) = %d, AppendStr writes %d", s, got, want)
		}
		if got, want := BytesLen(s), len(AppendBytes(nil, s)); got != want {
			t.Errorf("BytesLen(%q) = %d, AppendBytes writes %d", s, got, want)
		}
		if got, want := ByteArrayLen(s), len(AppendByteArray(nil, s)); got != want {
			t.Errorf("ByteArrayLen(%q) = %d, AppendByteArray writes %d", s, got, want)
		}
		if got, want := ASCIILen(s), len(AppendASCII(nil, s)); got != want {
			t.Errorf("ASCIILen(%q) = %d, AppendASCII writes %d", s, got, want)
		}
		if got, want := BytesTrunc(s, 7), cutRunes([]byte(Bytes(s[:min(len(s), 7)])), 7); got != want {
			t.Errorf("BytesTrunc(%q, 7) = %q, want %q", s, got, want)
		}
		if got, want := StrTrunc(s, 7), cutRunes([]byte(Str(s)), 7); got != want {
			t.Errorf("StrTrunc(%q, 7) = %q, want %q", s, got, want)
		}
	}
	for _, s := range []string{"", "'", "\"", "'\"", "a'b", "\x00\x7f\xff", "\xed\xa0\x80", "é😀\u2028", "\t\n\r\\"} {
		check(s)
	}
	for c := 0; c < 256; c++ {
		check(string([]byte{byte(c), 'x', byte(c)}))
	}
}

func FuzzReprSizes(f *testing.F) {
	f.Add("a'b\"c\x00é\xff")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := StrLen(s), len(AppendStr(nil, s)); got != want {
			t.Errorf("StrLen(%q) = %d, AppendStr writes %d", s, got, want)
		}
		if got, want := BytesLen(s), len(AppendBytes(nil, s)); got != want {
			t.Errorf("BytesLen(%q) = %d, AppendBytes writes %d", s, got, want)
		}
		if got, want := ASCIILen(s), len(AppendASCII(nil, s)); got != want {
			t.Errorf("ASCIILen(%q) = %d, AppendASCII writes %d", s, got, want)
		}
	})
}

func TestBytesRepr(t *testing.T) {
	for _, c := range loadReprData(t).Bytes {
		b := make([]byte, len(c.Values))
		for i, v := range c.Values {
			b[i] = byte(v)
		}
		if got := Bytes(string(b)); got != c.Repr {
			t.Errorf("Bytes(%v) = %q, CPython repr %q", c.Values, got, c.Repr)
		}
		if got, want := ByteArray(string(b)), "bytearray("+c.Repr+")"; got != want {
			t.Errorf("ByteArray(%v) = %q, want %q", c.Values, got, want)
		}
	}
}

func TestDecodeRuneSurrogates(t *testing.T) {
	for r := rune(0xD800); r <= 0xDFFF; r += 0x3F {
		s := string(AppendRune(nil, r))
		got, n := DecodeRune(s)
		if got != r || n != 3 {
			t.Errorf("DecodeRune(AppendRune(%U)) = %U, %d", r, got, n)
		}
	}
}

// TestIsPrintable compares IsPrintable with CPython's str.isprintable on
// every code point, reporting the differing ranges.
func TestIsPrintable(t *testing.T) {
	d := loadReprData(t)
	want := make([]bool, unicode.MaxRune+1)
	for _, r := range d.Printable {
		for c := r[0]; c <= r[1]; c++ {
			want[c] = true
		}
	}
	var diffs []string
	n := 0
	for c := rune(0); c <= unicode.MaxRune; {
		if IsPrintable(c) == want[c] {
			c++
			continue
		}
		lo := c
		for c <= unicode.MaxRune && IsPrintable(c) != want[c] {
			c++
		}
		n += int(c - lo)
		diffs = append(diffs, fmt.Sprintf("%U..%U (CPython printable: %v)", lo, c-1, want[lo]))
	}
	if n > 0 {
		t.Errorf("IsPrintable differs from CPython 3.11's str.isprintable on %d code points in %d ranges (Go's unicode package is Unicode %s, CPython 3.11's is 14.0):\n%s",
			n, len(diffs), unicode.Version, strings.Join(diffs, "\n"))
	}
}
