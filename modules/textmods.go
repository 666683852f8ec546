package modules

import (
	"io"
	"sort"

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
// urllib is a package with one submodule, parse, loaded with the package:
// CPython's startup (site) imports urllib.parse, so there a program's
// `import urllib` alone already finds urllib.parse.

// seedFrom copies attributes of standard modules into a seed map:
// each entry is {module, attribute, name in the seed}.
func seedFrom(t *eval.Thread, seed map[string]eval.Value, names [][3]string) error {
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
			buf, err := eval.Make[byte](t, int(k))
			if err != nil {
				return nil, err
			}
			if _, err := io.ReadFull(o.Entropy, buf); err != nil {
				return nil, eval.Errorf(eval.OSErrorType, "entropy source failed: %s", err.Error())
			}
			return eval.BytesOwned(buf), nil
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
	m := eval.NewModule("urllib")
	p, err := buildUrllibParse(t)
	if err != nil {
		return nil, err
	}
	m.Attrs.Set("parse", p)
	return m, nil
}

// loadUrllibParse returns the parse module of the urllib package.
func loadUrllibParse(t *eval.Thread, o *Options) (*eval.Module, error) {
	pkg, err := t.Interp.ImportUnchecked(t, "urllib")
	if err != nil {
		return nil, err
	}
	if p, ok := pkg.Attrs.Get("parse"); ok {
		if m, ok := p.(*eval.Module); ok && m.Name == "urllib.parse" {
			return m, nil
		}
	}
	m, err := buildUrllibParse(t)
	if err != nil {
		return nil, err
	}
	pkg.Attrs.Set("parse", m)
	return m, nil
}

func buildUrllibParse(t *eval.Thread) (*eval.Module, error) {
	seed := goFuncs(map[string]fn{
		// _nfkc is unicodedata.normalize, imported on first use.
		"_nfkc": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			ud, err := t.Interp.ImportUnchecked(t, "unicodedata")
			if err != nil {
				return nil, err
			}
			f, _ := ud.Attrs.Get("normalize")
			return eval.Call(t, f, args, kw)
		},
	})
	if err := seedFrom(t, seed, [][3]string{
		{"collections", "namedtuple", "_namedtuple"},
	}); err != nil {
		return nil, err
	}
	return runPyModule(t, "urllib.parse", seed)
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
	seed := goFuncs(map[string]fn{"_attrowner": pyHelperAttrOwner, "_fastrepr": pprintFastRepr})
	if err := seedFrom(t, seed, [][3]string{
		{"collections", "OrderedDict", "_OrderedDict"}, {"collections", "defaultdict", "_defaultdict"},
		{"collections", "Counter", "_Counter"}, {"collections", "ChainMap", "_ChainMap"},
		{"collections", "deque", "_deque"},
	}); err != nil {
		return nil, err
	}
	return runPyModule(t, "pprint", seed)
}

// pprintFastRepr is pprint's _fastrepr(obj, sort_dicts): the repr that
// PrettyPrinter._safe_repr gives obj without a depth limit, computed in
// Go, or None when obj is outside the fast path (a type other than the
// builtin scalars, dict, list and tuple; dict keys that are not all str
// or all int, whose sort order is then left to the Python code; a
// reference cycle).
func pprintFastRepr(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_fastrepr", args, kw, 2, 2); err != nil {
		return nil, err
	}
	sortDicts, err := eval.Truth(t, args[1])
	if err != nil {
		return nil, err
	}
	b := eval.NewBuilder(t, 0)
	onPath := map[eval.Value]bool{}
	ok, err := fastRepr(t, &b, args[0], sortDicts, onPath)
	if err != nil || !ok {
		return eval.None, err
	}
	return eval.NewStrT(t, b.String()), b.Err()
}

// fastRepr writes the repr of v to b; each level of nesting counts
// against the recursion limit (a list nested a million deep is the
// limit's error, not a Go stack overflow).
func fastRepr(t *eval.Thread, b *eval.Builder, v eval.Value, sortDicts bool, onPath map[eval.Value]bool) (bool, error) {
	if err := t.Step(); err != nil {
		return false, err
	}
	if b.Err() != nil {
		return false, b.Err()
	}
	if err := t.Nest(); err != nil {
		return false, err
	}
	defer t.Unnest()
	switch v.Type() {
	case eval.StrType, eval.IntType, eval.BoolType, eval.FloatType, eval.ComplexType, eval.BytesType, eval.ByteArrayType, eval.NoneTypeType:
		s, err := eval.Repr(t, v)
		if err != nil {
			return false, err
		}
		b.WriteString(s)
		return true, nil
	case eval.ListType, eval.TupleType:
		var elems []eval.Value
		open, close := "[", "]"
		if l, ok := v.(*eval.List); ok {
			elems = l.Elems()
		} else if tu, ok := v.(*eval.Tuple); ok {
			elems = tu.Elems()
			open, close = "(", ")"
			if len(elems) == 1 {
				close = ",)"
			}
		} else {
			return false, nil
		}
		if onPath[v] {
			return false, nil
		}
		// Each level counts against the recursion limit: a list nested
		// a million deep is a RecursionError, as in CPython's pprint,
		// not a million Go frames.
		if err := t.Nest(); err != nil {
			return false, err
		}
		defer t.Unnest()
		onPath[v] = true
		defer delete(onPath, v)
		b.WriteString(open)
		for i, x := range elems {
			if i > 0 {
				b.WriteString(", ")
			}
			if ok, err := fastRepr(t, b, x, sortDicts, onPath); !ok || err != nil {
				return false, err
			}
		}
		b.WriteString(close)
		return true, nil
	case eval.DictType:
		d, ok := v.(*eval.Dict)
		if !ok || onPath[v] {
			return false, nil
		}
		if err := t.Nest(); err != nil {
			return false, err
		}
		defer t.Unnest()
		onPath[v] = true
		defer delete(onPath, v)
		var keys, vals []eval.Value
		for k, x := range d.Items() {
			var err error
			if keys, err = eval.Append(t, keys, k); err != nil {
				return false, err
			}
			if vals, err = eval.Append(t, vals, x); err != nil {
				return false, err
			}
		}
		order, err := eval.Make[int](t, len(keys))
		if err != nil {
			return false, err
		}
		for i := range order {
			order[i] = i
		}
		if sortDicts && len(keys) > 1 {
			allStr, allInt := true, true
			for _, k := range keys {
				switch k.Type() {
				case eval.StrType:
					allInt = false
				case eval.IntType:
					allStr = false
				default:
					allStr, allInt = false, false
				}
			}
			if !allStr && !allInt {
				return false, nil
			}
			var cmpErr error
			sort.SliceStable(order, func(i, j int) bool {
				if cmpErr != nil {
					return false
				}
				lt, err := eval.CompareBool(t, eval.LT, keys[order[i]], keys[order[j]])
				if err != nil {
					cmpErr = err
				}
				return lt
			})
			if cmpErr != nil {
				return false, cmpErr
			}
		}
		b.WriteByte('{')
		for n, i := range order {
			if n > 0 {
				b.WriteString(", ")
			}
			if ok, err := fastRepr(t, b, keys[i], sortDicts, onPath); !ok || err != nil {
				return false, err
			}
			b.WriteString(": ")
			if ok, err := fastRepr(t, b, vals[i], sortDicts, onPath); !ok || err != nil {
				return false, err
			}
		}
		b.WriteByte('}')
		return true, nil
	}
	return false, nil
}
