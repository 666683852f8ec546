package modules

import (
	"slices"
	"strings"
	"unicode"

	"github.com/pyinterp/pyinterp/eval"
)

// A native backtracking matcher for the common subset of patterns:
// literals, sets and categories, ".", greedy and lazy repeats, groups,
// alternation and the anchors ^ $ \A \Z \b \B, without IGNORECASE. It runs
// the tree of re_parse.go directly, with sre's semantics (leftmost match,
// alternatives and repeats tried in sre's order, captures restored on
// backtracking), and is much faster than regexp2 on these patterns: sets
// are an ASCII bitmap plus the items for other characters, there is no
// per-match allocation beyond the spans, and searches skip positions where
// no match can start.
//
// Everything else (look-arounds, back-references, conditionals, atomic
// groups, possessive repeats, IGNORECASE, repeats of something that can
// match empty) is left to regexp2: nCompile returns nil. A match that
// recurses deeper than nMaxDepth gives up and the call is redone by
// regexp2.
//
// The categories are those of re_translate.go (\w is Unicode L, N or "_",
// \d is Nd, \s the explicit list of reUniSpace; ASCII forms under re.ASCII
// and for bytes), so both engines agree.
//
// Work bound: every node visited and character scanned is a step; every
// nCheckEvery steps are charged to the thread (Thread.Steps, one operation
// per nStepsPerOp steps), which ends the match with the run's LimitError
// when its operations, deadline or cancellation say so. A step costs a
// bounded time: a set tests its ASCII bitmap, its categories and a
// binary search of its sorted ranges (not a scan of its items), and the
// first-character filter holds at most nMaxFirstSets sets. Compiling
// charges its work too (a set's bitmap tests 128 characters against its
// items); its memory is charged by the caller (reNativeTokenBytes per
// token).

const (
	nMaxFirstSets = 16
	nMaxDepth     = 20000
	nCheckEvery   = 1 << 12
	nStepsPerOp   = 4
	nStepsPerChk  = nCheckEvery / nStepsPerOp
)

// reNativeOff, when set (-ldflags -X), leaves every pattern to regexp2:
// for comparing the two engines.
var reNativeOff = ""

type nOp uint8

const (
	nEnd     nOp = iota
	nLit         // the character c
	nSet         // a character of set
	nAt          // the assertion at
	nCharRep     // min..max characters of set
	nOpen        // start of group g
	nClose       // end of group g
	nBranch      // one of alts
	nRepeat      // entry of a general repeat: resets counter id, goes to loop
	nLoop        // a general repeat's decision point; body ends back here
)

type nNode struct {
	op       nOp
	greedy   bool
	multi    bool // nAt: MULTILINE
	ascii    bool // nAt: ASCII \b
	c        rune
	at       int
	g        int
	id       int
	min, max int
	set      *nCharSet
	alts     []*nNode
	body     *nNode
	loop     *nNode
	next     *nNode
}

// nCharSet is a character set: a bitmap for ASCII; for the rest, its
// categories and its literals and ranges as sorted, disjoint ranges.
type nCharSet struct {
	bits   [2]uint64 // final membership of 0..127
	ranges []nRange  // sorted, disjoint
	cats   []int
	ascii  bool // categories are ASCII-only
	negate bool
}

type nRange struct{ lo, hi rune }

// newNSet makes the set of items; its cost (sorting the ranges, testing
// 128 characters) is charged by nCompiler.charSet.
func newNSet(items []reSetItem, negate, ascii bool) *nCharSet {
	s := &nCharSet{negate: negate, ascii: ascii}
	for _, it := range items {
		switch it.kind {
		case 'l':
			s.ranges = append(s.ranges, nRange{it.lo, it.lo})
		case 'r':
			s.ranges = append(s.ranges, nRange{it.lo, it.hi})
		default:
			s.cats = append(s.cats, it.cat)
		}
	}
	if len(s.ranges) > 1 {
		slices.SortFunc(s.ranges, func(a, b nRange) int { return int(a.lo) - int(b.lo) })
		merged := s.ranges[:1]
		for _, r := range s.ranges[1:] {
			last := &merged[len(merged)-1]
			if r.lo <= last.hi+1 {
				last.hi = max(last.hi, r.hi)
			} else {
				merged = append(merged, r)
			}
		}
		s.ranges = merged
	}
	for r := rune(0); r < 128; r++ {
		if s.slow(r) {
			s.bits[r>>6] |= 1 << (r & 63)
		}
	}
	return s
}

