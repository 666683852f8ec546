// Package runner runs a Python program with a fresh interpreter and no
// policy or default limits: parse, resolve, compile, execute, and render an
// uncaught exception as CPython does. Tests of eval and modules use it to
// check language behaviour in process; the command and embedders use the
// root package's Executor, which adds the policy and the limits.
package runner

import (
	"errors"
	"io"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
	"github.com/pyinterp/pyinterp/parser"
)

// Options configure a run.
type Options struct {
	Limits eval.Limits
	Setup  func(in *eval.Interp) // registers modules and policy, if set
	// Modules configures the standard library modules (clock, entropy);
	// they are installed before Setup runs.
	Modules modules.Options
}

// Run executes src as the module filename, writing printed output to out.
// It returns the error that ended the program, if any.
func Run(filename string, src []byte, out io.Writer, opts Options) (*eval.Thread, error) {
	in := eval.NewInterp()
	builtins.Install(in)
	modules.Install(in, opts.Modules)
	if opts.Setup != nil {
		opts.Setup(in)
	}
	if opts.Limits.MaxRecursionDepth == 0 {
		opts.Limits.MaxRecursionDepth = 1000
	}
	t := eval.NewThread(in, opts.Limits, out, nil)
	mod, err := parser.Compile(filename, src)
	if err != nil {
		return t, err
	}
	g := eval.NewGlobals(in.Builtins)
	prog, err := in.Compile(filename, src, mod, g)
	if err != nil {
		return t, err
	}
	_, err = t.Run(prog, g)
	return t, err
}

// FormatError renders the error that ended a run as CPython prints it on
// stderr: a traceback for exceptions, the SyntaxError block for syntax
// errors.
func FormatError(t *eval.Thread, err error) string {
	var se *parser.Error
	if errors.As(err, &se) {
		return se.Format()
	}
	return eval.FormatTraceback(t, err)
}
