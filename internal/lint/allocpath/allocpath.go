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
// The same pass keeps big-number arithmetic on the work path: a method of
// math/big's Int, Float or Rat whose cost grows with its operands
// (products, divisions, powers, gcds, square roots, shifts, sums,
// comparisons, conversions to and from text and bytes, copies) may be
// called (or taken as a method value) only in eval/bigwork.go, whose
// functions predict the result's size and the work, charge both to the
// run and refuse work that would end past its deadline. The accessors
// that cost O(1) and allocate nothing (Sign, BitLen, IsInt64, Int64,
// Bit, ...) are allowed everywhere (bigCheap). Likewise the methods of
// github.com/cockroachdb/apd (the decimal module's numbers) may be called
// only in the files listed in DecimalExempt, which account for each call.
//
// The same pass keeps the objects the program can keep by the million
// charged where they are made (issue 11: a str header the program keeps
// is 56 bytes; a list of a million uncharged ones held several times the
// memory limit). eval's uncharged constructors of program-visible
// objects (NewStr, NewTuple, NewList, NewDict, NewSet, NewFrozenSet) are
// reported wherever the object may be made once per element of the
// program's data: NewStr with an argument that is not a constant (a
// constant's str is made once per site, and the one-character ones are
// shared), NewTuple with elements that are not empty and were not made
// by eval.TupleElems (which charges the tuple) in the same function, and
// every NewList, NewDict and NewSet. Use the charged forms (NewStrT,
// NewTupleT, NewTupleOf, NewListT, NewDictT, NewSetT), or say why the
// count of such objects is bounded (a type's name made once per class
// statement, whose object is charged; a module's attributes at import).
//
// The same pass keeps the program's bytes on the allocation path: a
// conversion to eval.Bytes of a []byte (an uncharged copy of a buffer
// most likely made by a library: an encoding, a digest, a decompression)
// or of a string made by Go code outside package eval (a library call, a
// concatenation, a conversion of a []byte) is reported (bytesConversion);
// use eval.BytesOf(t, b) (charged copy), eval.BytesOwned(b) (a buffer made
// by eval.Make/MakeCap/Grow for the result: its argument must be a local
// variable assigned from them in the same function) or eval.Builder.
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

	"github.com/pyinterp/pyinterp/internal/lint/lintutil"
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

// BigExempt lists the files that implement the big-number work path: the
// only ones that may call math/big's costly methods.
var BigExempt = map[string]bool{
	"github.com/pyinterp/pyinterp/eval/bigwork.go":  true,
	"github.com/pyinterp/pyinterp/eval/bigsplit.go": true,
}

// DecimalExempt lists the files that may call apd's methods (they account
// for each call before it runs).
var DecimalExempt = map[string]bool{
	"github.com/pyinterp/pyinterp/modules/decimal_work.go": true,
}

// bigCheap are the methods of math/big's types that cost O(1) (or scan
// without allocating, as TrailingZeroBits) and may be called anywhere.
var bigCheap = map[string]map[string]bool{
	"Int": {"Sign": true, "BitLen": true, "IsInt64": true, "IsUint64": true, "Int64": true, "Uint64": true,
		"Bit": true, "TrailingZeroBits": true, "Bits": true, "SetInt64": true, "SetUint64": true},
	"Float": {"Sign": true, "Signbit": true, "IsInf": true, "Prec": true, "Mode": true, "Acc": true},
	"Rat":   {"Sign": true, "IsInt": true, "Num": true},
}

// bigFuncsOK are math/big's package-level functions allowed anywhere
// (constructors of word-sized values).
var bigFuncsOK = map[string]bool{"NewInt": true, "NewFloat": true, "NewRat": true}

const (
	bigPkg = "math/big"
	apdPkg = "github.com/cockroachdb/apd/v3"
)

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
		file := pass.Pkg.Path() + "/" + filepath.Base(name)
		c := &checker{pass: pass, file: f, ok: lintutil.Waived(pass, f, directive), bigOK: BigExempt[file], decimalOK: DecimalExempt[file]}
		ast.Inspect(f, c.visit)
	}
	return nil, nil
}

