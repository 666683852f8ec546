package modules

import (
	"github.com/pyinterp/pyinterp/eval"
)

// The fractions module is Python (py/fractions.py), behaving as CPython
// 3.11's. Its loader binds the pieces of other modules the source uses.

func loadFractions(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := map[string]eval.Value{"_index": eval.NewBuiltin("_index", pyHelperIndex)}
	if err := importNames(t, seed, [][3]string{
		{"math", "gcd", "_gcd"}, {"math", "isnan", "_isnan"}, {"math", "isinf", "_isinf"},
		{"numbers", "Rational", "_Rational"},
	}); err != nil {
		return nil, err
	}
	re, err := t.Interp.ImportUnchecked(t, "re")
	if err != nil {
		return nil, err
	}
	seed["_re"] = re
	seed["_Decimal"] = eval.None
	if dec, err := t.Interp.ImportUnchecked(t, "decimal"); err == nil {
		if v, ok := dec.Attrs.Get("Decimal"); ok {
			seed["_Decimal"] = v
		}
	}
	return runPyModule(t, "fractions", seed)
}

// importNames binds, for each {module, name, as}, module.name as seed[as].
func importNames(t *eval.Thread, seed map[string]eval.Value, names [][3]string) error {
	for _, x := range names {
		m, err := t.Interp.ImportUnchecked(t, x[0])
		if err != nil {
			return err
		}
		v, ok, err := m.Attr(t, x[1])
		if err != nil {
			return err
		}
		if !ok {
			return eval.Errorf(eval.ImportErrorType, "cannot import name '%s' from '%s'", x[1], x[0])
		}
		seed[x[2]] = v
	}
	return nil
}
