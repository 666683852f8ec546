package eval

import (
	"slices"
	"strings"
)

// Help is the text help(obj) prints: pydoc's plain-text rendering
// (pydoc.render_doc with TextDoc) of functions, methods, classes, modules
// and instances, as CPython 3.11 writes it when standard output is not a
// terminal. The attributes of builtin classes are shown with CPython's
// text (typehelp.go).
func Help(t *Thread, obj Value) (string, error) {
	h := &helper{t: t}
	desc, target, suffix := h.describe(obj)
	body, err := h.document(target, "", "")
	if err != nil {
		return "", err
	}
	return "Help on " + desc + suffix + ":\n\n" + body, nil
}

type helper struct{ t *Thread }

// describe returns pydoc's describe(obj) and the "in module m" suffix,
// and the object to document (the class of a plain instance).
func (h *helper) describe(obj Value) (desc string, target Value, suffix string) {
	target = obj
	switch o := obj.(type) {
	case *Module:
		return "module " + o.Name, obj, ""
	case *Builtin:
		desc = "built-in function " + o.name
		if o.self != nil && !o.hasHelp() {
			desc = "built-in method " + o.name
		}
	case *Method:
		if builtinEntry(o.owner, o.name) != nil {
			return "method_descriptor", obj, ""
		}
	case *Type:
		desc = "class " + o.Name
	case *Function:
		desc = "function " + o.name
	case *BoundMethod:
		desc = "method " + h.str(o, "__name__")
	default:
		if !h.isDataDescriptor(obj) && h.ownDoc(obj) == "" {
			typ := obj.Type()
			desc = typ.Name
			// An instance of a builtin class has no __module__.
			if m := typ.Module; m != "" && m != "builtins" {
				desc += " in module " + m
			}
			return desc + " object", typ, ""
		}
		desc = obj.Type().Name
	}
	if m := h.module(obj); m != "" {
		suffix = " in module " + m
	}
	return desc, target, suffix
}

// module is obj's __module__ ("" when it has none).
func (h *helper) module(obj Value) string {
	switch o := obj.(type) {
	case *Type:
		return o.Module
	case *Function:
		return o.module
	case *Builtin:
		if o.self != nil || o.qual != "" {
			return ""
		}
		if o.module == "" {
			return "builtins"
		}
		return o.module
	case *BoundMethod:
		return h.module(o.fn)
	}
	return ""
}

// str reads a str attribute ("" when absent or not a str).
func (h *helper) str(v Value, name string) string {
	x, err := LookupAttr(h.t, v, name)
	if err != nil || x == nil {
		return ""
	}
	if s, ok := As[*Str](x); ok {
		return s.String()
	}
	return ""
}

// ownDoc is pydoc's _getowndoc: obj's __doc__ unless it is its class's.
func (h *helper) ownDoc(obj Value) string {
	doc := h.str(obj, "__doc__")
	if doc == "" {
		return ""
	}
	if _, isType := obj.(*Type); !isType && h.str(obj.Type(), "__doc__") == doc {
		return ""
	}
	return doc
}

// getdoc is pydoc's getdoc: the cleaned docstring, or for a method
// without one the docstring of the same method in a base class.
func (h *helper) getdoc(obj Value, cls *Type) string {
	doc := h.ownDoc(obj)
	if doc == "" && cls != nil {
		name := h.str(obj, "__name__")
		for _, base := range cls.MRO[1:] {
			if v, ok := base.Dict.Get(name); ok {
				if d := h.str(v, "__doc__"); d != "" {
					doc = d
					break
				}
			}
		}
		if doc == "" && strings.HasPrefix(name, "__") {
			doc = objectMethodDocs[name]
		}
	}
	return strings.TrimRight(cleandoc(doc), " \n")
}