type checker struct {
	pass      *analysis.Pass
	file      *ast.File
	ok        map[int]bool   // lines covered by a waiver
	bigOK     bool           // the file implements the big-number work path
	decimalOK bool           // the file may call apd's methods
	fn        *ast.BlockStmt // the body of the function being visited
}

func (c *checker) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.FuncDecl:
		c.fn = n.Body
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
		c.bigUse(n)
	}
	return true
}

// bigAsInterface reports a math/big number passed to a formatting
// function (fmt's, log's, an Errorf-like function): formatting it calls
// its String or Format method, a decimal conversion nothing accounts
// for.
func (c *checker) bigAsInterface(call *ast.CallExpr) {
	if c.bigOK {
		return
	}
	tv, ok := c.pass.TypesInfo.Types[call.Fun]
	if !ok || tv.IsType() {
		return
	}
	sig, ok := tv.Type.Underlying().(*types.Signature)
	if !ok {
		return
	}
	params := sig.Params()
	// Formatting functions: fmt's and log's, and any function whose
	// last parameters are a string and ...any (Errorf-like).
	formats := false
	if fn, ok := typeutilCallee(c.pass.TypesInfo, call).(*types.Func); ok && fn.Pkg() != nil {
		formats = fn.Pkg().Path() == "fmt" || fn.Pkg().Path() == "log"
	}
	if n := params.Len(); !formats && sig.Variadic() && n >= 2 {
		if b, ok := params.At(n - 2).Type().Underlying().(*types.Basic); ok && b.Kind() == types.String {
			_, formats = params.At(n - 1).Type().(*types.Slice).Elem().Underlying().(*types.Interface)
		}
	}
	if !formats {
		return
	}
	for i, arg := range call.Args {
		var pt types.Type
		switch {
		case sig.Variadic() && i >= params.Len()-1:
			if call.Ellipsis.IsValid() {
				continue
			}
			pt = params.At(params.Len() - 1).Type().(*types.Slice).Elem()
		case i < params.Len():
			pt = params.At(i).Type()
		default:
			continue
		}
		if _, ok := pt.Underlying().(*types.Interface); !ok {
			continue
		}
		at, ok := c.pass.TypesInfo.Types[arg]
		if !ok || at.Type == nil {
			continue
		}
		t := at.Type
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == bigPkg {
			c.report(arg.Pos(), "math/big.%s passed to a formatting function: formatting it is a conversion nothing accounts for; convert it with eval's IntToString/BigText first (%s)", n.Obj().Name(), directive)
		}
	}
}

// typeutilCallee returns the function or method a call calls, if static.
func typeutilCallee(info *types.Info, call *ast.CallExpr) types.Object {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return info.Uses[f]
	case *ast.SelectorExpr:
		return info.Uses[f.Sel]
	}
	return nil
}

// bigUse reports a use (call or method value) of a costly method or
// function of math/big outside the work path, and of a method of apd
// outside the files that account for them.
func (c *checker) bigUse(sel *ast.SelectorExpr) {
	obj, ok := c.pass.TypesInfo.Uses[sel.Sel].(*types.Func)
	if !ok || obj.Pkg() == nil {
		return
	}
	pkg := obj.Pkg().Path()
	if pkg != bigPkg && pkg != apdPkg {
		return
	}
	sig, _ := obj.Type().(*types.Signature)
	if sig == nil {
		return
	}
	recv := ""
	if sig.Recv() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok {
			recv = n.Obj().Name()
		}
	}
	if pkg == apdPkg {
		if !c.decimalOK && recv != "" {
			c.report(sel.Sel.Pos(), "apd.(*%s).%s costs work that grows with its operands and the precision: call it from modules/decimal_work.go, which accounts for it (%s)", recv, obj.Name(), directive)
		}
		return
	}
	if c.bigOK || (recv == "" && bigFuncsOK[obj.Name()]) || bigCheap[recv][obj.Name()] {
		return
	}
	name := obj.Name()
	if recv != "" {
		name = "(*" + recv + ")." + name
	}
	c.report(sel.Sel.Pos(), "math/big.%s costs work that grows with its operands: use the accounted functions of eval/bigwork.go (BigMul, BigQuoRem, BigText, ...) or say why its operands are bounded (%s)", name, directive)
}

