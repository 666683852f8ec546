package modules

import (
	"github.com/pyinterp/pyinterp/eval"
)

// The statistics module is Python (py/statistics.py): CPython 3.11's
// algorithms over an exact rational of its own where CPython uses
// fractions.Fraction, and NormalDist (its samples draw from the random
// module, imported with it).

func loadStatistics(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := map[string]eval.Value{}
	get := func(mod, name, as string) error {
		m, err := t.Interp.ImportUnchecked(t, mod)
		if err != nil {
			return err
		}
		v, ok, err := m.Attr(t, name)
		if err != nil {
			return err
		}
		if !ok {
			return eval.Errorf(eval.ImportErrorType, "cannot import name '%s' from '%s'", name, mod)
		}
		seed[as] = v
		return nil
	}
	for _, x := range [][3]string{
		{"math", "gcd", "_gcd"}, {"math", "isqrt", "_isqrt"}, {"math", "fsum", "_fsum"}, {"math", "exp", "_exp"},
		{"math", "log", "_log"}, {"math", "sqrt", "_sqrt"}, {"math", "erf", "_erf"}, {"math", "fabs", "_fabs"},
		{"math", "hypot", "_hypot"}, {"operator", "mul", "_mul"},
		{"bisect", "bisect_left", "_bisect_left"}, {"bisect", "bisect_right", "_bisect_right"},
		{"collections", "Counter", "_Counter"}, {"collections", "namedtuple", "_namedtuple"}, {"numbers", "Real", "_Real"},
	} {
		if err := get(x[0], x[1], x[2]); err != nil {
			return nil, err
		}
	}
	rnd, err := t.Interp.ImportUnchecked(t, "random")
	if err != nil {
		return nil, err
	}
	seed["_random"] = rnd
	return runPyModule(t, "statistics", seed)
}
