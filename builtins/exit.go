package builtins

import "github.com/pyinterp/pyinterp/eval"

// exit and quit, as the site module defines them for CPython's scripts
// and REPL: calling one raises SystemExit(code), which ends the run (see
// pyinterp.Result.Exited); the repr tells the REPL user how to leave.
// They end the run, never the host process.

// quitter is exit or quit (CPython's _sitebuiltins.Quitter).
type quitter struct{ name string }

var quitterType = &eval.Type{Name: "Quitter", Module: "_sitebuiltins", Builtin: true, NoSubclass: true, Dict: eval.NewStrDict()}

func init() {
	quitterType.Base = eval.ObjectType
	quitterType.Bases = []*eval.Type{eval.ObjectType}
	quitterType.MRO = []*eval.Type{quitterType, eval.ObjectType}
	quitterType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		return "Use " + v.(*quitter).name + "() or Ctrl-D (i.e. EOF) to exit", nil
	}
	quitterType.Call = func(t *eval.Thread, v eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
		var code eval.Value = eval.None
		if err := eval.UnpackArgs(t, "__call__", args, kwnames, "code?", &code); err != nil {
			return nil, err
		}
		return nil, eval.NewException(eval.SystemExitType, code)
	}
	// A module without a docstring reads __doc__ as None (CPython binds
	// it in every module's namespace; pyinterp binds it only for a
	// docstring, and this is the fallback).
	values["__doc__"] = eval.None
	values["exit"] = &quitter{"exit"}
	values["quit"] = &quitter{"quit"}
}

func (*quitter) Type() *eval.Type { return quitterType }