// objectMethodDocs are the docstrings of object's methods, which pydoc
// shows for methods that override them without a docstring of their own.
var objectMethodDocs = map[string]string{
	"__init__":          "Initialize self.  See help(type(self)) for accurate signature.",
	"__repr__":          "Return repr(self).",
	"__str__":           "Return str(self).",
	"__eq__":            "Return self==value.",
	"__ne__":            "Return self!=value.",
	"__lt__":            "Return self<value.",
	"__le__":            "Return self<=value.",
	"__gt__":            "Return self>value.",
	"__ge__":            "Return self>=value.",
	"__hash__":          "Return hash(self).",
	"__format__":        "Default object formatter.",
	"__getattribute__":  "Return getattr(self, name).",
	"__setattr__":       "Implement setattr(self, name, value).",
	"__delattr__":       "Implement delattr(self, name).",
	"__dir__":           "Default dir() implementation.",
	"__sizeof__":        "Size of object in memory, in bytes.",
	"__reduce__":        "Helper for pickle.",
	"__reduce_ex__":     "Helper for pickle.",
	"__init_subclass__": "This method is called when a class is subclassed.\n\nThe default implementation does nothing. It may be\noverridden to extend subclasses.",
	"__subclasshook__":  "Abstract classes can override this to customize issubclass().\n\nThis is invoked early on by abc.ABCMeta.__subclasscheck__().\nIt should return True, False or NotImplemented.  If it returns\nNotImplemented, the normal algorithm is used.  Otherwise, it\noverrides the normal algorithm (and the outcome is cached).",
	"__new__":           "Create and return a new object.  See help(type) for accurate signature.",
}

// cleandoc is inspect.cleandoc: tabs expanded, the common indentation
// of the lines after the first removed, blank lines at either end
// dropped.
func cleandoc(doc string) string {
	lines := strings.Split(strings.ReplaceAll(doc, "\t", "        "), "\n") //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	margin := -1
	for _, l := range lines[1:] {
		content := strings.TrimLeft(l, " ")
		if content != "" {
			if ind := len(l) - len(content); margin < 0 || ind < margin {
				margin = ind
			}
		}
	}
	lines[0] = strings.TrimLeft(lines[0], " ")
	if margin > 0 {
		for i := 1; i < len(lines); i++ {
			if len(lines[i]) >= margin {
				lines[i] = lines[i][margin:]
			} else {
				lines[i] = strings.TrimLeft(lines[i], " ")
			}
		}
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for len(lines) > 0 && lines[0] == "" {
		lines = lines[1:]
	}
	return strings.Join(lines, "\n") //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
}

// indent is TextDoc.indent.
func indent(text, prefix string) string {
	if text == "" {
		return ""
	}
	lines := strings.Split(text, "\n") //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	for i, l := range lines {
		lines[i] = prefix + l
	}
	lines[len(lines)-1] = strings.TrimRight(lines[len(lines)-1], " \t\n")
	return strings.Join(lines, "\n") //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
}

// document is TextDoc.document.
func (h *helper) document(obj Value, name, mod string) (string, error) {
	switch o := obj.(type) {
	case *Method:
		if text, ok := helpBuiltinMethod(o.owner, o.name, false); ok {
			return text, nil
		}
	case *Builtin:
		if text, ok := o.help(); ok {
			return text, nil
		}
	}
	switch o := obj.(type) {
	case *Module:
		return h.docmodule(o)
	case *Type:
		return h.docclass(o, name)
	case *Function, *Builtin, *BoundMethod:
		return h.docroutine(obj, name, mod, nil)
	}
	if h.isDataDescriptor(obj) {
		return h.docdata(obj, name), nil
	}
	return h.docother(obj, name, 0)
}

func (h *helper) isDataDescriptor(v Value) bool {
	_, ok := v.(*Property)
	return ok
}

// classname is pydoc's classname: qualified by module unless in modname.
func classname(c *Type, modname string) string {
	if c.Module != modname {
		return c.Module + "." + c.Name
	}
	return c.Name
}

