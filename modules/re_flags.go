package modules

import (
	"slices"

	"github.com/pyinterp/pyinterp/eval"
)

// The re module's flags (re.I, re.MULTILINE, ...) are members of
// re.RegexFlag, an enum.IntFlag written in Python (py/re_flags.py), as in
// CPython 3.11: repr(re.I) is re.IGNORECASE, re.I | re.M is
// re.IGNORECASE|re.MULTILINE, and they still are ints. Importing enum
// costs milliseconds that a program calling only re.search should not
// pay, so the names are made on their first use (eval.LazyAttrs).

// reFlagAttrs are the names py/re_flags.py gives the re module.
var reFlagAttrs = []string{"RegexFlag", "NOFLAG", "A", "ASCII", "I", "IGNORECASE",
	"L", "LOCALE", "U", "UNICODE", "M", "MULTILINE", "S", "DOTALL", "X", "VERBOSE",
	"T", "TEMPLATE", "DEBUG"}

// reFlagsLazy makes the flag attributes of one interpreter's re module.
type reFlagsLazy struct {
	m    *eval.Module
	done bool
}

var _ eval.LazyAttrs = (*reFlagsLazy)(nil)

func (l *reFlagsLazy) Load(t *eval.Thread, name string) error {
	if l.done || !slices.Contains(reFlagAttrs, name) {
		return nil
	}
	return l.LoadAll(t)
}

func (l *reFlagsLazy) LoadAll(t *eval.Thread) error {
	if l.done {
		return nil
	}
	fm, err := runPyModuleAs(t, "re_flags", "re", nil)
	if err != nil {
		return err
	}
	cls, ok := fm.Attrs.Get("RegexFlag")
	if !ok {
		return eval.Errorf(eval.SystemErrorType, "re: RegexFlag missing")
	}
	l.done = true
	for _, n := range reFlagAttrs {
		if n == "RegexFlag" {
			l.m.Attrs.Set(n, cls)
			continue
		}
		v, err := eval.GetAttr(t, cls, n)
		if err != nil {
			return err
		}
		l.m.Attrs.Set(n, v)
	}
	return nil
}

func (l *reFlagsLazy) Names() []string { return reFlagAttrs }
