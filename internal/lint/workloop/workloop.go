// Package workloop is a static check (a go/analysis pass) that keeps
// every Go loop whose trip count the program chooses on pyinterp's work
// path.
//
// The operation budget and the deadline hold only if Go code that runs
// for a time the program chooses counts its work (eval's Thread.Step,
// Steps, Work, Poll, ChargeIntWork) as it goes. Loops over the program's
// data are bounded by the data, which was charged when it was allocated;
// the dangerous loops are those whose trip count is a number the program
// gave, backed by no allocation: a repeat count (deque() * 10**15 ran
// 10**15 empty rounds and ignored the timeout), a range's bounds, a
// width, a shift, a count of bits of a huge int. This pass reports, in
// the packages that handle program data, every such loop that counts no
// work on each round.
//
// # Program counts
//
// A value is a program count (tainted) when it is, or is computed from:
//
//   - a value of type eval.Int (the program's int, a type switch's case
//     Int, a conversion int(x) of one);
//   - the integer result of a function or method of pyinterp's packages
//     that takes an eval.Value (or a slice of them): eval.AsInt, AsInt64,
//     Len (a range's length is not backed by memory), a module's own
//     argument helpers;
//   - an integer variable whose address is passed to such a function
//     (eval.UnpackArgs(..., &n));
//   - the number a math/big accessor gives (Int64, Uint64, BitLen: a loop
//     per bit of a 64 MiB int runs half a billion rounds) or strconv
//     parses (Atoi, ParseInt, ParseUint);
//   - an element of a tainted slice, a field, a variable, a parameter or a
//     function result that a tainted value is assigned to, passed to or
//     returned from (in the same package; fields and function results
//     also across packages, as facts).
//
// Arithmetic keeps the taint, except the bounded forms: x % y and x & y
// with y not tainted, min(...) with any argument not tainted, len and cap
// (data), comparisons.
//
// # Loops reported
//
// A for statement `for init; cond; post` whose condition bounds a loop
// variable (one its post statement or body changes) by a tainted
// expression (i < n, n > i, i != n), or starts it from a tainted value
// and bounds it by a constant (for i := n; i > 0; i--), or whose
// condition compares tainted values otherwise (for n > 0 { ...; n-- });
// a range over a tainted integer (for i := range n). In a condition
// a && b the loop is bounded if either side is; in a || b only if both
// are. A loop with no condition (for { ... }) is read the same way from
// its exits, the top-level `if cond { break }` (or return, panic) of its
// body: it is reported when every exit compares a count (k == n is read
// as k != n), and not judged when it has any other exit. A variable the
// loop changes geometrically (n >>= 1, n /= k, size <<= 1, size *= 2)
// is not a count: the loop runs at most 64 rounds. When the loop
// variable counts down (i--, i -= k), the count is its start.
//
// Across packages, taint does not flow from a caller into a parameter
// (the callee is analysed first). Instead each function's integer
// parameters that would bound a reported loop, were they counts, are
// sinks (a fact, found by a what-if run of the function, and through
// the functions it passes them to), and a count passed to a sink
// parameter is reported at the call.
//
// Before the loop, a bound variable stops being a count when its last
// assignment in a block enclosing the loop is not tainted (n = min(n,
// len(s))), or when an if statement there bounds it (if n > limit {
// return ... } or { n = limit }) by a value that is not tainted.
//
// Such a loop is accepted when it counts work on every round: its
// condition, its post statement, or a statement of its body run on every
// round (not inside a nested if, switch, loop or function literal, and
// before any continue) calls a function that charges and whose error is
// not dropped. The functions that charge are Thread.Step, Steps, Work,
// Poll, PollDeadline, Charge and ChargeIntWork, every function of the
// analysed packages that calls one of them (transitively, as a fact:
// eval.Make, Builder.WriteString, eval.Call, ...), and calls through an
// interface or a function value that pass a *eval.Thread (a Python call,
// an iterator's next: they step). A call whose error result is dropped
// (an expression statement, assigned to _) does not count: eval.Builder
// keeps its error and returns at once, so a loop that does not check it
// spins on after the limit. A loop is also accepted when, before it in
// the same function, a charging call's arguments mention a variable of
// its bound (t.Work(int64(n)), eval.Make(t, n)): the count was charged
// up front.
//
// Outside loops, calls of library functions that run for a time a count
// argument gives are reported when the count is tainted: slices.Repeat,
// math/rand's Perm and Shuffle, time.Sleep.
//
// # Waivers
//
// A report is silenced only by a comment
//
//	//workloop:bounded <why the trip count is bounded>
//
// on the line of the loop or the line above it. The reason is mandatory.
//
// # Limits
//
// The taint is flow-insensitive within a function (besides the forms of
// bounding before the loop), and the bounding forms are read only in the
// blocks that enclose the loop (an if around the loop is not read). It
// does not follow counts through interfaces, function values, maps of
// counts, or a Python object's attributes. Loops whose exits are inside
// nested statements, loops over func iterators, and the work of a sort
// (n log n comparisons of data already charged: List.Sort charges it
// first) are not judged. A charging call in the body is trusted
// to charge on every round (a function that charges only on some paths
// counts). Loops over data (a str's bytes, a list's items) are not
// reported: their cost is proportional to memory already charged, which
// the limits bound.
package workloop

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/pyinterp/pyinterp/internal/lint/lintutil"
)

// Analyzer is the workloop pass.
var Analyzer = &analysis.Analyzer{
	Name:      "workloop",
	Doc:       "report Go loops whose trip count the program chooses and which count no work per round",
	Run:       run,
	FactTypes: []analysis.Fact{new(countFact), new(chargesFact), new(sinkFact)},
}

