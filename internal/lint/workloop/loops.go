package workloop

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// forCount returns the program count that bounds loop's rounds (see the
// package comment), or nil.
func (c *loopChecker) forCount(loop *ast.ForStmt) ast.Expr {
	vars := c.loopVars(loop)
	if loop.Cond != nil {
		return c.condCount(loop, loop.Cond, vars)
	}
	// for { ... if k >= n { break } ... }: the loop's exits are its
	// condition. It is bounded by a count only when every exit is: any
	// other exit (an iterator's end, data running out) bounds it.
	var count ast.Expr
	for _, s := range loop.Body.List {
		is, ok := s.(*ast.IfStmt)
		if !ok || is.Init != nil || !c.exits(is.Body) {
			if c.exitsInside(s) {
				return nil // an exit this rule does not read
			}
			continue
		}
		cond := is.Cond
		if b, ok := ast.Unparen(cond).(*ast.BinaryExpr); ok && b.Op == token.EQL {
			cond = &ast.BinaryExpr{X: b.X, OpPos: b.OpPos, Op: token.NEQ, Y: b.Y}
		}
		e := c.condCount(loop, cond, vars)
		if e == nil {
			return nil
		}
		if count == nil {
			count = e
		}
	}
	return count
}

// exits reports whether an if body leaves the loop (break, return,
// panic).
func (c *loopChecker) exits(body *ast.BlockStmt) bool {
	if len(body.List) == 0 {
		return false
	}
	switch s := body.List[len(body.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return s.Tok == token.BREAK && s.Label == nil
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}

// exitsInside reports whether s may leave the loop around it (a return,
// a break not inside a nested loop, switch or select, a goto, a labeled
// break).
func (c *loopChecker) exitsInside(s ast.Stmt) bool {
	found := false
	var walk func(n ast.Node, nested bool)
	walk = func(n ast.Node, nested bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			if found || x == nil {
				return false
			}
			switch x := x.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				found = true
			case *ast.BranchStmt:
				if x.Tok == token.GOTO || x.Tok == token.BREAK && (x.Label != nil || !nested) {
					found = true
				}
			case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
				if x != n {
					walk(x, true)
					return false
				}
			case *ast.ExprStmt:
				if call, ok := x.X.(*ast.CallExpr); ok {
					if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
						found = true
					}
				}
			}
			return true
		})
	}
	walk(s, false)
	return found
}

// loopVars returns the variables the loop's init, post statement or body
// change.
func (c *loopChecker) loopVars(loop *ast.ForStmt) map[types.Object]bool {
	info := c.a.pass.TypesInfo
	vars := map[types.Object]bool{}
	add := func(e ast.Expr) {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			if o := info.ObjectOf(id); o != nil {
				vars[o] = true
			}
		}
	}
	for _, n := range []ast.Node{loop.Init, loop.Post, loop.Body} {
		if n == nil {
			continue
		}
		ast.Inspect(n, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.AssignStmt:
				for _, l := range n.Lhs {
					add(l)
				}
			case *ast.IncDecStmt:
				add(n.X)
			}
			return true
		})
	}
	return vars
}

// shrinks reports whether the loop changes v geometrically (v >>= k,
// v /= k, v = v/k, v = v>>k, v <<= k, v = v<<k, v *= k): it runs at most
// 64 rounds.
func (c *loopChecker) shrinks(loop *ast.ForStmt, v types.Object) bool {
	info := c.a.pass.TypesInfo
	found := false
	for _, n := range []ast.Node{loop.Post, loop.Body} {
		if n == nil {
			continue
		}
		ast.Inspect(n, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
				return true
			}
			id, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident)
			if !ok || info.ObjectOf(id) != v {
				return true
			}
			switch as.Tok {
			case token.SHR_ASSIGN, token.QUO_ASSIGN, token.SHL_ASSIGN:
				found = true
			case token.MUL_ASSIGN:
				// v *= k with a constant k > 1 grows geometrically.
				if tv, ok := info.Types[as.Rhs[0]]; ok && tv.Value != nil && constant.Compare(tv.Value, token.GTR, constant.MakeInt64(1)) {
					found = true
				}
			case token.ASSIGN:
				if b, ok := ast.Unparen(as.Rhs[0]).(*ast.BinaryExpr); ok && (b.Op == token.SHR || b.Op == token.QUO || b.Op == token.SHL) {
					if x, ok := ast.Unparen(b.X).(*ast.Ident); ok && info.ObjectOf(x) == v {
						found = true
					}
				}
			}
			return true
		})
	}
	return found
}

