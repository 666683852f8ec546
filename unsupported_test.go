package pyinterp

import (
	"strings"
	"testing"
)

// TestUnsupportedFeatures: syntax pyinterp reads but does not run is
// refused with a NotImplementedError naming the feature, never run as
// something else (a type parameter's name resolved as a global).
func TestUnsupportedFeatures(t *testing.T) {
	cases := []struct{ code, feature string }{
		{"type X = int", "'type' statements"},
		{"def f[T](x: T) -> T:\n    return x", "type parameter lists"},
		{"async def f[T](x: T):\n    return x", "type parameter lists"},
		{"class C[T]:\n    pass", "type parameter lists"},
	}
	ex := mustNew(t, Options{})
	for _, c := range cases {
		_, err := runErr(t, ex, c.code)
		if err == nil || err.Type != "NotImplementedError" || !strings.Contains(err.Message, c.feature) {
			t.Errorf("%q: got %v, want NotImplementedError naming %s", c.code, err, c.feature)
		}
	}
}
