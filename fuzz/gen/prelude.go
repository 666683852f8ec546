package gen

import "strings"

// prelude writes the imports, the shared containers the statements and
// hostile methods operate on, helper functions and the hostile classes
// H0..Hn.
func (g *generator) prelude() {
	var imports []string
	for _, m := range g.inv.Modules {
		imports = append(imports, m.Name)
	}
	if len(imports) > 0 {
		g.line("import %s", strings.Join(imports, ", "))
	}
	g.line("R = []")
	g.line("S0 = S1 = 'x'")
	g.line("L = [1, 'a', 2.5, None]")
	g.line("D = {1: 'a', 'k': [1], 2.5: None}")
	g.line("S = {1, 2, 'x', %s}", g.hashable())
	g.line("BA = bytearray(b'abcdef' * %s)", pick(g, smallSizes))
	g.line("memo = {}")
	g.guarded(func() {
		g.line("L += [%s, %s]", g.scalar(), g.scalar())
		g.line("D[%s] = %s", g.hashable(), g.scalar())
		g.line("S0 = %s", g.strv())
		g.line("S1 = '\\n'.join(str(i) for i in range(%s))", pick(g, mediumSizes))
	})
	g.b.WriteString(helpers)
	g.hostile = 1 + g.n(4)
	for i := range g.hostile {
		g.hostileClass(i)
	}
	for i := range g.hostile {
		g.guarded(func() {
			g.line("L.append(H%d())", i)
			if g.chance(0.5) {
				g.line("D[H%d()] = H%d()", i, i)
			}
			if g.chance(0.3) {
				g.line("S.add(H%d())", i)
			}
		})
		g.line("H%d_iter = Gen(%s)", i, pick(g, smallSizes))
	}
}

// hashable returns a hashable scalar.
func (g *generator) hashable() string {
	return pick(g, []string{"float('nan')", "-1", "2**64", "'s'", "b'b'", "(1, 2)", "0.0", "-0.0", "True", "None", "frozenset()", "10**100"})
}

const helpers = `class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
def _deep(n):
    x = []
    for _ in range(n):
        x = [x]
    return x
def _deepd(n):
    x = {}
    for _ in range(n):
        x = {'a': x}
    return x
def _deept(n):
    x = ()
    for _ in range(n):
        x = (x,)
    return x
def _gen(n):
    for i in range(n):
        yield i
def _f(*a, **k):
    return a
def _g(x=None):
    L.append(x)
    return x
class Gen:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
class Slotted:
    __slots__ = ('a', 'b')
class Many:
    pass
`

