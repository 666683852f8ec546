// Package pyjson is the typed JSON encoding of Python values that
// pyinterp's servers use on the wire: values keep their Python meaning
// (dict order, tuples and lists, sets, bytes, big ints, NaN and
// infinities) and anything else travels as its repr.
//
// JSON's own values are used where they mean one Python thing; every
// other value is a tagged object, a JSON object whose first key starts
// with "$":
//
//	None                    null
//	True, False             true, false
//	int                     a JSON integer (123) when |n| < 2**53,
//	                        else {"$int": "123456789012345678901234567890"}
//	float                   a JSON number with a fraction or an exponent
//	                        (1.0, 1e+100, as Python's repr writes it);
//	                        {"$float": "nan"}, {"$float": "inf"}, {"$float": "-inf"}
//	str                     a JSON string
//	list                    a JSON array
//	dict with str keys      a JSON object, keys in the dict's order
//	other dict              {"$dict": [[key, value], ...]} (any key type; also
//	                        a str-keyed dict whose first key starts with "$")
//	tuple                   {"$tuple": [...]}
//	set, frozenset          {"$set": [...]}, {"$frozenset": [...]}
//	bytes, bytearray        {"$bytes": "<base64>"}, {"$bytearray": "<base64>"}
//	complex                 {"$complex": [real, imag]} (each a float as above)
//	anything else           {"$repr": "<repr>", "type": "<type name>"}
//
// Go values are the embedding API's natural conversion with ordered
// dicts (pyinterp.Options.OrderedDicts): nil, bool, int64, *big.Int,
// float64, complex128, string, []byte, []any, pyinterp.Tuple,
// pyinterp.Set, pyinterp.Dict and pyinterp.Opaque. The Go side does not
// tell frozenset from set nor bytearray from bytes: Encode writes "$set"
// and "$bytes", and Decode reads "$frozenset" as a Set and "$bytearray"
// as []byte.
package pyjson

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp"
)

// MaxDepth bounds the nesting of containers, both ways.
const MaxDepth = 100

// maxSafeInt is 2**53: integers below it in magnitude are exact in every
// JSON reader (JavaScript's numbers included).
const maxSafeInt = 1 << 53

