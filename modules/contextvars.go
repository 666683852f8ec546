package modules

import "github.com/pyinterp/pyinterp/eval"

// contextvars is Python (py/contextvars.py); the current context lives in
// the interpreter (eval.Interp.ContextVarsCurrent), where asyncio's task
// steps switch it.
func loadContextvars(t *eval.Thread, o *Options) (*eval.Module, error) {
	pre := goFuncs(map[string]fn{
		"_get_current": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_get_current", args, kw, 0, 0); err != nil {
				return nil, err
			}
			if c := t.Interp.ContextVarsCurrent; c != nil {
				return c, nil
			}
			return eval.None, nil
		},
		"_set_current": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_set_current", args, kw, 1, 1); err != nil {
				return nil, err
			}
			t.Interp.ContextVarsCurrent = args[0]
			return eval.None, nil
		},
	})
	return runPyModule(t, "contextvars", pre)
}
