package eval

import (
	"sort"
)

// "Did you mean" suggestions, as CPython 3.11's traceback printer adds them
// to NameError and AttributeError: the closest name by a weighted
// Levenshtein distance (moves cost 2, case changes 1), if no more than a
// third of the characters need changing.

const (
	suggestMaxItems = 750
	suggestMaxLen   = 40
	moveCost        = 2
	caseCost        = 1
)

func substitutionCost(a, b byte) int {
	if a&31 != b&31 {
		return moveCost
	}
	if a == b {
		return 0
	}
	if 'A' <= a && a <= 'Z' {
		a += 'a' - 'A'
	}
	if 'A' <= b && b <= 'Z' {
		b += 'a' - 'A'
	}
	if a == b {
		return caseCost
	}
	return moveCost
}

func levenshtein(a, b string, maxCost int) int {
	if a == b {
		return 0
	}
	for len(a) > 0 && len(b) > 0 && a[0] == b[0] {
		a, b = a[1:], b[1:]
	}
	for len(a) > 0 && len(b) > 0 && a[len(a)-1] == b[len(b)-1] {
		a, b = a[:len(a)-1], b[:len(b)-1]
	}
	if len(a) == 0 || len(b) == 0 {
		return (len(a) + len(b)) * moveCost
	}
	if len(a) > suggestMaxLen || len(b) > suggestMaxLen {
		return maxCost + 1
	}
	if len(b) < len(a) {
		a, b = b, a
	}
	if (len(b)-len(a))*moveCost > maxCost {
		return maxCost + 1
	}
	var row [suggestMaxLen]int // len(a) <= suggestMaxLen, checked above
	buf := row[:len(a)]
	for i := range buf {
		buf[i] = (i + 1) * moveCost
	}
	result := 0
	for bi := 0; bi < len(b); bi++ {
		code := b[bi]
		distance := bi * moveCost
		result = distance
		minimum := int(^uint(0) >> 1)
		for i := 0; i < len(a); i++ {
			substitute := distance + substitutionCost(code, a[i])
			distance = buf[i]
			insertDelete := min(result, distance) + moveCost
			result = min(insertDelete, substitute)
			buf[i] = result
			if result < minimum {
				minimum = result
			}
		}
		if minimum > maxCost {
			return maxCost + 1
		}
	}
	return result
}

// suggestName returns the candidate closest to name, or "".
func suggestName(candidates []string, name string) string {
	if len(candidates) >= suggestMaxItems {
		return ""
	}
	best, bestDist := "", int(^uint(0)>>1)
	for _, item := range candidates {
		if item == name {
			continue
		}
		maxDist := (len(name) + len(item) + 3) * moveCost / 6
		if bestDist-1 < maxDist {
			maxDist = bestDist - 1
		}
		d := levenshtein(name, item, maxDist)
		if d > maxDist {
			continue
		}
		if best == "" || d < bestDist {
			best, bestDist = item, d
		}
	}
	return best
}

// nameContext is where a NameError looked: the code's local names, the
// module namespace and the builtins.
type nameContext struct {
	varnames []string
	globals  *Globals
}

// suggestion returns the "Did you mean" text for e, or "".
func (e *Exception) suggestion(t *Thread) string {
	name, ok := e.Value.(*Str)
	if !ok {
		return ""
	}
	switch {
	case e.cls.IsSubtype(NameErrorType) && e.nameCtx != nil:
		ctx := e.nameCtx
		if s := suggestName(ctx.varnames, name.s); s != "" {
			return s
		}
		if ctx.globals != nil {
			if s := suggestName(globalNames(ctx.globals), name.s); s != "" {
				return s
			}
			if ctx.globals.builtins != nil {
				keys, err := ctx.globals.builtins.Keys(t)
				if err != nil {
					return ""
				}
				return suggestName(keys, name.s)
			}
		}
	case e.cls.IsSubtype(AttributeErrorType) && e.attrObj != nil:
		return suggestName(attrNames(e.attrObj), name.s)
	}
	return ""
}

// globalNames lists the bound names of a module namespace for
// suggestions, stopping at suggestMaxItems (too many for a suggestion:
// the list is not built further).
func globalNames(g *Globals) []string {
	var out []string
	for _, n := range g.order {
		if len(out) >= suggestMaxItems {
			break
		}
		if g.cells[n].v != nil {
			out = append(out, n)
		}
	}
	return out
}

// attrNames lists dir(obj) for suggestions: the attributes along the MRO
// and, for modules, their namespace, sorted. It stops at suggestMaxItems
// names (too many for a suggestion: the list is not built further).
func attrNames(obj Value) []string {
	seen := map[string]bool{}
	var out []string
	add := func(d *StrDict) {
		if d == nil {
			return
		}
		d.Range(func(k string, _ Value) bool {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
			return len(out) < suggestMaxItems
		})
	}
	if m, ok := obj.(*Module); ok {
		add(m.Attrs)
		if m.Lazy != nil { // the names it has not made yet, without making them
			for _, k := range m.Lazy.Names() {
				if !seen[k] && len(out) < suggestMaxItems {
					seen[k] = true
					out = append(out, k)
				}
			}
		}
	}
	if cls, ok := obj.(*Type); ok {
		for _, c := range cls.MRO {
			add(c.Dict)
		}
	}
	for _, c := range obj.Type().MRO {
		add(c.Dict)
	}
	if len(out) >= suggestMaxItems {
		return out
	}
	sort.Strings(out)
	return out
}
