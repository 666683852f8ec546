package modules

import (
	"strconv"

	"github.com/pyinterp/pyinterp/eval"
)

// Translation of a parsed Python pattern into the syntax of regexp2, the
// .NET-compatible backtracking engine that runs it.
//
// The translation never relies on a construct whose meaning differs
// between the two dialects; it spells out Python's meaning instead:
//
//   - every capturing group becomes an explicitly numbered .NET group
//     (?<N>...) with Python's number (.NET numbers named groups after the
//     unnamed ones); group names stay on the Python side, and references
//     (\1, (?P=n), (?(n)...)) become \k<N> and (?(N)...);
//   - \d, \w, \s are Python's classes: Unicode Nd, L|N|_ (exactly
//     str.isalnum() or "_"), and str.isspace() for str patterns; their
//     ASCII forms under re.ASCII and for bytes patterns. \b and \B are
//     look-arounds over that \w (\B never matches in an empty string, as
//     in sre);
//   - "." is [^\n] or, under DOTALL, any character; ^ and $ are \A or
//     (?m:^), and (?=\n?\z) or (?=\n|\z); \Z is \z;
//   - {,n} is {0,n}; possessive repeats become atomic groups;
//   - literals are escaped so nothing is read as syntax;
//   - IGNORECASE is left to the engine ((?i:...) scopes).
//
// Sets with negated categories ([\W\d], [^\S]) become alternations or a
// negative look-ahead, since .NET classes cannot take the union of a
// complement; so do sets of more than reSetChunk items, since regexp2
// sorts a class's ranges again for each one it adds (a class of n ranges
// compiles in n² time: 40,000 took 3.6 s).
//
// The translation is written to a charged eval.Builder (it can be 50
// times the pattern: \B is a hundred characters of look-arounds); its
// recursion follows the tree's depth, which the parser bounds.

// reSetChunk is the most items a translated class holds.
const reSetChunk = 128

type reTrCtx struct {
	ascii     bool // ASCII classes (re.ASCII, bytes patterns)
	multiline bool
	dotall    bool
	icase     bool // IGNORECASE in effect (for ASCII-only folding)
	w         *reTrWork
}

// reTrWork counts the translation's work: nodes translated, charged to
// the thread (and the deadline polled) every reTrChunk.
type reTrWork struct {
	t     *eval.Thread
	nodes int
	err   error
}

const reTrChunk = 1024

const (
	reUniWord  = `\p{L}\p{N}_`
	reUniDigit = `\p{Nd}`
	reUniSpace = `\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000`
	reASCWord  = `a-zA-Z0-9_`
	reASCDigit = `0-9`
	reASCSpace = `\t-\r\x20`
)

func (c reTrCtx) classBody(cat int) (body string, neg bool) {
	switch cat {
	case catDigit, catNotDigit:
		body = reUniDigit
		if c.ascii {
			body = reASCDigit
		}
	case catSpace, catNotSpace:
		body = reUniSpace
		if c.ascii {
			body = reASCSpace
		}
	default:
		body = reUniWord
		if c.ascii {
			body = reASCWord
		}
	}
	return body, cat == catNotDigit || cat == catNotSpace || cat == catNotWord
}

// newReTrCtx is the context at the top of a pattern of flags.
func newReTrCtx(t *eval.Thread, flags int, istext bool) reTrCtx {
	return reTrCtx{
		ascii:     !istext || flags&reFlagASCII != 0,
		multiline: flags&reFlagMultiline != 0,
		dotall:    flags&reFlagDotAll != 0,
		icase:     flags&reFlagIgnoreCase != 0,
		w:         &reTrWork{t: t},
	}
}

// reTranslate returns the .NET pattern for p.
func reTranslate(t *eval.Thread, p *reSeq, flags int, istext bool) (string, error) {
	c := newReTrCtx(t, flags, istext)
	b := eval.NewBuilder(t, 0)
	c.seq(&b, p)
	if c.w.err != nil {
		return "", c.w.err
	}
	return b.String(), b.Err()
}

func (c reTrCtx) seq(b *eval.Builder, p *reSeq) {
	if p == nil {
		return
	}
	for _, n := range p.items {
		if b.Err() != nil || c.w.err != nil {
			return
		}
		if c.w.nodes++; c.w.nodes%reTrChunk == 0 {
			if c.w.err = c.w.t.Work(reTrChunk / 4); c.w.err != nil {
				return
			}
		}
		c.node(b, n)
	}
}

// classChar writes r for use inside a .NET character class.
func classChar(b *eval.Builder, r rune) {
	switch {
	case r == '\\' || r == ']' || r == '[' || r == '^' || r == '-':
		b.WriteByte('\\')
		b.WriteRune(r)
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0xffff && !isPlainRune(r)):
		b.WriteString(`\u`)
		b.WriteString(reHex4(r))
	default:
		b.WriteRune(r)
	}
}

func isPlainRune(r rune) bool {
	return r >= 0xa0 && !(r >= 0xd800 && r <= 0xdfff) && r != 0xfeff
}