// docroutine is TextDoc.docroutine for functions, methods and builtins;
// cl is the class being documented.
func (h *helper) docroutine(obj Value, name, mod string, cl *Type) (string, error) {
	realname := h.str(obj, "__name__")
	if name == "" {
		name = realname
	}
	note := ""
	fn := obj
	skipFirst := false
	if bm, ok := obj.(*BoundMethod); ok {
		imclass := bm.self.Type()
		if c, ok := bm.self.(*Type); ok {
			imclass = c.Type()
		}
		if cl != nil {
			if imclass != cl {
				note = " from " + classname(imclass, mod)
			}
		} else {
			note = " method of " + classname(bm.self.Type(), mod) + " instance"
		}
		fn, skipFirst = bm.fn, true
	}
	async := ""
	if f, ok := fn.(*Function); ok && (f.code.isAsync) {
		async = "async "
	}
	title := name
	skipdocs := false
	if name != realname {
		title = name + " = " + realname
		if cl != nil {
			if v, ok := cl.Dict.Get(realname); ok && v == obj {
				skipdocs = true
			}
		}
	}
	argspec, err := h.signature(fn, skipFirst)
	if err != nil {
		return "", err
	}
	if realname == "<lambda>" && argspec != "" {
		title = name + " lambda "
		argspec = argspec[1 : len(argspec)-1]
	}
	if argspec == "" {
		argspec = "(...)"
	}
	decl := async + title + argspec + note
	if skipdocs {
		return decl + "\n", nil
	}
	doc := h.getdoc(obj, cl)
	if doc == "" {
		return decl + "\n", nil
	}
	return decl + "\n" + strings.TrimRight(indent(doc, "    "), " \t\n") + "\n", nil
}

// signature is str(inspect.signature(fn)) for a Python function ("" when
// there is none); skipFirst drops the bound first parameter.
func (h *helper) signature(fn Value, skipFirst bool) (string, error) {
	f, ok := fn.(*Function)
	if !ok {
		if b, ok := fn.(*Builtin); ok && b.self == nil {
			return builtinSignatures[b.name], nil
		}
		return "", nil
	}
	if f.textSig != "" {
		if !skipFirst {
			return f.textSig, nil
		}
		sig := f.textSig
		if i := strings.IndexAny(sig, ",)"); i >= 0 && strings.HasPrefix(sig, "(") {
			rest := strings.TrimPrefix(sig[i:], ",")
			return "(" + strings.TrimPrefix(rest, " "), nil
		}
		return sig, nil
	}
	c := f.code
	var ann *Dict
	if a, err := GetAttr(h.t, f, "__annotations__"); err == nil {
		ann, _ = As[*Dict](a)
	}
	annot := func(name string) (string, error) {
		if ann == nil {
			return "", nil
		}
		v, ok, err := ann.Get(h.t, NewStrT(h.t, name))
		if err != nil || !ok {
			return "", err
		}
		return h.formatAnnotation(v)
	}
	var parts []string
	param := func(name, prefix string, def Value) error {
		s := prefix + name
		a, err := annot(name)
		if err != nil {
			return err
		}
		if a != "" {
			s += ": " + a
		}
		if def != nil {
			r, err := Repr(h.t, def)
			if err != nil {
				return err
			}
			if a != "" {
				s += " = " + r
			} else {
				s += "=" + r
			}
		}
		parts = append(parts, s)
		return nil
	}
	firstDefault := c.nargs - len(f.defaults)
	for i := 0; i < c.nargs; i++ {
		if i == 0 && skipFirst {
			continue
		}
		var def Value
		if i >= firstDefault {
			def = f.defaults[i-firstDefault]
		}
		if err := param(c.argNames[i], "", def); err != nil {
			return "", err
		}
		if i == c.nposonly-1 {
			parts = append(parts, "/")
		}
	}
	if c.varargSlot >= 0 {
		if err := param(c.varargName, "*", nil); err != nil {
			return "", err
		}
	} else if c.nkwonly > 0 {
		parts = append(parts, "*")
	}
	for i := 0; i < c.nkwonly; i++ {
		var def Value
		if i < len(f.kwdefaults) {
			def = f.kwdefaults[i]
		}
		if err := param(c.argNames[c.nargs+i], "", def); err != nil {
			return "", err
		}
	}
	if c.kwargSlot >= 0 {
		if err := param(c.kwargName, "**", nil); err != nil {
			return "", err
		}
	}
	s := "(" + strings.Join(parts, ", ") + ")" //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	r, err := annot("return")
	if err != nil {
		return "", err
	}
	if r != "" {
		s += " -> " + r
	}
	return s, nil
}