func (c *checker) report(pos token.Pos, format string, args ...any) {
	if c.ok[c.pass.Fset.Position(pos).Line] {
		return
	}
	c.pass.Reportf(pos, format, args...)
}

func (c *checker) call(call *ast.CallExpr) {
	info := c.pass.TypesInfo
	c.bigAsInterface(call)
	c.uncharged(call)
	c.bytesOwned(call)
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		c.bytesConversion(call, tv.Type)
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

const evalPkg = "github.com/pyinterp/pyinterp/eval"

// unchargedCtor names eval's constructors that charge nothing, with the
// charged form to use instead.
var unchargedCtor = map[string]string{
	"NewStr":       "NewStrT(t, s)",
	"NewTuple":     "NewTupleT(t, elems) or TupleElems",
	"NewList":      "NewListT(t, elems)",
	"NewDict":      "NewDictT(t)",
	"NewSet":       "NewSetT(t, false)",
	"NewFrozenSet": "NewSetT(t, true)",
}

// bytesConversion reports a conversion to eval.Bytes (the program's
// bytes) of data that was not made through eval's allocation path: a
// []byte (the conversion copies it, uncharged, and the slice itself was
// most likely made by a library call: an encoding, a digest, a
// decompression), or a string made by Go code (a call outside package
// eval, a concatenation, a conversion of a []byte). Constants, substrings
// (which share their string's memory), parameters, fields and the results
// of eval's functions (eval.Builder's String, the charged conversions)
// are accepted; a local variable is accepted when every value assigned
// to it in the function is.
func (c *checker) bytesConversion(call *ast.CallExpr, to types.Type) {
	n, ok := types.Unalias(to).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != evalPkg || n.Obj().Name() != "Bytes" || len(call.Args) != 1 {
		return
	}
	arg := call.Args[0]
	tv, ok := c.pass.TypesInfo.Types[arg]
	if !ok || tv.Value != nil {
		return
	}
	if _, ok := tv.Type.Underlying().(*types.Slice); ok {
		c.report(call.Pos(), "eval.Bytes of a []byte copies it uncharged, and the slice was made outside the allocation path: build it with eval.Builder/eval.Make and convert it with eval.BytesOf(t, b) (charged), or say why it is bounded (%s)", directive)
		return
	}
	if !c.chargedString(arg, map[types.Object]bool{}) {
		c.report(call.Pos(), "eval.Bytes of a string made by Go code outside the allocation path (uncharged): build it with eval.Builder or convert it with eval.BytesOf(t, b) (charged), or say why it is bounded (%s)", directive)
	}
}

// chargedString reports whether the string expression e was made through
// eval's allocation path, or shares memory made there (see
// bytesConversion). seen holds the local variables being checked.
func (c *checker) chargedString(e ast.Expr, seen map[types.Object]bool) bool {
	info := c.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return true
	}
	switch e := e.(type) {
	case *ast.SliceExpr:
		if tv, ok := info.Types[e.X]; ok {
			if b, ok := tv.Type.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				return true // a substring shares its string's memory
			}
		}
		return false
	case *ast.BinaryExpr:
		return false // a concatenation
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() {
			if len(e.Args) != 1 {
				return false
			}
			at, ok := info.Types[e.Args[0]]
			if !ok {
				return false
			}
			if b, ok := at.Type.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				return c.chargedString(e.Args[0], seen) // between string types: no copy
			}
			return false // a copy of a []byte or a rune's encoding
		}
		fn, ok := typeutilCallee(info, e).(*types.Func)
		return ok && fn.Pkg() != nil && fn.Pkg().Path() == evalPkg
	case *ast.Ident:
		obj, ok := info.Uses[e].(*types.Var)
		if !ok || obj.IsField() || obj.Parent() == nil || obj.Parent() == obj.Pkg().Scope() || c.fn == nil || seen[obj] {
			return true // a field, a package variable, or checked already
		}
		if obj.Pos() < c.fn.Pos() || obj.Pos() > c.fn.End() {
			return true // from an enclosing function or a parameter
		}
		seen[obj] = true
		good := true
		ast.Inspect(c.fn, func(n ast.Node) bool {
			if !good {
				return false
			}
			switch n := n.(type) {
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					lid, ok := l.(*ast.Ident)
					if !ok || info.ObjectOf(lid) != obj {
						continue
					}
					if n.Tok != token.ASSIGN && n.Tok != token.DEFINE {
						good = false // s += ...: a concatenation
						return false
					}
					var rhs ast.Expr
					switch {
					case len(n.Rhs) == len(n.Lhs):
						rhs = n.Rhs[i]
					case len(n.Rhs) == 1:
						rhs = n.Rhs[0] // a call with several results
					}
					if rhs == nil || !c.chargedString(rhs, seen) {
						good = false
						return false
					}
				}
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if info.ObjectOf(name) != obj || i >= len(n.Values) {
						continue
					}
					if !c.chargedString(n.Values[i], seen) {
						good = false
						return false
					}
				}
			case *ast.RangeStmt:
				if id, ok := n.Value.(*ast.Ident); ok && info.ObjectOf(id) == obj {
					return true // an element of a collection: made elsewhere
				}
			}
			return true
		})
		return good
	}
	return true // an element, a type assertion, a field: made elsewhere
}