func (s *nCharSet) has(r rune) bool {
	if r < 128 {
		return s.bits[r>>6]&(1<<(r&63)) != 0
	}
	return s.slow(r)
}

// slow is has without the bitmap: the categories, then a binary search
// of the ranges. (It is not inlined, so has is.)
func (s *nCharSet) slow(r rune) bool {
	for _, cat := range s.cats {
		if nCatHas(cat, r, s.ascii) {
			return !s.negate
		}
	}
	lo, hi := 0, len(s.ranges)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch rg := s.ranges[m]; {
		case r < rg.lo:
			hi = m
		case r > rg.hi:
			lo = m + 1
		default:
			return !s.negate
		}
	}
	return s.negate
}

// nCatHas reports whether r is in category cat (catDigit...).
func nCatHas(cat int, r rune, ascii bool) bool {
	var in bool
	switch cat {
	case catDigit, catNotDigit:
		if ascii {
			in = r >= '0' && r <= '9'
		} else {
			in = unicode.IsDigit(r)
		}
	case catSpace, catNotSpace:
		if ascii || r < 0x80 {
			in = r >= '\t' && r <= '\r' || r == ' ' || (!ascii && r >= 0x1c && r <= 0x1f)
		} else {
			in = r == 0x85 || r == 0xa0 || r == 0x1680 || r >= 0x2000 && r <= 0x200a ||
				r == 0x2028 || r == 0x2029 || r == 0x202f || r == 0x205f || r == 0x3000
		}
	default:
		in = nIsWord(r, ascii)
	}
	return in != (cat == catNotDigit || cat == catNotSpace || cat == catNotWord)
}

func nIsWord(r rune, ascii bool) bool {
	if r < 0x80 {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'
	}
	return !ascii && (unicode.IsLetter(r) || unicode.IsNumber(r))
}

// nProg is a compiled pattern.
type nProg struct {
	start  *nNode
	groups int
	nrep   int
	first  *nFirst // characters a match can start with, or nil
	prefix string  // ASCII literal every match starts with, or ""
	anchor bool    // the pattern starts with \A (or ^ without MULTILINE)
}

// nFirst is the union of the sets a match may start with.
type nFirst struct {
	bits [2]uint64
	sets []*nCharSet
}

func (f *nFirst) has(r rune) bool {
	if r < 128 {
		return f.bits[r>>6]&(1<<(r&63)) != 0
	}
	for _, s := range f.sets {
		if s.has(r) {
			return true
		}
	}
	return false
}

type nCtx struct {
	ascii, multi, dotall bool
}

type nCompiler struct {
	ok     bool
	nrep   int
	groups int
	t      *eval.Thread
	work   int64 // steps not yet charged
	err    error // a limit of the run (sticky; ok is false too)
}

// step counts n steps of compiling work, charged to the thread every
// nCheckEvery.
func (c *nCompiler) step(n int) {
	c.work += int64(n)
	if c.work >= nCheckEvery && c.err == nil {
		if c.err = c.t.Work(c.work / nStepsPerOp); c.err != nil {
			c.ok = false
		}
		c.work = 0
	}
}

