package modules

import "github.com/pyinterp/pyinterp/eval"

// The traceback module is Python (py/traceback.py) over four helpers:
// the exception being handled, the text of an exception as pyinterp
// prints it uncaught (eval.FormatTraceback, the same text Run's errors
// carry), the frames of a traceback object (eval.Traceback.Frames), and
// writing to sys.stderr.

func loadTraceback(t *eval.Thread, o *Options) (*eval.Module, error) {
	return runPyModule(t, "traceback", goFuncs(map[string]fn{
		"_current": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if e := t.CurrentException(); e != nil {
				return e, nil
			}
			return eval.None, nil
		},
		"_format": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var exc, tb eval.Value
			chain := true
			if err := eval.UnpackArgs(t, "_format", args, kw, "exc", &exc, "chain", &chain, "tb?", &tb); err != nil {
				return nil, err
			}
			e, ok := eval.As[*eval.Exception](exc)
			if !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "traceback: expected an exception, not %s", eval.TypeName(exc))
			}
			var s string
			if tb == nil {
				s = eval.FormatException(t, e, chain)
			} else {
				s = eval.FormatExceptionWith(t, e, tb, chain)
			}
			if err := eval.Reserve(t, int64(len(s))); err != nil {
				return nil, err
			}
			return eval.NewStrT(t, s), nil
		},
		"_frames": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var v eval.Value
			if err := eval.UnpackArgs(t, "_frames", args, kw, "tb", &v); err != nil {
				return nil, err
			}
			tb, ok := v.(*eval.Traceback)
			if !ok {
				if v == eval.None {
					return eval.NewListT(t, nil), nil
				}
				return nil, eval.Errorf(eval.AttributeErrorType, "'%s' object has no attribute 'tb_frame'", eval.TypeName(v))
			}
			frames := tb.Frames()
			n := int64(0)
			for _, f := range frames {
				n += int64(len(f.Text)+len(f.Source)) + 200
			}
			if err := eval.Reserve(t, n); err != nil {
				return nil, err
			}
			out := make([]eval.Value, 0, len(frames)) //allocpath:ok reserved above, one per frame of a charged traceback
			for _, f := range frames {
				out = append(out, eval.NewTupleT(t, []eval.Value{eval.NewStrT(t, f.Filename), eval.MakeInt(int64(f.Line)),
					eval.NewStrT(t, f.Func), eval.NewStrT(t, f.Source), eval.NewStrT(t, f.Text)}))
			}
			return eval.NewListT(t, out), nil
		},
		"_write_stderr": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var s eval.Value
			if err := eval.UnpackArgs(t, "_write_stderr", args, kw, "s", &s); err != nil {
				return nil, err
			}
			// sys.stderr when the program may import sys; the output
			// otherwise (pyinterp without sys has no other stream).
			if sys, err := t.Interp.Import(t, "sys"); err == nil {
				if w, err := eval.GetAttr(t, sys, "stderr"); err == nil {
					if write, err := eval.GetAttr(t, w, "write"); err == nil {
						_, err := eval.Call1(t, write, s)
						return eval.None, err
					}
				}
			}
			str, ok := eval.As[*eval.Str](s)
			if !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "expected str")
			}
			return eval.None, t.Write(str.String())
		},
	}))
}
