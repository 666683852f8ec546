package parser

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// literalCase is one case of testdata/scanner/literals.json: a literal
// and the repr (or SyntaxError message) CPython's eval gives it.
type literalCase struct {
	Lit   string `json:"lit"`
	Raw   string `json:"raw"`
	IsRaw bool   `json:"is_raw"`
	Repr  string `json:"repr"`
	Type  string `json:"type"`
	Error string `json:"error"`
}

func readLiterals(t *testing.T) map[string][]literalCase {
	data, err := os.ReadFile(filepath.Join("testdata", "scanner", "literals.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string][]literalCase
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// valueRepr returns Python's repr of a decoded literal value.
func valueRepr(v any) string {
	switch v := v.(type) {
	case string:
		return pyrepr.Str(v)
	case ast.Bytes:
		return pyrepr.Bytes(string(v))
	case int64:
		return fmt.Sprint(v)
	case *big.Int:
		return v.String()
	case float64:
		return pyrepr.Float(v)
	case complex128:
		return pyrepr.Complex(v)
	}
	return fmt.Sprintf("?%T", v)
}

func TestDecodeString(t *testing.T) {
	for _, c := range readLiterals(t)["strings"] {
		v, _, msg, _ := decodeString(c.Lit)
		if c.Error != "" {
			if msg != c.Error {
				t.Errorf("%s: error %q, want %q", c.Lit, msg, c.Error)
			}
			continue
		}
		if msg != "" {
			t.Errorf("%s: error %q, want %s", c.Lit, msg, c.Repr)
			continue
		}
		if got := valueRepr(v); got != c.Repr {
			t.Errorf("%s: got %s, want %s", c.Lit, got, c.Repr)
		}
	}
}

func TestDecodeStringPrefix(t *testing.T) {
	for lit, wantU := range map[string]bool{`u"x"`: true, `U'x'`: true, `"x"`: false, `r"x"`: false} {
		if _, isU, _, _ := decodeString(lit); isU != wantU {
			t.Errorf("%s: isU = %v", lit, isU)
		}
	}
	if _, _, msg, at := decodeString(`b"ab\x4"`); msg == "" || at != 4 {
		t.Errorf(`b"ab\x4": error %q at %d, want at 4`, msg, at)
	}
}

func TestParseNumber(t *testing.T) {
	for _, c := range readLiterals(t)["numbers"] {
		v, err := parseNumber(c.Lit)
		if err != nil {
			t.Errorf("%s: %v", c.Lit, err)
			continue
		}
		if got := valueRepr(v); got != c.Repr {
			t.Errorf("%s: got %s, want %s", c.Lit, got, c.Repr)
		}
		if c.Type == "int" {
			want, _ := new(big.Int).SetString(c.Repr, 10)
			_, isInt := v.(int64)
			if isInt != want.IsInt64() {
				t.Errorf("%s: got %T, want int64 only when it fits", c.Lit, v)
			}
		}
	}
}

func TestDecodeFStringPart(t *testing.T) {
	for _, c := range readLiterals(t)["fstring_parts"] {
		v, msg := decodeFStringPart(c.Raw, c.IsRaw)
		if c.Error != "" {
			if msg != c.Error {
				t.Errorf("%s: error %q, want %q", c.Raw, msg, c.Error)
			}
			continue
		}
		if msg != "" {
			t.Errorf("%s: error %q, want %s", c.Raw, msg, c.Repr)
			continue
		}
		if got := pyrepr.Str(v); got != c.Repr {
			t.Errorf("%s: got %s, want %s", c.Raw, got, c.Repr)
		}
	}
}