// bytesOwned reports a call of eval.BytesOwned (which takes its buffer
// without copying or charging it) whose argument is not a buffer made by
// the allocation path in the same function: a local variable assigned
// only from eval.Make, MakeCap, Grow, Append, a Builder's Bytes, appends
// to itself and slices of these.
func (c *checker) bytesOwned(call *ast.CallExpr) {
	fn, ok := typeutilCallee(c.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != evalPkg || fn.Name() != "BytesOwned" || len(call.Args) != 1 {
		return
	}
	if !c.chargedSlice(call.Args[0], map[types.Object]bool{}) {
		c.report(call.Pos(), "eval.BytesOwned of a buffer not made by the allocation path in this function (eval.Make, MakeCap, Grow, Append): use eval.BytesOf(t, b) (charged copy), or say why it is charged (%s)", directive)
	}
}

// chargedSlice reports whether e is a buffer made by the allocation path
// in the enclosing function (see bytesOwned).
func (c *checker) chargedSlice(e ast.Expr, seen map[types.Object]bool) bool {
	info := c.pass.TypesInfo
	e = ast.Unparen(e)
	switch e := e.(type) {
	case *ast.SliceExpr:
		return c.chargedSlice(e.X, seen)
	case *ast.CallExpr:
		fun := ast.Unparen(e.Fun)
		switch f := fun.(type) {
		case *ast.IndexExpr:
			fun = f.X // an instantiation: eval.Make[byte]
		case *ast.IndexListExpr:
			fun = f.X
		}
		var obj types.Object
		switch f := fun.(type) {
		case *ast.Ident:
			obj = info.Uses[f]
		case *ast.SelectorExpr:
			obj = info.Uses[f.Sel]
		}
		if b, ok := obj.(*types.Builtin); ok && b.Name() == "append" && len(e.Args) > 0 {
			return c.chargedSlice(e.Args[0], seen) // within the charged capacity
		}
		fn, ok := obj.(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg().Path() != evalPkg {
			return false
		}
		sig, _ := fn.Type().(*types.Signature)
		if sig != nil && sig.Recv() != nil {
			// A Builder's buffer (a bytearray's Bytes is live: not this).
			rt := sig.Recv().Type()
			if p, ok := rt.(*types.Pointer); ok {
				rt = p.Elem()
			}
			n, ok := rt.(*types.Named)
			return ok && n.Obj().Name() == "Builder" && fn.Name() == "Bytes"
		}
		switch fn.Name() {
		case "Make", "MakeCap", "Grow", "Append":
			return true
		}
		return false
	case *ast.Ident:
		obj, ok := info.Uses[e].(*types.Var)
		if !ok || c.fn == nil || obj.Pos() < c.fn.Pos() || obj.Pos() > c.fn.End() {
			return false // a parameter, a field, a package variable
		}
		if seen[obj] {
			return true
		}
		seen[obj] = true
		good, assigned := true, false
		ast.Inspect(c.fn, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || !good {
				return good
			}
			for i, l := range as.Lhs {
				lid, ok := l.(*ast.Ident)
				if !ok || info.ObjectOf(lid) != obj {
					continue
				}
				var rhs ast.Expr
				switch {
				case len(as.Rhs) == len(as.Lhs):
					rhs = as.Rhs[i]
				case len(as.Rhs) == 1:
					rhs = as.Rhs[0]
				}
				assigned = true
				if as.Tok != token.ASSIGN && as.Tok != token.DEFINE || rhs == nil || !c.chargedSlice(rhs, seen) {
					good = false
				}
			}
			return good
		})
		return good && assigned
	}
	return false
}

// uncharged reports a call of one of eval's uncharged constructors of
// program-visible objects that may be made once per element of the
// program's data (see the package comment).
func (c *checker) uncharged(call *ast.CallExpr) {
	fn, ok := typeutilCallee(c.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != evalPkg {
		return
	}
	if sig, _ := fn.Type().(*types.Signature); sig == nil || sig.Recv() != nil {
		return
	}
	use, ok := unchargedCtor[fn.Name()]
	if !ok {
		return
	}
	switch fn.Name() {
	case "NewStr":
		if len(call.Args) == 1 {
			if tv, ok := c.pass.TypesInfo.Types[call.Args[0]]; ok && tv.Value != nil {
				return
			}
		}
	case "NewTuple":
		if len(call.Args) == 1 && (c.emptyElems(call.Args[0]) || c.fromTupleElems(call.Args[0])) {
			return
		}
	}
	c.report(call.Pos(), "eval.%s makes an object the program may keep by the million without charging it: use %s, or say why their count is bounded (%s)", fn.Name(), use, directive)
}

// emptyElems reports whether e is nil or an empty composite literal.
func (c *checker) emptyElems(e ast.Expr) bool {
	e = ast.Unparen(e)
	if tv, ok := c.pass.TypesInfo.Types[e]; ok && tv.IsNil() {
		return true
	}
	lit, ok := e.(*ast.CompositeLit)
	return ok && len(lit.Elts) == 0
}

// fromTupleElems reports whether e is a variable (or a slice of one) of
// the enclosing function assigned only from eval.TupleElems, which
// charged the tuple's header and slots.
func (c *checker) fromTupleElems(e ast.Expr) bool {
	e = ast.Unparen(e)
	if s, ok := e.(*ast.SliceExpr); ok {
		e = ast.Unparen(s.X)
	}
	id, ok := e.(*ast.Ident)
	if !ok || c.fn == nil {
		return false
	}
	obj := c.pass.TypesInfo.ObjectOf(id)
	if obj == nil {
		return false
	}
	found, other := false, false
	ast.Inspect(c.fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for i, l := range as.Lhs {
			lid, ok := l.(*ast.Ident)
			if !ok || c.pass.TypesInfo.ObjectOf(lid) != obj {
				continue
			}
			var rhs ast.Expr
			switch {
			case len(as.Rhs) == len(as.Lhs):
				rhs = as.Rhs[i]
			case len(as.Rhs) == 1 && i == 0:
				rhs = as.Rhs[0]
			}
			if call, ok := ast.Unparen(rhs).(*ast.CallExpr); ok {
				if f, ok := typeutilCallee(c.pass.TypesInfo, call).(*types.Func); ok && f.Pkg() != nil && f.Pkg().Path() == evalPkg && f.Name() == "TupleElems" {
					found = true
					continue
				}
			}
			other = true
		}
		return true
	})
	return found && !other
}
