package ast

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func nm(id string, ctx ExprContext) *Name { return &Name{Id: id, Ctx: ctx} }

// The expected strings are what CPython 3.11 prints for
// ast.dump(ast.parse(src)) with the source given in each case's comment.
var dumpCases = []struct {
	tree Node
	want string
}{
	{ // x = 1
		&Module{Body: []Stmt{&Assign{Targets: []Expr{nm("x", Store)}, Value: &Constant{Value: int64(1)}}}},
		"Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], type_ignores=[])",
	},
	{ // f(*a, k=-2.5)
		&Module{Body: []Stmt{&ExprStmt{Value: &Call{
			Func:     nm("f", Load),
			Args:     []Expr{&Starred{Value: nm("a", Load), Ctx: Load}},
			Keywords: []*Keyword{{Arg: "k", Value: &UnaryOp{Op: USub, Operand: &Constant{Value: 2.5}}}},
		}}}},
		"Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load())], keywords=[keyword(arg='k', value=UnaryOp(op=USub(), operand=Constant(value=2.5)))]))], type_ignores=[])",
	},
	{ // from . import y as z   (module None and the optional fields are left out)
		&Module{Body: []Stmt{&ImportFrom{Names: []*Alias{{Name: "y", Asname: "z"}}, Level: 1}}},
		"Module(body=[ImportFrom(names=[alias(name='y', asname='z')], level=1)], type_ignores=[])",
	},
	{ // s = 'it\'s'   (CPython's quote choice)
		&Module{Body: []Stmt{&Assign{Targets: []Expr{nm("s", Store)}, Value: &Constant{Value: "it's"}}}},
		`Module(body=[Assign(targets=[Name(id='s', ctx=Store())], value=Constant(value="it's"))], type_ignores=[])`,
	},
}

func TestDump(t *testing.T) {
	for _, c := range dumpCases {
		if d := cmp.Diff(c.want, Dump(c.tree)); d != "" {
			t.Errorf("Dump differs from CPython (-cpython +ours):\n%s", d)
		}
	}
}

// TestInspect visits nodes depth first in CPython's field order and
// prunes a subtree when the callback returns false.
func TestInspect(t *testing.T) {
	tree := dumpCases[1].tree
	var got []string
	Inspect(tree, func(n Node) bool {
		switch n := n.(type) {
		case *Name:
			got = append(got, "Name:"+n.Id)
		case *Keyword:
			got = append(got, "keyword:"+n.Arg)
			return false // skip the keyword's value
		case *Constant:
			got = append(got, "Constant")
		}
		return true
	})
	want := []string{"Name:f", "Name:a", "keyword:k"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Inspect order (-want +got):\n%s", d)
	}
}