// Encode returns the typed JSON encoding of v (see the package doc).
func Encode(v any) ([]byte, error) {
	var b bytes.Buffer
	if err := encode(&b, v, 0); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func encode(b *bytes.Buffer, v any, depth int) error {
	if depth > MaxDepth {
		return fmt.Errorf("pyjson: value nested more than %d levels deep", MaxDepth)
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		if x {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case int:
		encodeInt(b, int64(x))
	case int64:
		encodeInt(b, x)
	case *big.Int:
		if x == nil {
			b.WriteString("null")
		} else if x.IsInt64() {
			encodeInt(b, x.Int64())
		} else {
			b.WriteString(`{"$int":"`)
			b.WriteString(x.String())
			b.WriteString(`"}`)
		}
	case float64:
		encodeFloat(b, x)
	case complex128:
		b.WriteString(`{"$complex":[`)
		encodeFloat(b, real(x))
		b.WriteByte(',')
		encodeFloat(b, imag(x))
		b.WriteString("]}")
	case string:
		encodeString(b, x)
	case []byte:
		b.WriteString(`{"$bytes":"`)
		b.WriteString(base64.StdEncoding.EncodeToString(x))
		b.WriteString(`"}`)
	case []any:
		return encodeArray(b, x, depth)
	case pyinterp.Tuple:
		b.WriteString(`{"$tuple":`)
		if err := encodeArray(b, x, depth); err != nil {
			return err
		}
		b.WriteByte('}')
	case pyinterp.Set:
		b.WriteString(`{"$set":`)
		if err := encodeArray(b, x, depth); err != nil {
			return err
		}
		b.WriteByte('}')
	case pyinterp.Dict:
		return encodeDict(b, x, depth)
	case pyinterp.Opaque:
		b.WriteString(`{"$repr":`)
		encodeString(b, x.Repr)
		b.WriteString(`,"type":`)
		encodeString(b, x.Type)
		b.WriteByte('}')
	case map[string]any:
		// Not produced by ordered conversion; accepted for hosts that
		// build values by hand (keys in Go's map order, i.e. none).
		d := make(pyinterp.Dict, 0, len(x))
		for k, e := range x {
			d = append(d, pyinterp.DictItem{Key: k, Value: e})
		}
		return encodeDict(b, d, depth)
	default:
		return fmt.Errorf("pyjson: cannot encode Go value of type %T", v)
	}
	return nil
}

func encodeInt(b *bytes.Buffer, n int64) {
	if n > -maxSafeInt && n < maxSafeInt {
		b.WriteString(strconv.FormatInt(n, 10))
		return
	}
	b.WriteString(`{"$int":"`)
	b.WriteString(strconv.FormatInt(n, 10))
	b.WriteString(`"}`)
}

// encodeFloat writes f as Python's repr does (shortest round-trip
// digits, an exponent from 1e16 and below 1e-4), which is always a JSON
// number with a fraction or an exponent.
func encodeFloat(b *bytes.Buffer, f float64) {
	switch {
	case math.IsNaN(f):
		b.WriteString(`{"$float":"nan"}`)
		return
	case math.IsInf(f, 1):
		b.WriteString(`{"$float":"inf"}`)
		return
	case math.IsInf(f, -1):
		b.WriteString(`{"$float":"-inf"}`)
		return
	}
	b.WriteString(FormatFloat(f))
}

// FormatFloat formats a finite float as Python's repr does.
func FormatFloat(f float64) string {
	abs := math.Abs(f)
	if abs != 0 && (abs < 1e-4 || abs >= 1e16) {
		s := strconv.FormatFloat(f, 'e', -1, 64)
		// Go writes 1e+16 and 1e-05; Python 1e+16 and 1e-05: the same,
		// except that Go's mantissa never has a trailing ".0" to drop.
		return s
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.ContainsAny(s, ".") {
		s += ".0"
	}
	return s
}

func encodeString(b *bytes.Buffer, s string) {
	// encoding/json escapes <, > and & for HTML; that is still valid JSON
	// for every reader, but not what Python's json.dumps(ensure_ascii=False)
	// writes, which this matches: write our own.
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
			i++
		case c < 0x20:
			switch c {
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			default:
				fmt.Fprintf(b, `\u%04x`, c)
			}
			i++
		case c < 0x80:
			b.WriteByte(c)
			i++
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == 0xfffd && size == 1 {
				b.WriteString(`\ufffd`) // invalid UTF-8 (strs are valid; be safe)
			} else {
				b.WriteString(s[i : i+size])
			}
			i += size
		}
	}
	b.WriteByte('"')
}

func encodeArray(b *bytes.Buffer, xs []any, depth int) error {
	b.WriteByte('[')
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := encode(b, x, depth+1); err != nil {
			return err
		}
	}
	b.WriteByte(']')
	return nil
}

func encodeDict(b *bytes.Buffer, d pyinterp.Dict, depth int) error {
	plain := true
	for i, it := range d {
		k, ok := it.Key.(string)
		if !ok || i == 0 && strings.HasPrefix(k, "$") {
			plain = false
			break
		}
	}
	if plain {
		b.WriteByte('{')
		for i, it := range d {
			if i > 0 {
				b.WriteByte(',')
			}
			encodeString(b, it.Key.(string))
			b.WriteByte(':')
			if err := encode(b, it.Value, depth+1); err != nil {
				return err
			}
		}
		b.WriteByte('}')
		return nil
	}
	b.WriteString(`{"$dict":[`)
	for i, it := range d {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('[')
		if err := encode(b, it.Key, depth+1); err != nil {
			return err
		}
		b.WriteByte(',')
		if err := encode(b, it.Value, depth+1); err != nil {
			return err
		}
		b.WriteByte(']')
	}
	b.WriteString("]}")
	return nil
}