// varOf returns the loop variable e is (or converts), if any.
func (c *loopChecker) varOf(e ast.Expr, vars map[types.Object]bool) types.Object {
	info := c.a.pass.TypesInfo
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
			e = ast.Unparen(call.Args[0])
		}
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return nil
	}
	if o := info.ObjectOf(id); vars[o] {
		return o
	}
	return nil
}

func (c *loopChecker) condCount(loop *ast.ForStmt, e ast.Expr, vars map[types.Object]bool) ast.Expr {
	info := c.a.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND:
			x, y := c.condCount(loop, e.X, vars), c.condCount(loop, e.Y, vars)
			if x != nil && y != nil {
				return x
			}
			return nil
		case token.LOR:
			if x := c.condCount(loop, e.X, vars); x != nil {
				return x
			}
			return c.condCount(loop, e.Y, vars)
		case token.LSS, token.LEQ, token.GTR, token.GEQ, token.NEQ:
		default:
			return nil
		}
		xv, yv := c.varOf(e.X, vars), c.varOf(e.Y, vars)
		var v types.Object
		var bound ast.Expr
		switch {
		case xv != nil && yv == nil:
			v, bound = xv, e.Y
		case yv != nil && xv == nil:
			v, bound = yv, e.X
		default:
			// No single loop variable: a comparison of counts.
			for _, side := range []ast.Expr{e.X, e.Y} {
				if c.a.tainted(side) && !c.boundedBefore(loop, side) {
					if o := c.varOf(side, vars); o != nil && c.shrinks(loop, o) {
						continue
					}
					return side
				}
			}
			return nil
		}
		if c.shrinks(loop, v) {
			return nil
		}
		side := e.X
		if yv != nil {
			side = e.Y
		}
		init := c.initOf(loop, v)
		if init != nil && c.constWidth(init, bound) {
			return nil // for k := i; k < i+4; k++
		}
		// The start is the count when the variable counts down to the
		// bound, or towards a constant.
		tv, isConst := info.Types[bound]
		if c.countsDown(loop, v) || isConst && tv.Value != nil {
			if init != nil {
				if c.a.tainted(init) && !c.boundedBefore(loop, init) {
					return init
				}
				return nil
			}
			if c.a.isCount(v) && !c.boundedVar(c.pathTo(loop), v) {
				return side
			}
			return nil
		}
		if c.a.tainted(bound) && !c.boundedBefore(loop, bound) {
			return bound
		}
	}
	return nil
}

// initOf returns the value the loop's init statement gives v, if any.
func (c *loopChecker) initOf(loop *ast.ForStmt, v types.Object) ast.Expr {
	as, ok := loop.Init.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != len(as.Rhs) {
		return nil
	}
	for i, l := range as.Lhs {
		if id, ok := l.(*ast.Ident); ok && c.a.pass.TypesInfo.ObjectOf(id) == v {
			return as.Rhs[i]
		}
	}
	return nil
}

// constWidth reports whether bound is init plus or minus a constant.
func (c *loopChecker) constWidth(init, bound ast.Expr) bool {
	b, ok := ast.Unparen(bound).(*ast.BinaryExpr)
	if !ok || (b.Op != token.ADD && b.Op != token.SUB) {
		return false
	}
	isConst := func(e ast.Expr) bool {
		tv, ok := c.a.pass.TypesInfo.Types[e]
		return ok && tv.Value != nil
	}
	same := func(e ast.Expr) bool { return types.ExprString(ast.Unparen(e)) == types.ExprString(ast.Unparen(init)) }
	return same(b.X) && isConst(b.Y) || b.Op == token.ADD && same(b.Y) && isConst(b.X)
}