// nCompile compiles a parsed pattern, or returns nil when the pattern is
// outside the native subset. Its work is charged to t (the memory of
// the program is the caller's to charge).
func nCompile(t *eval.Thread, tree *reSeq, flags int, istext bool, groups int) (*nProg, error) {
	if flags&reFlagIgnoreCase != 0 || tree == nil {
		return nil, nil
	}
	ctx := nCtx{
		ascii:  !istext || flags&reFlagASCII != 0,
		multi:  flags&reFlagMultiline != 0,
		dotall: flags&reFlagDotAll != 0,
	}
	c := &nCompiler{ok: true, groups: groups, t: t}
	start := c.seq(tree, ctx, &nNode{op: nEnd})
	if c.err != nil {
		return nil, c.err
	}
	if !c.ok {
		return nil, nil
	}
	p := &nProg{start: start, groups: groups, nrep: c.nrep}
	if sets, ok := nFirstOf(start, 0); ok && len(sets) <= nMaxFirstSets {
		f := &nFirst{sets: sets}
		for _, s := range sets {
			f.bits[0] |= s.bits[0]
			f.bits[1] |= s.bits[1]
		}
		p.first = f
	}
	var pre []byte
	for n := start; n.op == nLit && n.c < 0x80; n = n.next {
		pre = append(pre, byte(n.c))
	}
	p.prefix = string(pre)
	if start.op == nAt && !start.multi && (start.at == atBeginning || start.at == atBeginningString) {
		p.anchor = true
	}
	return p, nil
}

func (c *nCompiler) seq(s *reSeq, ctx nCtx, next *nNode) *nNode {
	if s == nil {
		return next
	}
	for i := len(s.items) - 1; i >= 0 && c.ok; i-- {
		next = c.node(s.items[i], ctx, next)
	}
	return next
}

// charSet returns the set of a single-character node, or nil, counting
// the work of making it.
func (c *nCompiler) charSet(ctx nCtx, n *reNode) *nCharSet {
	c.step(128 * (len(n.set) + 1))
	switch n.op {
	case reLiteral:
		return newNSet([]reSetItem{{kind: 'l', lo: n.c}}, false, ctx.ascii)
	case reNotLiteral:
		return newNSet([]reSetItem{{kind: 'l', lo: n.c}}, true, ctx.ascii)
	case reAny:
		if ctx.dotall {
			return newNSet(nil, true, ctx.ascii)
		}
		return newNSet([]reSetItem{{kind: 'l', lo: '\n'}}, true, ctx.ascii)
	case reIn:
		return newNSet(n.set, n.negate, ctx.ascii)
	}
	return nil
}

func (c *nCompiler) node(n *reNode, ctx nCtx, next *nNode) *nNode {
	c.step(1)
	switch n.op {
	case reLiteral:
		return &nNode{op: nLit, c: n.c, next: next}
	case reNotLiteral, reAny, reIn:
		return &nNode{op: nSet, set: c.charSet(ctx, n), next: next}
	case reAt:
		return &nNode{op: nAt, at: n.at, multi: ctx.multi, ascii: ctx.ascii, next: next}
	case reMaxRepeatOp, reMinRepeatOp:
		greedy := n.op == reMaxRepeatOp
		if n.item != nil && len(n.item.items) == 1 && reSingleChar(n.item.items[0]) {
			set := c.charSet(ctx, n.item.items[0])
			return &nNode{op: nCharRep, set: set, min: n.min, max: n.max, greedy: greedy, next: next}
		}
		if c.minWidth(n.item) == 0 {
			c.ok = false
			return next
		}
		loop := &nNode{op: nLoop, id: c.nrep, min: n.min, max: n.max, greedy: greedy, next: next}
		c.nrep++
		loop.body = c.seq(n.item, ctx, loop)
		return &nNode{op: nRepeat, id: loop.id, loop: loop}
	case reSubpattern:
		if (n.add|n.del)&reFlagIgnoreCase != 0 {
			c.ok = false
			return next
		}
		inner := ctx
		if n.add&reFlagMultiline != 0 {
			inner.multi = true
		}
		if n.del&reFlagMultiline != 0 {
			inner.multi = false
		}
		if n.add&reFlagDotAll != 0 {
			inner.dotall = true
		}
		if n.del&reFlagDotAll != 0 {
			inner.dotall = false
		}
		if n.add&(reFlagASCII|reFlagLocale) != 0 {
			inner.ascii = true
		}
		if n.add&reFlagUnicode != 0 {
			inner.ascii = false
		}
		if n.group < 0 {
			return c.seq(n.sub, inner, next)
		}
		if n.group > c.groups {
			c.ok = false
			return next
		}
		cl := &nNode{op: nClose, g: n.group, next: next}
		return &nNode{op: nOpen, g: n.group, next: c.seq(n.sub, inner, cl)}
	case reBranch:
		b := &nNode{op: nBranch}
		for _, br := range n.branches {
			b.alts = append(b.alts, c.seq(br, ctx, next))
		}
		if len(b.alts) == 0 {
			c.ok = false
		}
		return b
	}
	c.ok = false
	return next
}

