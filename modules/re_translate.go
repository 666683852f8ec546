package modules

import (
	"strconv"
	"strings"
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
// complement.

type reTrCtx struct {
	ascii     bool // ASCII classes (re.ASCII, bytes patterns)
	multiline bool
	dotall    bool
	icase     bool // IGNORECASE in effect (for ASCII-only folding)
}

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

// reTranslate returns the .NET pattern for p.
func reTranslate(p *reSeq, flags int, istext bool) string {
	c := reTrCtx{
		ascii:     !istext || flags&reFlagASCII != 0,
		multiline: flags&reFlagMultiline != 0,
		dotall:    flags&reFlagDotAll != 0,
		icase:     flags&reFlagIgnoreCase != 0,
	}
	var b strings.Builder
	c.seq(&b, p)
	return b.String()
}

func (c reTrCtx) seq(b *strings.Builder, p *reSeq) {
	if p == nil {
		return
	}
	for _, n := range p.items {
		c.node(b, n)
	}
}

// classChar writes r for use inside a .NET character class.
func classChar(b *strings.Builder, r rune) {
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

func reHex4(r rune) string {
	s := strconv.FormatInt(int64(r), 16)
	return strings.Repeat("0", 4-len(s)) + s
}

// literal writes r outside a class.
func literal(b *strings.Builder, r rune) {
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

func (c reTrCtx) set(b *strings.Builder, items []reSetItem, negate bool) {
	var pos strings.Builder
	var negs []string
	for _, it := range items {
		switch it.kind {
		case 'l':
			classChar(&pos, it.lo)
		case 'r':
			classChar(&pos, it.lo)
			pos.WriteByte('-')
			classChar(&pos, it.hi)
		case 'c':
			body, neg := c.classBody(it.cat)
			if neg {
				negs = append(negs, body)
			} else {
				pos.WriteString(body)
			}
		}
	}
	if len(negs) == 0 {
		if negate {
			b.WriteString("[^" + pos.String() + "]")
		} else {
			b.WriteString("[" + pos.String() + "]")
		}
		return
	}
	if negate && pos.Len() == 0 && len(negs) == 1 {
		b.WriteString("[" + negs[0] + "]")
		return
	}
	if !negate && pos.Len() == 0 && len(negs) == 1 {
		b.WriteString("[^" + negs[0] + "]")
		return
	}
	var alts []string
	if pos.Len() > 0 {
		alts = append(alts, "["+pos.String()+"]")
	}
	for _, n := range negs {
		alts = append(alts, "[^"+n+"]")
	}
	if negate {
		b.WriteString(`(?!` + strings.Join(alts, "|") + `)[\s\S]`)
	} else {
		b.WriteString(`(?:` + strings.Join(alts, "|") + `)`)
	}
}

func (c reTrCtx) wordClass() string {
	if c.ascii {
		return "[" + reASCWord + "]"
	}
	return "[" + reUniWord + "]"
}

func (c reTrCtx) node(b *strings.Builder, n *reNode) {
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
		b.WriteString("(?:")
		c.seq(b, n.item)
		b.WriteString(")")
		switch {
		case n.min == 0 && n.max == reMaxRepeat:
			b.WriteString("*")
		case n.min == 1 && n.max == reMaxRepeat:
			b.WriteString("+")
		case n.min == 0 && n.max == 1:
			b.WriteString("?")
		case n.max == reMaxRepeat:
			b.WriteString("{" + strconv.Itoa(n.min) + ",}")
		case n.min == n.max:
			b.WriteString("{" + strconv.Itoa(n.min) + "}")
		default:
			b.WriteString("{" + strconv.Itoa(n.min) + "," + strconv.Itoa(n.max) + "}")
		}
		if n.op == reMinRepeatOp {
			b.WriteString("?")
		}
		if n.op == rePossessiveRepeat {
			b.WriteString(")")
		}
	case reSubpattern:
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
		b.WriteString(strings.Repeat(")", open))
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

// nonASCIISet reports whether a set names only non-ASCII characters.
func nonASCIISet(items []reSetItem) bool {
	for _, it := range items {
		if it.kind == 'c' || it.lo < 0x80 {
			return false
		}
	}
	return true
}
