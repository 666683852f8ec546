package eval

import "github.com/pyinterp/pyinterp/ast"

// The for clauses of comprehensions: list/set/dict comprehensions
// (compile_func.go) and asynchronous generator expressions
// (compile_async.go) compile and run them alike.

// compLevel is one "for TARGET in ITER if COND..." clause.
type compLevel struct {
	iter   exprFn // nil for the first: its iterator is made by the caller
	target storeFn
	pair   pairStoreFn // the two-name target's fast path (nil for async clauses)
	ifs    []condFn
	async  bool // async for: iterated through asyncIterate
	slot   int  // the target's slot when local (a plain local name)
	local  bool
}

// compLevels compiles the clauses, in the scope the caller has set.
func (c *compiler) compLevels(gens []*ast.Comprehension) []compLevel {
	levels := astMake[compLevel](len(gens))
	for i, g := range gens {
		levels[i].async = g.IsAsync != 0
		if i > 0 {
			levels[i].iter = c.expr(g.Iter)
		}
		levels[i].target = c.target(g.Target)
		if g.IsAsync == 0 {
			levels[i].pair = c.pairTarget(g.Target)
		}
		levels[i].slot, levels[i].local = c.localSlot(g.Target)
		for _, cond := range g.Ifs {
			levels[i].ifs = append(levels[i].ifs, c.cond(cond))
		}
	}
	return levels
}

// iterateLevel makes the iterator of a clause's iterable in fr.
func (lv *compLevel) iterate(fr *Frame, src Value) (Iterator, error) {
	if lv.async {
		return asyncIterate(fr, src)
	}
	return Iterate(fr.t, src)
}

// runCompLevels runs clause i over it and the clauses after it, calling
// leaf for each innermost binding that passes every condition.
func runCompLevels(fr *Frame, levels []compLevel, i int, it Iterator, leaf func(fr *Frame) error) error {
	lv := &levels[i]
	for {
		if ok, err := nextStore(fr, it, lv.target, lv.pair); !ok || err != nil {
			return err
		}
		if err := runCompItem(fr, levels, i, leaf); err != nil {
			return err
		}
	}
}

// runCompList is runCompLevels over a list, walked by index as its
// iterator walks it (the length read again at each step: the element or
// a condition may change the list) without making the iterator; a plain
// local target is stored in its slot, as the for statement does.
func runCompList(fr *Frame, levels []compLevel, i int, l *List, leaf func(fr *Frame) error) error {
	lv := &levels[i]
	t := fr.t
	for k := 0; k < len(l.elems); k++ {
		x := l.elems[k]
		if err := t.Step(); err != nil {
			return err
		}
		if lv.local {
			fr.slots[lv.slot] = x
		} else if err := lv.target(fr, x); err != nil {
			return err
		}
		if err := runCompItem(fr, levels, i, leaf); err != nil {
			return err
		}
		t = fr.t // an await in the element may have suspended the frame
	}
	return nil
}

// runCompItem runs what follows the binding of clause i's target: its
// conditions, then the next clause over its iterable, or leaf.
func runCompItem(fr *Frame, levels []compLevel, i int, leaf func(fr *Frame) error) error {
	for _, cond := range levels[i].ifs {
		ok, err := cond(fr)
		if err != nil || !ok {
			return err
		}
	}
	if i+1 == len(levels) {
		return leaf(fr)
	}
	next := &levels[i+1]
	src, err := next.iter(fr)
	if err != nil {
		return err
	}
	return runCompFrom(fr, levels, i+1, src, leaf)
}

// runCompFrom runs clause i over the iterable src (evaluated in fr).
func runCompFrom(fr *Frame, levels []compLevel, i int, src Value, leaf func(fr *Frame) error) error {
	if l, ok := src.(*List); ok && !levels[i].async {
		return runCompList(fr, levels, i, l, leaf)
	}
	it, err := levels[i].iterate(fr, src)
	if err != nil {
		return err
	}
	return runCompLevels(fr, levels, i, it, leaf)
}
