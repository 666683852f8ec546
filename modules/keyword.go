package modules

import (
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/ident"
)

// The keyword and string modules: constant tables and a few helpers.

var (
	kwList     = ident.Keywords()
	softKwList = ident.SoftKeywords()
)

// strList is a new list of the strings of one of this file's constant
// tables.
func strList(xs []string) *eval.List {
	out := make([]eval.Value, len(xs)) //allocpath:ok xs is a constant table (kwList, softKwList)
	for i, x := range xs {
		out[i] = eval.NewStr(x) //allocpath:ok xs is a constant table, made once per import
	}
	return eval.NewList(out) //allocpath:ok once per import
}

func memberTest(name string, set []string) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 1, 1); err != nil {
			return nil, err
		}
		s, ok := args[0].(*eval.Str)
		if !ok {
			if _, err := eval.Hash(t, args[0]); err != nil {
				return nil, err
			}
			return eval.False, nil
		}
		for _, k := range set {
			if k == s.String() {
				return eval.True, nil
			}
		}
		return eval.False, nil
	}
}

func loadKeyword(t *eval.Thread, o *Options) (*eval.Module, error) {
	m := newModule("keyword", map[string]fn{
		"iskeyword":     memberTest("__contains__", kwList),
		"issoftkeyword": memberTest("__contains__", softKwList),
	})
	m.Attrs.Set("kwlist", strList(kwList))
	m.Attrs.Set("softkwlist", strList(softKwList))
	return m, nil
}

func loadString(t *eval.Thread, o *Options) (*eval.Module, error) {
	m := newModule("string", map[string]fn{"capwords": stringCapwords})
	consts := map[string]string{
		"ascii_lowercase": "abcdefghijklmnopqrstuvwxyz",
		"ascii_uppercase": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
		"ascii_letters":   "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
		"digits":          "0123456789",
		"hexdigits":       "0123456789abcdefABCDEF",
		"octdigits":       "01234567",
		"punctuation":     "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
		"whitespace":      " \t\n\r\x0b\x0c",
	}
	consts["printable"] = consts["digits"] + consts["ascii_letters"] + consts["punctuation"] + consts["whitespace"]
	for k, v := range consts {
		m.Attrs.Set(k, eval.NewStrT(t, v))
	}
	// Template and Formatter are Python (py/string.py).
	re, err := t.Interp.ImportUnchecked(t, "re")
	if err != nil {
		return nil, err
	}
	py, err := runPyModule(t, "string", map[string]eval.Value{"_re": re})
	if err != nil {
		return nil, err
	}
	for _, n := range []string{"Template", "Formatter"} {
		v, _ := py.Attrs.Get(n)
		m.Attrs.Set(n, v)
	}
	return m, nil
}

// stringCapwords is string.capwords: split, capitalize, join.
func stringCapwords(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var s *eval.Str
	var sep eval.Value = eval.None
	if err := eval.UnpackArgs(t, "capwords", args, kw, "s", &s, "sep?", &sep); err != nil {
		return nil, err
	}
	split, err := eval.GetAttr(t, s, "split")
	if err != nil {
		return nil, err
	}
	var sargs []eval.Value
	if sep != eval.None {
		sargs = []eval.Value{sep}
	}
	parts, err := eval.Call(t, split, sargs, nil)
	if err != nil {
		return nil, err
	}
	words, err := eval.Collect(t, parts)
	if err != nil {
		return nil, err
	}
	caps, err := eval.Make[string](t, len(words))
	if err != nil {
		return nil, err
	}
	for i, w := range words {
		c, err := eval.GetAttr(t, w, "capitalize")
		if err != nil {
			return nil, err
		}
		r, err := eval.Call(t, c, nil, nil)
		if err != nil {
			return nil, err
		}
		rs, ok := r.(*eval.Str)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "sequence item %d: expected str instance, %s found", i, eval.TypeName(r))
		}
		caps[i] = rs.String()
	}
	j := " "
	if sep != eval.None {
		ss, ok := sep.(*eval.Str)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "sequence item 0: expected str instance, %s found", eval.TypeName(sep))
		}
		j = ss.String()
	}
	joined, err := eval.Join(t, caps, j)
	if err != nil {
		return nil, err
	}
	return eval.NewStrT(t, joined), nil
}
