package builtins

import "github.com/pyinterp/pyinterp/eval"

// CPython checks the arguments of its builtin functions in three ways,
// each with its own messages; these helpers reproduce them.

// argO checks a one-argument function (CPython's METH_O calling
// convention): "len() takes exactly one argument (2 given)".
func argO(name string, args []eval.Value, kwnames []string) (eval.Value, error) {
	if len(kwnames) > 0 {
		return nil, eval.Errorf(eval.TypeErrorType, "%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return nil, eval.Errorf(eval.TypeErrorType, "%s() takes exactly one argument (%d given)", name, len(args))
	}
	return args[0], nil
}

// checkPositional checks a function taking min to max positional-only
// arguments and no keywords (CPython's _PyArg_CheckPositional):
// "getattr expected at least 2 arguments, got 1".
func checkPositional(name string, args []eval.Value, kwnames []string, min, max int) error {
	if len(kwnames) > 0 {
		return eval.Errorf(eval.TypeErrorType, "%s() takes no keyword arguments", name)
	}
	n := len(args)
	if n < min {
		q := ""
		if min != max {
			q = "at least "
		}
		return eval.Errorf(eval.TypeErrorType, "%s expected %s%d argument%s, got %d", name, q, min, plural(min), n)
	}
	if n > max {
		q := ""
		if min != max {
			q = "at most "
		}
		return eval.Errorf(eval.TypeErrorType, "%s expected %s%d argument%s, got %d", name, q, max, plural(max), n)
	}
	return nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
