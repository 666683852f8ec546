package eval

import (
	"github.com/pyinterp/pyinterp/ast"
)

// The match statement (PEP 634), with CPython 3.11's semantics:
//
//   - The subject is evaluated once; cases are tried in order; the first
//     whose pattern matches and whose guard is true runs.
//   - Captures are collected while a pattern is tried and bound only when
//     the whole pattern succeeds (before the guard runs, so a failing guard
//     leaves them bound); a pattern that fails binds nothing.
//   - Literal and value patterns compare with ==; None, True and False
//     compare by identity.
//   - Sequence patterns match list, tuple and range (and their subclasses),
//     never str, bytes or bytearray; mapping patterns match dict and its
//     subclasses, looking keys up with get(); class patterns check
//     isinstance, then read attributes named by __match_args__ or the
//     keywords (a missing attribute is a failed match). bool, bytearray,
//     bytes, dict, float, frozenset, int, list, set, str and tuple match
//     their single positional sub-pattern against the subject itself.
//
// The checks CPython's compiler makes (irrefutable patterns before the
// last case, alternatives binding different names, repeated names or
// keys) are made by parser.Compile.

// patFn tries a pattern against v, writing captures into caps (indexed by
// the case's capture numbering).
type patFn func(fr *Frame, v Value, caps []Value) (bool, error)

// caseCompiler numbers the capture names of one case.
type caseCompiler struct {
	c     *compiler
	names []string
	index map[string]int
}

func (cc *caseCompiler) capture(name string) int {
	if i, ok := cc.index[name]; ok {
		return i
	}
	cc.index[name] = len(cc.names)
	cc.names = append(cc.names, name)
	return len(cc.names) - 1
}

type matchCase struct {
	pat    patFn
	stores []storeFn
	ncaps  int
	guard  condFn
	body   stmtFn
	cost   int64
}

// matchStmt compiles a match statement.
func (c *compiler) matchStmt(s *ast.Match) stmtFn {
	subject := c.expr(s.Subject)
	cases := astMake[matchCase](len(s.Cases))
	for i, mc := range s.Cases {
		cc := &caseCompiler{c: c, index: map[string]int{}}
		k := &cases[i]
		k.pat = cc.pattern(mc.Pattern)
		k.ncaps = len(cc.names)
		for _, n := range cc.names {
			k.stores = append(k.stores, c.storeName(n))
		}
		k.cost = patternCost(mc.Pattern)
		if mc.Guard != nil {
			k.guard = c.cond(mc.Guard)
			k.cost += nodeCount(mc.Guard)
		}
		k.body = c.block(mc.Body)
	}
	return func(fr *Frame) (ctrl, error) {
		v, err := subject(fr)
		if err != nil {
			return 0, err
		}
		var caps []Value
		for i := range cases {
			k := &cases[i]
			t := fr.t // the subject or a guard may have yielded: resumed by a later run
			if err := t.Steps(k.cost); err != nil {
				return 0, err
			}
			if cap(caps) < k.ncaps {
				var err error
				if caps, err = Make[Value](t, k.ncaps); err != nil {
					return 0, err
				}
			}
			caps = caps[:k.ncaps]
			clear(caps)
			ok, err := k.pat(fr, v, caps)
			if err != nil {
				return 0, err
			}
			if !ok {
				continue
			}
			for j, st := range k.stores {
				if err := st(fr, caps[j]); err != nil {
					return 0, err
				}
			}
			if k.guard != nil {
				ok, err := k.guard(fr)
				if err != nil {
					return 0, err
				}
				if !ok {
					continue
				}
			}
			return k.body(fr)
		}
		return ctrlNext, nil
	}
}

// patternCost is the number of operations charged for trying a pattern.
func patternCost(p ast.Pattern) int64 {
	var k int64
	ast.Inspect(p, func(n ast.Node) bool {
		k++
		return true
	})
	return k
}

func (cc *caseCompiler) pattern(p ast.Pattern) patFn {
	c := cc.c
	switch p := p.(type) {
	case *ast.MatchValue:
		val := c.expr(p.Value)
		return func(fr *Frame, v Value, caps []Value) (bool, error) {
			x, err := val(fr)
			if err != nil {
				return false, err
			}
			return CompareBool(fr.t, EQ, v, x)
		}
	case *ast.MatchSingleton:
		want := c.constant(p.Value)
		return func(fr *Frame, v Value, caps []Value) (bool, error) {
			return Is(v, want), nil
		}
	case *ast.MatchAs:
		if p.Pattern == nil {
			if p.Name == "" {
				return func(*Frame, Value, []Value) (bool, error) { return true, nil }
			}
			i := cc.capture(p.Name)
			return func(fr *Frame, v Value, caps []Value) (bool, error) {
				caps[i] = v
				return true, nil
			}
		}
		sub := cc.pattern(p.Pattern)
		i := cc.capture(p.Name)
		return func(fr *Frame, v Value, caps []Value) (bool, error) {
			ok, err := sub(fr, v, caps)
			if ok {
				caps[i] = v
			}
			return ok, err
		}
	case *ast.MatchOr:
		alts := astMake[patFn](len(p.Patterns))
		for i, a := range p.Patterns {
			alts[i] = cc.pattern(a)
		}
		return func(fr *Frame, v Value, caps []Value) (bool, error) {
			for _, a := range alts {
				if ok, err := a(fr, v, caps); err != nil || ok {
					return ok, err
				}
			}
			return false, nil
		}
	case *ast.MatchSequence:
		return cc.sequence(p)
	case *ast.MatchMapping:
		return cc.mapping(p)
	case *ast.MatchClass:
		return cc.class(p)
	case *ast.MatchStar:
		c.fail(p, SyntaxErrorType, "can't use starred name here")
	}
	c.fail(p, SystemErrorType, "unknown pattern %T", p)
	return nil
}

