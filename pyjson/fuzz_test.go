package pyjson

import (
	"testing"
)

// FuzzDecode: Decode never panics, and whatever it accepts encodes, and
// that encoding is a fixed point (decodes and encodes to itself).
//
//	go test ./pyjson -run '^$' -fuzz FuzzDecode -fuzztime 2m
func FuzzDecode(f *testing.F) {
	for _, c := range readCases(f) {
		f.Add([]byte(c.json))
	}
	for _, s := range []string{`{"$dict":[[[1],2]]}`, `{"$repr":"x","type":"T"}`, `{"$frozenset":[{"$bytes":"YQ=="}]}`,
		`[{"$float":"-inf"},{"$int":"-0"}]`, `{"a":{"$tuple":[]},"$b":1}`, `"\u2028"`, `1E400`, `-0`, `{"":null}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := Decode(data, DecodeOptions{})
		if err != nil {
			return
		}
		enc, err := Encode(v)
		if err != nil {
			t.Fatalf("Decode(%q) = %#v, which does not encode: %v", data, v, err)
		}
		v2, err := Decode(enc, DecodeOptions{})
		if err != nil {
			t.Fatalf("Encode gave %s, which does not decode: %v", enc, err)
		}
		enc2, err := Encode(v2)
		if err != nil || string(enc2) != string(enc) {
			t.Fatalf("not a fixed point: %s -> %s (%v)", enc, enc2, err)
		}
	})
}
