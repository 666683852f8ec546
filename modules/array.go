package modules

import "github.com/pyinterp/pyinterp/eval"

// The array module is Python (py/array.py) over the conversions CPython's
// array applies to items (__index__, float()) and struct's packing for
// tobytes and frombytes.
func loadArray(t *eval.Thread, o *Options) (*eval.Module, error) {
	st, err := loadStruct(t, o)
	if err != nil {
		return nil, err
	}
	pack, _ := st.Attrs.Get("pack")
	unpack, _ := st.Attrs.Get("unpack")
	return runPyModule(t, "array", map[string]eval.Value{
		"_displayname": eval.NewBuiltin("_displayname", pyHelperDisplayName),
		"_pack":        pack,
		"_unpack":      unpack,
		"_index": eval.NewBuiltin("_index", func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_index", args, kw, 1, 1); err != nil {
				return nil, err
			}
			return eval.Index(t, args[0])
		}),
		"_float": eval.NewBuiltin("_float", func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_float", args, kw, 1, 1); err != nil {
				return nil, err
			}
			f, err := eval.FloatOf(t, args[0])
			return eval.Float(f), err
		}),
		"_f32": eval.NewBuiltin("_f32", func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_f32", args, kw, 1, 1); err != nil {
				return nil, err
			}
			f, _ := eval.AsFloat(args[0])
			return eval.Float(float64(float32(f))), nil
		}),
	})
}