// isMatchSequence reports whether v matches sequence patterns (CPython's
// Py_TPFLAGS_SEQUENCE): list, tuple, range and their subclasses.
func isMatchSequence(v Value) bool {
	switch v.(type) {
	case *List, *Tuple, *Range:
		return true
	}
	typ := v.Type()
	return typ.IsSubtype(ListType) || typ.IsSubtype(TupleType)
}

// sequenceItems returns the elements of a sequence subject.
func sequenceItems(t *Thread, v Value) ([]Value, error) {
	switch x := v.(type) {
	case *List:
		return x.elems, nil
	case *Tuple:
		return x.elems, nil
	}
	n, err := Len(t, v)
	if err != nil {
		return nil, err
	}
	items, err := Make[Value](t, n)
	if err != nil {
		return nil, err
	}
	for i := range items {
		if items[i], err = GetItem(t, v, Int(i)); err != nil {
			return nil, err
		}
	}
	return items, nil
}

func (cc *caseCompiler) sequence(p *ast.MatchSequence) patFn {
	star := -1
	starCap := -1
	subs := astMake[patFn](len(p.Patterns))
	for i, sp := range p.Patterns {
		if s, ok := sp.(*ast.MatchStar); ok {
			star = i
			if s.Name != "" {
				starCap = cc.capture(s.Name)
			}
			continue
		}
		subs[i] = cc.pattern(sp)
	}
	n := len(p.Patterns)
	return func(fr *Frame, v Value, caps []Value) (bool, error) {
		if !isMatchSequence(v) {
			return false, nil
		}
		items, err := sequenceItems(fr.t, v)
		if err != nil {
			return false, err
		}
		if star < 0 {
			if len(items) != n {
				return false, nil
			}
			for i, sub := range subs {
				if ok, err := sub(fr, items[i], caps); err != nil || !ok {
					return false, err
				}
			}
			return true, nil
		}
		if len(items) < n-1 {
			return false, nil
		}
		after := n - 1 - star
		for i := 0; i < star; i++ {
			if ok, err := subs[i](fr, items[i], caps); err != nil || !ok {
				return false, err
			}
		}
		if starCap >= 0 {
			mid, err := Make[Value](fr.t, len(items)-after-star)
			if err != nil {
				return false, err
			}
			copy(mid, items[star:])
			caps[starCap] = NewListT(fr.t, mid)
		}
		for i := 0; i < after; i++ {
			if ok, err := subs[star+1+i](fr, items[len(items)-after+i], caps); err != nil || !ok {
				return false, err
			}
		}
		return true, nil
	}
}

// isMatchMapping reports whether v matches mapping patterns (CPython's
// Py_TPFLAGS_MAPPING): dict and its subclasses.
func isMatchMapping(v Value) bool {
	if _, ok := v.(*Dict); ok {
		return true
	}
	return v.Type().IsSubtype(DictType)
}

// matchMissing is the default passed to get() to detect absent keys.
type matchMissing struct{}

func (matchMissing) Type() *Type { return ObjectType }