// formatAnnotation is inspect.formatannotation.
func (h *helper) formatAnnotation(v Value) (string, error) {
	if c, ok := v.(*Type); ok {
		if c.Module == "builtins" {
			return h.str(c, "__qualname__"), nil
		}
		return c.Module + "." + h.str(c, "__qualname__"), nil
	}
	s, err := Repr(h.t, v)
	if err != nil {
		return "", err
	}
	return strings.ReplaceAll(s, "typing.", ""), nil //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
}

// docdata is TextDoc.docdata (properties and other data descriptors).
func (h *helper) docdata(obj Value, name string) string {
	var b strings.Builder //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	if name != "" {
		b.WriteString(name)
		b.WriteString("\n")
	}
	if doc := h.getdoc(obj, nil); doc != "" {
		b.WriteString(indent(doc, "    "))
		b.WriteString("\n")
	}
	return b.String()
}

// docother is TextDoc.docother (maxlen 0: no limit).
func (h *helper) docother(obj Value, name string, maxlen int) (string, error) {
	r, err := Repr(h.t, obj)
	if err != nil {
		return "", err
	}
	if maxlen > 0 {
		line := r
		if name != "" {
			line = name + " = " + r
		}
		if chop := maxlen - len(line); chop < 0 {
			r = r[:max(0, len(r)+chop)] + "..."
		}
	}
	if name != "" {
		return name + " = " + r, nil
	}
	return r, nil
}

// classAttr is one entry of pydoc's classify_class_attrs.
type classAttr struct {
	name  string
	kind  string // method, class method, static method, readonly property, data descriptor, data
	home  *Type
	value Value // the raw value in home's __dict__
}

// hiddenNames are pydoc's visiblename exclusions.
var hiddenNames = map[string]bool{
	"__author__": true, "__builtins__": true, "__cached__": true, "__credits__": true,
	"__date__": true, "__doc__": true, "__file__": true, "__spec__": true,
	"__loader__": true, "__module__": true, "__name__": true, "__package__": true,
	"__path__": true, "__qualname__": true, "__slots__": true, "__version__": true,
}

func visibleName(name string) bool {
	if hiddenNames[name] {
		return false
	}
	if strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
		return true
	}
	return !strings.HasPrefix(name, "_")
}

// userBaseAddsDict reports whether c is the class that gives its
// instances __dict__ and __weakref__ (a user class with only builtin
// bases and no __slots__).
func addsInstanceDict(c *Type) bool {
	if c.Builtin || c.Module == "builtins" {
		return false
	}
	if _, ok := c.Dict.Get("__slots__"); ok {
		return false
	}
	for _, b := range c.Bases {
		if !b.Builtin && b.Module != "builtins" {
			return false
		}
	}
	return true
}

// noWeakref reports whether instances of c have no __weakref__ slot: the
// subclasses of CPython's variable-size builtins (int, tuple, bytes) and
// of set and frozenset.
func noWeakref(c *Type) bool {
	for _, b := range c.MRO {
		switch b {
		case IntType, TupleType, BytesType, SetType, FrozenSetType:
			return true
		}
	}
	return false
}

