package eval

import "strings"

// What help() shows of the builtin classes' own attributes comes from
// CPython 3.11 as data (typehelp_gen.go, made by gen_typehelp.py): for each
// builtin class, each attribute its __dict__ defines, as pydoc's docclass
// renders it in the class's section ("__add__(self, value, /)\n    Return
// self+value.\n"), the header help() gives the method bound to an instance
// ("upper() method of builtins.str instance") and its docstring, which is
// also the method's __doc__. help(int), help(str.split), help("a".upper)
// and the "Methods inherited from builtins.int" sections of a subclass
// are then CPython's text, whatever pyinterp implements the method with.

// typeHelp is one builtin class's help data.
type typeHelp struct {
	signature  string // str(inspect.signature(cls)), "" when it has none
	subclasses string // the "Built-in subclasses:" block, "" when none
	entries    []helpEntry
}

// helpEntry is one attribute of a builtin class.
type helpEntry struct {
	name  string
	kind  string // "method", "class method", "static method", "readonly property", "data descriptor", "data"
	text  string // the entry in the class's help
	bound string // help()'s first line for the method bound to an instance ("" when unknown)
	doc   string // the method's __doc__ ("" when None)
}

// builtinHelp returns the help data of a builtin class, nil for others.
func builtinHelp(cls *Type) *typeHelp {
	if cls == nil || cls.user != nil || cls.Module != "builtins" {
		return nil
	}
	return builtinTypeHelp[cls.Name]
}

// builtinEntry returns the help entry of attribute name of builtin class
// cls (or of its builtin bases), nil when there is none.
func builtinEntry(cls *Type, name string) *helpEntry {
	if cls == nil {
		return nil
	}
	for _, c := range cls.MRO {
		th := builtinHelp(c)
		if th == nil {
			continue
		}
		for i := range th.entries {
			if th.entries[i].name == name {
				return &th.entries[i]
			}
		}
	}
	return nil
}

// builtinMethodDoc is the __doc__ of a builtin class's method: nil when
// CPython's is None or pyinterp has none for it.
func builtinMethodDoc(t *Thread, owner *Type, name string) Value {
	if e := builtinEntry(owner, name); e != nil && e.doc != "" {
		return NewStrT(t, e.doc)
	}
	return nil
}

// helpBuiltinMethod is the body of help(m) for a builtin class's method
// (unbound: its entry; bound to an instance: the bound header and the
// docstring), ok false when there is no data for it.
func helpBuiltinMethod(owner *Type, name string, bound bool) (string, bool) {
	e := builtinEntry(owner, name)
	if e == nil {
		return "", false
	}
	if !bound {
		return e.text, true
	}
	if e.bound == "" {
		return "", false
	}
	doc := strings.TrimRight(cleandoc(e.doc), " \n")
	if doc == "" {
		return e.bound + "\n", true
	}
	return e.bound + "\n" + strings.TrimRight(indent(doc, "    "), " \t\n") + "\n", true
}

// owner is the builtin class whose method b is bound from: the class
// itself for a class method (int.from_bytes), else the receiver's class;
// nil for a function.
func (b *Builtin) owner() (*Type, bool) {
	if b.qual == "" {
		return nil, false
	}
	if b.self == nil { // a static method (str.maketrans)
		if th := builtinTypeHelp[b.qual]; th != nil {
			for _, c := range []*Type{StrType, BytesType, ByteArrayType} {
				if c.Name == b.qual {
					return c, true
				}
			}
		}
		return nil, false
	}
	if cls, ok := b.self.(*Type); ok {
		return cls, true
	}
	return b.self.Type(), false
}

// hasHelp reports whether help(b) has CPython's text for b.
func (b *Builtin) hasHelp() bool {
	_, ok := b.help()
	return ok
}

// help is the body of help(b) for a method bound to an instance (or a
// class method), from CPython's data: "upper() method of builtins.str
// instance" and the docstring.
func (b *Builtin) help() (string, bool) {
	if b.self == nil && b.qual != "" {
		// A static method of a builtin class (str.maketrans).
		if th := builtinTypeHelp[b.qual]; th != nil {
			for _, e := range th.entries {
				if e.name == b.name {
					return e.text, true
				}
			}
		}
		return "", false
	}
	cls, isClass := b.owner()
	if cls == nil {
		return "", false
	}
	text, ok := helpBuiltinMethod(cls, b.name, true)
	if !ok || isClass {
		return text, ok
	}
	// The receiver's class, when a subclass: "method of __main__.S instance".
	if recv := b.recv; recv != nil && recv.Module != "builtins" {
		for _, c := range recv.MRO {
			if builtinHelp(c) != nil {
				text = strings.Replace(text, " method of builtins."+c.Name+" instance", " method of "+recv.Module+"."+recv.QualName()+" instance", 1) //allocpath:ok help text: one header line of generated data
				break
			}
		}
	}
	return text, true
}