// hostileDunders are the methods a hostile class may define, each with
// the values it may return.
var hostileDunders = []struct {
	name, params string
	returns      []string
}{
	{"__index__", "self", []string{"0", "5", "-1", "10**10", "2**63", "-2**63", "2**64", "len(L)", "10**100"}},
	{"__int__", "self", []string{"0", "7", "10**100", "-1"}},
	{"__float__", "self", []string{"float('nan')", "float('inf')", "1.5"}},
	{"__eq__", "self, other", []string{"True", "False", "NotImplemented", "self is other"}},
	{"__ne__", "self, other", []string{"True", "False"}},
	{"__lt__", "self, other", []string{"True", "False", "NotImplemented", "id(self) < id(other)"}},
	{"__hash__", "self", []string{"0", "-1", "1", "2**64", "id(self)", "hash('x')"}},
	{"__repr__", "self", []string{"'h'", "'h' * 100000", "repr(L)", "'%s'", "str(len(L))"}},
	{"__str__", "self", []string{"'s'", "'s' * 100000", "str(D)"}},
	{"__format__", "self, spec", []string{"'f'", "spec * 1000", "format(1.5, spec)"}},
	{"__len__", "self", []string{"0", "3", "2**31", "2**63 - 1", "len(L)"}},
	{"__length_hint__", "self", []string{"0", "10**18", "2**62"}},
	{"__iter__", "self", []string{"iter(L)", "iter(range(5))", "iter(D)", "Gen(3)", "iter([self] * 3)"}},
	{"__getitem__", "self, k", []string{"k", "L[0] if L else 0", "self", "None"}},
	{"__contains__", "self, x", []string{"True", "False"}},
	{"__bool__", "self", []string{"True", "False"}},
	{"__call__", "self, *a, **k", []string{"None", "a", "self", "L"}},
	{"__add__", "self, other", []string{"self", "other", "NotImplemented", "L"}},
	{"__radd__", "self, other", []string{"self", "other", "NotImplemented"}},
	{"__mul__", "self, other", []string{"self", "NotImplemented", "L * 2"}},
	{"__enter__", "self", []string{"self", "L"}},
	{"__exit__", "self, *a", []string{"True", "False", "None"}},
	{"__next__", "self", []string{"1", "L.pop() if L else 0"}},
	{"__getattr__", "self, name", []string{"name", "L", "None"}},
	{"__setitem__", "self, k, v", []string{"None"}},
	{"__delitem__", "self, k", []string{"None"}},
	{"__reversed__", "self", []string{"iter(L)", "reversed(L)"}},
	{"__missing__", "self, k", []string{"None", "k"}},
	{"__neg__", "self", []string{"self", "-1"}},
	{"__abs__", "self", []string{"self", "10**100"}},
	{"__round__", "self, n=None", []string{"self", "10**100"}},
	{"__trunc__", "self", []string{"10**100", "self"}},
	{"__floor__", "self", []string{"10**100", "self"}},
	{"__ceil__", "self", []string{"10**100", "self"}},
	{"__copy__", "self", []string{"self", "L"}},
	{"__deepcopy__", "self, memo", []string{"self", "L"}},
	{"__class_getitem__", "cls, k", []string{"cls"}},
}

// sideEffects are statements a hostile method runs before returning:
// mostly changes to the shared containers the operation in progress may
// be iterating, indexing, sizing or hashing.
var sideEffects = []string{
	"pass", "L.clear()", "L.pop() if L else None", "L.append(self)", "L.extend(range(%s))", "del L[:%s]",
	"L.insert(0, self)", "L.reverse()", "L[:] = []", "L.sort(key=id)", "D.clear()", "D[len(D)] = self",
	"D.pop(next(iter(D)), None) if D else None", "D.update({len(D): 1})", "S.clear()", "S.add(object())",
	"S.discard(self)", "BA.clear()", "BA.extend(b'x' * %s)", "del BA[:%s]", "R.clear()", "R.append(self)",
	"raise ValueError('hostile')", "raise StopIteration", "raise IndexError(1)", "raise KeyError(1)",
	"memo.clear()", "L.__init__()", "D.__init__()", "BA.__init__()", "L.append(L)", "repr(L)", "hash(self)",
}

func (g *generator) hostileClass(i int) {
	bases := ""
	switch g.n(8) {
	case 0:
		bases = "(int)"
	case 1:
		bases = "(str)"
	case 2:
		bases = "(list)"
	case 3:
		bases = "(dict)"
	case 4:
		bases = "(Exception)"
	}
	g.line("class H%d%s:", i, bases)
	g.depth++
	wrote := false
	for _, d := range hostileDunders {
		if !g.chance(0.35) {
			continue
		}
		wrote = true
		if d.name == "__class_getitem__" {
			g.line("@classmethod")
		}
		g.line("def %s(%s):", d.name, d.params)
		g.depth++
		for range g.n(3) {
			eff := pick(g, sideEffects)
			for strings.Contains(eff, "%s") {
				eff = strings.Replace(eff, "%s", pick(g, smallSizes), 1)
			}
			g.line("%s", eff)
		}
		g.line("return %s", pick(g, d.returns))
		g.depth--
	}
	if !wrote {
		g.line("pass")
	}
	g.depth--
}