// reHex4 is r (at most 0xffff) in 4 hexadecimal digits.
func reHex4(r rune) string {
	s := strconv.FormatInt(int64(r), 16)
	return "0000"[len(s):] + s
}

// literal writes r outside a class.
func literal(b *eval.Builder, r rune) {
	switch {
	case r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'):
		b.WriteRune(r)
	case r < 0x20 || r == 0x7f || r == ' ' || r == '#' || (r >= 0x80 && r <= 0xffff && !isPlainRune(r)):
		b.WriteString(`\u`)
		b.WriteString(reHex4(r))
	case r < 0x80:
		b.WriteByte('\\')
		b.WriteRune(r)
	default:
		b.WriteRune(r)
	}
}

// inner is the context inside subpattern n (its flags applied).
func (c reTrCtx) inner(n *reNode) reTrCtx {
	inner := c
	if n.add&reFlagMultiline != 0 {
		inner.multiline = true
	}
	if n.del&reFlagMultiline != 0 {
		inner.multiline = false
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
	if n.add&reFlagIgnoreCase != 0 {
		inner.icase = true
	}
	if n.del&reFlagIgnoreCase != 0 {
		inner.icase = false
	}
	return inner
}

// isClassAtom reports whether node writes one character as a single
// atom of .NET syntax (a literal or one class, no group), so that a
// quantifier can follow it directly.
func (c reTrCtx) isClassAtom(n *reNode) bool {
	switch n.op {
	case reLiteral:
		return !(c.ascii && c.icase && n.c >= 0x80)
	case reNotLiteral, reAny:
		return true
	case reIn:
		if c.ascii && c.icase && nonASCIISet(n.set) {
			return false
		}
		npos, nneg := 0, 0
		for _, it := range n.set {
			if it.kind == 'c' {
				if _, neg := c.classBody(it.cat); neg {
					nneg++
					continue
				}
			}
			npos++
		}
		return nneg == 0 && npos <= reSetChunk || npos == 0 && nneg == 1
	}
	return false
}

func (c reTrCtx) set(b *eval.Builder, items []reSetItem, negate bool) {
	npos := 0
	var negs []string // bodies of the negated categories
	for _, it := range items {
		if it.kind == 'c' {
			if body, neg := c.classBody(it.cat); neg {
				negs = append(negs, body)
				continue
			}
		}
		npos++
	}
	switch {
	case len(negs) == 0 && npos <= reSetChunk:
		if negate {
			b.WriteString("[^")
		} else {
			b.WriteString("[")
		}
		c.classItems(b, items)
		b.WriteString("]")
		return
	case npos == 0 && len(negs) == 1:
		if negate {
			b.WriteString("[" + negs[0] + "]")
		} else {
			b.WriteString("[^" + negs[0] + "]")
		}
		return
	}
	if negate {
		b.WriteString(`(?!`)
	} else {
		b.WriteString(`(?:`)
	}
	// The positive items in classes of reSetChunk items, then one class
	// per negated category.
	sep := ""
	for i := 0; i < len(items); {
		j, n := i, 0
		for ; j < len(items) && n < reSetChunk; j++ {
			if it := items[j]; it.kind != 'c' || !isNegCategory(it.cat) {
				n++
			}
		}
		if n > 0 {
			b.WriteString(sep + "[")
			c.classItems(b, items[i:j])
			b.WriteString("]")
			sep = "|"
		}
		i = j
	}
	for _, n := range negs {
		b.WriteString(sep + "[^" + n + "]")
		sep = "|"
	}
	if negate {
		b.WriteString(`)[\s\S]`)
	} else {
		b.WriteString(`)`)
	}
}

// isNegCategory reports whether cat is one of \D \S \W.
func isNegCategory(cat int) bool {
	return cat == catNotDigit || cat == catNotSpace || cat == catNotWord
}

// classItems writes the positive items of a set (its literals, ranges
// and non-negated categories) inside a class.
func (c reTrCtx) classItems(b *eval.Builder, items []reSetItem) {
	for _, it := range items {
		switch it.kind {
		case 'l':
			classChar(b, it.lo)
		case 'r':
			classChar(b, it.lo)
			b.WriteByte('-')
			classChar(b, it.hi)
		case 'c':
			if body, neg := c.classBody(it.cat); !neg {
				b.WriteString(body)
			}
		}
	}
}

func (c reTrCtx) wordClass() string {
	if c.ascii {
		return "[" + reASCWord + "]"
	}
	return "[" + reUniWord + "]"
}

func (c reTrCtx) node(b *eval.Builder, n *reNode) {
	switch n.op {
	case reLiteral:
		if c.ascii && c.icase && n.c >= 0x80 {
			// re.ASCII folds ASCII letters only.
			b.WriteString("(?-i:")
			literal(b, n.c)
			b.WriteString(")")
			return
		}
		literal(b, n.c)
	case reNotLiteral:
		b.WriteString("[^")
		classChar(b, n.c)
		b.WriteString("]")
	case reAny:
		if c.dotall {
			b.WriteString(`[\s\S]`)
		} else {
			b.WriteString(`[^\n]`)
		}
	case reIn:
		if c.ascii && c.icase && nonASCIISet(n.set) {
			b.WriteString("(?-i:")
			c.set(b, n.set, n.negate)
			b.WriteString(")")
			return
		}
		c.set(b, n.set, n.negate)
	case reAt:
		w := c.wordClass()
		switch n.at {
		case atBeginning:
			if c.multiline {
				b.WriteString(`(?m:^)`)
			} else {
				b.WriteString(`\A`)
			}
		case atBeginningString:
			b.WriteString(`\A`)
		case atEnd:
			if c.multiline {
				b.WriteString(`(?=\n|\z)`)
			} else {
				b.WriteString(`(?=\n?\z)`)
			}
		case atEndString:
			b.WriteString(`\z`)
		case atBoundary:
			b.WriteString(`(?:(?<=` + w + `)(?!` + w + `)|(?<!` + w + `)(?=` + w + `))`)
		case atNonBoundary:
			b.WriteString(`(?:(?<=` + w + `)(?=` + w + `)|(?<!` + w + `)(?!` + w + `)(?:(?<=[\s\S])|(?=[\s\S])))`)
		}
	case reMaxRepeatOp, reMinRepeatOp, rePossessiveRepeat:
		if n.op == rePossessiveRepeat {
			b.WriteString("(?>")
		}
		if n.item != nil && len(n.item.items) == 1 && c.isClassAtom(n.item.items[0]) {
			// One character, written as one atom: regexp2 runs its repeat
			// as a single loop instruction (Oneloop, Setloop), which keeps
			// one backtracking entry however many characters it takes; a
			// group around it is a general loop, one entry per character
			// (reStackBound).
			c.node(b, n.item.items[0])
		} else {
			b.WriteString("(?:")
			c.seq(b, n.item)
			b.WriteString(")")
		}
		switch {
		case n.min == 0 && n.max == reMaxRepeat:
			b.WriteString("*")
		case n.min == 1 && n.max == reMaxRepeat:
			b.WriteString("+")
		case n.min == 0 && n.max == 1:
			b.WriteString("?")
		case n.max == reMaxRepeat:
			b.WriteString("{" + reCount(n.min) + ",}")
		case n.min == n.max:
			b.WriteString("{" + reCount(n.min) + "}")
		default:
			b.WriteString("{" + reCount(n.min) + "," + reCount(n.max) + "}")
		}
		if n.op == reMinRepeatOp {
			b.WriteString("?")
		}
		if n.op == rePossessiveRepeat {
			b.WriteString(")")
		}
	case reSubpattern:
		inner := c.inner(n)
		open := 0
		if n.add&reFlagIgnoreCase != 0 {
			b.WriteString("(?i:")
			open++
		} else if n.del&reFlagIgnoreCase != 0 {
			b.WriteString("(?-i:")
			open++
		}
		if n.group >= 0 {
			b.WriteString("(?<" + strconv.Itoa(n.group) + ">")
		} else {
			b.WriteString("(?:")
		}
		inner.seq(b, n.sub)
		b.WriteString(")")
		if open > 0 {
			b.WriteString(")")
		}
	case reAtomic:
		b.WriteString("(?>")
		c.seq(b, n.item)
		b.WriteString(")")
	case reBranch:
		b.WriteString("(?:")
		for i, br := range n.branches {
			if i > 0 {
				b.WriteString("|")
			}
			c.seq(b, br)
		}
		b.WriteString(")")
	case reAssert, reAssertNot:
		switch {
		case n.dir > 0 && n.op == reAssert:
			b.WriteString("(?=")
		case n.dir > 0:
			b.WriteString("(?!")
		case n.op == reAssert:
			b.WriteString("(?<=")
		default:
			b.WriteString("(?<!")
		}
		c.seq(b, n.item)
		b.WriteString(")")
	case reGroupRef:
		b.WriteString(`\k<` + strconv.Itoa(n.group) + `>`)
	case reGroupRefExists:
		b.WriteString("(?(" + strconv.Itoa(n.group) + ")(?:")
		c.seq(b, n.yes)
		b.WriteString(")|(?:")
		c.seq(b, n.no)
		b.WriteString("))")
	}
}

// reMaxCount is the largest repeat count given to regexp2, which refuses
// counts past 2**31-1 (Python allows up to 2**32-2): a larger count means
// the same, as no subject is that long (at most MaxObjectBytes/4 code
// points).
const reMaxCount = 1 << 30

// reCount is a repeat count for regexp2 (see reMaxCount).
func reCount(n int) string {
	return strconv.Itoa(min(n, reMaxCount))
}

// nonASCIISet reports whether a set names only non-ASCII characters.
func nonASCIISet(items []reSetItem) bool {
	for _, it := range items {
		if it.kind == 'c' || it.lo < 0x80 {
			return false
		}
	}
	return true
}