// countsDown reports whether the loop's post statement decrements v.
func (c *loopChecker) countsDown(loop *ast.ForStmt, v types.Object) bool {
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && c.a.pass.TypesInfo.ObjectOf(id) == v
	}
	switch p := loop.Post.(type) {
	case *ast.IncDecStmt:
		return p.Tok == token.DEC && is(p.X)
	case *ast.AssignStmt:
		for i, l := range p.Lhs {
			if !is(l) {
				continue
			}
			if p.Tok == token.SUB_ASSIGN {
				return true
			}
			if p.Tok == token.ASSIGN && len(p.Rhs) == len(p.Lhs) {
				if b, ok := ast.Unparen(p.Rhs[i]).(*ast.BinaryExpr); ok && b.Op == token.SUB && is(b.X) {
					return true
				}
			}
		}
	}
	return false
}

// ---- bounding before the loop ----

// pathTo returns the nodes from c.fn down to n.
func (c *loopChecker) pathTo(n ast.Node) []ast.Node {
	var stack, path []ast.Node
	ast.Inspect(c.fn, func(x ast.Node) bool {
		if path != nil {
			return false
		}
		if x == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, x)
		if x == n {
			path = append([]ast.Node(nil), stack...)
			return false
		}
		return true
	})
	return path
}

// boundedBefore reports whether every count variable of bound is
// bounded before the loop: its last assignment in a block enclosing the
// loop is not tainted, or an if statement there bounds it by a value not
// tainted (see the package comment).
func (c *loopChecker) boundedBefore(loop ast.Node, bound ast.Expr) bool {
	info := c.a.pass.TypesInfo
	skip := map[types.Object]bool{}
	var vars []types.Object
	ast.Inspect(bound, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && !v.IsField() && v.Parent() != nil && v.Pkg() == c.a.pass.Pkg && v.Parent() != v.Pkg().Scope() {
				vars = append(vars, v)
			}
		}
		return true
	})
	if len(vars) == 0 {
		return false
	}
	path := c.pathTo(loop)
	for _, v := range vars {
		if c.boundedVar(path, v) {
			skip[v] = true
		}
	}
	return !c.a.taintedExcept(bound, skip)
}

// boundedVar looks back from the loop (the last node of path) for the
// statement that bounds v.
func (c *loopChecker) boundedVar(path []ast.Node, v types.Object) bool {
	for i := len(path) - 2; i >= 0; i-- {
		var list []ast.Stmt
		switch b := path[i].(type) {
		case *ast.BlockStmt:
			list = b.List
		case *ast.CaseClause:
			list = b.Body
		case *ast.CommClause:
			list = b.Body
		default:
			continue
		}
		child := path[i+1]
		at := -1
		for k, s := range list {
			if s == child {
				at = k
			}
		}
		for k := at - 1; k >= 0; k-- {
			if done, ok := c.boundsVar(list[k], v); done {
				return ok
			}
		}
	}
	return false
}

// boundsVar examines one statement before the loop: done when it decides
// v's bound, ok when v is bounded.
func (c *loopChecker) boundsVar(s ast.Stmt, v types.Object) (done, ok bool) {
	info := c.a.pass.TypesInfo
	switch s := s.(type) {
	case *ast.AssignStmt:
		if s.Tok != token.ASSIGN && s.Tok != token.DEFINE {
			return false, false
		}
		for i, l := range s.Lhs {
			if id, isID := ast.Unparen(l).(*ast.Ident); isID && info.ObjectOf(id) == v {
				if len(s.Rhs) != len(s.Lhs) {
					return true, false
				}
				return true, !c.a.tainted(s.Rhs[i])
			}
		}
	case *ast.DeclStmt:
		if gd, isGen := s.Decl.(*ast.GenDecl); isGen {
			for _, sp := range gd.Specs {
				vs, isVal := sp.(*ast.ValueSpec)
				if !isVal {
					continue
				}
				for i, name := range vs.Names {
					if info.Defs[name] == v {
						if len(vs.Values) != len(vs.Names) {
							return true, len(vs.Values) == 0
						}
						return true, !c.a.tainted(vs.Values[i])
					}
				}
			}
		}
	case *ast.IfStmt:
		if eq := c.equalGuard(s.Cond, v); eq != nil && !c.a.tainted(eq) && c.leaves(s.Body) {
			return true, true
		}
		if lim := c.upperGuard(s.Cond, v); lim != nil && !c.a.tainted(lim) && !c.overflowBound(lim) && c.clamps(s.Body, v) {
			return true, true
		}
	}
	return false, false
}