// classAttrs lists the visible attributes of cls and of its bases, each
// with the class whose __dict__ defines it.
func (h *helper) classAttrs(cls *Type) []classAttr {
	var out []classAttr
	seen := map[string]bool{}
	for _, c := range cls.MRO {
		if c == ObjectType {
			continue
		}
		var names []string
		c.Dict.Range(func(k string, _ Value) bool {
			names = append(names, k)
			return true
		})
		if addsInstanceDict(c) {
			if !c.IsSubtype(BaseExceptionType) {
				names = append(names, "__dict__") // BaseException has its own
			}
			if !noWeakref(c) {
				names = append(names, "__weakref__")
			}
		}
		_, hasEq := c.Dict.Get("__eq__")
		_, hasHash := c.Dict.Get("__hash__")
		if hasEq && !hasHash && !c.Builtin {
			names = append(names, "__hash__")
		}
		for _, name := range names {
			if seen[name] || !visibleName(name) {
				continue
			}
			seen[name] = true
			v, _ := c.Dict.Get(name)
			a := classAttr{name: name, home: c, value: v}
			switch x := v.(type) {
			case *StaticMethod:
				a.kind = "static method"
			case *ClassMethod:
				a.kind = "class method"
			case *Property:
				a.kind = "data descriptor"
				if x.fset == nil {
					a.kind = "readonly property"
				}
			case *Function, *Builtin, *Method:
				a.kind = "method"
			case nil:
				switch name {
				case "__dict__", "__weakref__":
					a.kind = "data descriptor"
				default:
					a.kind, a.value = "data", None
				}
			default:
				a.kind = "data"
			}
			out = append(out, a)
		}
	}
	return out
}

// docclass is TextDoc.docclass.
func (h *helper) docclass(cls *Type, name string) (string, error) {
	realname := cls.Name
	if name == "" {
		name = realname
	}
	mod := cls.Module
	title := "class " + realname
	if name != realname {
		title = name + " = class " + realname
	}
	if len(cls.Bases) > 0 {
		var ps []string
		for _, b := range cls.Bases {
			ps = append(ps, classname(b, mod))
		}
		title += "(" + strings.Join(ps, ", ") + ")" //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	}
	var contents []string
	push := func(s string) { contents = append(contents, s) }
	if sig, err := h.classSignature(cls); err != nil {
		return "", err
	} else if sig != "" && sig != "()" {
		push(name + sig + "\n")
	} else if sig := builtinClassSignature(cls); sig != "" && sig != "()" {
		push(name + sig + "\n")
	}
	if doc := h.getdoc(cls, nil); doc != "" {
		push(doc + "\n")
	}
	mro := cls.MRO
	if len(mro) > 2 {
		push("Method resolution order:")
		for _, b := range mro {
			push("    " + classname(b, mod))
		}
		push("")
	}
	if th := builtinHelp(cls); th != nil && th.subclasses != "" {
		for _, line := range strings.Split(strings.TrimRight(th.subclasses, "\n"), "\n") { //allocpath:ok generated help data (typehelp_gen.go), not the program's
			push(line)
		}
		push("")
	}
	needRule := false
	rule := func() {
		if needRule {
			push(strings.Repeat("-", 70)) //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
		}
		needRule = true
	}
	attrs := h.classAttrs(cls)
	defined := map[string]bool{} // names of the classes before this in the MRO
	for _, this := range mro {
		if this == ObjectType && cls != ObjectType {
			continue
		}
		tag := "defined here"
		if this != cls {
			tag = "inherited from " + classname(this, mod)
		}
		if th := builtinHelp(this); th != nil {
			// CPython's own text for a builtin class's attributes.
			for _, kind := range helpKinds {
				first := true
				for _, e := range th.entries {
					if e.kind != kind.kind || defined[e.name] {
						continue
					}
					if first {
						rule()
						push(kind.title + " " + tag + ":\n")
						first = false
					}
					push(e.text)
				}
			}
			for _, e := range th.entries {
				defined[e.name] = true
			}
			continue
		}
		for _, a := range attrs {
			if a.home == this {
				defined[a.name] = true
			}
		}
		var here []classAttr
		for _, a := range attrs {
			if a.home == this {
				here = append(here, a)
			}
		}
		if len(here) == 0 {
			continue
		}
		slices.SortStableFunc(here, func(a, b classAttr) int { return strings.Compare(a.name, b.name) })
		for _, kind := range helpKinds {
			first := true
			for _, a := range here {
				if a.kind != kind.kind {
					continue
				}
				if first {
					rule()
					push(kind.title + " " + tag + ":\n")
					first = false
				}
				s, err := h.classEntry(cls, a, mod)
				if err != nil {
					return "", err
				}
				push(s)
			}
		}
	}
	text := strings.TrimRight(strings.Join(contents, "\n"), " \t\n") //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	if text == "" {
		return title + "\n", nil
	}
	return title + "\n" + indent(text, " |  ") + "\n", nil
}

