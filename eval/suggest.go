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

// attrNames lists dir(obj) for suggestions, sorted, as CPython 3.11's
// traceback printer reads it (object.__dir__, type.__dir__ or
// module.__dir__; a class's own __dir__ is not called: no program code
// runs while a traceback is printed): the names along the MRO, CPython's
// names for builtin types (int's imag, object's __dir__), and an
// instance's own attributes. Past suggestMaxItems names (too many for a
// suggestion) the list is not built further.
func attrNames(obj Value) []string {
	seen := map[string]bool{}
	full := func() bool { return len(seen) >= suggestMaxItems }
	addName := func(k string) bool {
		seen[k] = true
		return !full()
	}
	addDict := func(d *StrDict) {
		if d != nil && !full() {
			d.Range(func(k string, _ Value) bool { return addName(k) })
		}
	}
	if m, ok := obj.(*Module); ok {
		// A module's private names are not candidates: the attribute
		// policy refuses them (module._x), and pyinterp's library modules
		// keep helpers CPython's do not have (datetime.now must not
		// suggest a _now CPython never shows).
		addPublic := func(k string) bool {
			if k != "" && k[0] == '_' && !isDunderName(k) {
				return true
			}
			return addName(k)
		}
		if m.Attrs != nil {
			m.Attrs.Range(func(k string, _ Value) bool { return addPublic(k) })
		}
		if m.Lazy != nil { // the names it has not made yet, without making them
			for _, k := range m.Lazy.Names() {
				if !addPublic(k) {
					break
				}
			}
		}
	}
	classNames := func(cls *Type) {
		size := 0
		for _, c := range cls.MRO {
			if c.Dict != nil {
				size += c.Dict.Len()
			}
		}
		if size >= suggestMaxItems {
			for _, c := range cls.MRO {
				addDict(c.Dict)
			}
			return
		}
		names := map[string]bool{}
		dirClass(cls, names) // bounded: the MRO's dicts are small
		for k := range names {
			if !addName(k) {
				return
			}
		}
	}
	switch o := obj.(type) {
	case *Module:
	case *Type:
		classNames(o)
	default:
		classNames(obj.Type())
		switch o := obj.(type) {
		case *Instance:
			if o.dict != nil {
				o.dict.Range(func(k, _ Value) bool {
					if s, ok := k.(*Str); ok {
						return addName(s.s)
					}
					return true
				})
			} else {
				addDict(o.attrs)
			}
		case *Exception:
			addDict(o.Dict)
		case *Function:
			o.attrNames(func(k string, _ Value) {
				if !full() {
					seen[k] = true
				}
			})
		}
	}
	out := make([]string, 0, len(seen)) //allocpath:ok at most suggestMaxItems names
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// isDunderName reports whether name is of the form __x__.
func isDunderName(name string) bool {
	return len(name) > 4 && name[:2] == "__" && name[len(name)-2:] == "__"
}
