package eval

import (
	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// classDef compiles a class statement: the bases and keywords are
// evaluated, the body runs in a frame whose namespace is a fresh dict
// (Frame.classNS), the class is created from it (NewClass), the implicit
// __class__ cell is filled, and the decorators are applied.
func (c *compiler) classDef(s *ast.ClassDef) stmtFn {
	scope := c.info.Scopes[s]
	if scope == nil {
		c.fail(s, SystemErrorType, "no scope for class %s", s.Name)
	}
	bases := astMake[exprFn](len(s.Bases))
	starBase := false
	for i, b := range s.Bases {
		if st, ok := b.(*ast.Starred); ok {
			starBase = true
			bases[i] = c.expr(st.Value)
		} else {
			bases[i] = c.expr(b)
		}
	}
	if starBase {
		return c.unsupported("starred base classes")
	}
	type kw struct {
		name string
		val  exprFn
	}
	var kws []kw
	for _, k := range s.Keywords {
		if k.Arg == "" {
			return c.unsupported("** in class keywords")
		}
		kws = append(kws, kw{k.Arg, c.expr(k.Value)})
	}
	qual := c.qualify(s.Name)
	code := &Code{
		Name:       s.Name,
		QualName:   qual,
		Filename:   c.src.Filename,
		Source:     c.src,
		Line:       s.Lineno,
		nslots:     scope.NumSlots,
		cellSlots:  scope.CellSlots,
		varargSlot: -1,
		kwargSlot:  -1,
	}
	type freeSrc struct {
		cell bool
		idx  int
	}
	frees := astMake[freeSrc](len(scope.FreeVars))
	for i, fv := range scope.FreeVars {
		switch fv.Kind {
		case resolve.Cell:
			frees[i] = freeSrc{true, fv.Index}
		case resolve.Free, resolve.ClassFree:
			frees[i] = freeSrc{false, fv.Index}
		default:
			c.fail(s, SystemErrorType, "free variable %s has binding kind %v", fv.Name, fv.Kind)
		}
	}
	saved, savedCode, savedQual := c.scope, c.code, c.qual
	c.scope, c.code = scope, code
	c.qual = append(append([]string{}, c.qual...), s.Name)
	code.body = c.block(s.Body)
	bodyNodes := astMake[ast.Node](len(s.Body))
	for i, st := range s.Body {
		bodyNodes[i] = st
	}
	code.stackBytes = codeStackBytes(bodyNodes...)
	c.scope, c.code, c.qual = saved, savedCode, savedQual
	var doc Value
	if len(s.Body) > 0 {
		if es, ok := s.Body[0].(*ast.ExprStmt); ok {
			if k, ok := es.Value.(*ast.Constant); ok {
				if str, ok := k.Value.(string); ok {
					doc = NewStr(str) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
				}
			}
		}
	}
	// CPython's SETUP_ANNOTATIONS: a body with annotated assignments gets
	// its __annotations__ before the docstring and the body's names.
	hasAnn := hasAnnAssign(s.Body)
	classCell := -1
	if scope.HasClassCell {
		classCell = scope.ClassCellSlot
	}
	name := s.Name
	// About the names the body binds: one per statement (a def, an
	// assignment) besides __module__, __qualname__, __doc__ and
	// __annotations__, so the namespace is made once at its size.
	nsSize := len(s.Body) + 4

	mk := func(fr *Frame) (Value, error) {
		orig, err := Make[Value](fr.t, len(bases))
		if err != nil {
			return nil, err
		}
		for i, b := range bases {
			v, err := b(fr)
			if err != nil {
				return nil, err
			}
			orig[i] = v
		}
		// The thread is read after the base and keyword expressions, which
		// may have yielded (internal/lint/rethread).
		bs, origBases, foreign, err := resolveMROEntries(fr.t, orig)
		if err != nil {
			return nil, err
		}
		var kwnames []string
		var kwvals []Value
		var explicitMeta *Type
		for _, k := range kws {
			v, err := k.val(fr)
			if err != nil {
				return nil, err
			}
			if k.name == "metaclass" {
				mt, ok := v.(*Type)
				if !ok || !mt.IsMetaclass() {
					return nil, Errorf(NotImplementedErrorType, "pyinterp does not support metaclasses other than type and its subclasses")
				}
				explicitMeta = mt
				continue
			}
			kwnames = append(kwnames, k.name)
			kwvals = append(kwvals, v)
		}
		var meta *Type
		if foreign != nil {
			meta, err = calcForeignMeta(explicitMeta, foreign)
		} else {
			meta, err = calcMeta(explicitMeta, bs)
		}
		if err != nil {
			return nil, err
		}
		t := fr.t
		// The namespace: a fresh dict, or the mapping the metaclass's
		// __prepare__ returns (see prepareNamespace).
		ns, prepared, err := prepareNamespace(t, meta, name, bs, kwnames, kwvals)
		if err != nil {
			return nil, err
		}
		if err := ns.Presize(t, nsSize); err != nil {
			return nil, err
		}
		ns.SetStr("__module__", NewStrT(t, fr.globals.moduleName()))
		ns.SetStr("__qualname__", NewStrT(t, qual))
		if hasAnn {
			if _, ok := ns.GetStr("__annotations__"); !ok {
				ns.SetStr("__annotations__", NewDictT(t))
			}
		}
		if origBases != nil {
			ns.SetStr("__orig_bases__", origBases)
		}
		if doc != nil {
			ns.SetStr("__doc__", doc)
		}
		slots, err := Make[Value](t, code.nslots)
		if err != nil {
			return nil, err
		}
		if err := Reserve(t, cellBytes*int64(len(code.cellSlots))); err != nil {
			return nil, err
		}
		t.serial++
		cf := &Frame{t: t, code: code, globals: fr.globals, classNS: ns, slots: slots, serial: t.serial}
		for _, s := range code.cellSlots {
			cf.slots[s] = &Cell{}
		}
		if len(frees) > 0 {
			if cf.free, err = Make[*Cell](t, len(frees)); err != nil {
				return nil, err
			}
			for i, s := range frees {
				if s.cell {
					cf.free[i] = fr.slots[s.idx].(*Cell)
				} else {
					cf.free[i] = fr.free[s.idx]
				}
			}
		}
		if err := t.enter(); err != nil {
			return nil, err
		}
		t.codeStack += code.stackBytes
		cf.back = t.frame
		t.frame = cf
		_, err = code.body(cf)
		t = fr.t // unchanged (the class body runs in its own frame, which cannot yield): read again as internal/lint/rethread asks
		t.frame = cf.back
		t.codeStack -= code.stackBytes
		t.leave()
		if err != nil {
			return nil, err
		}
		var cell *Cell
		if classCell >= 0 {
			cell = cf.slots[classCell].(*Cell)
			ns.SetStr("__classcell__", cell)
		}
		var nsArg Value = ns
		if prepared != nil {
			if nsArg, err = replayNamespace(t, ns, prepared); err != nil {
				return nil, err
			}
		}
		if meta != TypeType || foreign != nil {
			// A user metaclass, or the class of a base that is not a
			// class (class B(1): int('B', (1,), ns) raises int's own
			// error): meta(name, bases, ns, **kwds).
			margs, err := MakeCap[Value](t, 0, 3+len(kwvals))
			if err != nil {
				return nil, err
			}
			var mbases *Tuple
			if foreign != nil {
				mbases = NewTupleT(t, foreign)
			} else if mbases, err = tupleOfTypes(t, bs); err != nil {
				return nil, err
			}
			margs = append(margs, NewStrT(t, name), mbases, nsArg)
			margs = append(margs, kwvals...)
			return Call(t, meta, margs, kwnames)
		}
		cls, err := newClassFromNS(t, name, qual, bs, ns, kwnames, kwvals)
		if err != nil {
			return nil, err
		}
		if cell != nil {
			cell.v = cls
		}
		return cls, nil
	}
	return c.decorated(s.DecoratorList, mk, c.storeName(s.Name))
}

// newClassFromNS creates the class, keeping the __class__ cell out of its
// dict.
func newClassFromNS(t *Thread, name, qual string, bases []*Type, ns *Dict, kwnames []string, kwvals []Value) (*Type, error) {
	if cv, ok := ns.GetStr("__classcell__"); ok {
		if _, err := ns.Delete(t, NewStr("__classcell__")); err != nil {
			return nil, err
		}
		// Fill the cell before __init_subclass__/__set_name__ can run
		// code that calls super(): NewClass reports the class through it.
		cls, err := NewClass(t, name, qual, bases, ns, kwnames, kwvals)
		if err == nil {
			cv.(*Cell).v = cls
		}
		return cls, err
	}
	return NewClass(t, name, qual, bases, ns, kwnames, kwvals)
}

// resolveMROEntries replaces the bases that are not classes by the
// result of their __mro_entries__(bases) (PEP 560: class C(Generic[T]),
// class P(NamedTuple)). origBases is the tuple of the bases as written
// when one was replaced, nil otherwise. When a base is neither a class
// nor has __mro_entries__ (class B(1), class B(module)), foreign is the
// whole list of bases after the replacements, classes and others, for
// calcForeignMeta and the call of the metaclass it finds; nil otherwise.
func resolveMROEntries(t *Thread, orig []Value) (bs []*Type, origBases *Tuple, foreign []Value, err error) {
	if bs, err = MakeCap[*Type](t, 0, len(orig)); err != nil {
		return nil, nil, nil, err
	}
	// add appends a base after the replacements: to bs if it is a class,
	// and to foreign once a base that is not has been seen.
	add := func(v Value) error {
		bt, isType := v.(*Type)
		if !isType && foreign == nil {
			if foreign, err = MakeCap[Value](t, 0, len(orig)); err != nil {
				return err
			}
			for _, b := range bs {
				foreign = append(foreign, b)
			}
		}
		if foreign != nil {
			if foreign, err = Append(t, foreign, v); err != nil {
				return err
			}
		}
		if isType {
			bs, err = Append(t, bs, bt)
		}
		return err
	}
	for _, v := range orig {
		m := Value(nil)
		if _, ok := v.(*Type); !ok {
			m = ClassAttr(v.Type(), "__mro_entries__")
		}
		if m == nil {
			if err := add(v); err != nil {
				return nil, nil, nil, err
			}
			continue
		}
		if origBases == nil {
			origBases = NewTupleT(t, orig)
		}
		r, err := Call(t, m, []Value{v, origBases}, nil)
		if err != nil {
			return nil, nil, nil, err
		}
		tup, ok := r.(*Tuple)
		if !ok {
			return nil, nil, nil, Errorf(TypeErrorType, "__mro_entries__ must return a tuple")
		}
		for _, x := range tup.Elems() {
			if err := add(x); err != nil {
				return nil, nil, nil, err
			}
		}
	}
	return bs, origBases, foreign, nil
}

// prepareNamespace returns the dict a class body runs in. When the
// metaclass (a user class) defines __prepare__, it is called with the
// name, the bases and the class keywords: a dict it returns is the
// namespace itself; another mapping (a dict subclass with its own
// __setitem__, ...) is returned as prepared, and the body runs in a dict
// holding a copy of its items, replayed into it afterwards
// (replayNamespace). The body's own name lookups therefore do not go
// through the mapping's __getitem__, and its __setitem__ sees the body's
// names after the body has run, in definition order.
func prepareNamespace(t *Thread, meta *Type, name string, bases []*Type, kwnames []string, kwvals []Value) (*Dict, Value, error) {
	if meta == TypeType {
		return NewDictT(t), nil, nil
	}
	if owner := AttrOwner(meta, "__prepare__"); owner == nil || owner.user == nil {
		return NewDictT(t), nil, nil
	}
	mt := meta.Type()
	var prep Value
	var err error
	if mt.GetAttr != nil {
		prep, err = mt.GetAttr(t, meta, "__prepare__")
	} else {
		prep, err = genericGetAttr(t, meta, "__prepare__")
	}
	if err != nil {
		return nil, nil, err
	}
	mbases, err := tupleOfTypes(t, bases)
	if err != nil {
		return nil, nil, err
	}
	args, err := MakeCap[Value](t, 0, 2+len(kwvals))
	if err != nil {
		return nil, nil, err
	}
	args = append(args, NewStrT(t, name), mbases)
	args = append(args, kwvals...)
	r, err := Call(t, prep, args, kwnames)
	if err != nil {
		return nil, nil, err
	}
	if d, ok := r.(*Dict); ok {
		return d, nil, nil
	}
	if r.Type().GetItem == nil || r.Type().SetItem == nil {
		return nil, nil, Errorf(TypeErrorType, "%s.__prepare__() must return a mapping, not %s", meta.Name, TypeName(r))
	}
	ns := NewDictT(t)
	if src, ok := As[*Dict](r); ok {
		var err error
		src.Range(func(k, v Value) bool {
			err = ns.SetItem(t, k, v)
			return err == nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	return ns, r, nil
}

// replayNamespace stores into prepared, the mapping __prepare__
// returned, the names the class body bound in ns (those it had not
// received from prepared), in definition order, and returns prepared.
func replayNamespace(t *Thread, ns *Dict, prepared Value) (Value, error) {
	var pre *Dict
	if d, ok := As[*Dict](prepared); ok {
		pre = d
	}
	var items [][2]Value
	ns.Range(func(k, v Value) bool {
		items = append(items, [2]Value{k, v})
		return true
	})
	for _, kv := range items {
		if pre != nil {
			if old, ok, err := pre.Get(t, kv[0]); err == nil && ok && old == kv[1] {
				continue
			}
		}
		if err := SetItem(t, prepared, kv[0], kv[1]); err != nil {
			return nil, err
		}
	}
	return prepared, nil
}