// minWidth is the fewest characters s can match (a lower bound: a
// repeat counts 1), counting its work.
func (c *nCompiler) minWidth(s *reSeq) int {
	if s == nil {
		return 0
	}
	w := 0
	for _, n := range s.items {
		c.step(1)
		switch n.op {
		case reLiteral, reNotLiteral, reAny, reIn:
			w++
		case reMaxRepeatOp, reMinRepeatOp, rePossessiveRepeat:
			if n.min > 0 && c.minWidth(n.item) > 0 {
				w++
			}
		case reSubpattern:
			w += c.minWidth(n.sub)
		case reAtomic:
			w += c.minWidth(n.item)
		case reBranch:
			m := -1
			for _, br := range n.branches {
				if bw := c.minWidth(br); m < 0 || bw < m {
					m = bw
				}
			}
			if m > 0 {
				w += m
			}
		}
		if w > 1<<20 {
			w = 1 << 20
		}
	}
	return w
}

// nFirstOf returns the sets the first character of any match from n must
// belong to, or false when that is unknown (or a match may be empty).
func nFirstOf(n *nNode, depth int) ([]*nCharSet, bool) {
	if depth > 32 {
		return nil, false
	}
	for n != nil {
		switch n.op {
		case nLit:
			return []*nCharSet{newNSet([]reSetItem{{kind: 'l', lo: n.c}}, false, true)}, true
		case nSet:
			return []*nCharSet{n.set}, true
		case nCharRep:
			if n.min == 0 {
				return nil, false
			}
			return []*nCharSet{n.set}, true
		case nAt, nOpen, nClose:
			n = n.next
		case nRepeat:
			if n.loop.min == 0 {
				return nil, false
			}
			return nFirstOf(n.loop.body, depth+1)
		case nBranch:
			var all []*nCharSet
			for _, a := range n.alts {
				s, ok := nFirstOf(a, depth+1)
				if !ok || len(all)+len(s) > nMaxFirstSets {
					return nil, false
				}
				all = append(all, s...)
			}
			return all, true
		default:
			return nil, false
		}
	}
	return nil, false
}

// nMachine is the state of one match attempt.
type nMachine struct {
	text     []rune
	caps     []int
	cnt      []int
	start    int  // where the search started
	notEmpty bool // no empty match at start
	full     bool // the match must end at the end of text
	steps    int
	limit    int
	depth    int
	bail     bool
	err      error
	t        *eval.Thread
}

