package modules

import (
	"io"

	"github.com/pyinterp/pyinterp/eval"
)

// The textwrap, uuid, urllib.parse, difflib and pprint modules, and
// string.Template, are Python (py/<name>.py), written from CPython 3.11's
// documented and observed behaviour; this file loads them and holds their
// Go helpers.
//
// uuid.uuid4 reads its 16 random bytes from Options.Entropy. uuid.uuid1
// and uuid.getnode raise NotImplementedError: they would expose the
// host's MAC address and clock.
//
// urllib is a package with one submodule: importing urllib.parse sets
// the parse attribute of the urllib module, as CPython's import system
// does.

// seedFrom copies attributes of standard modules into a seed map:
// each entry is {module, attribute, name in the seed}.
func seedFrom(t *eval.Thread, seed map[string]eval.Value, names [][3]string) error {
	for _, x := range names {
		m, err := t.Interp.ImportUnchecked(t, x[0])
		if err != nil {
			return err
		}
		v, ok := m.Attrs.Get(x[1])
		if !ok {
			return eval.Errorf(eval.ImportErrorType, "cannot import name '%s' from '%s'", x[1], x[0])
		}
		seed[x[2]] = v
	}
	return nil
}

func loadTextwrap(t *eval.Thread, o *Options) (*eval.Module, error) {
	return runPyModule(t, "textwrap", nil)
}

func loadUUID(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := goFuncs(map[string]fn{
		"_urandom": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_urandom", args, kw, 1, 1); err != nil {
				return nil, err
			}
			k, err := eval.AsInt(t, args[0])
			if err != nil {
				return nil, err
			}
			if k < 0 || k > 1<<16 {
				return nil, eval.Errorf(eval.ValueErrorType, "_urandom: bad size")
			}
			buf := make([]byte, k)
			if _, err := io.ReadFull(o.Entropy, buf); err != nil {
				return nil, eval.Errorf(eval.OSErrorType, "entropy source failed: %s", err.Error())
			}
			return eval.Bytes(buf), nil
		},
	})
	if err := seedFrom(t, seed, [][3]string{
		{"hashlib", "md5", "_md5"}, {"hashlib", "sha1", "_sha1"}, {"enum", "Enum", "_Enum"},
	}); err != nil {
		return nil, err
	}
	return runPyModule(t, "uuid", seed)
}

func loadUrllib(t *eval.Thread, o *Options) (*eval.Module, error) {
	return eval.NewModule("urllib"), nil
}

func loadUrllibParse(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := map[string]eval.Value{}
	if err := seedFrom(t, seed, [][3]string{
		{"collections", "namedtuple", "_namedtuple"},
	}); err != nil {
		return nil, err
	}
	m, err := runPyModule(t, "urllib.parse", seed)
	if err != nil {
		return nil, err
	}
	pkg, err := t.Interp.ImportUnchecked(t, "urllib")
	if err != nil {
		return nil, err
	}
	pkg.Attrs.Set("parse", m)
	return m, nil
}

func loadDifflib(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := map[string]eval.Value{}
	if err := seedFrom(t, seed, [][3]string{
		{"collections", "namedtuple", "_namedtuple"},
	}); err != nil {
		return nil, err
	}
	return runPyModule(t, "difflib", seed)
}

func loadPprint(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := goFuncs(map[string]fn{"_attrowner": pyHelperAttrOwner})
	if err := seedFrom(t, seed, [][3]string{
		{"collections", "OrderedDict", "_OrderedDict"}, {"collections", "defaultdict", "_defaultdict"},
		{"collections", "Counter", "_Counter"}, {"collections", "ChainMap", "_ChainMap"},
		{"collections", "deque", "_deque"},
	}); err != nil {
		return nil, err
	}
	return runPyModule(t, "pprint", seed)
}
