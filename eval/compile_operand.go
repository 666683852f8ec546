package eval

import (
	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// operand is a compiled expression used as an operand of a hot node (an
// attribute's object, a subscript, a comparison, a call's arguments): a
// plain local variable is read from its frame slot, a free variable (of
// an enclosing function) and a module global from their cells and a
// constant is returned without calling the expression's closure (fast).
// Anything else, and an unbound name (whose error, or builtin, fn gives),
// takes fn. The operation budget is charged
// per statement (stmtCost), so the count does not change.
type operand struct {
	fn   exprFn // the expression's code
	k    Value  // a constant's value, or nil
	cell *Cell  // a global's cell in the namespace compiled for, or nil
	// slot is a plain local's frame slot (>= 0), a free variable's
	// index in the frame's cells as -2-index (<= -2), or -1.
	slot int
	// la is the operand local.name (self.x), or nil: callers whose fast
	// gave nil load it directly instead of calling fn (see localAttr).
	la *localAttr
}

// localAttr is an attribute load whose object is a plain local variable
// (self.cells, node.attr): an operand's callers read it through the same
// inline cache as its closure (attribute), without the closure's call.
type localAttr struct {
	slot int
	name string
	site siteRef
	node *ast.Attribute
	fn   exprFn // the attribute's closure: an unbound local's error
}

// attribute compiles the load e (obj.name); la is its localAttr when obj
// is a plain local and the load needs no line of its own (lineAt).
func (c *compiler) attribute(e *ast.Attribute) (exprFn, *localAttr) {
	obj := c.operand(e.Value)
	name := c.attrName(e.Attr)
	site := c.newSite()
	fn := func(fr *Frame) (Value, error) {
		v, err := obj.fast(fr), error(nil)
		if v == nil {
			v, err = obj.slow(fr)
		}
		if err != nil {
			return nil, err
		}
		res, rerr := (*attrLoadSite)(site.get(fr)).load(fr.t, v, name)
		if rerr != nil {
			return nil, fr.at(rerr, e)
		}
		return res, nil
	}
	if obj.slot < 0 || obj.la != nil || (c.stmtLine != 0 && e.Position().Lineno != c.stmtLine) {
		return fn, nil
	}
	if _, ok := e.Value.(*ast.Name); !ok {
		return fn, nil
	}
	return fn, &localAttr{slot: obj.slot, name: name, site: site, node: e, fn: fn}
}

// fast is the operand's value when it needs no call: a bound local's or
// a constant's; nil means the caller evaluates it with slow. Callers write
//
//	v, err := o.fast(fr), error(nil)
//	if v == nil {
//		v, err = o.slow(fr)
//	}
//
// (a method doing both is over the inliner's budget whatever its shape:
// the call to slow alone costs 57 of the 80, and a call per operand costs
// what the closure call it saves did).
func (o *operand) fast(fr *Frame) Value {
	if s := o.slot; s >= 0 {
		return fr.slots[s]
	} else if s < -1 {
		return fr.free[-2-s].v
	}
	if o.cell != nil {
		return o.cell.v
	}
	return o.k
}

// simple reports whether fast or slow's cache reads the operand without
// its closure (a local, free or global variable, a constant, a local's
// attribute): for anything else, a caller calling fn directly saves
// fast's tests and slow's call.
func (o *operand) simple() bool {
	return o.slot != -1 || o.cell != nil || o.k != nil || o.la != nil
}

// slow evaluates an operand whose fast gave nil: a local attribute
// through its inline cache, anything else by its closure.
//
//go:noinline
func (o *operand) slow(fr *Frame) (Value, error) {
	if a := o.la; a != nil {
		// The attribute through its cache for a bound local (an
		// unbound one: the closure's UnboundLocalError).
		if v := fr.slots[a.slot]; v != nil {
			s := (*attrLoadSite)(a.site.get(fr))
			// attrLoadSite.load's fast path, written out: a hit makes
			// no call.
			if in, ok := v.(*Instance); ok && in.cls.user != nil && in.dict == nil {
				if e := (*siteCache)(s).find(in.cls); e != nil && e.plain && e.allowed == fr.t.Interp {
					if d := in.attrs; d != nil {
						if r := d.atHint(a.name, e.hint); r != nil {
							return r, nil
						}
					}
				}
			}
			res, err := s.load(fr.t, v, a.name)
			if err != nil {
				return nil, fr.at(err, a.node)
			}
			return res, nil
		}
	}
	return o.fn(fr)
}

// operand compiles e as an operand.
func (c *compiler) operand(e ast.Expr) operand {
	if a, ok := e.(*ast.Attribute); ok {
		fn, la := c.attribute(a)
		return operand{fn: c.lineAt(e, fn), slot: -1, la: la}
	}
	o := operand{fn: c.expr(e), slot: -1}
	if slot, ok := c.localSlot(e); ok {
		o.slot = slot
	} else if n, ok := e.(*ast.Name); ok {
		if b := c.scope.Lookup(n.Id); b != nil && b.Kind == resolve.Free {
			o.slot = -2 - b.Index
		}
	}
	if e, ok := e.(*ast.Constant); ok {
		o.k = c.constant(e.Value)
	}
	o.cell = c.globalCell(e)
	return o
}

// globalCell returns the cell of e when e is the name of a module global
// in code compiled for one namespace (not a Library's, whose globals are
// reached by index through the frame's namespace): a bound global is
// its cell's value; an unbound one (a builtin's name, or a NameError) is
// its closure's to resolve.
func (c *compiler) globalCell(e ast.Expr) *Cell {
	n, ok := e.(*ast.Name)
	if !ok || c.lib != nil || c.globals == nil {
		return nil
	}
	b := c.binding(n.Id)
	if b.Kind != resolve.Global {
		return nil
	}
	return c.globals.cell(b.Name)
}

// localSlot returns the frame slot of e when e is the name of a plain
// local variable (not a cell, a free or a class-body name).
func (c *compiler) localSlot(e ast.Expr) (int, bool) {
	if n, ok := e.(*ast.Name); ok {
		if b := c.scope.Lookup(n.Id); b != nil && b.Kind == resolve.Local {
			return b.Index, true
		}
	}
	return 0, false
}
