package eval

import (
	"fmt"
	"runtime/debug"
	"sync"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// Library code compiled once per process.
//
// The source of a library module written in Python (modules/py) is
// compiled once per process into closures every interpreter runs: a
// Library. Code compiled for one namespace (Compile) binds each global
// name to the namespace's cell at compile time and keeps its attribute
// sites' inline caches in the closures, so it can only run in that
// namespace. A Library's code instead reaches a global by its index in the
// library's table of names, through the frame's namespace (fr.globals),
// which holds the cells of those names (linked at first use: Globals.link)
// and the inline caches of the library's attribute, method call and class
// call sites (attrcache.go, classCallSite). What the
// closures capture is immutable after compilation (syntax nodes, constant
// strs, whose lazily computed fields are atomic, and Code objects), so
// two interpreters running the same Library share nothing mutable: every
// namespace, cell, cache, function, class and module object is still
// each interpreter's own.
//
// Compiling is serialised by the library's lock: the module's statements
// are compiled when an interpreter first runs them (Statement, Whole), the
// bodies of plain functions at their first call (lazyFunc), and all of
// them grow the table of names and the count of sites, which a namespace
// reads under the lock when it links more of them.

// Library is the compiled-once code of one library source.
type Library struct {
	src  *Source
	mod  *ast.Module
	info *resolve.Info

	mu     sync.Mutex
	names  []string       // global names, by index; only grows
	index  map[string]int // name -> index in names
	nsites int            // attribute sites compiled so far
	nmeth  int            // method call sites compiled so far (methodSite)
	nclass int            // class call sites compiled so far (classCallSite)
	codes  codeTable      // the codes of its functions, for FindCode
	whole  *Program
	stmts  []*Program // per top-level statement, compiled on demand
	empty  *Program
}

// NewLibrary returns the Library of a module's source whose syntax tree
// mod and name resolution info (resolve.File's result for mod) are
// shared read-only; nothing is compiled yet.
func NewLibrary(filename string, src []byte, mod *ast.Module, info *resolve.Info) *Library {
	l := &Library{src: NewSource(filename, src), mod: mod, info: info, index: map[string]int{}}
	l.stmts = make([]*Program, len(mod.Body)) //allocpath:ok the library's own source, once per process
	l.codes.lib = l
	return l
}

// Whole returns the program of the whole module.
func (l *Library) Whole() (*Program, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.whole == nil {
		p, err := l.compile(l.mod.Body)
		if err != nil {
			return nil, err
		}
		l.whole = p
	}
	return l.whole, nil
}

// Statement returns the program of the module's top-level statement i
// alone (modules run lazily run their statements one by one).
func (l *Library) Statement(i int) (*Program, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.stmts[i] == nil {
		p, err := l.compile(l.mod.Body[i : i+1])
		if err != nil {
			return nil, err
		}
		l.stmts[i] = p
	}
	return l.stmts[i], nil
}

// Empty returns a program that runs nothing, through which FindCode finds
// the codes of every function of the library compiled so far.
func (l *Library) Empty() (*Program, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.empty == nil {
		p, err := l.compile(nil)
		if err != nil {
			return nil, err
		}
		l.empty = p
	}
	return l.empty, nil
}

// compile compiles body, the library's lock held.
func (l *Library) compile(body []ast.Stmt) (prog *Program, err error) {
	c := &compiler{lib: l, src: l.src, info: l.info, scope: l.info.Module, lazy: true, codes: &l.codes}
	defer func() {
		if r := recover(); r != nil {
			if ce, ok := r.(compileError); ok {
				prog, err = nil, ce.exc
				return
			}
			prog, err = nil, &InternalError{Msg: fmt.Sprint("compile: ", r), Stack: string(debug.Stack())}
		}
	}()
	return c.module(l.src.Filename, body, false), nil
}

// nameIndex returns the index of global name, adding it (the lock held:
// the library is compiling).
func (l *Library) nameIndex(name string) int {
	if i, ok := l.index[name]; ok {
		return i
	}
	i := len(l.names)
	l.names = append(l.names, name)
	l.index[name] = i
	return i
}

// siteIndex returns the index of a new attribute site (the lock held).
func (l *Library) siteIndex() int {
	l.nsites++
	return l.nsites - 1
}

// methodSiteIndex returns the index of a new method call site (the lock
// held).
func (l *Library) methodSiteIndex() int {
	l.nmeth++
	return l.nmeth - 1
}

// classSiteIndex returns the index of a new class call site (the lock
// held).
func (l *Library) classSiteIndex() int {
	l.nclass++
	return l.nclass - 1
}

// globalRef is a namespace's binding of one of a library's global names:
// its cell, and the builtin of that name when the namespace was linked
// (code compiled for one namespace captures the builtin at compile time
// in the same way).
type globalRef struct {
	cell    *Cell
	builtin Value
}

// link extends g's references and site caches to every name and site l
// has compiled so far. A namespace runs the code of one library.
func (g *Globals) link(l *Library) {
	if g.lib != l {
		if g.lib != nil {
			panic("eval: a namespace linked to two libraries")
		}
		g.lib = l
	}
	l.mu.Lock()
	names := l.names[len(g.refs):] // written once, under the lock; never changed after
	nsites, nmeth, nclass := l.nsites, l.nmeth, l.nclass
	l.mu.Unlock()
	for _, n := range names {
		var b Value
		if g.builtins != nil {
			b, _ = g.builtins.Get(n)
		}
		g.refs = append(g.refs, globalRef{cell: g.cell(n), builtin: b})
	}
	if nsites > len(g.sites) {
		sites := make([]*siteCache, nsites) //allocpath:ok one pointer per site of the library's own source
		copy(sites, g.sites)
		g.sites = sites
	}
	if nmeth > len(g.methodSites) {
		sites := make([]*methodSite, nmeth) //allocpath:ok one pointer per method call site of the library's own source
		copy(sites, g.methodSites)
		g.methodSites = sites
	}
	if nclass > len(g.classSites) {
		sites := make([]*classCallSite, nclass) //allocpath:ok one pointer per class call site of the library's own source
		copy(sites, g.classSites)
		g.classSites = sites
	}
}

// ref returns g's reference of the library's global i.
func (g *Globals) ref(l *Library, i int) *globalRef {
	if i >= len(g.refs) {
		g.link(l)
	}
	return &g.refs[i]
}

// site returns g's inline cache of the library's attribute site j.
func (g *Globals) site(l *Library, j int) *siteCache {
	if j >= len(g.sites) {
		g.link(l)
	}
	s := g.sites[j]
	if s == nil {
		s = new(siteCache)
		g.sites[j] = s
	}
	return s
}

// methodSite returns g's cache of the library's method call site j.
func (g *Globals) methodSite(l *Library, j int) *methodSite {
	if j >= len(g.methodSites) {
		g.link(l)
	}
	s := g.methodSites[j]
	if s == nil {
		s = new(methodSite)
		g.methodSites[j] = s
	}
	return s
}

// classSite returns g's cache of the library's class call site j.
func (g *Globals) classSite(l *Library, j int) *classCallSite {
	if j >= len(g.classSites) {
		g.link(l)
	}
	s := g.classSites[j]
	if s == nil {
		s = new(classCallSite)
		g.classSites[j] = s
	}
	return s
}

// methodSiteRef is siteRef for a method call site.
type methodSiteRef struct {
	own *methodSite
	lib *Library
	j   int
}

// newMethodSite returns the cache reference of a new method call site.
func (c *compiler) newMethodSite() methodSiteRef {
	if c.lib != nil {
		return methodSiteRef{lib: c.lib, j: c.lib.methodSiteIndex()}
	}
	return methodSiteRef{own: new(methodSite)}
}

func (r *methodSiteRef) get(fr *Frame) *methodSite {
	if r.own != nil {
		return r.own
	}
	return fr.globals.methodSite(r.lib, r.j)
}

// siteRef is how compiled code reaches the inline cache of one of its
// attribute sites: its own (code compiled for one namespace), or the
// slot of a library's site in the frame's namespace.
type siteRef struct {
	own *siteCache
	lib *Library
	j   int
}

// newSite returns the cache reference of a new attribute site.
func (c *compiler) newSite() siteRef {
	if c.lib != nil {
		return siteRef{lib: c.lib, j: c.lib.siteIndex()}
	}
	return siteRef{own: new(siteCache)}
}

func (r *siteRef) get(fr *Frame) *siteCache {
	if r.own != nil {
		return r.own
	}
	return fr.globals.site(r.lib, r.j)
}