func (cc *caseCompiler) mapping(p *ast.MatchMapping) patFn {
	c := cc.c
	keys := astMake[exprFn](len(p.Keys))
	for i, k := range p.Keys {
		keys[i] = c.expr(k)
	}
	subs := astMake[patFn](len(p.Patterns))
	for i, sp := range p.Patterns {
		subs[i] = cc.pattern(sp)
	}
	rest := -1
	if p.Rest != "" {
		rest = cc.capture(p.Rest)
	}
	return func(fr *Frame, v Value, caps []Value) (bool, error) {
		t := fr.t
		if !isMatchMapping(v) {
			return false, nil
		}
		if len(keys) == 0 && rest < 0 {
			return true, nil
		}
		n, err := Len(t, v)
		if err != nil {
			return false, err
		}
		if n < len(keys) {
			return false, nil
		}
		kvs, err := Make[Value](t, len(keys))
		if err != nil {
			return false, err
		}
		seen := NewSet() //allocpath:ok a temporary of the match, not kept
		for i, kf := range keys {
			k, err := kf(fr)
			if err != nil {
				return false, err
			}
			t = fr.t // after the key's expression (internal/lint/rethread)
			dup, err := seen.Has(t, k)
			if err != nil {
				return false, err
			}
			if dup {
				r, err := Repr(t, k)
				if err != nil {
					return false, err
				}
				return false, Errorf(ValueErrorType, "mapping pattern checks duplicate key (%s)", r)
			}
			if err := seen.Add(t, k); err != nil {
				return false, err
			}
			kvs[i] = k
		}
		vals, err := Make[Value](t, len(keys))
		if err != nil {
			return false, err
		}
		d, exact := v.(*Dict)
		var get Value
		if !exact || v.Type() != DictType {
			if get, err = GetAttr(t, v, "get"); err != nil {
				return false, err
			}
		}
		for i, k := range kvs {
			if get == nil {
				x, ok, err := d.Get(t, k)
				if err != nil {
					return false, err
				}
				if !ok {
					return false, nil
				}
				vals[i] = x
				continue
			}
			x, err := Call(t, get, []Value{k, matchMissing{}}, nil)
			if err != nil {
				return false, err
			}
			if _, missing := x.(matchMissing); missing {
				return false, nil
			}
			vals[i] = x
		}
		for i, sub := range subs {
			if ok, err := sub(fr, vals[i], caps); err != nil || !ok {
				return false, err
			}
		}
		if rest >= 0 {
			t = fr.t // after the sub-patterns (internal/lint/rethread)
			r := NewDictT(t)
			if err := dictMerge(t, r, v, false); err != nil {
				return false, err
			}
			for _, k := range kvs {
				if _, err := r.Delete(t, k); err != nil {
					return false, err
				}
			}
			caps[rest] = r
		}
		return true, nil
	}
}

// matchSelfTypes match a single positional sub-pattern against the
// subject itself (CPython's _Py_TPFLAGS_MATCH_SELF, inherited).
var matchSelfTypes = []*Type{BoolType, ByteArrayType, BytesType, DictType, FloatType, FrozenSetType,
	IntType, ListType, SetType, StrType, TupleType}

func isMatchSelf(cls *Type) bool {
	for _, m := range matchSelfTypes {
		if cls.IsSubtype(m) {
			return true
		}
	}
	return false
}

func (cc *caseCompiler) class(p *ast.MatchClass) patFn {
	c := cc.c
	clsFn := c.expr(p.Cls)
	npos := len(p.Patterns)
	subs := astMakeCap[patFn](0, npos+len(p.KwdPatterns))
	for _, sp := range p.Patterns {
		subs = append(subs, cc.pattern(sp))
	}
	for _, sp := range p.KwdPatterns {
		subs = append(subs, cc.pattern(sp))
	}
	kwd := p.KwdAttrs
	return func(fr *Frame, v Value, caps []Value) (bool, error) {
		cv, err := clsFn(fr)
		if err != nil {
			return false, err
		}
		t := fr.t
		cls, ok := cv.(*Type)
		if !ok {
			return false, Errorf(TypeErrorType, "called match pattern must be a type")
		}
		if !v.Type().IsSubtype(cls) {
			return false, nil
		}
		attrs, err := MakeCap[Value](t, 0, len(subs))
		if err != nil {
			return false, err
		}
		var seen []string
		getAttr := func(name string) (bool, error) {
			for _, s := range seen {
				if s == name {
					return false, Errorf(TypeErrorType, "%s() got multiple sub-patterns for attribute '%s'", cls.Name, name)
				}
			}
			seen = append(seen, name)
			x, err := GetAttr(t, v, name)
			if err != nil {
				if e, ok := err.(*Exception); ok && e.cls.IsSubtype(AttributeErrorType) {
					return false, nil
				}
				return false, err
			}
			attrs = append(attrs, x)
			return true, nil
		}
		if npos > 0 {
			ma, err := GetAttr(t, cls, "__match_args__")
			if err != nil {
				if e, ok := err.(*Exception); !ok || !e.cls.IsSubtype(AttributeErrorType) {
					return false, err
				}
				ma = nil
			}
			var names []Value
			selfMatch := false
			switch m := ma.(type) {
			case nil:
				selfMatch = isMatchSelf(cls)
			case *Tuple:
				names = m.elems
			default:
				return false, Errorf(TypeErrorType, "%s.__match_args__ must be a tuple (got %s)", cls.Name, TypeName(ma))
			}
			allowed := len(names)
			if selfMatch {
				allowed = 1
			}
			if npos > allowed {
				plural := "s"
				if allowed == 1 {
					plural = ""
				}
				return false, Errorf(TypeErrorType, "%s() accepts %d positional sub-pattern%s (%d given)", cls.Name, allowed, plural, npos)
			}
			if selfMatch {
				attrs = append(attrs, v)
			} else {
				for i := 0; i < npos; i++ {
					s, ok := names[i].(*Str)
					if !ok {
						return false, Errorf(TypeErrorType, "__match_args__ elements must be strings (got %s)", TypeName(names[i]))
					}
					if ok, err := getAttr(s.s); err != nil || !ok {
						return false, err
					}
				}
			}
		}
		for _, name := range kwd {
			if ok, err := getAttr(name); err != nil || !ok {
				return false, err
			}
		}
		for i, sub := range subs {
			if ok, err := sub(fr, attrs[i], caps); err != nil || !ok {
				return false, err
			}
		}
		return true, nil
	}
}
