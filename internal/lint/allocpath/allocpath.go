// Package allocpath is a static check (a go/analysis pass) that keeps
// every program-sized allocation on pyinterp's one allocation path.
//
// pyinterp's memory limit holds only if every allocation whose size comes
// from the program is predicted and charged before it is made. The
// functions that do so live in package eval (alloc.go: Reserve, Make,
// MakeCap, Grow, Append, MakeMap, Repeat, RepeatBytes, Join, Builder).
// This pass reports, in the packages that handle program data, every
// construct that allocates a size not known at compile time without going
// through them:
//
//   - make with a length or capacity that is not a constant;
//   - strings.Repeat, bytes.Repeat, slices.Grow, strings.Join, bytes.Join,
//     strings.Replace(All), bytes.Replace(All), strings/bytes Split and
//     Fields (their results are sized by their input's content);
//   - any use of strings.Builder or bytes.Buffer (their growth is not
//     charged: use eval.Builder);
//   - conversions to []rune (four times their input's size);
//   - fmt formatting with a '*' width or precision, or a format that is
//     not a constant, and strconv.FormatFloat/AppendFloat with a precision
//     that is not a constant (the program picks the size).
//
// The functions of the allocation path itself are exempt (the files
// listed in Exempt). Elsewhere a report is silenced only by a comment
//
//	//allocpath:ok <why this size is bounded or already charged>
//
// on the line of the construct or the line above it, or in the doc
// comment of the enclosing function (for a whole function). The reason is
// mandatory: a bare directive is itself reported.
package allocpath

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Analyzer is the allocpath pass.
var Analyzer = &analysis.Analyzer{
	Name: "allocpath",
	Doc:  "report program-sized allocations that bypass eval's charged allocation functions",
	Run:  run,
}

// Exempt lists the files (package path + "/" + file name) that implement
// the allocation path.
var Exempt = map[string]bool{
	"github.com/pyinterp/pyinterp/eval/alloc.go": true,
}

// denied are the package-level functions whose result size depends on
// their arguments' content.
var denied = map[string]map[string]bool{
	"strings": {"Repeat": true, "Join": true, "Replace": true, "ReplaceAll": true,
		"Split": true, "SplitN": true, "SplitAfter": true, "SplitAfterN": true, "Fields": true, "FieldsFunc": true},
	"bytes": {"Repeat": true, "Join": true, "Replace": true, "ReplaceAll": true,
		"Split": true, "SplitN": true, "SplitAfter": true, "SplitAfterN": true, "Fields": true, "FieldsFunc": true},
	"slices": {"Grow": true},
}

// deniedTypes are the growable buffers whose growth is not charged.
var deniedTypes = map[string]map[string]bool{
	"strings": {"Builder": true},
	"bytes":   {"Buffer": true},
}

const directive = "//allocpath:ok"

func run(pass *analysis.Pass) (any, error) {
	for _, f := range pass.Files {
		name := pass.Fset.Position(f.Pos()).Filename
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		if Exempt[pass.Pkg.Path()+"/"+filepath.Base(name)] {
			continue
		}
		c := &checker{pass: pass, file: f, ok: waivedLines(pass, f)}
		ast.Inspect(f, c.visit)
	}
	return nil, nil
}

type checker struct {
	pass *analysis.Pass
	file *ast.File
	ok   map[int]bool // lines covered by a waiver
}

// waivedLines returns the lines a waiver covers (its own and the next),
// reporting directives with no reason.
func waivedLines(pass *analysis.Pass, f *ast.File) map[int]bool {
	ok := map[int]bool{}
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if !strings.HasPrefix(c.Text, directive) {
				continue
			}
			if strings.TrimSpace(strings.TrimPrefix(c.Text, directive)) == "" {
				pass.Reportf(c.Pos(), "allocpath:ok needs a reason")
				continue
			}
			line := pass.Fset.Position(c.Pos()).Line
			ok[line] = true
			ok[line+1] = true
		}
	}
	return ok
}