// overflowBound reports whether e mentions a constant of 2**32 or more
// (math.MaxInt / len(e)): a guard against overflow, not a bound on the
// rounds.
func (c *loopChecker) overflowBound(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && !found {
			if tv, ok := c.a.pass.TypesInfo.Types[x]; ok && tv.Value != nil {
				if v, exact := constant.Int64Val(constant.ToInt(tv.Value)); !exact || v >= 1<<32 {
					found = true
				}
				return false
			}
		}
		return !found
	})
	return found
}

// equalGuard returns E when cond is v != E or E != v (or one operand of
// a || of them): after if cond { return }, v equals E.
func (c *loopChecker) equalGuard(cond ast.Expr, v types.Object) ast.Expr {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	switch b.Op {
	case token.LOR:
		if e := c.equalGuard(b.X, v); e != nil {
			return e
		}
		return c.equalGuard(b.Y, v)
	case token.NEQ:
		for _, p := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			if id, ok := ast.Unparen(p[0]).(*ast.Ident); ok && c.a.pass.TypesInfo.ObjectOf(id) == v {
				return p[1]
			}
		}
	}
	return nil
}

// upperGuard returns E when cond is v > E, v >= E, E < v or E <= v (or one
// operand of a || of them).
func (c *loopChecker) upperGuard(cond ast.Expr, v types.Object) ast.Expr {
	info := c.a.pass.TypesInfo
	is := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
			if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
				e = ast.Unparen(call.Args[0])
			}
		}
		id, ok := e.(*ast.Ident)
		return ok && info.ObjectOf(id) == v
	}
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	switch b.Op {
	case token.LOR:
		if e := c.upperGuard(b.X, v); e != nil {
			return e
		}
		return c.upperGuard(b.Y, v)
	case token.GTR, token.GEQ:
		if is(b.X) {
			return b.Y
		}
	case token.LSS, token.LEQ:
		if is(b.Y) {
			return b.X
		}
	}
	return nil
}

// leaves reports whether a block ends by leaving (return, branch, panic).
func (c *loopChecker) leaves(body *ast.BlockStmt) bool {
	if len(body.List) == 0 {
		return false
	}
	switch s := body.List[len(body.List)-1].(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}

// clamps reports whether an if body bounding v leaves the function (or
// the loop around) or sets v to a value not tainted.
func (c *loopChecker) clamps(body *ast.BlockStmt, v types.Object) bool {
	if len(body.List) == 0 {
		return false
	}
	switch s := body.List[len(body.List)-1].(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	for _, s := range body.List {
		if done, ok := c.boundsVar(s, v); done && ok {
			return true
		}
	}
	return false
}

// ---- work counted per round ----

// accounted reports whether the loop counts work on every round, or
// charged its count before it.
func (c *loopChecker) accounted(loop ast.Stmt, body *ast.BlockStmt, cond ast.Expr, post ast.Stmt, bound ast.Expr) bool {
	if cond != nil && c.exprCharges(cond) {
		return true
	}
	if post != nil && c.stmtCharges(post, loop) {
		return true
	}
	for _, s := range body.List {
		if c.stmtCharges(s, loop) {
			return true
		}
		if c.continues(s, loop) {
			break
		}
	}
	return c.chargedBefore(loop, bound)
}

// stmtCharges reports whether s calls a charging function whatever
// branch it takes.
func (c *loopChecker) stmtCharges(s ast.Stmt, loop ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.ExprStmt:
		if call, ok := ast.Unparen(s.X).(*ast.CallExpr); ok {
			// The call's own error is dropped: only its arguments count.
			for _, arg := range call.Args {
				if c.exprCharges(arg) {
					return true
				}
			}
			return false
		}
		return c.exprCharges(s.X)
	case *ast.AssignStmt:
		for _, r := range s.Rhs {
			call, ok := ast.Unparen(r).(*ast.CallExpr)
			if ok && len(s.Rhs) == 1 && c.a.returnsError(call) {
				if id, isID := s.Lhs[len(s.Lhs)-1].(*ast.Ident); isID && id.Name == "_" {
					for _, arg := range call.Args {
						if c.exprCharges(arg) {
							return true
						}
					}
					continue
				}
			}
			if c.exprCharges(r) {
				return true
			}
		}
	case *ast.DeclStmt:
		found := false
		ast.Inspect(s, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok && !found {
				found = c.exprCharges(e)
				return false
			}
			return !found
		})
		return found
	case *ast.IfStmt:
		return (s.Init != nil && c.stmtCharges(s.Init, loop)) || c.exprCharges(s.Cond)
	case *ast.SwitchStmt:
		return (s.Init != nil && c.stmtCharges(s.Init, loop)) || (s.Tag != nil && c.exprCharges(s.Tag))
	case *ast.TypeSwitchStmt:
		return (s.Init != nil && c.stmtCharges(s.Init, loop)) || c.stmtCharges(s.Assign, loop)
	case *ast.ForStmt:
		return (s.Init != nil && c.stmtCharges(s.Init, loop)) || (s.Cond != nil && c.exprCharges(s.Cond))
	case *ast.RangeStmt:
		return c.exprCharges(s.X)
	case *ast.BlockStmt:
		for _, x := range s.List {
			if c.stmtCharges(x, loop) {
				return true
			}
			if c.continues(x, loop) {
				return false
			}
		}
	case *ast.LabeledStmt:
		return c.stmtCharges(s.Stmt, loop)
	case *ast.ReturnStmt:
		for _, r := range s.Results {
			if c.exprCharges(r) {
				return true
			}
		}
	}
	return false
}