// DecodeOptions adjust Decode.
type DecodeOptions struct {
	// OpaqueAsRepr decodes {"$repr": ...} as the repr string rather than
	// as a pyinterp.Opaque (for values bound for Python, which cannot
	// rebuild a foreign object).
	OpaqueAsRepr bool
}

// Decode parses one typed JSON value (see the package doc). Integers
// become int64 (*big.Int beyond), numbers with a fraction or an exponent
// float64, objects pyinterp.Dict unless tagged.
func Decode(data []byte, opts DecodeOptions) (any, error) {
	d := &decoder{dec: json.NewDecoder(bytes.NewReader(data)), opts: opts}
	d.dec.UseNumber()
	v, err := d.value(0)
	if err != nil {
		return nil, err
	}
	if _, err := d.dec.Token(); err != io.EOF {
		return nil, errors.New("pyjson: data after the value")
	}
	return v, nil
}

type decoder struct {
	dec  *json.Decoder
	opts DecodeOptions
}

func (d *decoder) value(depth int) (any, error) {
	if depth > MaxDepth {
		return nil, fmt.Errorf("pyjson: value nested more than %d levels deep", MaxDepth)
	}
	tok, err := d.dec.Token()
	if err != nil {
		return nil, syntaxError(err)
	}
	switch t := tok.(type) {
	case nil:
		return nil, nil
	case bool:
		return t, nil
	case string:
		return t, nil
	case json.Number:
		return number(string(t))
	case json.Delim:
		switch t {
		case '[':
			return d.array(depth)
		case '{':
			return d.object(depth)
		}
	}
	return nil, fmt.Errorf("pyjson: unexpected %v", tok)
}

func syntaxError(err error) error {
	if err == io.EOF {
		return errors.New("pyjson: unexpected end of data")
	}
	return fmt.Errorf("pyjson: %v", err)
}

func number(s string) (any, error) {
	if strings.ContainsAny(s, ".eE") {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return nil, fmt.Errorf("pyjson: bad number %s", s)
		}
		return f, nil // out of range: ±inf, as Python's float('1e999')
	}
	return parseInt(s)
}

func parseInt(s string) (any, error) {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, nil
	}
	if len(s) > 10000 {
		return nil, errors.New("pyjson: integer of more than 10000 digits")
	}
	b, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return nil, fmt.Errorf("pyjson: bad integer %q", s)
	}
	return b, nil
}

