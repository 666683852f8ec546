package builtins

import (
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// help, as the site module defines it (CPython's _sitebuiltins._Helper):
// help(obj) writes pydoc's plain-text documentation of obj (eval.Help)
// to the output, as CPython does when standard output is not a terminal;
// help("name") documents a builtin or an importable module of that name.
// The interactive help utility (help() with no argument) is not
// available: it says so.

type helper struct{}

var helperType = &eval.Type{Name: "_Helper", Module: "_sitebuiltins", Builtin: true, NoSubclass: true, Dict: eval.NewStrDict()}

func init() {
	helperType.Base = eval.ObjectType
	helperType.Bases = []*eval.Type{eval.ObjectType}
	helperType.MRO = []*eval.Type{helperType, eval.ObjectType}
	helperType.Doc = "Define the builtin 'help'.\n\n    This is a wrapper around pydoc.help that provides a helpful message\n    when 'help' is typed at the Python interactive prompt.\n\n    Calling help() at the Python prompt starts an interactive help session.\n    Calling help(thing) prints help for the python object 'thing'.\n    "
	helperType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		return "Type help() for interactive help, or help(object) for help about object.", nil
	}
	helperType.Call = callHelp
	values["help"] = &helper{}
}

func (*helper) Type() *eval.Type { return helperType }

func callHelp(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	var request eval.Value
	if err := eval.UnpackArgs(t, "help", args, kwnames, "request?", &request); err != nil {
		return nil, err
	}
	if request == nil {
		return eval.None, t.Write("pyinterp has no interactive help utility: use help(object) for help about object.\n")
	}
	if s, ok := request.(*eval.Str); ok {
		name := s.String()
		obj, found := resolveHelpName(t, name)
		if !found {
			return eval.None, t.Write("No Python documentation found for " + reprString(name) + ".\nUse help() to get the interactive help utility.\nUse help(str) for help on the str class.\n\n")
		}
		request = obj
	}
	text, err := eval.Help(t, request)
	if err != nil {
		return nil, err
	}
	if err := eval.Reserve(t, int64(len(text))); err != nil {
		return nil, err
	}
	return eval.None, t.Write(text + "\n")
}

// resolveHelpName is pydoc's locate for help("name"): a builtin, or a
// module the program may import, or an attribute path inside one.
func resolveHelpName(t *eval.Thread, name string) (eval.Value, bool) {
	parts := strings.Split(name, ".") //allocpath:ok a dotted name of the program's, already charged
	var obj eval.Value
	if v, ok := t.Interp.Builtins.Get(parts[0]); ok && len(parts) == 1 {
		return v, true
	}
	for i := len(parts); i > 0; i-- {
		m, err := t.Interp.Import(t, strings.Join(parts[:i], ".")) //allocpath:ok a dotted name of the program's, already charged
		if err != nil {
			continue
		}
		obj = m
		for _, p := range parts[i:] {
			v, err := eval.LookupAttr(t, obj, p)
			if err != nil || v == nil {
				return nil, false
			}
			obj = v
		}
		return obj, true
	}
	if v, ok := t.Interp.Builtins.Get(parts[0]); ok {
		obj = v
		for _, p := range parts[1:] {
			x, err := eval.LookupAttr(t, obj, p)
			if err != nil || x == nil {
				return nil, false
			}
			obj = x
		}
		return obj, true
	}
	return nil, false
}

// reprString is repr of a str.
func reprString(s string) string {
	r, err := eval.Repr(eval.HostThread(), eval.NewStr(s)) //allocpath:ok a temporary for help's text
	if err != nil {
		return "'" + s + "'"
	}
	return r
}
