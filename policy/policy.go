// Package policy is pyinterp's security policy: which modules a program
// may import, which attributes it may touch, and how the builtins that
// pyinterp leaves out on purpose are reported.
//
// A Policy is installed on an eval.Interp with Install. It then answers
// through the interpreter's two hooks, which eval calls on every path that
// reaches them:
//
//   - Interp.CheckImport and Interp.CheckImportFrom, before every import
//     (import x, import x.y; from x import y, from x import *);
//   - Interp.CheckAttr, on every attribute read, write and delete
//     (obj.x, getattr/setattr/hasattr/delattr, augmented assignment,
//     str.format fields, match class patterns, attrgetter); with it
//     Interp.AttrNameAllowed, the names CheckAttr allows on every object,
//     which attribute sites then ask once per cache fill instead of on
//     every access;
//
// and it fills the builtins namespace with stubs for the functions that
// are not provided (eval, exec, open, ...), so that calling one reads as
// smolagents reports it rather than as a NameError.
//
// The rules are written as data with a reason per entry (AllowedDunders,
// ForbiddenAttrs, RestrictedAttrs, ForbiddenBuiltins, DefaultImports), so a reviewer can read
// the whole policy without reading code. Every refusal is an
// InterpreterError whose text is what an LLM should read, e.g.
//
//	InterpreterError: Import of os is not allowed. Authorized imports are: ['bisect', ...]
//	InterpreterError: Import from os is not allowed. Authorized imports are: ['bisect', ...]
//	InterpreterError: Forbidden access to dunder attribute: __globals__
//	InterpreterError: Forbidden function evaluation: 'eval' is not among the explicitly allowed tools or defined/imported in the preceding code
//
// Identifiers reach the policy NFKC-normalised (the scanner normalises
// them as CPython does), so 'ｅｖａｌ' and 'eval' are the same name here;
// names built at run time (getattr(x, '__cl' + 'ass__')) are checked as
// they are, which is also what CPython's getattr looks up.
package policy

import (
	"slices"
	"strings"
	"sync"

	"github.com/pyinterp/pyinterp/eval"
)

// Policy decides what a program may import and touch.
type Policy struct {
	imports []string // sorted, deduplicated authorized import patterns
	tree    importNode
	dunders map[string]bool // the host's additions to AllowedDunders

	// OnRefusal, if set before Install, is called with every refusal, on
	// the goroutine running the program, before the program sees the
	// InterpreterError (which it may catch): an audit trail sees the
	// attempts a program hides from its output.
	OnRefusal func(Refusal)
}

// Refusal is one thing the policy refused.
type Refusal struct {
	// Kind is "import" (import x, from x import y), "attribute" (obj.x,
	// getattr, ...) or "function" (calling a builtin left out on purpose,
	// such as eval or open).
	Kind string
	// Name is the module, attribute or function name.
	Name string
}

// New returns a policy authorizing DefaultImports plus the given patterns.
// A pattern is a module name ("numpy", "a.b"), a module with all its
// submodules ("a.*"), or "*" for any import.
func New(extraImports ...string) *Policy {
	if len(extraImports) == 0 {
		// The default allowlist and its tree are made once per process:
		// they are never changed after New.
		defaults.once.Do(func() {
			q := newPolicy(nil)
			defaults.imports, defaults.tree = q.imports, q.tree
		})
		return &Policy{imports: defaults.imports, tree: defaults.tree}
	}
	return newPolicy(extraImports)
}

var defaults struct {
	once    sync.Once
	imports []string
	tree    importNode
}

func newPolicy(extraImports []string) *Policy {
	p := &Policy{}
	seen := map[string]bool{}
	for _, group := range [][]string{DefaultImports(), extraImports} {
		for _, name := range group {
			name = strings.TrimSpace(name)
			if name == "" || seen[name] {
				continue
			}
			seen[name] = true
			p.imports = append(p.imports, name)
		}
	}
	slices.Sort(p.imports)
	p.tree = buildImportTree(p.imports)
	return p
}

// AuthorizedImports returns the authorized import patterns, sorted.
func (p *Policy) AuthorizedImports() []string { return slices.Clone(p.imports) }

// Install installs the policy on in: the import and attribute hooks, and
// the stubs of the forbidden builtins. Call it after the builtins are
// installed (builtins.Install), so that the stubs replace nothing real by
// accident: a builtin that exists is left alone.
func (p *Policy) Install(in *eval.Interp) {
	in.CheckImport = p.CheckImport
	in.CheckImportFrom = p.CheckImportFrom
	in.CheckAttr = CheckAttr
	if len(p.dunders) > 0 {
		in.CheckAttr = p.CheckAttr
	}
	in.AttrNameAllowed = AttrNameAllowed
	if p.OnRefusal != nil {
		in.CheckImport = p.observe("import", p.CheckImport)
		in.CheckImportFrom = p.observe("import", p.CheckImportFrom)
		check := in.CheckAttr
		in.CheckAttr = func(obj eval.Value, name string) error {
			err := check(obj, name)
			if err != nil {
				p.OnRefusal(Refusal{Kind: "attribute", Name: name})
			}
			return err
		}
	}
	for _, fb := range ForbiddenBuiltins {
		if _, ok := in.Builtins.Get(fb.Name); ok {
			continue
		}
		in.Builtins.Set(fb.Name, p.forbiddenFunction(fb.Name))
	}
	p.guardVars(in)
}

// observe wraps an import check to report its refusals.
func (p *Policy) observe(kind string, check func(string) error) func(string) error {
	return func(name string) error {
		err := check(name)
		if err != nil {
			p.OnRefusal(Refusal{Kind: kind, Name: name})
		}
		return err
	}
}

// refuseFunction reports a refusal of a forbidden function and returns its error.
func (p *Policy) refuseFunction(name string) error {
	if p.OnRefusal != nil {
		p.OnRefusal(Refusal{Kind: "function", Name: name})
	}
	return ForbiddenFunctionError(name)
}

// guardVars puts vars(obj), where the builtins provide it, behind the
// attribute policy: vars(obj) is obj.__dict__, so it is refused where
// obj.__dict__ is (modules, builtin types).
func (p *Policy) guardVars(in *eval.Interp) {
	orig, ok := in.Builtins.Get("vars")
	if !ok {
		return
	}
	in.Builtins.Set("vars", eval.NewBuiltin("vars", func(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
		if len(args) == 0 {
			return nil, p.refuseFunction("vars")
		}
		if len(args) == 1 && len(kwnames) == 0 {
			if err := in.CheckAttr(args[0], "__dict__"); err != nil {
				return nil, err
			}
		}
		return eval.Call(t, orig, args, kwnames)
	}))
}

// forbiddenFunction is the stub bound to a builtin that is not provided:
// calling it raises the InterpreterError smolagents raises.
func (p *Policy) forbiddenFunction(name string) *eval.Builtin {
	return eval.NewBuiltin(name, func(*eval.Thread, eval.Value, []eval.Value, []string) (eval.Value, error) {
		return nil, p.refuseFunction(name)
	})
}

// ForbiddenFunctionError is the refusal of calling a function that is
// not provided.
func ForbiddenFunctionError(name string) error {
	return eval.Errorf(eval.InterpreterErrorType,
		"Forbidden function evaluation: '%s' is not among the explicitly allowed tools or defined/imported in the preceding code", name)
}
