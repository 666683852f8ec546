package eval

import (
	"testing"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/parser"
)

// TestSuspendNesting: a function body's deepest suspension point counts
// every node down to it, and nested functions, lambdas and classes run
// their bodies on frames of their own (their defaults and decorators
// count).
func TestSuspendNesting(t *testing.T) {
	cases := []struct {
		src  string
		want int
	}{
		{"x = 1", 0},
		{"yield", 2},                      // Expr, Yield
		{"x = yield", 2},                  // Assign, Yield
		{"x = f(f((yield)))", 4},          // Assign, Call, Call, Yield
		{"if a:\n    x = -(-(yield))", 5}, // If, Assign, UnaryOp x2, Yield
		{"await g()", 2},
		{"async for x in y:\n    pass", 1},
		{"def f():\n    yield f(f(f(1)))", 0},
		{"def f(a=(yield)):\n    pass", 3}, // FunctionDef, Arguments, Yield
		{"g = lambda: (yield)", 0},
		{"class C:\n    x = (yield)", 0},
		{"x = [await y for y in z]", 3},
	}
	for _, c := range cases {
		m, err := parser.ParseFile("t.py", []byte(c.src))
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		nodes := make([]ast.Node, len(m.Body))
		for i, s := range m.Body {
			nodes[i] = s
		}
		if got := suspendNesting(nodes...); got != c.want {
			t.Errorf("suspendNesting(%q) = %d, want %d", c.src, got, c.want)
		}
	}
}