// run finds a match of kind (progSearch...) in text from pos. It returns
// the group spans or nil, and ok false when the native matcher gave up and
// regexp2 must answer instead.
// The spans are buf when it has the right length. str, when not "", is
// the subject as bytes whose offsets are those of text (an ASCII str or
// bytes), for finding the literal prefix.
func (p *nProg) run(t *eval.Thread, kind int, text []rune, str string, pos int, buf []int) (spans []int, ok bool, err error) {
	m := nMachine{text: text, start: pos, notEmpty: kind == progAdvance, full: kind == progFull, limit: nCheckEvery, t: t}
	m.caps = buf
	if len(buf) != 2*(p.groups+1) {
		if m.caps, err = eval.Make[int](t, 2*(p.groups+1)); err != nil {
			return nil, false, err
		}
	}
	for i := range m.caps {
		m.caps[i] = -1
	}
	if p.nrep > 0 {
		if m.cnt, err = eval.Make[int](t, p.nrep); err != nil {
			return nil, false, err
		}
	}
	found := false
	if kind == progMatch || kind == progFull {
		if !(p.anchor && pos > 0) && (p.first == nil || pos < len(text) && p.first.has(text[pos])) {
			m.caps[0] = pos
			found = m.match(p.start, pos)
		}
	} else {
		if str != "" {
			str = str[:len(text)]
		}
		for st := pos; st <= len(text); st++ {
			if p.prefix != "" && str != "" {
				i := strings.Index(str[st:], p.prefix)
				if i < 0 {
					m.steps += len(text) - st
					break
				}
				m.steps += i
				st += i
			} else if p.first != nil {
				// Skip to a possible first character, a chunk of
				// nCheckEvery characters at a time between checks.
				i := st
				for i < len(text) {
					lim := min(len(text), i+nCheckEvery)
					j := i
					for j < lim && !p.first.has(text[j]) {
						j++
					}
					m.steps += j - i
					i = j
					if i < lim || (m.steps > m.limit && !m.check()) {
						break
					}
				}
				if m.bail {
					break
				}
				st = i
				if st >= len(text) {
					break
				}
			}
			if p.anchor && st > 0 {
				break
			}
			m.caps[0] = st
			if m.match(p.start, st) {
				found = true
				break
			}
			if m.bail {
				break
			}
			m.steps++
			if m.steps > m.limit && !m.check() {
				break
			}
		}
	}
	if m.err != nil {
		return nil, false, m.err
	}
	if m.bail {
		return nil, false, nil
	}
	if err := t.Steps(int64((m.steps-(m.limit-nCheckEvery))/nStepsPerOp + 1)); err != nil {
		return nil, false, err
	}
	if !found {
		return nil, true, nil
	}
	return m.caps, true, nil
}

// check charges a chunk of steps; false ends the match.
func (m *nMachine) check() bool {
	for m.steps > m.limit {
		m.limit += nCheckEvery
		if err := m.t.Steps(nStepsPerChk); err != nil {
			m.err, m.bail = err, true
			return false
		}
	}
	return true
}

func (m *nMachine) match(n *nNode, i int) bool {
	if m.depth >= nMaxDepth {
		m.bail = true
		return false
	}
	m.depth++
	r := m.exec(n, i)
	m.depth--
	return r
}

func (m *nMachine) at(n *nNode, i int) bool {
	text := m.text
	switch n.at {
	case atBeginning:
		if n.multi {
			return i == 0 || text[i-1] == '\n'
		}
		return i == 0
	case atBeginningString:
		return i == 0
	case atEnd:
		if n.multi {
			return i == len(text) || text[i] == '\n'
		}
		return i == len(text) || i == len(text)-1 && text[i] == '\n'
	case atEndString:
		return i == len(text)
	case atBoundary, atNonBoundary:
		if len(text) == 0 {
			return false
		}
		a := i > 0 && nIsWord(text[i-1], n.ascii)
		b := i < len(text) && nIsWord(text[i], n.ascii)
		return (a != b) == (n.at == atBoundary)
	}
	return false
}

