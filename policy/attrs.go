package policy

import (
	"fmt"
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// Rule is one entry of the attribute policy: a name and why it is allowed
// or refused.
type Rule struct {
	Name   string
	Reason string
}

// AllowedDunders are the dunder attributes a program may read, write and
// delete (the policy hook is not told which). Every other name of the form
// __x__ is refused: the allowlist is closed, so a dunder that a future
// version of eval implements is refused until someone writes down here why
// it is harmless.
var AllowedDunders = []Rule{
	// Naming and documentation: plain strings.
	{"__name__", "type(x).__name__, f.__name__, module name: a str"},
	{"__qualname__", "qualified name of a class or function: a str"},
	{"__module__", "name of the defining module: a str, not the module"},
	{"__doc__", "docstrings: a str or None"},
	{"__annotations__", "the annotations the program itself wrote"},
	{"__all__", "a module's public names: a list of str"},
	{"__version__", "version strings some modules carry"},
	{"__warningregistry__", "a module's record of the warnings it has shown (warnings' 'default', 'module' and 'once' actions): a dict of (text, category, lineno) keys, the program's own data"},
	{"__slots__", "declared in the program's own classes"},
	{"__match_args__", "positional match patterns of the program's classes"},
	{"__wrapped__", "functools.wraps chains: the program's own functions"},
	{"__func__", "the function of a bound method: the program's own function"},

	// Tracebacks: eval's restricted traceback objects (see RestrictedAttrs).
	{"__traceback__", "an exception's traceback: eval.Traceback, whose frames hold a line, a function name and a file name, never a namespace"},

	// Classes and the object model: reachable anyway through type() and
	// isinstance(); none of them leads to a subclass list or a namespace
	// the program did not create.
	{"__class__", "same as type(x); self.__class__.__name__ is common"},
	{"__mro__", "a class's linearised bases: types only"},
	{"__bases__", "a class's direct bases: types only"},
	{"__base__", "a class's first base: a type"},
	{"__dict__", "the attributes of the program's own instances and classes (refused on modules and builtin types: see CheckAttr)"},
	{"__init__", "super().__init__(...) in the program's own classes"},
	{"__new__", "super().__new__(cls) and object.__new__(cls)"},
	{"__init_subclass__", "class creation hook of the program's own classes"},
	{"__set_name__", "descriptor naming hook"},
	{"__class_getitem__", "generic aliases: list[int]"},
	{"__args__", "arguments of a generic alias: types"},
	{"__origin__", "origin of a generic alias: a type"},
	{"__post_init__", "dataclass hook of the program's own classes"},
	{"__members__", "an enum's name -> member mapping: the program's own members"},
	{"__dataclass_fields__", "a dataclass's Field objects: the program's own fields"},
	{"__dataclass_params__", "a dataclass's decorator options: bools"},
	{"__orig_bases__", "a class's bases as written (Generic[T]): types and typing aliases"},
	{"__parameters__", "type variables of a typing alias or generic class"},
	{"__bound__", "a TypeVar's bound: a type"},
	{"__constraints__", "a TypeVar's constraints: types"},
	{"__covariant__", "a TypeVar's variance: a bool"},
	{"__contravariant__", "a TypeVar's variance: a bool"},
	{"__metadata__", "typing.Annotated metadata: the program's own values"},
	{"__supertype__", "typing.NewType's base: a type"},
	{"__forward_arg__", "a typing.ForwardRef's text: a str"},
	{"__required_keys__", "a TypedDict's required keys: a frozenset of str"},
	{"__optional_keys__", "a TypedDict's optional keys: a frozenset of str"},
	{"__total__", "a TypedDict's totality: a bool"},

	// Attribute hooks the program defines on its own classes. Calling
	// object.__setattr__/__delattr__ still goes through this policy.
	{"__getattr__", "fallback lookup hook of the program's own classes"},
	{"__setattr__", "super().__setattr__(name, value) in the program's own classes"},
	{"__delattr__", "super().__delattr__(name) in the program's own classes"},
	{"__stdout__", "sys.__stdout__: the run's own output stream (sys.stdout = sys.__stdout__ after a redirection); on the sys module only"},
	{"__stderr__", "sys.__stderr__: as __stdout__"},
	{"__stdin__", "sys.__stdin__: as __stdout__"},
	{"__dir__", "dir()'s hook of the program's own classes; object.__dir__/type.__dir__ list names (strs) dir() already shows"},

	// Descriptors.
	{"__get__", "descriptor protocol"},
	{"__set__", "descriptor protocol"},
	{"__delete__", "descriptor protocol"},

	// Exceptions: chaining and notes are exception objects and strs.
	{"__cause__", "explicit exception chaining (raise ... from ...)"},
	{"__context__", "implicit exception chaining"},
	{"__suppress_context__", "raise ... from None"},
	{"__notes__", "add_note() notes: a list of str"},

	// Protocol methods: calling them is the same as the operation they
	// implement, which the program can do anyway.
	{"__repr__", "repr(x)"}, {"__str__", "str(x)"}, {"__format__", "format(x, spec)"},
	{"__bytes__", "bytes(x)"}, {"__hash__", "hash(x)"}, {"__bool__", "bool(x)"},
	{"__len__", "len(x)"}, {"__length_hint__", "operator.length_hint(x)"},
	{"__iter__", "iter(x)"}, {"__next__", "next(x)"}, {"__reversed__", "reversed(x)"},
	{"__contains__", "x in y"}, {"__getitem__", "x[k]"}, {"__setitem__", "x[k] = v"},
	{"__delitem__", "del x[k]"}, {"__missing__", "dict subclasses"},
	{"__call__", "x(...)"}, {"__enter__", "with statements"}, {"__exit__", "with statements"},
	{"__await__", "await x"}, {"__aiter__", "aiter(x), async for"}, {"__anext__", "anext(x), async for"},
	{"__aenter__", "async with statements"}, {"__aexit__", "async with statements"},
	{"__eq__", "=="}, {"__ne__", "!="}, {"__lt__", "<"}, {"__le__", "<="}, {"__gt__", ">"}, {"__ge__", ">="},
	{"__index__", "operator.index(x)"}, {"__int__", "int(x)"}, {"__float__", "float(x)"},
	{"__complex__", "complex(x)"}, {"__round__", "round(x)"}, {"__trunc__", "math.trunc(x)"},
	{"__floor__", "math.floor(x)"}, {"__ceil__", "math.ceil(x)"},
	{"__neg__", "-x"}, {"__pos__", "+x"}, {"__abs__", "abs(x)"}, {"__invert__", "~x"},
	{"__copy__", "copy.copy(x)"}, {"__deepcopy__", "copy.deepcopy(x)"},
	{"__instancecheck__", "isinstance(x, cls)"}, {"__subclasscheck__", "issubclass(c, cls)"},
	{"__fspath__", "os.fspath(x): the path a path-like object stands for (a str or bytes), as open() and os read it"},
}

// binaryOps are the operator names whose __op__, __rop__ and __iop__
// dunders are allowed: calling them is the operator itself.
var binaryOps = []string{
	"add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "divmod", "pow",
	"lshift", "rshift", "and", "xor", "or",
}

// ForbiddenAttrs are refused on every object. The dunders among them are
// refused anyway (they are not in AllowedDunders); they are listed to write
// down why. The others are ordinary-looking names that in CPython lead from
// a harmless object to frames, code or namespaces; pyinterp's objects do not
// have them, and refusing them by name keeps it so whatever a future type
// grows.
var ForbiddenAttrs = []Rule{
	{"__globals__", "a function's module namespace: the way out of any closure"},
	{"__builtins__", "the builtins namespace, including what the policy removed"},
	{"__code__", "code objects: co_consts, co_names, and constructing new code"},
	{"__closure__", "cells of enclosing scopes, read and written behind the resolver"},
	{"__defaults__", "writable defaults of functions the program did not write (tools)"},
	{"__kwdefaults__", "as __defaults__"},
	{"__subclasses__", "object.__subclasses__() lists every class in the process: the classic escape"},
	{"__self__", "the receiver of a builtin function: for module functions, the module"},
	{"__objclass__", "the class of a method descriptor, reached from the descriptor"},
	{"__import__", "the import machinery, bypassing the import allowlist"},
	{"__loader__", "module loaders: load arbitrary modules"},
	{"__spec__", "module specs: loaders and file paths"},
	{"__path__", "package search path"},
	{"__file__", "host file paths"},
	{"__cached__", "host file paths"},
	{"__reduce__", "pickling protocol: returns reconstructors (copyreg functions, modules)"},
	{"__reduce_ex__", "as __reduce__"},
	{"__getstate__", "pickling protocol: internal state of builtin objects"},
	{"__setstate__", "pickling protocol: overwrites internal state of builtin objects"},
	{"__getattribute__", "object.__getattribute__(x, name) is a second attribute lookup that must not exist beside the policied one"},
	{"__subclasshook__", "ABC machinery"},
	{"__weakref__", "weak references"},
	{"__sizeof__", "reveals the host's memory layout"},
	{"tb_lasti", "traceback internals"},
	{"f_back", "frame -> caller frame"},
	{"f_globals", "frame -> module namespace"},
	{"f_locals", "frame -> local namespace"},
	{"f_builtins", "frame -> builtins namespace"},
	{"f_trace", "frame tracing hook"},
	{"gi_frame", "generator -> frame"},
	{"gi_code", "generator -> code object"},
	{"gi_yieldfrom", "generator internals"},
	{"cr_frame", "coroutine -> frame"},
	{"cr_code", "coroutine -> code object"},
	{"cr_await", "coroutine internals"},
	{"ag_frame", "async generator -> frame"},
	{"ag_code", "async generator -> code object"},
	{"ag_await", "async generator internals"},
	{"co_code", "code internals"},
	{"co_consts", "code internals"},
	{"co_names", "code internals"},
}

// RestrictedAttrs are refused on every object but pyinterp's restricted
// traceback objects (eval.Traceback, eval.TbFrame), which have them; in
// CPython they lead from a traceback to live frames, code and namespaces.
// pyinterp's frame has f_code and f_lineno only and its code co_name,
// co_qualname and co_filename: f_globals, f_locals, f_builtins, f_back,
// co_code, co_consts and co_names stay in ForbiddenAttrs, for every object.
var RestrictedAttrs = []Rule{
	{"tb_frame", "traceback -> frame: only on eval.Traceback, whose frame is an eval.TbFrame"},
	{"tb_next", "traceback chain: only on eval.Traceback, the next eval.Traceback"},
	{"f_code", "frame -> code: only on eval.TbFrame, whose code is an eval.TbCode (names only)"},
}

// restrictedOn reports whether name, one of RestrictedAttrs, may be read
// on obj.
func restrictedOn(obj eval.Value, name string) bool {
	switch obj.(type) {
	case *eval.Traceback:
		return name == "tb_frame" || name == "tb_next"
	case *eval.TbFrame:
		return name == "f_code"
	}
	return false
}

var (
	allowedDunder  = map[string]bool{}
	forbiddenAttr  = map[string]bool{}
	restrictedAttr = map[string]bool{}
)

func init() {
	for _, r := range AllowedDunders {
		allowedDunder[r.Name] = true
	}
	for _, op := range binaryOps {
		allowedDunder["__"+op+"__"] = true
		allowedDunder["__r"+op+"__"] = true
		if op != "divmod" {
			allowedDunder["__i"+op+"__"] = true
		}
	}
	for _, r := range ForbiddenAttrs {
		forbiddenAttr[r.Name] = true
	}
	for _, r := range RestrictedAttrs {
		restrictedAttr[r.Name] = true
	}
}

// isDunder reports whether name has the form __x__.
func isDunder(name string) bool {
	return len(name) > 4 && strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__")
}

// CheckAttr is the Interp.CheckAttr hook, called by eval on every read,
// write and delete of an attribute. The rules, in order:
//
//  1. A name in ForbiddenAttrs is refused on every object, a name in
//     RestrictedAttrs on every object but the traceback types that have it.
//  2. Any other dunder is refused unless it is in AllowedDunders.
//  3. __dict__ is refused on modules (a module's namespace is its
//     interpreter-wide state) and on builtin types (shared by every
//     interpreter in the process).
//  4. On a module, names starting with an underscore are refused: a module
//     exposes its public API only, so module internals (random._os-style
//     reach into other modules) cannot be touched even if a module keeps
//     one.
//
// Everything else is the object's own business (AttributeError if it has
// no such attribute).
func CheckAttr(obj eval.Value, name string) error {
	if len(name) == 0 {
		return nil
	}
	if name[0] != '_' {
		// Only f_x, tb_x, gi_x, cr_x, ag_x, co_x names are listed: test the
		// underscore before paying for the map lookup.
		if len(name) > 2 && (name[1] == '_' || name[2] == '_') {
			if forbiddenAttr[name] || restrictedAttr[name] && !restrictedOn(obj, name) {
				return forbiddenAttrError(name)
			}
		}
		return nil
	}
	if isDunder(name) {
		if forbiddenAttr[name] || !allowedDunder[name] {
			return forbiddenAttrError(name)
		}
		if name == "__dict__" {
			switch o := obj.(type) {
			case *eval.Module:
				return forbiddenAttrError(name)
			case *eval.Type:
				if o.Builtin {
					return forbiddenAttrError(name)
				}
			}
		}
		if m, ok := obj.(*eval.Module); ok {
			switch name {
			case "__name__", "__doc__", "__all__", "__version__", "__warningregistry__":
			case "__stdout__", "__stderr__", "__stdin__":
				if m.Name != "sys" {
					return forbiddenAttrError(name)
				}
			default:
				return forbiddenAttrError(name)
			}
		}
		return nil
	}
	if m, ok := obj.(*eval.Module); ok && !m.MadeByProgram() {
		return eval.Errorf(eval.InterpreterErrorType, "Forbidden access to private attribute '%s' of module '%s'", name, m.Name)
	}
	return nil
}

// AttrNameAllowed is the Interp.AttrNameAllowed hook: the names CheckAttr
// (and Policy.CheckAttr, whose extra dunders start with an underscore)
// allows on every object, so that attribute sites ask once per name: no
// leading underscore and neither of the f_x, tb_x, gi_x, cr_x, ag_x, co_x
// shapes rule 1 lists (an underscore second or third).
func AttrNameAllowed(name string) bool {
	return len(name) > 0 && name[0] != '_' && !(len(name) > 2 && (name[1] == '_' || name[2] == '_'))
}

func forbiddenAttrError(name string) error {
	if isDunder(name) {
		return eval.Errorf(eval.InterpreterErrorType, "Forbidden access to dunder attribute: %s", name)
	}
	return eval.Errorf(eval.InterpreterErrorType, "Forbidden access to attribute: %s", name)
}

// AllowDunders adds the host's own dunder names to the policy's
// allowlist, for every object (rules 1, 3 and 4 of CheckAttr still
// apply). It fails, adding nothing, if a name is not of the form __x__ or
// is in ForbiddenAttrs.
func (p *Policy) AllowDunders(names ...string) error {
	if err := CheckAllowedDunders(names); err != nil {
		return err
	}
	for _, name := range names {
		if allowedDunder[name] {
			continue
		}
		if p.dunders == nil {
			p.dunders = map[string]bool{}
		}
		p.dunders[name] = true
	}
	return nil
}

// CheckAllowedDunders reports why names cannot extend the dunder
// allowlist: a name not of the form __x__, or one in ForbiddenAttrs.
func CheckAllowedDunders(names []string) error {
	for _, name := range names {
		if !isDunder(name) {
			return fmt.Errorf("policy: %q is not a dunder name (__x__)", name)
		}
		if forbiddenAttr[name] {
			for _, r := range ForbiddenAttrs {
				if r.Name == name {
					return fmt.Errorf("policy: %s cannot be allowed: %s", name, r.Reason)
				}
			}
		}
	}
	return nil
}

// CheckAttr is the package's CheckAttr with the policy's own additions to
// the dunder allowlist (AllowDunders).
func (p *Policy) CheckAttr(obj eval.Value, name string) error {
	if p.dunders[name] {
		if _, ok := obj.(*eval.Module); ok {
			return forbiddenAttrError(name)
		}
		return nil
	}
	return CheckAttr(obj, name)
}
