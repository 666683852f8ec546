package modules

import (
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/eval"
)

// Lazily loaded modules written in Python.
//
// Importing a large module of the library (collections, datetime) ran its
// whole top level: hundreds of classes and functions compiled and made,
// most of which a program never touches, for every interpreter. A module
// listed in lazyPySources instead runs, at import, only the statements
// nothing else triggers, and each other statement when the program first
// needs a name it binds (a module attribute, or a name another statement
// run for the program uses), with everything that statement needs.
//
// The statements of the module's top level are grouped once per process
// (lazyPlan): statements binding the same name are one group; a statement
// binding nothing (an expression, an assignment to an attribute or item,
// a compound statement) acts on the names it uses, so it joins their
// group, and runs with them; a group needs the groups of every top-level
// name its statements use anywhere (function bodies included: they look
// the name up when called). Running a group runs, in source order, every
// statement of it and of what it needs that has not run yet. The sources
// of these modules are written for it: a side effect on an object goes
// through a name of that object (no loops over aliases), and no code looks
// names up dynamically (globals(), eval); a module that does not fit is
// run whole (lazyPlan returns nil).
//
// Each interpreter has its own namespace and module object, as for any
// module; what is shared is the immutable plan and the code of each
// statement, compiled once per process (eval.Library.Statement).

// lazyPySources names the modules whose Python source runs lazily.
var lazyPySources = map[string]bool{"collections": true, "datetime": true, "json": true}

// runWholeForTest makes every module run whole, for the test comparing
// the two ways (set only by a serial test, which runs before any
// parallel one).
var runWholeForTest bool

type lazyPlan struct {
	stmts   [][]int    // group -> its statements (indexes into the body), in source order
	needs   [][]int    // group -> the other groups it uses
	binds   [][]string // group -> the top-level names its statements bind
	byName  map[string]int
	eager   []int    // groups run at import
	exports []string // the names the module ends up with (bound, not deleted last)
}

type lazyPlanOnce struct {
	once sync.Once
	plan *lazyPlan
}

var lazyPlans sync.Map // source name -> *lazyPlanOnce

func lazyPlanOf(source string, mod *ast.Module) *lazyPlan {
	v, _ := lazyPlans.LoadOrStore(source, &lazyPlanOnce{})
	p := v.(*lazyPlanOnce)
	p.once.Do(func() { p.plan = planLazy(mod.Body) })
	return p.plan
}

// stmtNames is what the analysis finds in one top-level statement.
type stmtNames struct {
	binds   []string // names bound or deleted at top level
	deletes bool     // a del statement
	uses    []string // every name it mentions, anywhere
	effect  bool     // it acts on the names it uses (binds nothing by itself, or is compound)
	dynamic bool     // it cannot be analysed (star import, globals(), ...)
}

// planLazy groups the statements of body, or returns nil when the module
// cannot run lazily.
func planLazy(body []ast.Stmt) *lazyPlan {
	n := len(body)
	info := make([]stmtNames, n) //allocpath:ok the library's own source, once per process
	bound := map[string][]int{}  // name -> statements binding it
	for i, s := range body {
		info[i] = analyseStmt(s)
		if info[i].dynamic {
			return nil
		}
		for _, name := range info[i].binds {
			bound[name] = append(bound[name], i)
		}
	}
	parent := make([]int, n) //allocpath:ok once per process
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(a, b int) {
		if ra, rb := find(a), find(b); ra != rb {
			parent[max(ra, rb)] = min(ra, rb)
		}
	}
	for _, stmts := range bound {
		for _, j := range stmts[1:] {
			union(stmts[0], j)
		}
	}
	for i := range info {
		if !info[i].effect {
			continue
		}
		for _, name := range info[i].uses {
			if stmts, ok := bound[name]; ok {
				union(i, stmts[0])
			}
		}
	}
	p := &lazyPlan{byName: map[string]int{}}
	groupOf := make([]int, n) //allocpath:ok once per process
	ids := map[int]int{}
	for i := range body {
		r := find(i)
		g, ok := ids[r]
		if !ok {
			g = len(p.stmts)
			ids[r] = g
			p.stmts = append(p.stmts, nil)
			p.binds = append(p.binds, nil)
			p.needs = append(p.needs, nil)
		}
		groupOf[i] = g
		p.stmts[g] = append(p.stmts[g], i)
	}
	for i := range info {
		g := groupOf[i]
		for _, name := range info[i].binds {
			if !slices.Contains(p.binds[g], name) {
				p.binds[g] = append(p.binds[g], name)
			}
			p.byName[name] = g
		}
		for _, name := range info[i].uses {
			if stmts, ok := bound[name]; ok {
				if h := groupOf[stmts[0]]; h != g && !slices.Contains(p.needs[g], h) {
					p.needs[g] = append(p.needs[g], h)
				}
			}
		}
		// A statement that binds nothing and uses no name of the module
		// (a docstring, a call of a Go helper) runs at import.
		if len(info[i].binds) == 0 && !usesAny(info[i].uses, bound) && !slices.Contains(p.eager, g) {
			p.eager = append(p.eager, g)
		}
	}
	for name, stmts := range bound {
		if last := stmts[len(stmts)-1]; !info[last].deletes {
			p.exports = append(p.exports, name)
		}
	}
	sort.Strings(p.exports)
	return p
}