// countMore goes on counting the members of set from text[i+c], c of
// them counted so far, up to max, checking the work every nCheckEvery
// characters; it sets bail when the check ends the match.
func (m *nMachine) countMore(set *nCharSet, i, c, max int) int {
	text := m.text
	//workloop:bounded counts the work every nCheckEvery characters (m.check) and stops at the first non-member: at most the text's length
	for c < max {
		if m.steps > m.limit && !m.check() {
			return c
		}
		lim := min(max, c+nCheckEvery)
		k := c
		for k < lim && set.has(text[i+k]) {
			k++
		}
		m.steps += k - c
		c = k
		if c < lim {
			break
		}
	}
	return c
}

func (m *nMachine) exec(n *nNode, i int) bool {
	text := m.text
	for {
		m.steps++
		if m.steps > m.limit && !m.check() {
			return false
		}
		switch n.op {
		case nEnd:
			if m.full && i != len(text) || m.notEmpty && i == m.start {
				return false
			}
			m.caps[1] = i
			return true
		case nLit:
			if i < len(text) && text[i] == n.c {
				i++
				n = n.next
				continue
			}
			return false
		case nSet:
			if i < len(text) && n.set.has(text[i]) {
				i++
				n = n.next
				continue
			}
			return false
		case nAt:
			if !m.at(n, i) {
				return false
			}
			n = n.next
		case nCharRep:
			max := len(text) - i
			if n.max < max {
				max = n.max
			}
			set := n.set
			if n.greedy {
				// Count the run of members (past nCheckEvery of them,
				// in chunks between checks: countMore).
				lim := min(max, nCheckEvery)
				c := 0
				for c < lim && set.has(text[i+c]) {
					c++
				}
				m.steps += c
				if c == nCheckEvery && c < max {
					if c = m.countMore(set, i, c, max); m.bail {
						return false
					}
				}
				if c < n.min {
					return false
				}
				nx := n.next
				if nx.op == nLit {
					// Only where the next literal follows (sre's REPEAT_ONE).
					for ; c >= n.min; c-- {
						if i+c < len(text) && text[i+c] == nx.c {
							if m.match(nx.next, i+c+1) {
								return true
							}
							if m.bail {
								return false
							}
						}
					}
					return false
				}
				for ; c > n.min; c-- {
					if m.match(nx, i+c) {
						return true
					}
					if m.bail {
						return false
					}
				}
				i += c
				n = nx
				continue
			}
			c := 0
			//workloop:bounded returns at c >= max or at a non-member of the text: at most the text's length
			for c < n.min {
				if c >= max || !set.has(text[i+c]) {
					return false
				}
				c++
			}
			m.steps += c
			for {
				if m.match(n.next, i+c) {
					return true
				}
				if m.bail || c >= max || !set.has(text[i+c]) {
					return false
				}
				c++
				m.steps++
			}
		case nOpen, nClose:
			k := 2 * n.g
			if n.op == nClose {
				k++
			}
			old := m.caps[k]
			m.caps[k] = i
			if m.match(n.next, i) {
				return true
			}
			m.caps[k] = old
			return false
		case nBranch:
			last := len(n.alts) - 1
			for _, a := range n.alts[:last] {
				if m.match(a, i) {
					return true
				}
				if m.bail {
					return false
				}
			}
			n = n.alts[last]
		case nRepeat:
			old := m.cnt[n.id]
			m.cnt[n.id] = 0
			if m.match(n.loop, i) {
				return true
			}
			m.cnt[n.id] = old
			return false
		case nLoop:
			c := m.cnt[n.id]
			if n.greedy {
				if c < n.max {
					m.cnt[n.id] = c + 1
					if m.match(n.body, i) {
						return true
					}
					m.cnt[n.id] = c
					if m.bail {
						return false
					}
				}
				if c < n.min {
					return false
				}
				n = n.next
				continue
			}
			if c >= n.min {
				if m.match(n.next, i) {
					return true
				}
				if m.bail {
					return false
				}
			}
			if c >= n.max {
				return false
			}
			m.cnt[n.id] = c + 1
			if m.match(n.body, i) {
				return true
			}
			m.cnt[n.id] = c
			return false
		default:
			return false
		}
	}
}