// builtinClassSignature is the text signature a class has from its
// first builtin base (list(iterable=(), /) for a subclass of list that
// defines neither __init__ nor __new__), "" when it has none.
func builtinClassSignature(cls *Type) string {
	for _, c := range cls.MRO {
		if th := builtinHelp(c); th != nil {
			return th.signature
		}
		if _, ok := c.Dict.Get("__init__"); ok {
			return ""
		}
		if _, ok := c.Dict.Get("__new__"); ok {
			return ""
		}
	}
	return ""
}

// helpKinds are docclass's sections, in order.
var helpKinds = []struct{ kind, title string }{
	{"method", "Methods"}, {"class method", "Class methods"}, {"static method", "Static methods"},
	{"readonly property", "Readonly properties"}, {"data descriptor", "Data descriptors"},
	{"data", "Data and other attributes"},
}

// classEntry documents one attribute of cls in its section.
func (h *helper) classEntry(cls *Type, a classAttr, mod string) (string, error) {
	switch a.kind {
	case "method", "class method", "static method":
		v, err := GetAttr(h.t, cls, a.name)
		if err != nil {
			return h.docdata(a.value, a.name), nil
		}
		return h.docroutineIn(v, a.name, mod, cls)
	case "readonly property", "data descriptor":
		switch a.name {
		case "__dict__":
			return "__dict__\n    dictionary for instance variables\n", nil
		case "__weakref__":
			return "__weakref__\n    list of weak references to the object\n", nil
		}
		return h.docdata(a.value, a.name), nil
	}
	v := a.value
	if x, err := GetAttr(h.t, cls, a.name); err == nil {
		v = x
	}
	s, err := h.docother(v, a.name, 70)
	if err != nil {
		return "", err
	}
	return s + "\n", nil
}

// docroutineIn documents a routine found on class cls: pydoc's
// document(getattr(cls, name)).
func (h *helper) docroutineIn(v Value, name, mod string, cls *Type) (string, error) {
	switch v.(type) {
	case *Function, *Builtin, *BoundMethod:
		return h.docroutine(v, name, mod, cls)
	}
	return h.docother(v, name, 0)
}

// classSignature is str(inspect.signature(cls)) for a class whose
// __init__ or __new__ is Python code ("" otherwise).
func (h *helper) classSignature(cls *Type) (string, error) {
	for _, c := range cls.MRO {
		for _, m := range []string{"__init__", "__new__"} {
			v, ok := c.Dict.Get(m)
			if !ok {
				continue
			}
			if sm, ok := v.(*StaticMethod); ok {
				v = sm.fn
			}
			if f, ok := v.(*Function); ok {
				return h.signature(f, true)
			}
			return "", nil
		}
	}
	return "", nil
}