func usesAny(names []string, bound map[string][]int) bool {
	for _, n := range names {
		if _, ok := bound[n]; ok {
			return true
		}
	}
	return false
}

// dynamicNames are the builtins through which code reaches names the
// analysis does not see.
var dynamicNames = map[string]bool{"globals": true, "locals": true, "vars": true, "eval": true, "exec": true, "__import__": true}

func analyseStmt(s ast.Stmt) stmtNames {
	var r stmtNames
	addBind := func(name string) {
		if !slices.Contains(r.binds, name) {
			r.binds = append(r.binds, name)
		}
	}
	// Every name mentioned anywhere.
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Name:
			if dynamicNames[x.Id] {
				r.dynamic = true
			}
			if !slices.Contains(r.uses, x.Id) {
				r.uses = append(r.uses, x.Id)
			}
		case *ast.Global, *ast.Nonlocal:
			r.dynamic = true // rebinding module names from inside a function
		}
		return true
	})
	switch x := s.(type) {
	case *ast.FunctionDef:
		addBind(x.Name)
	case *ast.AsyncFunctionDef:
		addBind(x.Name)
	case *ast.ClassDef:
		addBind(x.Name)
	case *ast.Import:
		for _, a := range x.Names {
			if a.Asname != "" {
				addBind(a.Asname)
			} else {
				first, _, _ := strings.Cut(a.Name, ".")
				addBind(first)
			}
		}
	case *ast.ImportFrom:
		for _, a := range x.Names {
			if a.Name == "*" {
				r.dynamic = true
			} else if a.Asname != "" {
				addBind(a.Asname)
			} else {
				addBind(a.Name)
			}
		}
	case *ast.Assign, *ast.AnnAssign, *ast.AugAssign, *ast.Delete, *ast.ExprStmt:
		var targets []ast.Expr
		switch x := s.(type) {
		case *ast.Assign:
			targets = x.Targets
		case *ast.AnnAssign:
			targets = []ast.Expr{x.Target}
		case *ast.AugAssign:
			targets = []ast.Expr{x.Target}
		case *ast.Delete:
			targets = x.Targets
			r.deletes = true
		}
		plain := true
		for _, t := range targets {
			if !bindTargets(t, addBind) {
				plain = false // an attribute or item: it acts on an object
			}
		}
		if _, ok := s.(*ast.ExprStmt); ok || !plain {
			r.effect = true
		}
		// Walrus targets in the value bind at top level too.
		ast.Inspect(s, func(n ast.Node) bool {
			if w, ok := n.(*ast.NamedExpr); ok {
				if name, ok := w.Target.(*ast.Name); ok {
					addBind(name.Id)
				}
			}
			switch n.(type) {
			case *ast.Lambda, *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
				return n == ast.Node(s)
			}
			return true
		})
	default:
		// A compound statement (if, for, while, try, with, match): it
		// binds the names stored in it at top level and acts on those it
		// uses.
		r.effect = true
		ast.Inspect(s, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.FunctionDef:
				addBind(x.Name)
				return false
			case *ast.AsyncFunctionDef:
				addBind(x.Name)
				return false
			case *ast.ClassDef:
				addBind(x.Name)
				return false
			case *ast.Lambda:
				return false
			case *ast.Import, *ast.ImportFrom:
				r.dynamic = true // not in the lazy modules' sources; keep the analysis simple
			case *ast.Name:
				if x.Ctx == ast.Store || x.Ctx == ast.Del {
					addBind(x.Id)
				}
			}
			return true
		})
	}
	return r
}

