package modules

import "github.com/pyinterp/pyinterp/eval"

// The traceback module is Python (py/traceback.py) over three helpers:
// the exception being handled, the text of an exception as pyinterp
// prints it uncaught (eval.FormatTraceback, the same text Run's errors
// carry), and writing to sys.stderr.

func loadTraceback(t *eval.Thread, o *Options) (*eval.Module, error) {
	return runPyModule(t, "traceback", goFuncs(map[string]fn{
		"_current": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if e := t.CurrentException(); e != nil {
				return e, nil
			}
			return eval.None, nil
		},
		"_format": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var exc eval.Value
			chain := true
			if err := eval.UnpackArgs(t, "_format", args, kw, "exc", &exc, "chain", &chain); err != nil {
				return nil, err
			}
			e, ok := exc.(*eval.Exception)
			if !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "traceback: expected an exception, not %s", eval.TypeName(exc))
			}
			s := eval.FormatException(t, e, chain)
			if err := eval.Reserve(t, int64(len(s))); err != nil {
				return nil, err
			}
			return eval.NewStr(s), nil
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
