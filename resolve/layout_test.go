package resolve_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// layout renders the frame layout of every scope and the slot or cell of
// every name:
//
//	path [slots=N] [params=[...]] [cells=[...]] [free=[name:Kind/i ...]] [classcell=i] [gen]: name=Kind/i ...
func layout(info *resolve.Info) string {
	var b strings.Builder
	var walk func(s *resolve.Scope, path string)
	walk = func(s *resolve.Scope, path string) {
		b.WriteString(path)
		if s.OwnsFrame() && s.NumSlots > 0 {
			fmt.Fprintf(&b, " slots=%d", s.NumSlots)
		}
		if len(s.Params) > 0 {
			fmt.Fprintf(&b, " params=%v", s.Params)
		}
		if len(s.CellSlots) > 0 {
			fmt.Fprintf(&b, " cells=%v", s.CellSlots)
		}
		if len(s.FreeVars) > 0 {
			var fv []string
			for _, v := range s.FreeVars {
				fv = append(fv, bind(v))
			}
			fmt.Fprintf(&b, " free=[%s]", strings.Join(fv, " "))
		}
		if s.HasClassCell {
			fmt.Fprintf(&b, " classcell=%d", s.ClassCellSlot)
		}
		if s.IsGenerator {
			b.WriteString(" gen")
		}
		var names []string
		for _, bd := range s.Bindings() {
			names = append(names, bind(bd))
		}
		sort.Strings(names)
		fmt.Fprintf(&b, ": %s\n", strings.Join(names, " "))
		for _, c := range s.Children {
			n := c.Name
			if path != "<module>" {
				n = path + "." + n
			}
			walk(c, n)
		}
	}
	walk(info.Module, "<module>")
	return b.String()
}

func bind(b *resolve.Binding) string {
	if b.Index >= 0 {
		return fmt.Sprintf("%s=%s/%d", b.Name, b.Kind, b.Index)
	}
	return fmt.Sprintf("%s=%s", b.Name, b.Kind)
}

var layoutTests = []struct{ src, want string }{
	{`
def f(a, /, b, *args, c, d=1, **kw):
    e = a
    def g():
        return b, kw
    return g
`, `
<module>: f=Global
f slots=8 params=[0 1 2 3 4 5] cells=[1 5]: a=Local/0 args=Local/2 b=Cell/1 c=Local/3 d=Local/4 e=Local/6 g=Local/7 kw=Cell/5
f.g free=[b=Cell/1 kw=Cell/5]: b=Free/0 kw=Free/1
`},
	// Pass-through: g captures x for h although g does not use it.
	{`
def f():
    x = 1
    def g():
        y = 2
        def h():
            return x + y
        return h
`, `
<module>: f=Global
f slots=2 cells=[0]: g=Local/1 x=Cell/0
f.g slots=2 cells=[0] free=[x=Cell/0]: h=Local/1 y=Cell/0
f.g.h free=[x=Free/0 y=Cell/0]: x=Free/0 y=Free/1
`},
	// Inlined comprehensions: fresh slots, distinct from the function's x;
	// t is a plain local of f; a captured iteration variable is a cell of
	// the comprehension.
	{`
def f(xs):
    x = 0
    t = 2
    a = [x * t for x in xs]
    b = [lambda: x for x in xs]
    return x
`, `
<module>: f=Global
f slots=7 params=[0]: a=Local/3 b=Local/4 t=Local/2 x=Local/1 xs=Local/0
f.<listcomp>: t=Local/2 x=Local/5
f.<listcomp> cells=[6]: x=Cell/6
f.<listcomp>.<lambda> free=[x=Cell/6]: x=Free/0
`},
	{`
def f(xs):
    b = [lambda: x for x in xs]
`, `
<module>: f=Global
f slots=3 params=[0]: b=Local/1 xs=Local/0
f.<listcomp> cells=[2]: x=Cell/2
f.<listcomp>.<lambda> free=[x=Cell/2]: x=Free/0
`},
	// Comprehension at module level: slots of the module frame.
	{`
y = 1
z = [x + y for x in range(3)]
`, `
<module> slots=1: range=Global y=Global z=Global
<listcomp>: x=Local/0 y=Global
`},
	// Class body: class-level names are not visible to methods or
	// comprehensions; the class passes cells through; super() needs
	// __class__.
	{`
def f():
    x = 1
    class A:
        x = 2
        y = x
        w = [x for _ in range(3)]
        def m(self):
            return super().m(x)
    return A
`, `
<module>: f=Global
f slots=2 cells=[0]: A=Local/1 x=Cell/0
f.A slots=2 cells=[1] free=[x=Cell/0] classcell=1: m=ClassLocal range=ClassLocal w=ClassLocal x=ClassLocal y=ClassLocal
f.A.<listcomp>: _=Local/0 x=Free/0
f.A.m slots=1 params=[0] free=[__class__=Cell/1 x=Free/0]: __class__=Free/0 self=Local/0 super=Global x=Free/1
`},
	// A class body reading a function local, and nonlocal in a class body.
	{`
def f():
    a = 1
    class C:
        nonlocal a
        a = a + 1
    return a
`, `
<module>: f=Global
f slots=2 cells=[0]: C=Local/1 a=Cell/0
f.C free=[a=Cell/0]: a=ClassFree/0
`},
	// Walrus in a comprehension binds in the function; in a generator
	// expression it makes the function's variable a cell.
	{`
def f(xs):
    [last := y for y in xs]
    any((w := x) for x in xs)
    return last, w
`, `
<module>: f=Global
f slots=4 params=[0] cells=[2]: any=Global last=Local/1 w=Cell/2 xs=Local/0
f.<listcomp>: last=Local/1 y=Local/3
f.<genexpr> slots=1 free=[w=Cell/2] gen: w=Free/0 x=Local/0
`},
	// Generators, and the first iterable of a genexp evaluated outside it.
	{`
def g(n):
    yield n
    return (i for i in range(n))
`, `
<module>: g=Global
g slots=1 params=[0] gen: n=Local/0 range=Global
g.<genexpr> slots=1 gen: i=Local/0
`},
	// Mangling.
	{`
class A:
    __x = 1
    def m(self, __y):
        return __y, self.__x, __init__
`, `
<module>: A=Global
A: _A__x=ClassLocal m=ClassLocal
A.m slots=2 params=[0 1]: _A__y=Local/1 __init__=Global self=Local/0
`},
}