// bindTargets calls bind for each name an assignment target binds, and
// reports whether the target binds names only (no attribute or item).
func bindTargets(t ast.Expr, bind func(string)) bool {
	switch x := t.(type) {
	case *ast.Name:
		bind(x.Id)
		return true
	case *ast.Tuple:
		ok := true
		for _, e := range x.Elts {
			ok = bindTargets(e, bind) && ok
		}
		return ok
	case *ast.List:
		ok := true
		for _, e := range x.Elts {
			ok = bindTargets(e, bind) && ok
		}
		return ok
	case *ast.Starred:
		return bindTargets(x.Value, bind)
	}
	return false
}

// lazyModule is one interpreter's module of a lazily run source.
type lazyModule struct {
	source  string
	ps      *parsedSource
	plan    *lazyPlan
	g       *eval.Globals
	m       *eval.Module
	ran     []bool // per group
	loading bool
	placed  bool // the module's program is set (Module.SetSource)
}

// Load runs the group that binds name, if it has not run.
func (lm *lazyModule) Load(t *eval.Thread, name string) error {
	g, ok := lm.plan.byName[name]
	if !ok || lm.ran[g] {
		return nil
	}
	return lm.run(t, []int{g})
}

// LoadAll runs every group that has not run.
func (lm *lazyModule) LoadAll(t *eval.Thread) error {
	var all []int
	for g, done := range lm.ran {
		if !done {
			all = append(all, g)
		}
	}
	if len(all) == 0 {
		return nil
	}
	return lm.run(t, all)
}

// Names returns the names the module defines, made or not.
func (lm *lazyModule) Names() []string { return lm.plan.exports }

// run runs the groups and what they need, not run yet, in source order,
// and makes the names they bind attributes of the module.
func (lm *lazyModule) run(t *eval.Thread, groups []int) error {
	if lm.loading || t == nil {
		return nil // a load in progress: its names come when it is done
	}
	var todo []int
	seen := map[int]bool{}
	for len(groups) > 0 {
		g := groups[len(groups)-1]
		groups = groups[:len(groups)-1]
		if seen[g] || lm.ran[g] {
			continue
		}
		seen[g] = true
		todo = append(todo, g)
		groups = append(groups, lm.plan.needs[g]...)
	}
	if len(todo) == 0 {
		return nil
	}
	var idx []int
	for _, g := range todo {
		idx = append(idx, lm.plan.stmts[g]...)
		lm.ran[g] = true
	}
	sort.Ints(idx)
	progs := make([]*eval.Program, len(idx)) //allocpath:ok statements of the library's source
	for i, j := range idx {
		prog, err := lm.ps.lib.Statement(j)
		if err != nil {
			for _, g := range todo {
				lm.ran[g] = false
			}
			return err
		}
		progs[i] = prog
	}
	lm.loading = true
	defer func() { lm.loading = false }()
	if !lm.placed {
		// Any program of the library finds the codes of all its
		// functions (FindCode, for snapshots).
		lm.m.SetSource(lm.g, progs[0])
		lm.placed = true
	}
	if err := t.Uncharged(func() error {
		for _, prog := range progs {
			if _, err := t.Run(prog, lm.g); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		// A limit ended the run inside the setup: the next use runs these
		// statements again, from the start (as a failed import is
		// imported afresh), and the module gets the names then.
		for _, g := range todo {
			lm.ran[g] = false
		}
		return err
	}
	for _, g := range todo {
		for _, name := range lm.plan.binds[g] {
			if _, set := lm.m.Attrs.Get(name); set {
				continue // a seed the source does not rebind, or the program's own assignment
			}
			if v, ok := lm.g.Get(name); ok {
				lm.m.Attrs.Set(name, v)
			}
		}
	}
	return nil
}

// runLazyPyModule is runPyModuleAs for a source in lazyPySources: it
// makes the module and runs what must run at import.
func runLazyPyModule(t *eval.Thread, ps *parsedSource, plan *lazyPlan, source, name string, g *eval.Globals) (*eval.Module, error) {
	m := eval.NewModule(name)
	for _, n := range g.Names() {
		if n == "__name__" {
			continue
		}
		v, _ := g.Get(n)
		m.Attrs.Set(n, v)
	}
	lm := &lazyModule{source: source, ps: ps, plan: plan, g: g, m: m, ran: make([]bool, len(plan.stmts))} //allocpath:ok one per group of the library's source
	m.Lazy = lm
	if err := lm.run(t, plan.eager); err != nil {
		return nil, err
	}
	if !lm.placed {
		// Nothing ran yet: an empty program holds the module's place for
		// snapshots, which load the rest (LoadAll) before they look.
		prog, err := ps.lib.Empty()
		if err != nil {
			return nil, err
		}
		m.SetSource(g, prog)
		lm.placed = true
	}
	return m, nil
}
