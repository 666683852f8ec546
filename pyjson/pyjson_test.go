package pyjson

import (
	"bufio"
	"context"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pyinterp/pyinterp"
)

type valueCase struct {
	expr, json string
	line       int
}

// readCases reads testdata/cases.txt, the table shared with the Python
// client's tests.
func readCases(t testing.TB) []valueCase {
	f, err := os.Open("testdata/cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []valueCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		expr, js, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("cases.txt:%d: no tab", n)
		}
		cases = append(cases, valueCase{expr, js, n})
	}
	return cases
}

func newExecutor(t testing.TB) *pyinterp.Executor {
	ex, err := pyinterp.New(pyinterp.Options{OrderedDicts: true})
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

// TestEncodeCases: the value pyinterp computes for each expression
// encodes to the table's text.
func TestEncodeCases(t *testing.T) {
	ex := newExecutor(t)
	for _, c := range readCases(t) {
		res, err := ex.Run(context.Background(), c.expr)
		if err != nil {
			t.Errorf("line %d: %s: %v", c.line, c.expr, err)
			continue
		}
		got, err := Encode(res.Value)
		if err != nil {
			t.Errorf("line %d: Encode(%s): %v", c.line, c.expr, err)
			continue
		}
		if string(got) != c.json {
			t.Errorf("line %d: %s encodes to %s, want %s", c.line, c.expr, got, c.json)
		}
	}
}

// TestDecodeCases: each encoding decodes to a value that, passed back to
// Python, has the expression's repr, and encodes to the same text.
func TestDecodeCases(t *testing.T) {
	ex := newExecutor(t)
	for _, c := range readCases(t) {
		v, err := Decode([]byte(c.json), DecodeOptions{})
		if err != nil {
			t.Errorf("line %d: Decode(%s): %v", c.line, c.json, err)
			continue
		}
		again, err := Encode(v)
		if err != nil || string(again) != c.json {
			t.Errorf("line %d: %s decodes and encodes to %s (%v)", c.line, c.json, again, err)
		}
		if err := ex.SetVariables(map[string]any{"v": v}); err != nil {
			t.Errorf("line %d: SetVariables(%#v): %v", c.line, v, err)
			continue
		}
		res, err := ex.Run(context.Background(), "repr(v) == repr("+c.expr+") and type(v) is type("+c.expr+")")
		if err != nil || res.Value != true {
			r, _ := ex.Run(context.Background(), "repr(v)")
			t.Errorf("line %d: %s decodes to %s in Python, want %s (%v)", c.line, c.json, r.Repr, c.expr, err)
		}
	}
}

func TestDecodeForms(t *testing.T) {
	for _, c := range []struct {
		json string
		want any
		opts DecodeOptions
	}{
		{`{"$frozenset":[1]}`, pyinterp.Set{int64(1)}, DecodeOptions{}},
		{`{"$bytearray":"YQ=="}`, []byte("a"), DecodeOptions{}},
		{`{"$repr":"<object at 0x1>","type":"object"}`, pyinterp.Opaque{Type: "object", Repr: "<object at 0x1>"}, DecodeOptions{}},
		{`{"$repr":"<object at 0x1>"}`, pyinterp.Opaque{Repr: "<object at 0x1>"}, DecodeOptions{}},
		{`{"$repr":"<x>","type":"X"}`, "<x>", DecodeOptions{OpaqueAsRepr: true}},
		{`{"$float":"1.5"}`, 1.5, DecodeOptions{}},
		{`{"$float":"Infinity"}`, math.Inf(1), DecodeOptions{}},
		{`1e999`, math.Inf(1), DecodeOptions{}},
		{`123456789012345678901234567890`, bigInt("123456789012345678901234567890"), DecodeOptions{}},
		{`{"$complex":[1,2]}`, complex(1, 2), DecodeOptions{}},
		{` {"a" : [ ] } `, pyinterp.Dict{{Key: "a", Value: []any{}}}, DecodeOptions{}},
	} {
		got, err := Decode([]byte(c.json), c.opts)
		if err != nil {
			t.Errorf("Decode(%s): %v", c.json, err)
			continue
		}
		if diff := cmp.Diff(c.want, got, cmp.Comparer(func(a, b interface{ String() string }) bool { return a.String() == b.String() })); diff != "" {
			t.Errorf("Decode(%s) (-want +got):\n%s", c.json, diff)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, c := range []struct{ json, err string }{
		{``, "unexpected end of data"},
		{`[1,`, "unexpected end"},
		{`{"a":1`, "unexpected end"},
		{`[1] 2`, "data after the value"},
		{`{"$nope":1}`, `unknown tag "$nope"`},
		{`{"$int":"12x"}`, "bad $int"},
		{`{"$int":12}`, "$int wants a string"},
		{`{"$int":"1","x":2}`, "unexpected key x after $int"},
		{`{"$bytes":"!!"}`, "bad base64"},
		{`{"$tuple":{}}`, "$tuple wants an array"},
		{`{"$dict":[[1]]}`, "[key, value] pairs"},
		{`{"$complex":[1]}`, "$complex wants [real, imag]"},
		{`{"$float":"abc"}`, "bad $float"},
		{strings.Repeat("[", 102) + strings.Repeat("]", 102), "nested more than 100"},
		{`"\ud800"x`, "data after"},
		{`{"a" 1}`, "invalid character"},
	} {
		_, err := Decode([]byte(c.json), DecodeOptions{})
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("Decode(%q): error %v, want one containing %q", c.json, err, c.err)
		}
	}
}

func TestEncodeErrors(t *testing.T) {
	deep := any(nil)
	for range MaxDepth + 2 {
		deep = []any{deep}
	}
	for _, v := range []any{deep, struct{}{}, []int{1}} {
		if _, err := Encode(v); err == nil {
			t.Errorf("Encode(%#v) succeeded", v)
		}
	}
}

func TestFormatFloat(t *testing.T) {
	// Python's repr of each float.
	for f, want := range map[float64]string{
		0: "0.0", 1: "1.0", -2.5: "-2.5", 1e15: "1000000000000000.0", 1e16: "1e+16", 1.5e16: "1.5e+16",
		1e-4: "0.0001", 1e-5: "1e-05", 5e-324: "5e-324", math.MaxFloat64: "1.7976931348623157e+308",
		0.30000000000000004: "0.30000000000000004", 123.456: "123.456",
	} {
		if got := FormatFloat(f); got != want {
			t.Errorf("FormatFloat(%v) = %s, want %s", f, got, want)
		}
	}
}

func bigInt(s string) any {
	v, _ := parseInt(s)
	return v
}
