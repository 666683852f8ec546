package builtins

import (
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// Input is the builtin input([prompt]): it writes the prompt to
// sys.stdout and reads one line from sys.stdin, as CPython's does (both
// looked up when called, so a program that replaced sys.stdin with an
// io.StringIO reads from that). It is not in the builtins table: the
// embedding installs it only when the host gives the code an input
// stream (Options.Stdin); otherwise the policy's stub refuses it.
func Input(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	if err := checkPositional("input", args, kwnames, 0, 1); err != nil {
		return nil, err
	}
	sys, err := t.Interp.ImportUnchecked(t, "sys")
	if err != nil {
		return nil, err
	}
	if len(args) == 1 {
		prompt, err := eval.StrOf(t, args[0])
		if err != nil {
			return nil, err
		}
		if err := writePrompt(t, sys, prompt); err != nil {
			return nil, err
		}
	}
	in, ok := sys.Attrs.Get("stdin")
	if !ok || in == eval.None {
		return nil, eval.Errorf(eval.RuntimeErrorType, "input(): lost sys.stdin")
	}
	readline, err := eval.GetAttr(t, in, "readline")
	if err != nil {
		return nil, err
	}
	v, err := eval.Call(t, readline, nil, nil)
	if err != nil {
		return nil, err
	}
	ls, ok := v.(*eval.Str)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "object.readline() returned non-string")
	}
	line := ls.String()
	if line == "" {
		return nil, eval.Errorf(eval.EOFErrorType, "EOF when reading a line")
	}
	if strings.HasSuffix(line, "\n") {
		return eval.NewStrT(t, line[:len(line)-1]), nil
	}
	return v, nil
}

// writePrompt writes input's prompt where print would write it.
func writePrompt(t *eval.Thread, sys *eval.Module, prompt string) error {
	if out, ok := sys.Attrs.Get("stdout"); ok && out == eval.None {
		return eval.Errorf(eval.RuntimeErrorType, "input(): lost sys.stdout")
	}
	out := redirectedStdout(t)
	if out == nil {
		return t.Write(prompt)
	}
	w, err := eval.GetAttr(t, out, "write")
	if err != nil {
		return err
	}
	if _, err := eval.Call(t, w, []eval.Value{eval.NewStrT(t, prompt)}, nil); err != nil {
		return err
	}
	if f, err := eval.GetAttr(t, out, "flush"); err == nil {
		_, err = eval.Call(t, f, nil, nil)
		return err
	}
	return nil
}
