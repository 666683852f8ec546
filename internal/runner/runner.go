// Package runner runs a Python program with a fresh interpreter: parse,
// resolve, compile, execute, and render an uncaught exception as CPython
// does. It is the shared path of the pyinterp command and of tests until
// the embedding API in the root package takes its place.
package runner

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/parser"
)

// Options configure a run.
type Options struct {
	Limits eval.Limits
	Setup  func(in *eval.Interp) // registers modules and policy, if set
}

// Run executes src as the module filename, writing printed output to out.
// It returns the error that ended the program, if any.
func Run(filename string, src []byte, out io.Writer, opts Options) (*eval.Thread, error) {
	in := eval.NewInterp()
	builtins.Install(in)
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
		return FormatSyntaxError(se)
	}
	return eval.FormatTraceback(t, err)
}

// FormatSyntaxError renders a syntax error as CPython does:
//
//	  File "x.py", line 3
//	    source line
//	        ^^^
//	SyntaxError: message
func FormatSyntaxError(e *parser.Error) string {
	var b strings.Builder
	fmt.Fprintf(&b, "  File \"%s\", line %d\n", e.Filename, e.Lineno)
	if e.Text != "" {
		line := strings.TrimRight(e.Text, "\n")
		trimmed := strings.TrimLeft(line, " \t\f")
		strip := len([]rune(line)) - len([]rune(trimmed))
		fmt.Fprintf(&b, "    %s\n", trimmed)
		if e.Offset > 0 {
			start := e.Offset - 1 - strip
			if start < 0 {
				start = 0
			}
			width := 1
			if e.EndLineno == e.Lineno && e.EndOffset > e.Offset {
				width = e.EndOffset - e.Offset
			}
			fmt.Fprintf(&b, "    %s%s\n", strings.Repeat(" ", start), strings.Repeat("^", width))
		}
	}
	fmt.Fprintf(&b, "%s: %s\n", e.Kind, e.Msg)
	return b.String()
}
