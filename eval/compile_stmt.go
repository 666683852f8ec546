package eval

import (
	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// block compiles a statement list. Each statement charges its operations
// (one per AST node of its own expressions) before running, and an
// exception leaving it records the statement's line in the traceback.
func (c *compiler) block(stmts []ast.Stmt) stmtFn {
	type entry struct {
		fn   stmtFn
		cost int64
		stmt ast.Stmt
		line int32
	}
	if len(stmts) == 1 {
		if r, ok := stmts[0].(*ast.Return); ok && r.Value != nil {
			return c.blockReturn(r)
		}
	}
	entries := astMake[entry](len(stmts))
	for i, s := range stmts {
		entries[i] = entry{c.stmt(s), stmtCost(s), s, int32(s.Position().Lineno)}
	}
	if len(entries) == 1 {
		e := entries[0]
		return func(fr *Frame) (ctrl, error) {
			t := fr.t
			t.budget -= e.cost
			if t.budget < 0 {
				if err := t.slowStep(0); err != nil {
					return 0, err
				}
			}
			fr.line = e.line
			ctl, err := e.fn(fr)
			if err != nil {
				return 0, fr.traceback(err, e.stmt)
			}
			return ctl, nil
		}
	}
	return func(fr *Frame) (ctrl, error) {
		t := fr.t
		for i := range entries {
			e := &entries[i]
			t.budget -= e.cost
			if t.budget < 0 {
				if err := t.slowStep(0); err != nil {
					return 0, err
				}
			}
			fr.line = e.line
			ctl, err := e.fn(fr)
			if err != nil {
				return 0, fr.traceback(err, e.stmt)
			}
			if ctl != ctrlNext {
				return ctl, nil
			}
			// A generator's statement may suspend it: it resumes with
			// the resuming run's thread (one load; no cost elsewhere).
			t = fr.t
		}
		return ctrlNext, nil
	}
}

// blockReturn compiles a block of one statement, return value (a getter's
// body, an if's branch): the block's charge and line and the return in
// one closure, as block and stmt would compile them in two.
func (c *compiler) blockReturn(r *ast.Return) stmtFn {
	cost, line := stmtCost(r), r.Position().Lineno
	saved := c.stmtLine
	c.stmtLine = line
	op := c.operand(r.Value)
	c.stmtLine = saved
	l := int32(line)
	if k := op.k; k != nil && op.slot == -1 && op.cell == nil {
		// return CONST.
		return func(fr *Frame) (ctrl, error) {
			t := fr.t
			t.budget -= cost
			if t.budget < 0 {
				if err := t.slowStep(0); err != nil {
					return 0, err
				}
			}
			fr.line = l
			fr.ret = k
			return ctrlReturn, nil
		}
	}
	if op.simple() {
		// return x, return self.x: the value without the expression's
		// closure when it needs none.
		return func(fr *Frame) (ctrl, error) {
			t := fr.t
			t.budget -= cost
			if t.budget < 0 {
				if err := t.slowStep(0); err != nil {
					return 0, err
				}
			}
			fr.line = l
			v, err := op.fast(fr), error(nil)
			if v == nil {
				v, err = op.slow(fr)
			}
			if err != nil {
				return 0, fr.traceback(err, r)
			}
			fr.ret = v
			return ctrlReturn, nil
		}
	}
	val := op.fn
	return func(fr *Frame) (ctrl, error) {
		t := fr.t
		t.budget -= cost
		if t.budget < 0 {
			if err := t.slowStep(0); err != nil {
				return 0, err
			}
		}
		fr.line = l
		v, err := val(fr)
		if err != nil {
			return 0, fr.traceback(err, r)
		}
		fr.ret = v
		return ctrlReturn, nil
	}
}

// stmtCost is the number of operations charged when a statement starts:
// the statement itself plus the nodes of its own expressions (not of
// nested statements, which charge themselves).
func stmtCost(s ast.Stmt) int64 {
	k := int64(1)
	ast.Children(s, func(n ast.Node) {
		if _, ok := n.(ast.Expr); ok {
			k += nodeCount(n)
		}
	})
	return k
}

// traceback records the frame's position in an exception leaving it:
// the innermost expression it went through (noted by at), else the
// statement (or expression) stmt.
func (fr *Frame) traceback(err error, stmt ast.Node) error {
	if exc := tracebackCarrier(err); exc != nil && exc.tbSerial != fr.serial {
		exc.tbSerial = fr.serial
		node := stmt
		if exc.atSerial == fr.serial && exc.at != nil {
			node = exc.at
		}
		line := 0
		if node != nil {
			line = node.Position().Lineno
		}
		exc.appendTraceback(fr.t, TracebackEntry{
			Filename: fr.code.Filename, Line: line, Func: fr.code.Name, Source: fr.code.Source.Line(line),
			Node: node, src: fr.code.Source,
		})
	}
	return err
}

// at notes that err left node, an expression of fr: the innermost such
// node is the frame's position in the traceback (CPython's instruction
// position). It returns err.
func (fr *Frame) at(err error, node ast.Node) error {
	if exc := tracebackCarrier(err); exc != nil && node != nil && exc.atSerial != fr.serial && exc.tbSerial != fr.serial {
		exc.at, exc.atSerial = node, fr.serial
	}
	return err
}

// stmt compiles s, noting its first line for the expressions on later
// lines (lineAt).
func (c *compiler) stmt(s ast.Stmt) stmtFn {
	saved := c.stmtLine
	c.stmtLine = s.Position().Lineno
	fn := c.stmtNode(s)
	c.stmtLine = saved
	return fn
}

func (c *compiler) stmtNode(s ast.Stmt) stmtFn {
	switch s := s.(type) {
	case *ast.ExprStmt:
		e := c.expr(s.Value)
		line := s.Position().Lineno
		return func(fr *Frame) (ctrl, error) {
			v, err := e(fr)
			if g, ok := v.(*Generator); ok && g.pending != nil && err == nil {
				// tool() without await: the coroutine is dropped here
				err = fr.warnUnawaited(g, line)
			}
			return ctrlNext, err
		}
	case *ast.Assign:
		return c.assign(s)
	case *ast.AugAssign:
		return c.augAssign(s)
	case *ast.AnnAssign:
		if s.Value == nil {
			return c.annAssign(s, nil)
		}
		val := c.expr(s.Value)
		store := c.target(s.Target)
		return c.annAssign(s, func(fr *Frame) (ctrl, error) {
			v, err := val(fr)
			if err != nil {
				return 0, err
			}
			return ctrlNext, store(fr, v)
		})
	case *ast.Delete:
		fns := astMake[stmtFn](len(s.Targets))
		for i, t := range s.Targets {
			fns[i] = c.del(t)
		}
		return func(fr *Frame) (ctrl, error) {
			for _, f := range fns {
				if _, err := f(fr); err != nil {
					return 0, err
				}
			}
			return ctrlNext, nil
		}
	case *ast.Pass, *ast.Global, *ast.Nonlocal:
		return func(*Frame) (ctrl, error) { return ctrlNext, nil }
	case *ast.Break:
		return func(*Frame) (ctrl, error) { return ctrlBreak, nil }
	case *ast.Continue:
		return func(*Frame) (ctrl, error) { return ctrlContinue, nil }
	case *ast.Return:
		if s.Value == nil {
			return func(fr *Frame) (ctrl, error) { fr.ret = None; return ctrlReturn, nil }
		}
		op := c.operand(s.Value)
		if op.simple() {
			return func(fr *Frame) (ctrl, error) {
				v, err := op.fast(fr), error(nil)
				if v == nil {
					v, err = op.slow(fr)
				}
				if err != nil {
					return 0, err
				}
				fr.ret = v
				return ctrlReturn, nil
			}
		}
		val := op.fn
		return func(fr *Frame) (ctrl, error) {
			v, err := val(fr)
			if err != nil {
				return 0, err
			}
			fr.ret = v
			return ctrlReturn, nil
		}
	case *ast.If:
		return c.ifStmt(s)
	case *ast.While:
		return c.whileStmt(s)
	case *ast.For:
		return c.forStmt(s)
	case *ast.Try:
		return c.tryStmt(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *ast.Raise:
		return c.raise(s)
	case *ast.Assert:
		return c.assert(s)
	case *ast.FunctionDef:
		if len(s.TypeParams) > 0 {
			return c.unsupported(typeParamsFeature)
		}
		mk := c.function(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns)
		return c.decorated(s.DecoratorList, mk, c.storeName(s.Name))
	case *ast.Import:
		return c.importStmt(s)
	case *ast.ImportFrom:
		return c.importFrom(s)
	case *ast.ClassDef:
		if len(s.TypeParams) > 0 {
			return c.unsupported(typeParamsFeature)
		}
		return c.classDef(s)
	case *ast.With:
		return c.withStmt(s)
	case *ast.Match:
		return c.matchStmt(s)
	case *ast.AsyncFunctionDef:
		if len(s.TypeParams) > 0 {
			return c.unsupported(typeParamsFeature)
		}
		mk := c.asyncFunction(s)
		return c.decorated(s.DecoratorList, mk, c.storeName(s.Name))
	case *ast.AsyncFor:
		return c.asyncFor(s)
	case *ast.AsyncWith:
		return c.asyncWith(s)
	case *ast.TryStar:
		return c.tryStar(s)
	case *ast.TypeAlias:
		return c.unsupported("'type' statements")
	}
	return c.unsupported("this statement")
}

// unsupported compiles a statement that raises NotImplementedError naming
// the feature when it runs.
// typeParamsFeature names Python 3.12's type parameter lists (PEP 695),
// which the parser reads but the evaluator does not give their own scope:
// the names would resolve as globals (a NameError), so they are refused.
const typeParamsFeature = "type parameter lists (PEP 695: def f[T](...), class C[T])"

func (c *compiler) unsupported(feature string) stmtFn {
	return func(*Frame) (ctrl, error) {
		return 0, Errorf(NotImplementedErrorType, "pyinterp does not support %s", feature)
	}
}

func (c *compiler) decorated(decorators []ast.Expr, mk exprFn, store storeFn) stmtFn {
	decs := astMake[exprFn](len(decorators))
	for i, d := range decorators {
		decs[i] = c.expr(d)
	}
	return func(fr *Frame) (ctrl, error) {
		// Decorators are evaluated before the function is created and
		// applied innermost first.
		dv, err := Make[Value](fr.t, len(decs))
		if err != nil {
			return 0, err
		}
		for i, d := range decs {
			v, err := d(fr)
			if err != nil {
				return 0, err
			}
			dv[i] = v
		}
		f, err := mk(fr)
		if err != nil {
			return 0, err
		}
		for i := len(dv) - 1; i >= 0; i-- {
			fr.line = int32(decorators[i].Position().Lineno) // CPython's line of the call
			if f, err = Call(fr.t, dv[i], []Value{f}, nil); err != nil {
				return 0, fr.at(err, decorators[i]) // CPython's position of the call
			}
		}
		return ctrlNext, store(fr, f)
	}
}

func (c *compiler) assign(s *ast.Assign) stmtFn {
	if len(s.Targets) == 1 {
		if f := c.parallelAssign(s.Targets[0], s.Value); f != nil {
			return f
		}
		if f := c.sliceAssignSlice(s.Targets[0], s.Value); f != nil {
			return f
		}
	}
	val := c.expr(s.Value)
	if len(s.Targets) == 1 {
		if a, ok := s.Targets[0].(*ast.Attribute); ok {
			// obj.name = value: the value, the object and the store
			// through the site, as the target's closure does, in the
			// statement's closure.
			obj := c.operand(a.Value)
			name := c.attrName(a.Attr)
			site := c.newSite()
			return func(fr *Frame) (ctrl, error) {
				v, err := val(fr)
				if err != nil {
					return 0, err
				}
				o, err := obj.fast(fr), error(nil)
				if o == nil {
					o, err = obj.slow(fr)
				}
				if err != nil {
					return 0, err
				}
				if err := (*attrStoreSite)(site.get(fr)).store(fr.t, o, name, v); err != nil {
					return 0, fr.at(err, a)
				}
				return ctrlNext, nil
			}
		}
		store := c.target(s.Targets[0])
		if slot, ok := c.localSlot(s.Targets[0]); ok {
			// x = value into a plain local: the slot is stored here.
			return func(fr *Frame) (ctrl, error) {
				v, err := val(fr)
				if err != nil {
					return 0, err
				}
				fr.slots[slot] = v
				return ctrlNext, nil
			}
		}
		return func(fr *Frame) (ctrl, error) {
			v, err := val(fr)
			if err != nil {
				return 0, err
			}
			return ctrlNext, store(fr, v)
		}
	}
	stores := astMake[storeFn](len(s.Targets))
	for i, t := range s.Targets {
		stores[i] = c.target(t)
	}
	return func(fr *Frame) (ctrl, error) {
		v, err := val(fr)
		if err != nil {
			return 0, err
		}
		for _, st := range stores {
			if err := st(fr, v); err != nil {
				return 0, err
			}
		}
		return ctrlNext, nil
	}
}

// maxParallel is the most targets parallelAssign handles.
const maxParallel = 4

// parallelAssign compiles a, b = x, y (two to maxParallel targets of any
// kind, a tuple display of as many items on the right, nothing starred):
// the values are evaluated left to right, then stored left to right, as
// unpacking the tuple would, but no tuple is made. It returns nil for any
// other assignment.
func (c *compiler) parallelAssign(target, value ast.Expr) stmtFn {
	var telts []ast.Expr
	switch t := target.(type) {
	case *ast.Tuple:
		telts = t.Elts
	case *ast.List:
		telts = t.Elts
	default:
		return nil
	}
	v, ok := value.(*ast.Tuple)
	if !ok || len(v.Elts) != len(telts) || len(telts) < 2 || len(telts) > maxParallel {
		return nil
	}
	for i := range telts {
		if _, ok := telts[i].(*ast.Starred); ok {
			return nil
		}
		if _, ok := v.Elts[i].(*ast.Starred); ok {
			return nil
		}
	}
	vals := astMake[exprFn](len(telts))
	for i, e := range v.Elts {
		vals[i] = c.expr(e)
	}
	stores := astMake[storeFn](len(telts))
	for i, e := range telts {
		stores[i] = c.target(e)
	}
	if from, to, ok := c.parallelSlots(v.Elts, telts); ok {
		// x, y = y, x on plain locals: the slots read, then stored; an
		// unbound one raises through its load.
		return func(fr *Frame) (ctrl, error) {
			var buf [maxParallel]Value
			for i, s := range from {
				x := fr.slots[s]
				if x == nil {
					_, err := vals[i](fr)
					return 0, err
				}
				buf[i] = x
			}
			for i, s := range to {
				fr.slots[s] = buf[i]
			}
			return ctrlNext, nil
		}
	}
	return func(fr *Frame) (ctrl, error) {
		var buf [maxParallel]Value
		for i, f := range vals {
			x, err := f(fr)
			if err != nil {
				return 0, err
			}
			buf[i] = x
		}
		for i, st := range stores {
			if err := st(fr, buf[i]); err != nil {
				return 0, err
			}
		}
		return ctrlNext, nil
	}
}

// parallelSlots returns the frame slots of values and targets when every
// one is a plain local name.
func (c *compiler) parallelSlots(values, targets []ast.Expr) (from, to []int, ok bool) {
	from, to = astMake[int](len(values)), astMake[int](len(targets))
	for i := range values {
		if from[i], ok = c.localSlot(values[i]); !ok {
			return nil, nil, false
		}
		if to[i], ok = c.localSlot(targets[i]); !ok {
			return nil, nil, false
		}
	}
	return from, to, true
}

// target compiles an assignment target.
func (c *compiler) target(e ast.Expr) storeFn {
	switch e := e.(type) {
	case *ast.Name:
		return c.storeName(e.Id)
	case *ast.Attribute:
		obj := c.operand(e.Value)
		name := c.attrName(e.Attr)
		site := c.newSite()
		return func(fr *Frame, v Value) error {
			o, err := obj.fast(fr), error(nil)
			if o == nil {
				o, err = obj.slow(fr)
			}
			if err != nil {
				return err
			}
			if err := (*attrStoreSite)(site.get(fr)).store(fr.t, o, name, v); err != nil {
				return fr.at(err, e)
			}
			return nil
		}
	case *ast.Subscript:
		if sl, ok := e.Slice.(*ast.Slice); ok {
			return c.targetSlice(e, sl)
		}
		obj, key := c.operand(e.Value), c.operand(e.Slice)
		return func(fr *Frame, v Value) error {
			o, err := obj.fast(fr), error(nil)
			if o == nil {
				o, err = obj.slow(fr)
			}
			if err != nil {
				return err
			}
			k, err := key.fast(fr), error(nil)
			if k == nil {
				k, err = key.slow(fr)
			}
			if err != nil {
				return err
			}
			if l, ok := o.(*List); ok {
				if i, ok := k.(Int); ok {
					n := Int(len(l.elems))
					if i < 0 {
						i += n
					}
					if i >= 0 && i < n {
						l.elems[i] = v
						return nil
					}
				}
			}
			if err := SetItem(fr.t, o, k, v); err != nil {
				return fr.at(err, e)
			}
			return nil
		}
	case *ast.Tuple:
		return c.unpackAt(e, e.Elts)
	case *ast.List:
		return c.unpackAt(e, e.Elts)
	case *ast.Starred:
		c.fail(e, SyntaxErrorType, "starred assignment target must be in a list or tuple")
	}
	c.fail(e, SyntaxErrorType, "cannot assign to expression")
	return nil
}

// unpackAt is unpack, placing its errors at the target e (CPython's
// UNPACK_SEQUENCE position).
func (c *compiler) unpackAt(e ast.Expr, elts []ast.Expr) storeFn {
	st := c.unpack(elts)
	return func(fr *Frame, v Value) error {
		if err := st(fr, v); err != nil {
			return fr.at(err, e)
		}
		return nil
	}
}

// unpack compiles a tuple/list target, with at most one starred item.
func (c *compiler) unpack(elts []ast.Expr) storeFn {
	star := -1
	stores := astMake[storeFn](len(elts))
	for i, e := range elts {
		if s, ok := e.(*ast.Starred); ok {
			star = i
			stores[i] = c.target(s.Value)
		} else {
			stores[i] = c.target(e)
		}
	}
	n := len(elts)
	// plain: every target is a name whose store runs no Python code, so a list is unpacked
	// in place (no store can change it midway); the starred one is given a new list, whose
	// store runs none either. slots: every target is a local slot, stored without a call per
	// target.
	plain, allLocal := true, true
	var slots []int
	for _, e := range elts {
		if s, ok := e.(*ast.Starred); ok {
			e = s.Value
		}
		name, ok := e.(*ast.Name)
		if !ok {
			plain, allLocal = false, false
			break
		}
		b := c.binding(name.Id)
		if b.Kind == resolve.ClassLocal { // the class namespace may be any mapping
			plain, allLocal = false, false
			break
		}
		if b.Kind != resolve.Local {
			allLocal = false
		}
		slots = append(slots, b.Index)
	}
	if !allLocal {
		slots = nil
	}
	return func(fr *Frame, v Value) error {
		if slots != nil {
			var elems []Value
			ok := false
			switch x := v.(type) {
			case *Tuple:
				elems, ok = x.elems, true
			case *List:
				elems, ok = x.elems, true
			}
			if ok && star < 0 && len(elems) == n {
				for i, s := range slots {
					fr.slots[s] = elems[i]
				}
				return nil
			}
			if ok && star >= 0 && len(elems) >= n-1 {
				// first, *middle, last = seq: the middle's list first (it may
				// fail), then the stores, none of which runs Python code.
				after := n - 1 - star
				mid, err := newListSized(fr.t, len(elems)-after-star)
				if err != nil {
					return err
				}
				copy(mid.elems, elems[star:])
				for i := 0; i < star; i++ {
					fr.slots[slots[i]] = elems[i]
				}
				fr.slots[slots[star]] = mid
				for i := 0; i < after; i++ {
					fr.slots[slots[star+1+i]] = elems[len(elems)-after+i]
				}
				return nil
			}
		}
		var items []Value
		switch x := v.(type) {
		case *Tuple:
			items = x.elems
		case *List:
			if plain {
				items = x.elems
				break
			}
			// A copy: the stores may change the list. A short one is
			// on the Go stack, charged as the slice it replaces.
			if len(x.elems) <= 8 {
				var small [8]Value
				if err := ReserveArray(fr.t, int64(len(x.elems)), sizeOf[Value]()); err != nil {
					return err
				}
				items = small[:len(x.elems)]
				copy(items, x.elems)
				break
			}
			var err error
			if items, err = Make[Value](fr.t, len(x.elems)); err != nil {
				return err
			}
			copy(items, x.elems)
		default:
			if v.Type().Iter == nil {
				return Errorf(TypeErrorType, "cannot unpack non-iterable %s object", TypeName(v))
			}
			it, err := Iterate(fr.t, v)
			if err != nil {
				return err
			}
			for {
				e, err := it.Next(fr.t)
				if err != nil {
					return err
				}
				if e == nil {
					break
				}
				if items, err = Append(fr.t, items, e); err != nil {
					return err
				}
				if star < 0 && len(items) > n {
					return Errorf(ValueErrorType, "too many values to unpack (expected %d)", n)
				}
				if err := fr.t.Step(); err != nil {
					return err
				}
			}
		}
		if star < 0 {
			if len(items) > n {
				return Errorf(ValueErrorType, "too many values to unpack (expected %d)", n)
			}
			if len(items) < n {
				return Errorf(ValueErrorType, "not enough values to unpack (expected %d, got %d)", n, len(items))
			}
			for i, st := range stores {
				if err := st(fr, items[i]); err != nil {
					return err
				}
			}
			return nil
		}
		if len(items) < n-1 {
			return Errorf(ValueErrorType, "not enough values to unpack (expected at least %d, got %d)", n-1, len(items))
		}
		after := n - 1 - star
		for i := 0; i < star; i++ {
			if err := stores[i](fr, items[i]); err != nil {
				return err
			}
		}
		mid, err := newListSized(fr.t, len(items)-after-star)
		if err != nil {
			return err
		}
		copy(mid.elems, items[star:])
		if err := stores[star](fr, mid); err != nil {
			return err
		}
		for i := 0; i < after; i++ {
			if err := stores[star+1+i](fr, items[len(items)-after+i]); err != nil {
				return err
			}
		}
		return nil
	}
}

func (c *compiler) del(e ast.Expr) stmtFn {
	switch e := e.(type) {
	case *ast.Name:
		// The traceback's carets are under the name, as CPython's
		// DELETE_NAME/DELETE_FAST are located.
		del := c.deleteName(e.Id)
		return func(fr *Frame) (ctrl, error) {
			ctl, err := del(fr)
			if err != nil {
				return 0, fr.at(err, e)
			}
			return ctl, nil
		}
	case *ast.Attribute:
		obj := c.expr(e.Value)
		name := c.attrName(e.Attr)
		return func(fr *Frame) (ctrl, error) {
			o, err := obj(fr)
			if err != nil {
				return 0, err
			}
			if err := SetAttr(fr.t, o, name, nil); err != nil {
				return 0, fr.at(err, e)
			}
			return ctrlNext, nil
		}
	case *ast.Subscript:
		obj, key := c.expr(e.Value), c.expr(e.Slice)
		return func(fr *Frame) (ctrl, error) {
			o, err := obj(fr)
			if err != nil {
				return 0, err
			}
			k, err := key(fr)
			if err != nil {
				return 0, err
			}
			if err := SetItem(fr.t, o, k, nil); err != nil {
				return 0, fr.at(err, e)
			}
			return ctrlNext, nil
		}
	case *ast.Tuple, *ast.List:
		var elts []ast.Expr
		if t, ok := e.(*ast.Tuple); ok {
			elts = t.Elts
		} else {
			elts = e.(*ast.List).Elts
		}
		fns := astMake[stmtFn](len(elts))
		for i, x := range elts {
			fns[i] = c.del(x)
		}
		return func(fr *Frame) (ctrl, error) {
			for _, f := range fns {
				if _, err := f(fr); err != nil {
					return 0, err
				}
			}
			return ctrlNext, nil
		}
	}
	c.fail(e, SyntaxErrorType, "cannot delete expression")
	return nil
}

func (c *compiler) augAssign(s *ast.AugAssign) stmtFn {
	op := astBinOps[s.Op]
	val := c.numOperand(s.Value)
	switch t := s.Target.(type) {
	case *ast.Name:
		c.loadAt = t
		load := c.loadName(t.Id)
		store := c.storeName(t.Id)
		if slot, ok := c.localSlot(t); ok {
			// x op= value on a plain local: its slot is read and stored here.
			return func(fr *Frame) (ctrl, error) {
				a := fr.slots[slot]
				if a == nil {
					_, err := load(fr) // the UnboundLocalError, at the name
					return 0, err
				}
				b, err := val.eval(fr)
				if err != nil {
					return 0, err
				}
				r, err := inplaceNum(fr.t, op, a, b)
				if err != nil {
					return 0, err
				}
				fr.slots[slot] = r
				return ctrlNext, nil
			}
		}
		return func(fr *Frame) (ctrl, error) {
			a, err := load(fr)
			if err != nil {
				return 0, err
			}
			b, err := val.eval(fr)
			if err != nil {
				return 0, err
			}
			r, err := inplaceNum(fr.t, op, a, b)
			if err != nil {
				return 0, err
			}
			return ctrlNext, store(fr, r)
		}
	case *ast.Attribute:
		obj := c.operand(t.Value)
		name := c.attrName(t.Attr)
		load, store := c.newSite(), c.newSite()
		return func(fr *Frame) (ctrl, error) {
			o, err := obj.fast(fr), error(nil)
			if o == nil {
				o, err = obj.slow(fr)
			}
			if err != nil {
				return 0, err
			}
			a, err := (*attrLoadSite)(load.get(fr)).load(fr.t, o, name)
			if err != nil {
				return 0, fr.at(err, t)
			}
			b, err := val.eval(fr)
			if err != nil {
				return 0, err
			}
			r, err := inplaceNum(fr.t, op, a, b)
			if err != nil {
				return 0, err
			}
			if err := (*attrStoreSite)(store.get(fr)).store(fr.t, o, name, r); err != nil {
				return 0, fr.at(err, t)
			}
			return ctrlNext, nil
		}
	case *ast.Subscript:
		obj, key := c.operand(t.Value), c.operand(t.Slice)
		return func(fr *Frame) (ctrl, error) {
			o, err := obj.fast(fr), error(nil)
			if o == nil {
				o, err = obj.slow(fr)
			}
			if err != nil {
				return 0, err
			}
			k, err := key.fast(fr), error(nil)
			if k == nil {
				k, err = key.slow(fr)
			}
			if err != nil {
				return 0, err
			}
			if l, ok := o.(*List); ok {
				if i, ok := k.(Int); ok && i >= 0 && int64(i) < int64(len(l.elems)) {
					// l[i] op= v on a list with an index in range: the
					// item read (before v is evaluated, as CPython) and
					// stored here: list's GetItem and SetItem without
					// their dispatch. v and the operation may run Python
					// code that shrinks the list: the store checks the
					// index again.
					a := l.elems[i]
					b, err := val.eval(fr)
					if err != nil {
						return 0, err
					}
					r, err := inplaceNum(fr.t, op, a, b)
					if err != nil {
						return 0, err
					}
					if int64(i) < int64(len(l.elems)) {
						l.elems[i] = r
						return ctrlNext, nil
					}
					if err := SetItem(fr.t, o, k, r); err != nil {
						return 0, fr.at(err, t)
					}
					return ctrlNext, nil
				}
			}
			a, err := GetItem(fr.t, o, k)
			if err != nil {
				return 0, fr.at(err, t)
			}
			b, err := val.eval(fr)
			if err != nil {
				return 0, err
			}
			r, err := inplaceNum(fr.t, op, a, b)
			if err != nil {
				return 0, err
			}
			if err := SetItem(fr.t, o, k, r); err != nil {
				return 0, fr.at(err, t)
			}
			return ctrlNext, nil
		}
	}
	c.fail(s, SyntaxErrorType, "illegal expression for augmented assignment")
	return nil
}