// array reads the elements of an array whose '[' was read.
func (d *decoder) array(depth int) ([]any, error) {
	out := []any{}
	for d.dec.More() {
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	if _, err := d.dec.Token(); err != nil { // ']'
		return nil, syntaxError(err)
	}
	return out, nil
}

// object reads an object whose '{' was read: a tagged value or a dict.
func (d *decoder) object(depth int) (any, error) {
	var out pyinterp.Dict
	first := true
	for d.dec.More() {
		tok, err := d.dec.Token()
		if err != nil {
			return nil, syntaxError(err)
		}
		key, _ := tok.(string)
		if first && strings.HasPrefix(key, "$") {
			return d.tagged(key, depth)
		}
		first = false
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		out = append(out, pyinterp.DictItem{Key: key, Value: v})
	}
	if _, err := d.dec.Token(); err != nil { // '}'
		return nil, syntaxError(err)
	}
	if out == nil {
		out = pyinterp.Dict{}
	}
	return out, nil
}

// tagged reads the rest of a tagged object after its tag key.
func (d *decoder) tagged(tag string, depth int) (any, error) {
	var v any
	var err error
	switch tag {
	case "$int":
		var s string
		if s, err = d.str(tag); err == nil {
			if strings.TrimLeft(s, "-0123456789") != "" || s == "" || s == "-" {
				return nil, fmt.Errorf("pyjson: bad $int %q", s)
			}
			v, err = parseInt(s)
		}
	case "$float":
		var s string
		if s, err = d.str(tag); err == nil {
			switch strings.ToLower(s) {
			case "nan":
				v = math.NaN()
			case "inf", "+inf", "infinity":
				v = math.Inf(1)
			case "-inf", "-infinity":
				v = math.Inf(-1)
			default:
				f, perr := strconv.ParseFloat(s, 64)
				if perr != nil && !errors.Is(perr, strconv.ErrRange) {
					return nil, fmt.Errorf("pyjson: bad $float %q", s)
				}
				v = f
			}
		}
	case "$bytes", "$bytearray":
		var s string
		if s, err = d.str(tag); err == nil {
			var b []byte
			if b, err = base64.StdEncoding.DecodeString(s); err != nil {
				return nil, fmt.Errorf("pyjson: bad base64 in %s", tag)
			}
			v = b
		}
	case "$tuple", "$set", "$frozenset":
		var xs []any
		if xs, err = d.list(tag, depth); err == nil {
			if tag == "$tuple" {
				v = pyinterp.Tuple(xs)
			} else {
				v = pyinterp.Set(xs)
			}
		}
	case "$complex":
		var xs []any
		if xs, err = d.list(tag, depth); err == nil {
			var re, im float64
			var ok1, ok2 bool
			if len(xs) == 2 {
				re, ok1 = toFloat(xs[0])
				im, ok2 = toFloat(xs[1])
			}
			if !ok1 || !ok2 {
				return nil, errors.New("pyjson: $complex wants [real, imag]")
			}
			v = complex(re, im)
		}
	case "$dict":
		v, err = d.dictItems(depth)
	case "$repr":
		var s string
		if s, err = d.str(tag); err == nil {
			o := pyinterp.Opaque{Repr: s}
			// An optional "type" member follows.
			for d.dec.More() {
				tok, terr := d.dec.Token()
				if terr != nil {
					return nil, syntaxError(terr)
				}
				if tok != "type" {
					return nil, fmt.Errorf("pyjson: unexpected key %v in $repr", tok)
				}
				if o.Type, err = d.str("type"); err != nil {
					return nil, err
				}
			}
			v = o
			if d.opts.OpaqueAsRepr {
				v = s
			}
		}
	default:
		return nil, fmt.Errorf("pyjson: unknown tag %q", tag)
	}
	if err != nil {
		return nil, err
	}
	tok, err := d.dec.Token()
	if err != nil {
		return nil, syntaxError(err)
	}
	if tok != json.Delim('}') {
		return nil, fmt.Errorf("pyjson: unexpected key %v after %s", tok, tag)
	}
	return v, nil
}

func toFloat(x any) (float64, bool) {
	switch f := x.(type) {
	case float64:
		return f, true
	case int64:
		return float64(f), true
	}
	return 0, false
}

// str reads a string member value.
func (d *decoder) str(tag string) (string, error) {
	tok, err := d.dec.Token()
	if err != nil {
		return "", syntaxError(err)
	}
	s, ok := tok.(string)
	if !ok {
		return "", fmt.Errorf("pyjson: %s wants a string", tag)
	}
	return s, nil
}

// list reads an array member value.
func (d *decoder) list(tag string, depth int) ([]any, error) {
	tok, err := d.dec.Token()
	if err != nil {
		return nil, syntaxError(err)
	}
	if tok != json.Delim('[') {
		return nil, fmt.Errorf("pyjson: %s wants an array", tag)
	}
	return d.array(depth)
}

// dictItems reads the [[key, value], ...] of a $dict.
func (d *decoder) dictItems(depth int) (pyinterp.Dict, error) {
	tok, err := d.dec.Token()
	if err != nil {
		return nil, syntaxError(err)
	}
	if tok != json.Delim('[') {
		return nil, errors.New("pyjson: $dict wants an array of [key, value] pairs")
	}
	out := pyinterp.Dict{}
	for d.dec.More() {
		pair, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		p, ok := pair.([]any)
		if !ok || len(p) != 2 {
			return nil, errors.New("pyjson: $dict wants an array of [key, value] pairs")
		}
		out = append(out, pyinterp.DictItem{Key: p[0], Value: p[1]})
	}
	if _, err := d.dec.Token(); err != nil {
		return nil, syntaxError(err)
	}
	return out, nil
}