// docmodule is TextDoc.docmodule: NAME, DESCRIPTION, CLASSES, FUNCTIONS,
// DATA, and FILE for a module with a __file__ (modules from source; the
// standard library's have none).
func (h *helper) docmodule(m *Module) (string, error) {
	name := m.Name
	doc := strings.TrimRight(cleandoc(h.str(m, "__doc__")), " \n")
	synop, desc := splitdoc(doc)
	section := func(title, body string) string {
		return title + "\n" + strings.TrimRight(indent(body, "    "), " \t\n") + "\n\n"
	}
	head := name
	if synop != "" {
		head += " - " + synop
	}
	result := section("NAME", head)
	if desc != "" {
		result += section("DESCRIPTION", desc)
	}
	var names []string
	m.Attrs.Range(func(k string, _ Value) bool {
		names = append(names, k)
		return true
	})
	slices.Sort(names)
	var classes []*Type
	var classNames, funcs, data []string
	for _, k := range names {
		v, _ := m.Attrs.Get(k)
		if !visibleName(k) {
			continue
		}
		switch x := v.(type) {
		case *Type:
			if x.Module == name {
				classes = append(classes, x)
				classNames = append(classNames, k)
			}
		case *Function:
			if x.module == name {
				funcs = append(funcs, k)
			}
		case *Builtin:
			funcs = append(funcs, k)
		case *Module:
		default:
			data = append(data, k)
		}
	}
	if len(classes) > 0 {
		contents := []string{classTree(classes, name)}
		for i, c := range classes {
			s, err := h.docclass(c, classNames[i])
			if err != nil {
				return "", err
			}
			contents = append(contents, s)
		}
		result += section("CLASSES", strings.Join(contents, "\n")) //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	}
	if len(funcs) > 0 {
		var contents []string
		for _, k := range funcs {
			v, _ := m.Attrs.Get(k)
			s, err := h.docroutine(v, k, name, nil)
			if err != nil {
				return "", err
			}
			contents = append(contents, s)
		}
		result += section("FUNCTIONS", strings.Join(contents, "\n")) //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	}
	if len(data) > 0 {
		var contents []string
		for _, k := range data {
			v, _ := m.Attrs.Get(k)
			s, err := h.docother(v, k, 70)
			if err != nil {
				return "", err
			}
			contents = append(contents, s)
		}
		result += section("DATA", strings.Join(contents, "\n")) //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	}
	if f, ok := m.Attrs.Get("__file__"); ok {
		if s, ok := As[*Str](f); ok {
			result += section("FILE", s.String())
		}
	}
	return result, nil
}

// splitdoc is pydoc's splitdoc: the synopsis line and the rest.
func splitdoc(doc string) (string, string) {
	lines := strings.Split(strings.TrimSpace(doc), "\n") //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	if len(lines) == 1 {
		return lines[0], ""
	}
	if strings.TrimRight(lines[1], " \t") == "" {
		return lines[0], strings.Join(lines[2:], "\n") //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	}
	return "", strings.Join(lines, "\n") //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
}

// classTree is TextDoc.formattree(getclasstree(classes, 1)) for classes
// whose bases are outside the list or earlier in it.
func classTree(classes []*Type, modname string) string {
	in := map[*Type]bool{}
	for _, c := range classes {
		in[c] = true
	}
	children := map[*Type][]*Type{}
	var roots []*Type
	for _, c := range classes {
		parent := ObjectType
		if len(c.Bases) > 0 {
			parent = c.Bases[0]
		}
		if !in[parent] && !slices.Contains(roots, parent) {
			roots = append(roots, parent)
		}
		children[parent] = append(children[parent], c)
	}
	slices.SortFunc(roots, func(a, b *Type) int {
		return strings.Compare(a.Module+"."+a.Name, b.Module+"."+b.Name)
	})
	var b strings.Builder //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
	var walk func(c *Type, prefix string, parent *Type)
	walk = func(c *Type, prefix string, parent *Type) {
		b.WriteString(prefix + classname(c, modname))
		if parent != nil && (len(c.Bases) != 1 || c.Bases[0] != parent) && len(c.Bases) > 0 {
			var ps []string
			for _, x := range c.Bases {
				ps = append(ps, classname(x, modname))
			}
			b.WriteString("(" + strings.Join(ps, ", ") + ")") //allocpath:ok help text: a small multiple of docstrings, names and reprs the program already holds; callHelp charges the result
		}
		b.WriteString("\n")
		for _, k := range children[c] {
			walk(k, prefix+"    ", c)
		}
	}
	for _, r := range roots {
		walk(r, "", nil)
	}
	return b.String()
}
