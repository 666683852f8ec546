package modules

import (
	"sort"

	"github.com/pyinterp/pyinterp/eval"
)

// unicodedata.ucd_3_2_0: the database of Unicode 3.2.0 that CPython keeps
// for IDNA (StringPrep), an object of class unicodedata.UCD with the
// module's functions. Its properties are Unicode 14.0's except where
// ucd320Runs (generated from CPython by gen_ucd320.py) says 3.2.0 had
// others: characters assigned since are unassigned there (category Cn,
// no name, no decomposition). normalize and is_normalized use Unicode
// 14.0's normal forms; text with characters assigned after 3.2.0 is
// refused (NotImplementedError) rather than normalized by newer rules.

// ucd320Run is a run of code points with the same 3.2.0 properties.
type ucd320Run struct {
	lo, hi     rune
	cat, bidi  string
	combining  int
	eaw        string
	mirrored   int
	decimal    int // -1: none
	digit      int // -1: none
	numeric    float64
	hasNumeric bool
	unassigned bool
}

// ucd320 returns the 3.2.0 run holding r, or nil where 3.2.0 agrees with
// 14.0.
func ucd320(r rune) *ucd320Run {
	i := sort.Search(len(ucd320Runs), func(i int) bool { return ucd320Runs[i].hi >= r })
	if i < len(ucd320Runs) && ucd320Runs[i].lo <= r {
		return &ucd320Runs[i]
	}
	return nil
}

// ucdDB is a unicodedata.UCD object (ucd_3_2_0).
type ucdDB struct{}

var ucdDBType *eval.Type

func (*ucdDB) Type() *eval.Type { return ucdDBType }

func init() {
	prop := func(name string, old func(t *eval.Thread, o *ucd320Run) eval.Value, cur func(t *eval.Thread, p ucdRun) eval.Value) fn {
		return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			r, err := ucdChar(name, args, kw, 1, 1)
			if err != nil {
				return nil, err
			}
			if o := ucd320(r); o != nil {
				return old(t, o), nil
			}
			return cur(t, ucdProps(r)), nil
		}
	}
	num := func(name, msg string, old func(o *ucd320Run) (eval.Value, bool), cur func(n ucdNum) (eval.Value, bool)) fn {
		current := ucdNumFunc(name, msg, cur)
		return func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			r, err := ucdChar(name, args, kw, 1, 2)
			if err != nil {
				return nil, err
			}
			o := ucd320(r)
			if o == nil {
				return current(t, self, args, kw)
			}
			if v, ok := old(o); ok {
				return v, nil
			}
			if len(args) > 1 {
				return args[1], nil
			}
			return nil, eval.Errorf(eval.ValueErrorType, "%s", msg)
		}
	}
	methods := map[string]fn{
		"category":         prop("category", func(t *eval.Thread, o *ucd320Run) eval.Value { return str(t, o.cat) }, func(t *eval.Thread, p ucdRun) eval.Value { return str(t, p.cat) }),
		"bidirectional":    prop("bidirectional", func(t *eval.Thread, o *ucd320Run) eval.Value { return str(t, o.bidi) }, func(t *eval.Thread, p ucdRun) eval.Value { return str(t, p.bidi) }),
		"combining":        prop("combining", func(t *eval.Thread, o *ucd320Run) eval.Value { return eval.Int(o.combining) }, func(t *eval.Thread, p ucdRun) eval.Value { return eval.Int(p.combining) }),
		"east_asian_width": prop("east_asian_width", func(t *eval.Thread, o *ucd320Run) eval.Value { return str(t, o.eaw) }, func(t *eval.Thread, p ucdRun) eval.Value { return str(t, p.eaw) }),
		"mirrored":         prop("mirrored", func(t *eval.Thread, o *ucd320Run) eval.Value { return eval.Int(o.mirrored) }, func(t *eval.Thread, p ucdRun) eval.Value { return eval.Int(p.mirrored) }),
		"decimal": num("decimal", "not a decimal",
			func(o *ucd320Run) (eval.Value, bool) { return eval.Int(o.decimal), o.decimal >= 0 },
			func(n ucdNum) (eval.Value, bool) { return eval.Int(n.decimal), n.decimal >= 0 }),
		"digit": num("digit", "not a digit",
			func(o *ucd320Run) (eval.Value, bool) { return eval.Int(o.digit), o.digit >= 0 },
			func(n ucdNum) (eval.Value, bool) { return eval.Int(n.digit), n.digit >= 0 }),
		"numeric": num("numeric", "not a numeric character",
			func(o *ucd320Run) (eval.Value, bool) { return eval.Float(o.numeric), o.hasNumeric },
			func(n ucdNum) (eval.Value, bool) { return eval.Float(n.numeric), true }),
		"decomposition": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			r, err := ucdChar("decomposition", args, kw, 1, 1)
			if err != nil {
				return nil, err
			}
			if o := ucd320(r); o != nil && o.unassigned {
				return eval.NewStr(""), nil
			}
			ucdLoad()
			return str(t, ucd.decomp[r]), nil
		},
		"name":   ucdName(ucd320Assigned),
		"lookup": ucdLookup(ucd320Assigned),
		"normalize": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			form, s, err := ucdNormArgs("normalize", args, kw)
			if err != nil {
				return nil, err
			}
			if err := ucd320Normalizable(t, s); err != nil {
				return nil, err
			}
			return ucdNormalize(t, form, args[1], s)
		},
		"is_normalized": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			form, s, err := ucdNormArgs("is_normalized", args, kw)
			if err != nil {
				return nil, err
			}
			if err := ucd320Normalizable(t, s); err != nil {
				return nil, err
			}
			ok, err := ucdIsNormal(t, form, s)
			return eval.MakeBool(ok), err
		},
	}
	ucdDBType = newType("unicodedata", "UCD", methods)
	ucdDBType.GetAttr = func(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
		if name == "unidata_version" {
			return eval.NewStr("3.2.0"), nil
		}
		return methodAttr(t, v, name, methods)
	}
}

// ucd320Normalizable refuses text that Unicode 3.2.0's normal forms
// would treat differently from 14.0's (characters assigned since).
func ucd320Normalizable(t *eval.Thread, s string) error {
	if err := t.Work(int64(len(s))/64 + 1); err != nil {
		return err
	}
	for _, r := range s {
		if o := ucd320(r); o != nil && (o.unassigned || o.combining != ucdProps(r).combining) {
			return eval.Errorf(eval.NotImplementedErrorType, "unicodedata.ucd_3_2_0.normalize: text with a character assigned or changed after Unicode 3.2 (U+%04X) is not supported", r)
		}
	}
	return nil
}

// ucd320Assigned reports whether r is assigned in Unicode 3.2.0.
func ucd320Assigned(r rune) bool {
	o := ucd320(r)
	return o == nil || !o.unassigned
}
