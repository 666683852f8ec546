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
	ifs    []exprFn
	async  bool // async for: iterated through asyncIterate
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
		for _, cond := range g.Ifs {
			levels[i].ifs = append(levels[i].ifs, c.expr(cond))
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
next:
	for {
		if ok, err := nextStore(fr, it, lv.target, lv.pair); !ok || err != nil {
			return err
		}
		for _, cond := range lv.ifs {
			v, err := cond(fr)
			if err != nil {
				return err
			}
			ok, err := truth(fr.t, v)
			if err != nil {
				return err
			}
			if !ok {
				continue next
			}
		}
		if i+1 < len(levels) {
			src, err := levels[i+1].iter(fr)
			if err != nil {
				return err
			}
			inner, err := levels[i+1].iterate(fr, src)
			if err != nil {
				return err
			}
			if err := runCompLevels(fr, levels, i+1, inner, leaf); err != nil {
				return err
			}
			continue
		}
		if err := leaf(fr); err != nil {
			return err
		}
	}
}
