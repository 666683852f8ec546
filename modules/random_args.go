package modules

import (
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// random's methods are Python functions in CPython (Lib/random.py), so a
// wrong call is reported as a Python function reports it:
// "Random.randint() missing 1 required positional argument: 'b'", with
// self counted among the positional arguments. randUnpack checks a call
// that way, then binds it with eval.UnpackArgs (same specifications:
// "name", "name?" optional, "$name" keyword-only).
func randUnpack(t *eval.Thread, name string, args []eval.Value, kw []string, pairs ...any) error {
	if err := pyFuncArgs("Random."+name, args, kw, pairs...); err != nil {
		return err
	}
	return eval.UnpackArgs(t, name, args, kw, pairs...)
}

// pyFuncArgs checks a call of the Python method qual (its parameters after
// self given as UnpackArgs's specifications) with CPython's messages and
// in CPython's order: too many positional arguments, then each keyword
// (unknown, or given twice), then the missing positional and
// keyword-only arguments.
func pyFuncArgs(qual string, args []eval.Value, kw []string, pairs ...any) error {
	type param struct {
		name             string
		optional, kwOnly bool
	}
	var ps []param
	for i := 0; i < len(pairs); i += 2 {
		s := pairs[i].(string)
		p := param{}
		if strings.HasPrefix(s, "$") {
			p.kwOnly, s = true, s[1:]
		}
		if strings.HasSuffix(s, "?") {
			p.optional, s = true, s[:len(s)-1]
		}
		p.name = s
		ps = append(ps, p)
	}
	npos := len(args) - len(kw)
	maxPos, minPos := 1, 1 // self
	for _, p := range ps {
		if !p.kwOnly {
			maxPos++
			if !p.optional {
				minPos++
			}
		}
	}
	if npos+1 > maxPos {
		given := npos + 1
		were := "were"
		if given == 1 {
			were = "was"
		}
		if minPos == maxPos {
			return eval.Errorf(eval.TypeErrorType, "%s() takes %d positional argument%s but %d %s given", qual, maxPos, plural(maxPos), given, were)
		}
		return eval.Errorf(eval.TypeErrorType, "%s() takes from %d to %d positional arguments but %d %s given", qual, minPos, maxPos, given, were)
	}
	given := map[string]bool{}
	posi := 0
	for _, p := range ps {
		if !p.kwOnly && posi < npos {
			given[p.name] = true
			posi++
		}
	}
	for _, k := range kw {
		known := false
		for _, p := range ps {
			if p.name == k {
				known = true
			}
		}
		if !known {
			return eval.Errorf(eval.TypeErrorType, "%s() got an unexpected keyword argument '%s'", qual, k)
		}
		if given[k] {
			return eval.Errorf(eval.TypeErrorType, "%s() got multiple values for argument '%s'", qual, k)
		}
		given[k] = true
	}
	for _, kwOnly := range []bool{false, true} {
		var missing []string
		for _, p := range ps {
			if p.kwOnly == kwOnly && !p.optional && !given[p.name] {
				missing = append(missing, "'"+p.name+"'")
			}
		}
		if len(missing) == 0 {
			continue
		}
		var list string
		switch len(missing) {
		case 1:
			list = missing[0]
		case 2:
			list = missing[0] + " and " + missing[1]
		default:
			//allocpath:ok the parameter names of one of random's methods: at most four, fixed by its specification
			list = strings.Join(missing[:len(missing)-1], ", ") + ", and " + missing[len(missing)-1]
		}
		kind := "positional"
		if kwOnly {
			kind = "keyword-only"
		}
		return eval.Errorf(eval.TypeErrorType, "%s() missing %d required %s argument%s: %s", qual, len(missing), kind, plural(len(missing)), list)
	}
	return nil
}