func TestLayout(t *testing.T) {
	for _, test := range layoutTests {
		info, err := resolve.File(parse(t, test.src), "test.py")
		if err != nil {
			t.Errorf("%s: %v", test.src, err)
			continue
		}
		got := layout(info)
		if want := strings.TrimPrefix(test.want, "\n"); got != want {
			t.Errorf("%s\n%s", test.src, lineDiff(got, want))
		}
	}
}

func TestLookup(t *testing.T) {
	mod := parse(t, "class A:\n    def m(self):\n        return self.__x, __y\n")
	info, err := resolve.File(mod, "test.py")
	if err != nil {
		t.Fatal(err)
	}
	m := info.Module.Children[0].Children[0]
	if b := m.Lookup("__y"); b == nil || b.Name != "_A__y" || b.Kind != resolve.Global {
		t.Errorf("Lookup(__y) = %v", b)
	}
	if got := m.Mangle("__x"); got != "_A__x" {
		t.Errorf("Mangle(__x) = %q", got)
	}
	if m.Lookup("nothere") != nil {
		t.Errorf("Lookup(nothere) != nil")
	}
	for _, c := range []struct{ class, name, want string }{
		{"A", "__x", "_A__x"},
		{"_A", "__x", "_A__x"},
		{"___", "__x", "__x"},
		{"A", "__x__", "__x__"},
		{"A", "__", "__"},
		{"A", "___", "___"},
		{"A", "_x", "_x"},
		{"A", "__a.b", "__a.b"},
		{"", "__x", "__x"},
	} {
		if got := resolve.Mangle(c.class, c.name); got != c.want {
			t.Errorf("Mangle(%q, %q) = %q, want %q", c.class, c.name, got, c.want)
		}
	}
}

func TestExpression(t *testing.T) {
	mod := parse(t, "[x + y for x in z]\n")
	expr := &ast.Expression{Body: mod.Body[0].(*ast.ExprStmt).Value}
	info, err := resolve.Expression(expr, "<string>")
	if err != nil {
		t.Fatal(err)
	}
	want := "<module> slots=1: z=Global\n<listcomp>: x=Local/0 y=Global\n"
	if got := layout(info); got != want {
		t.Errorf("got:\n%swant:\n%s", got, want)
	}
	if info.Scopes[expr] != info.Module {
		t.Errorf("Scopes[expr] is not the module scope")
	}
}