// exprCharges reports whether evaluating e calls a charging function
// that returns an error (outside function literals).
func (c *loopChecker) exprCharges(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if c.a.returnsError(n) && c.a.isCharging(n) {
				found = true
			}
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				// Only the left operand runs every time.
				found = c.exprCharges(n.X)
				return false
			}
		}
		return !found
	})
	return found
}

// continues reports whether s may continue the loop (skipping what
// follows it in the body).
func (c *loopChecker) continues(s ast.Stmt, loop ast.Stmt) bool {
	found := false
	depth := 0
	var walk func(n ast.Node) bool
	walk = func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ForStmt, *ast.RangeStmt:
			depth++
			ast.Inspect(n, func(x ast.Node) bool {
				if x == n {
					return true
				}
				return walk(x)
			})
			depth--
			return false
		case *ast.BranchStmt:
			if n.Tok == token.CONTINUE && (n.Label != nil || depth == 0) {
				found = true
			}
			if n.Tok == token.GOTO {
				found = true
			}
		}
		return true
	}
	ast.Inspect(s, walk)
	return found
}

// chargedBefore reports whether, before n in the function, a charging
// call's arguments mention a variable of bound.
func (c *loopChecker) chargedBefore(n ast.Node, bound ast.Expr) bool {
	info := c.a.pass.TypesInfo
	vars := map[types.Object]bool{}
	ast.Inspect(bound, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok {
				vars[v] = true
			}
		}
		if sel, ok := x.(*ast.SelectorExpr); ok {
			if v, ok := info.Uses[sel.Sel].(*types.Var); ok {
				vars[v] = true
			}
		}
		return true
	})
	if len(vars) == 0 {
		return false
	}
	found := false
	ast.Inspect(c.fn, func(x ast.Node) bool {
		if found || x == nil || x.Pos() >= n.Pos() {
			return false
		}
		call, ok := x.(*ast.CallExpr)
		if !ok || !c.a.isCharging(call) {
			return true
		}
		for _, arg := range call.Args {
			ast.Inspect(arg, func(y ast.Node) bool {
				switch y := y.(type) {
				case *ast.Ident:
					if vars[info.Uses[y]] {
						found = true
					}
				case *ast.SelectorExpr:
					if vars[info.Uses[y.Sel]] {
						found = true
					}
				}
				return !found
			})
		}
		return true
	})
	return found
}
