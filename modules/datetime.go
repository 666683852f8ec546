package modules

import (
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// The datetime module is written in Python (py/datetime.py, after
// CPython's C implementation: its reprs, its error messages, its rounding
// of floats). What it needs from outside the interpreter comes from the Go
// helpers below, all reading Options: the wall clock (now, today, utcnow)
// and the local zone (fromtimestamp without tz, timestamp of naive
// datetimes, astimezone()).

func loadDatetime(t *eval.Thread, o *Options) (*eval.Module, error) {
	helpers := pyCommonHelpers()
	helpers["_now"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		now := o.Now()
		return tuple(t, eval.MakeInt(now.Unix()), eval.MakeInt(int64(now.Nanosecond()))), nil
	}
	helpers["_localoffset"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("_localoffset", args, kw, 1, 1); err != nil {
			return nil, err
		}
		secs, ok := args[0].(eval.Int)
		if !ok {
			return nil, eval.Errorf(eval.OverflowErrorType, "timestamp out of range for platform time_t")
		}
		name, off := time.Unix(int64(secs), 0).In(o.Location).Zone()
		return tuple(t, eval.MakeInt(int64(off)), str(t, name)), nil
	}
	helpers["_mktime"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("_mktime", args, kw, 7, 7); err != nil {
			return nil, err
		}
		var f [7]int
		for i, a := range args {
			n, ok := a.(eval.Int)
			if !ok {
				b, _ := a.(eval.Bool)
				if b {
					n = 1
				}
			}
			f[i] = int(n)
		}
		tm := time.Date(f[0], time.Month(f[1]), f[2], f[3], f[4], f[5], 0, o.Location)
		if f[6] == 1 {
			// The later of two wall times that repeat (fold=1).
			later := tm.Add(time.Hour)
			if later.Hour() == tm.Hour() && later.Minute() == tm.Minute() {
				tm = later
			}
		}
		return eval.MakeInt(tm.Unix()), nil
	}
	helpers["_struct_time"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		tu := eval.NewTupleT(t, append([]eval.Value(nil), args...))
		tm, err := t.Interp.Import(t, "time")
		if err != nil {
			return tu, nil
		}
		st, err := eval.GetAttr(t, tm, "struct_time")
		if err != nil {
			return tu, nil
		}
		return eval.Call(t, st, []eval.Value{tu}, nil)
	}
	return runPyModule(t, "datetime", goFuncs(helpers))
}
