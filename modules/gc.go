package modules

import "github.com/pyinterp/pyinterp/eval"

// The gc module, for programs that call gc.collect() between phases or
// switch the collector off around a hot loop: Go's collector runs by
// itself, so collect() collects nothing the program can observe and
// returns 0, and the switches and thresholds are remembered but change
// nothing. What lists or walks objects (get_objects, get_referrers,
// get_referents, garbage callbacks reaching frames) is absent: it would
// reach every object of the interpreter.

// gcState is one interpreter's gc switches.
type gcState struct {
	enabled   bool
	threshold [3]int64
	frozen    bool
}

func loadGC(t *eval.Thread, o *Options) (*eval.Module, error) {
	st := &gcState{enabled: true, threshold: [3]int64{700, 10, 10}}
	m := newModule("gc", map[string]fn{
		"collect": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			gen := int64(2)
			if err := eval.UnpackArgs(t, "collect", args, kw, "generation?", &gen); err != nil {
				return nil, err
			}
			if gen < 0 || gen > 2 {
				return nil, eval.Errorf(eval.ValueErrorType, "invalid generation")
			}
			return eval.MakeInt(0), nil
		},
		"enable": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("enable", args, kw, 0, 0); err != nil {
				return nil, err
			}
			st.enabled = true
			return eval.None, nil
		},
		"disable": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("disable", args, kw, 0, 0); err != nil {
				return nil, err
			}
			st.enabled = false
			return eval.None, nil
		},
		"isenabled": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("isenabled", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return eval.MakeBool(st.enabled), nil
		},
		"get_count": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("get_count", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return eval.NewTupleT(t, []eval.Value{eval.MakeInt(0), eval.MakeInt(0), eval.MakeInt(0)}), nil
		},
		"get_threshold": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("get_threshold", args, kw, 0, 0); err != nil {
				return nil, err
			}
			th := st.threshold
			return eval.NewTupleT(t, []eval.Value{eval.MakeInt(th[0]), eval.MakeInt(th[1]), eval.MakeInt(th[2])}), nil
		},
		"set_threshold": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if len(kw) > 0 {
				return nil, eval.Errorf(eval.TypeErrorType, "set_threshold() takes no keyword arguments")
			}
			if len(args) < 1 || len(args) > 3 {
				return nil, eval.Errorf(eval.TypeErrorType, "set_threshold() takes from 1 to 3 positional arguments but %d were given", len(args))
			}
			for i, a := range args {
				v, err := eval.AsInt64(t, a)
				if err != nil {
					return nil, err
				}
				st.threshold[i] = v
			}
			return eval.None, nil
		},
		"freeze": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("freeze", args, kw, 0, 0); err != nil {
				return nil, err
			}
			st.frozen = true
			return eval.None, nil
		},
		"unfreeze": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("unfreeze", args, kw, 0, 0); err != nil {
				return nil, err
			}
			st.frozen = false
			return eval.None, nil
		},
		"get_freeze_count": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("get_freeze_count", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return eval.MakeInt(0), nil
		},
		"is_tracked": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("is_tracked", args, kw, 1, 1); err != nil {
				return nil, err
			}
			// CPython tracks containers and instances, not atoms.
			switch args[0].(type) {
			case eval.Int, eval.Float, eval.Bool, *eval.Str, eval.Bytes, *eval.BigInt:
				return eval.MakeBool(false), nil
			}
			if args[0] == eval.None {
				return eval.MakeBool(false), nil
			}
			return eval.MakeBool(true), nil
		},
	})
	m.Attrs.Set("garbage", eval.NewListT(t, nil))
	m.Attrs.Set("callbacks", eval.NewListT(t, nil))
	for name, v := range map[string]int64{"DEBUG_STATS": 1, "DEBUG_COLLECTABLE": 2, "DEBUG_UNCOLLECTABLE": 4, "DEBUG_SAVEALL": 32, "DEBUG_LEAK": 38} {
		m.Attrs.Set(name, eval.MakeInt(v))
	}
	return m, nil
}