func (c *checker) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.FuncDecl:
		if n.Doc != nil {
			for _, cm := range n.Doc.List {
				if strings.HasPrefix(cm.Text, directive) && strings.TrimSpace(strings.TrimPrefix(cm.Text, directive)) != "" {
					return false // the whole function is waived
				}
			}
		}
	case *ast.CallExpr:
		c.call(n)
	case *ast.SelectorExpr:
		c.typeUse(n)
	}
	return true
}

func (c *checker) report(pos token.Pos, format string, args ...any) {
	if c.ok[c.pass.Fset.Position(pos).Line] {
		return
	}
	c.pass.Reportf(pos, format, args...)
}

func (c *checker) call(call *ast.CallExpr) {
	info := c.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		if sl, ok := tv.Type.Underlying().(*types.Slice); ok {
			if b, ok := sl.Elem().(*types.Basic); ok && b.Kind() == types.Int32 && len(call.Args) == 1 {
				if at, ok := info.Types[call.Args[0]]; ok && at.Value == nil {
					if ab, ok := at.Type.Underlying().(*types.Basic); ok && ab.Info()&types.IsString != 0 {
						c.report(call.Pos(), "conversion to []rune sizes its result from its input: charge it first (eval.Reserve) or say why it is bounded (%s)", directive)
					}
				}
			}
		}
		return
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := info.Uses[id].(*types.Builtin); ok && b.Name() == "make" {
			for _, arg := range call.Args[1:] {
				if tv, ok := info.Types[arg]; !ok || tv.Value == nil {
					c.report(call.Pos(), "make with a size that is not a constant: use eval.Make/MakeCap/MakeMap (charged) or say why it is bounded (%s)", directive)
					return
				}
			}
		}
		return
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	fn, ok := info.Uses[sel.Sel].(*types.Func)
	if !ok || fn.Pkg() == nil {
		return
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() != nil {
		return
	}
	pkg := fn.Pkg().Path()
	if denied[pkg][fn.Name()] {
		c.report(call.Pos(), "%s.%s sizes its result from its input: use eval's charged allocation functions or say why it is bounded (%s)", pkg, fn.Name(), directive)
		return
	}
	if i, ok := formatArg[pkg][fn.Name()]; ok && i < len(call.Args) {
		tv, ok := info.Types[call.Args[i]]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			c.report(call.Pos(), "%s.%s with a format that is not a constant: the program may choose its size; charge it first or say why it is bounded (%s)", pkg, fn.Name(), directive)
		} else if strings.Contains(constant.StringVal(tv.Value), "*") {
			c.report(call.Pos(), "%s.%s with a '*' width or precision: charge the result first or say why it is bounded (%s)", pkg, fn.Name(), directive)
		}
		return
	}
	if i, ok := precArg[pkg][fn.Name()]; ok && i < len(call.Args) {
		if tv, ok := info.Types[call.Args[i]]; !ok || tv.Value == nil {
			c.report(call.Pos(), "%s.%s with a precision that is not a constant: charge the result first or say why it is bounded (%s)", pkg, fn.Name(), directive)
		}
	}
}

// formatArg gives the index of the format argument of fmt's formatting
// functions.
var formatArg = map[string]map[string]int{
	"fmt": {"Sprintf": 0, "Errorf": 0, "Fprintf": 1, "Printf": 0, "Appendf": 1},
}

// precArg gives the index of the precision argument of strconv's float
// formatting.
var precArg = map[string]map[string]int{
	"strconv": {"FormatFloat": 2, "AppendFloat": 3},
}

// typeUse reports references to strings.Builder and bytes.Buffer.
func (c *checker) typeUse(sel *ast.SelectorExpr) {
	obj, ok := c.pass.TypesInfo.Uses[sel.Sel].(*types.TypeName)
	if !ok || obj.Pkg() == nil {
		return
	}
	if deniedTypes[obj.Pkg().Path()][obj.Name()] {
		c.report(sel.Pos(), "%s.%s grows without charging: use eval.Builder or say why it is bounded (%s)", obj.Pkg().Path(), obj.Name(), directive)
	}
}