const (
	modulePath = "github.com/pyinterp/pyinterp"
	evalPkg    = modulePath + "/eval"
	directive  = "//workloop:bounded"
)

// countFact marks a function whose integer result, or a field whose
// value, is a program count.
type countFact struct{}

func (*countFact) AFact()         {}
func (*countFact) String() string { return "count" }

// chargesFact marks a function that charges work (directly or through
// the functions it calls).
type chargesFact struct{}

func (*chargesFact) AFact()         {}
func (*chargesFact) String() string { return "charges" }

// sinkFact lists the integer parameters of a function that bound a loop
// counting no work (in it, or in a function it passes them to): a
// program count passed there is reported at the call.
type sinkFact struct{ Params []int }

func (*sinkFact) AFact()           {}
func (f *sinkFact) String() string { return fmt.Sprintf("sink%v", f.Params) }

// primitives are eval's Thread methods that count work or poll the
// deadline (or charge memory, which bounds a loop by the limit).
var primitives = map[string]bool{"Step": true, "Steps": true, "Work": true, "Poll": true, "PollDeadline": true, "Charge": true}

func inModule(path string) bool {
	return path == modulePath || strings.HasPrefix(path, modulePath+"/")
}

func run(pass *analysis.Pass) (any, error) {
	if !inModule(pass.Pkg.Path()) {
		return nil, nil
	}
	a := newAnalysis(pass)
	a.charges()
	a.taint()
	waivers := map[*ast.File]map[int]bool{}
	for _, f := range a.files {
		waivers[f] = lintutil.Waived(pass, f, directive)
	}
	a.sinks(waivers)
	for _, f := range a.files {
		c := &loopChecker{a: a, ok: waivers[f]}
		for _, d := range f.Decls {
			if fd, isFn := d.(*ast.FuncDecl); isFn && fd.Body != nil {
				c.fn = fd.Body
				ast.Inspect(fd.Body, c.visit)
			}
		}
	}
	return nil, nil
}

// sourceFiles returns the package's non-test files.
func sourceFiles(pass *analysis.Pass) []*ast.File {
	var out []*ast.File
	for _, f := range pass.Files {
		if !strings.HasSuffix(pass.Fset.Position(f.Pos()).Filename, "_test.go") {
			out = append(out, f)
		}
	}
	return out
}

type loopChecker struct {
	a  *state
	ok map[int]bool
	fn *ast.BlockStmt

	// silent: only record that the function would be reported (hit),
	// to find its sink parameters.
	silent, hit bool
}

func (c *loopChecker) report(pos token.Pos, format string, args ...any) {
	if c.ok[c.a.pass.Fset.Position(pos).Line] {
		return
	}
	if c.silent {
		c.hit = true
		return
	}
	c.a.pass.Reportf(pos, format, args...)
}

func (c *loopChecker) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.ForStmt:
		if bound := c.forCount(n); bound != nil && !c.accounted(n, n.Body, n.Cond, n.Post, bound) {
			c.report(n.Pos(), "loop bounded by a program count (%s) counts no work per round: call t.Step/t.Work (checking its error) in the loop, bound the count before it, or say why it is bounded (%s <reason>)", c.a.text(bound), directive)
		}
	case *ast.RangeStmt:
		if c.a.tainted(n.X) && isInteger(c.a.pass.TypesInfo.TypeOf(n.X)) {
			bound := ast.Expr(n.X)
			if !c.boundedBefore(n, bound) && !c.accounted(n, n.Body, nil, nil, bound) {
				c.report(n.Pos(), "range over a program count (%s) counts no work per round: call t.Step/t.Work (checking its error) in the loop, bound the count before it, or say why it is bounded (%s <reason>)", c.a.text(bound), directive)
			}
		}
	case *ast.CallExpr:
		c.libraryCount(n)
		c.sinkCall(n)
	}
	return true
}

// libraryCalls are library functions that run for a time one argument
// (its index) gives.
var libraryCalls = map[string]map[string]int{
	"slices":       {"Repeat": 1},
	"math/rand":    {"Perm": 0, "Shuffle": 0},
	"math/rand/v2": {"Perm": 0, "Shuffle": 0},
	"time":         {"Sleep": 0},
}

func (c *loopChecker) libraryCount(call *ast.CallExpr) {
	fn, ok := callee(c.a.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return
	}
	i, ok := libraryCalls[fn.Pkg().Path()][fn.Name()]
	if !ok || i >= len(call.Args) {
		return
	}
	if sig, _ := fn.Type().(*types.Signature); sig != nil && sig.Recv() != nil {
		return
	}
	if c.a.tainted(call.Args[i]) && !c.chargedBefore(call, call.Args[i]) {
		c.report(call.Pos(), "%s.%s runs for a time a program count (%s) gives and counts no work: charge the count first (t.Work) or say why it is bounded (%s <reason>)", fn.Pkg().Path(), fn.Name(), c.a.text(call.Args[i]), directive)
	}
}

// callee returns the function or method a call calls, if static.
func callee(info *types.Info, call *ast.CallExpr) types.Object {
	fun := ast.Unparen(call.Fun)
	switch f := fun.(type) {
	case *ast.IndexExpr:
		fun = f.X
	case *ast.IndexListExpr:
		fun = f.X
	}
	switch f := fun.(type) {
	case *ast.Ident:
		return info.Uses[f]
	case *ast.SelectorExpr:
		return info.Uses[f.Sel]
	}
	return nil
}

func isInteger(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}
