package modules

import (
	"github.com/pyinterp/pyinterp/internal/ident"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// The re module's pattern parser: a port of CPython 3.11's re/_parser.py
// (same grammar, same error messages at the same positions), producing a
// tree that re_translate.go turns into the syntax of the matching engine.
//
// Resource bounds: the tokenizer charges every token it reads to the
// run, reTokenBytes of memory (the nodes, sequences and strings a token
// can make) and, every reTokenChunk tokens, the work (which polls the
// deadline), so a pattern's tree never outgrows the memory limit and a
// long parse ends at the deadline. Nesting counts against the recursion limit as CPython's
// recursive parser does (two levels per group: _parse_sub and _parse), so
// '(' * 10**6 is a RecursionError, not a Go stack overflow; reMaxNesting
// bounds it whatever the limit.

// Flag bits, as CPython's re.RegexFlag.
const (
	reFlagTemplate   = 1
	reFlagIgnoreCase = 2
	reFlagLocale     = 4
	reFlagMultiline  = 8
	reFlagDotAll     = 16
	reFlagUnicode    = 32
	reFlagVerbose    = 64
	reFlagDebug      = 128
	reFlagASCII      = 256

	reTypeFlags   = reFlagASCII | reFlagLocale | reFlagUnicode
	reGlobalFlags = reFlagDebug | reFlagTemplate

	reMaxRepeat = 4294967295
	reMaxGroups = 1073741823

	// reTokenBytes is the memory charged per token parsed: an upper
	// bound of what one token adds to the tree (a node, its sequence,
	// set items, the token's string, slice growth), measured at under
	// 210 bytes per token for every shape of pattern.
	reTokenBytes = 256
	// reTokenChunk is how many tokens are parsed between two polls of
	// the deadline.
	reTokenChunk = 1024
	// reMaxNesting bounds the parser's recursion (levels of
	// reParseSub/reParseSeq, two per group) whatever the recursion
	// limit: the tree's depth, and so the recursion of the translator
	// and of the native compiler, follows from it.
	reMaxNesting = 10000
	// reParseFrames is how many more levels than the parser's own
	// recursion CPython's compile of a nested pattern uses.
	reParseFrames = 6
)

var reFlagLetters = map[string]int{
	"i": reFlagIgnoreCase, "L": reFlagLocale, "m": reFlagMultiline, "s": reFlagDotAll,
	"x": reFlagVerbose, "a": reFlagASCII, "t": reFlagTemplate, "u": reFlagUnicode,
}

// reOp is the kind of a parsed node (CPython's opcodes).
type reOp uint8

const (
	reLiteral reOp = iota
	reNotLiteral
	reAny
	reIn
	reAt
	reMaxRepeatOp
	reMinRepeatOp
	rePossessiveRepeat
	reSubpattern
	reAtomic
	reBranch
	reAssert
	reAssertNot
	reGroupRef
	reGroupRefExists
)

// Assertion positions (CPython's AT codes).
const (
	atBeginning = iota
	atBeginningString
	atBoundary
	atNonBoundary
	atEnd
	atEndString
)

// Character categories of sets.
const (
	catDigit = iota
	catNotDigit
	catSpace
	catNotSpace
	catWord
	catNotWord
)

// reSetItem is a member of a character set: a literal, a range or a
// category.
type reSetItem struct {
	kind   byte // 'l' literal, 'r' range, 'c' category
	lo, hi rune
	cat    int
}

type reNode struct {
	op reOp
	c  rune // literal

	set    []reSetItem // reIn
	negate bool

	at int // reAt

	min, max int    // repeats
	item     *reSeq // repeats, atomic groups, assertions

	group    int // subpattern (-1: none), group references
	add, del int // subpattern flags
	sub      *reSeq

	branches []*reSeq
	dir      int // assertion direction: 1 ahead, -1 behind

	yes, no *reSeq // conditional
}

type reSeq struct {
	items []*reNode
	width *[2]int
}

// reState is CPython's parser State.
type reState struct {
	flags            int
	groupdict        map[string]int
	groupnames       []string // in definition order
	groupwidths      []*[2]int
	closeOrder       []int // per group, the order its ')' was seen
	tokens           int   // tokens parsed (the size of the tree, for charging)
	closes           int
	lookbehindgroups int // -1: none
	grouprefpos      map[int]int
	grouprefOrder    []int
}

func newReState() *reState {
	return &reState{groupdict: map[string]int{}, groupwidths: []*[2]int{nil}, closeOrder: []int{0}, lookbehindgroups: -1, grouprefpos: map[int]int{}}
}

func (s *reState) groups() int { return len(s.groupwidths) }

// reError is a compile error: re.error(msg, pattern, pos), or another
// exception class when overflow is set.
type reError struct {
	msg  string
	pos  int    // -1: none
	kind reKind // which exception class
	lim  error  // a limit of the run (memory, time, recursion): returned as is
}

// reLimit wraps a limit error of the run (a *eval.LimitError) for the
// parser's error path.
func reLimit(err error) *reError { return &reError{lim: err, pos: -1} }

// reKind is the class of a compile error.
type reKind uint8

const (
	reKindError    reKind = iota // re.error
	reKindOverflow               // OverflowError
	reKindValue                  // ValueError
	reKindIndex                  // IndexError
)

func (e *reError) Error() string { return e.msg }

func (s *reState) opengroup(name string, hasName bool) (int, *reError) {
	gid := s.groups()
	s.groupwidths = append(s.groupwidths, nil)
	s.closeOrder = append(s.closeOrder, 0)
	if s.groups() > reMaxGroups {
		return 0, &reError{msg: "too many groups", pos: -1}
	}
	if hasName {
		if ogid, ok := s.groupdict[name]; ok {
			return 0, &reError{msg: "redefinition of group name " + pyQuote(name) + " as group " + strconv.Itoa(gid) + "; was group " + strconv.Itoa(ogid), pos: -1}
		}
		s.groupdict[name] = gid
		s.groupnames = append(s.groupnames, name)
	}
	return gid, nil
}

func (s *reState) closegroup(gid int, p *reSeq) {
	w := p.getwidth(s)
	s.groupwidths[gid] = &w
	s.closes++
	s.closeOrder[gid] = s.closes
}

func (s *reState) checkgroup(gid int) bool {
	return gid < s.groups() && s.groupwidths[gid] != nil
}

func (s *reState) checklookbehindgroup(gid int, src *reTokenizer) *reError {
	if s.lookbehindgroups >= 0 {
		if !s.checkgroup(gid) {
			return src.error("cannot refer to an open group", 0)
		}
		if gid >= s.lookbehindgroups {
			return src.error("cannot refer to group defined in the same lookbehind subpattern", 0)
		}
	}
	return nil
}

func minInt(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func (p *reSeq) getwidth(s *reState) [2]int {
	if p.width != nil {
		return *p.width
	}
	lo, hi := 0, 0
	for _, n := range p.items {
		switch n.op {
		case reBranch:
			i, j := reMaxRepeat-1, 0
			for _, b := range n.branches {
				w := b.getwidth(s)
				i = minInt(i, w[0])
				j = maxInt(j, w[1])
			}
			lo += i
			hi += j
		case reAtomic:
			w := n.item.getwidth(s)
			lo += w[0]
			hi += w[1]
		case reSubpattern:
			w := n.sub.getwidth(s)
			lo += w[0]
			hi += w[1]
		case reMaxRepeatOp, reMinRepeatOp, rePossessiveRepeat:
			w := n.item.getwidth(s)
			lo += w[0] * n.min
			hi += w[1] * n.max
		case reAny, reIn, reLiteral, reNotLiteral:
			lo++
			hi++
		case reGroupRef:
			w := s.groupwidths[n.group]
			lo += w[0]
			hi += w[1]
		case reGroupRefExists:
			w := n.yes.getwidth(s)
			i, j := w[0], w[1]
			if n.no != nil {
				w2 := n.no.getwidth(s)
				i = minInt(i, w2[0])
				j = maxInt(j, w2[1])
			} else {
				i = 0
			}
			lo += i
			hi += j
		}
		// Keep the sums bounded as Python's unbounded ints would be
		// after the final min().
		if lo > reMaxRepeat {
			lo = reMaxRepeat
		}
		if hi > reMaxRepeat || hi < 0 {
			hi = reMaxRepeat
		}
	}
	w := [2]int{minInt(lo, reMaxRepeat-1), minInt(hi, reMaxRepeat)}
	p.width = &w
	return w
}

// reTokenizer is CPython's Tokenizer over the pattern's code points (a
// bytes pattern is decoded as Latin-1).
type reTokenizer struct {
	th     *eval.Thread // charged for the tokens (nil: nothing charged)
	s      []rune
	istext bool
	index  int
	next   string // "" when at the end
	nextN  int    // code points in next
	tokens int    // tokens read
	// limit is the run's limit error once one stopped the tokenizer: it
	// then stays at the end of the pattern, so that no loop over its
	// tokens can spin on a token it failed to read, and every parse
	// that used it returns the limit.
	limit *reError
}

func newReTokenizer(th *eval.Thread, s []rune, istext bool) (*reTokenizer, *reError) {
	t := &reTokenizer{th: th, s: s, istext: istext}
	if err := t.advance(); err != nil {
		return nil, err
	}
	return t, nil
}

func (t *reTokenizer) advance() *reError {
	index := t.index
	if index >= len(t.s) {
		t.next, t.nextN = "", 0
		return nil
	}
	// The memory of the token's nodes, and every reTokenChunk tokens
	// the work (which polls the deadline).
	if t.limit != nil {
		return t.limit
	}
	if err := eval.Reserve(t.th, reTokenBytes); err != nil {
		return t.stop(err)
	}
	if t.tokens++; t.tokens%reTokenChunk == 0 {
		if err := t.th.Work(reTokenChunk / 4); err != nil {
			return t.stop(err)
		}
	}
	c := t.s[index]
	if c == '\\' {
		index++
		if index >= len(t.s) {
			return &reError{msg: "bad escape (end of pattern)", pos: len(t.s) - 1}
		}
		t.next = "\\" + reRuneStr(t.s[index])
		t.nextN = 2
	} else {
		t.next = reRuneStr(c)
		t.nextN = 1
	}
	t.index = index + 1
	return nil
}

// stop records the run's limit err and leaves the tokenizer at the end.
func (t *reTokenizer) stop(err error) *reError {
	t.limit = reLimit(err)
	t.next, t.nextN, t.index = "", 0, len(t.s)
	return t.limit
}

func (t *reTokenizer) atEnd() bool { return t.nextN == 0 }

func (t *reTokenizer) match(c string) (bool, *reError) {
	if t.nextN > 0 && c == t.next {
		return true, t.advance()
	}
	return false, nil
}

// get returns the next token ("" at the end).
func (t *reTokenizer) get() (string, *reError) {
	this := t.next
	return this, t.advance()
}

// getwhile reads up to n (at most 8) characters of charset.
func (t *reTokenizer) getwhile(n int, charset string) (string, *reError) {
	s := ""
	for i := 0; i < n; i++ {
		c := t.next
		if t.nextN != 1 || !strings.Contains(charset, c) {
			break
		}
		s += c
		if err := t.advance(); err != nil {
			return "", err
		}
	}
	return s, nil
}

func (t *reTokenizer) getuntil(terminator, name string) (string, *reError) {
	var result []rune
	for {
		c, n := t.next, t.nextN
		if err := t.advance(); err != nil {
			return "", err
		}
		if n == 0 {
			if len(result) == 0 {
				return "", t.error("missing "+name, 0)
			}
			return "", t.error("missing "+terminator+", unterminated name", len(result))
		}
		if c == terminator {
			if len(result) == 0 {
				return "", t.error("missing "+name, 1)
			}
			break
		}
		result = appendTokenRunes(result, c)
	}
	return reRunesString(result), nil
}

func (t *reTokenizer) tell() int { return t.index - t.nextN }

func (t *reTokenizer) seek(index int) *reError {
	t.index = index
	return t.advance()
}

func (t *reTokenizer) error(msg string, offset int) *reError {
	if !t.istext {
		var err error
		if msg, err = asciiBackslash(t.th, msg); err != nil {
			return reLimit(err)
		}
	}
	return &reError{msg: msg, pos: t.tell() - offset}
}

// asciiBackslash escapes the non-ASCII characters of a message about a
// bytes pattern, as bytes reprs do (an escape is at most twice the UTF-8
// length of its character).
func asciiBackslash(th *eval.Thread, s string) (string, error) {
	if isASCII(s) {
		return s, nil
	}
	b := eval.NewBuilder(th, 2*len(s))
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r < 0x100:
			b.WriteString(`\x` + hex2(int(r)))
		default:
			b.WriteString(`\u` + strconv.FormatInt(int64(r)|0x10000, 16)[1:])
		}
	}
	return b.String(), b.Err()
}

func hex2(n int) string {
	const d = "0123456789abcdef"
	return string([]byte{d[n>>4], d[n&15]})
}

// pyQuote is Python's repr of a str (names in messages).
func pyQuote(s string) string {
	//limiterr:ok the repr of a str made without a thread: no limit applies
	r, _ := reprStr(s)
	return r
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func (t *reTokenizer) checkgroupname(name string, offset int) *reError {
	if !ident.IsIdentifier(name) {
		return t.error("bad character in group name "+pyQuote(name), runeLen(name)+offset)
	}
	return nil
}

const (
	reDigits    = "0123456789"
	reOctDigits = "01234567"
	reHexDigits = "0123456789abcdefABCDEF"
	reLetters   = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	reSpecial   = ".\\[{()*+?^$|"
	reRepeat    = "*+?{"
	reWhite     = " \t\n\r\v\f"
)

var reEscapes = map[string]rune{`\a`: 7, `\b`: 8, `\f`: 12, `\n`: 10, `\r`: 13, `\t`: 9, `\v`: 11, `\\`: '\\'}

// reCategory returns the node for \A \b \B \d \D \s \S \w \W \Z.
func reCategory(esc string) *reNode {
	switch esc {
	case `\A`:
		return &reNode{op: reAt, at: atBeginningString}
	case `\b`:
		return &reNode{op: reAt, at: atBoundary}
	case `\B`:
		return &reNode{op: reAt, at: atNonBoundary}
	case `\Z`:
		return &reNode{op: reAt, at: atEndString}
	case `\d`:
		return &reNode{op: reIn, set: []reSetItem{{kind: 'c', cat: catDigit}}}
	case `\D`:
		return &reNode{op: reIn, set: []reSetItem{{kind: 'c', cat: catNotDigit}}}
	case `\s`:
		return &reNode{op: reIn, set: []reSetItem{{kind: 'c', cat: catSpace}}}
	case `\S`:
		return &reNode{op: reIn, set: []reSetItem{{kind: 'c', cat: catNotSpace}}}
	case `\w`:
		return &reNode{op: reIn, set: []reSetItem{{kind: 'c', cat: catWord}}}
	case `\W`:
		return &reNode{op: reIn, set: []reSetItem{{kind: 'c', cat: catNotWord}}}
	}
	return nil
}

// Tokens and names are Go strings in the extended UTF-8 of eval.Str, in
// which a lone surrogate (a valid code point of a str) is three bytes
// that Go's UTF-8 functions read as errors: they are made and read with
// pyrepr's AppendRune and DecodeRune.

// reRuneStr returns the string of one code point.
func reRuneStr(r rune) string {
	if r < utf8.RuneSelf {
		return string(rune(r))
	}
	var b [4]byte
	return string(pyrepr.AppendRune(b[:0], r))
}

// reRunesString returns the string of rs.
func reRunesString(rs []rune) string {
	b := make([]byte, 0, 4*len(rs)) //allocpath:ok a group or character name, charged as tokens by the parser
	for _, r := range rs {
		b = pyrepr.AppendRune(b, r)
	}
	return string(b)
}

// appendTokenRunes appends the code points of tok.
func appendTokenRunes(dst []rune, tok string) []rune {
	for i := 0; i < len(tok); {
		r, n := pyrepr.DecodeRune(tok[i:])
		dst = append(dst, r)
		i += n
	}
	return dst
}

// runeLen is the number of code points of s.
func runeLen(s string) int {
	n := 0
	for i := 0; i < len(s); n++ {
		_, k := pyrepr.DecodeRune(s[i:])
		i += k
	}
	return n
}

// runeAt returns the i-th code point of a token (i is 0 or 1).
func runeAt(tok string, i int) rune {
	r, n := pyrepr.DecodeRune(tok)
	if i == 0 {
		return r
	}
	r, _ = pyrepr.DecodeRune(tok[n:])
	return r
}

func lit(c rune) *reNode { return &reNode{op: reLiteral, c: c} }

// reCommonEscape handles \x \u \U \N, shared by sets and expressions; ok
// is false when esc is none of them.
func reCommonEscape(src *reTokenizer, esc string) (*reNode, bool, *reError) {
	c := runeAt(esc, 1)
	switch {
	case c == 'x':
		more, err := src.getwhile(2, reHexDigits)
		if err != nil {
			return nil, true, err
		}
		esc += more
		if runeLen(esc) != 4 {
			return nil, true, src.error("incomplete escape "+esc, runeLen(esc))
		}
		v, _ := strconv.ParseInt(esc[2:], 16, 32)
		return lit(rune(v)), true, nil
	case c == 'u' && src.istext:
		more, err := src.getwhile(4, reHexDigits)
		if err != nil {
			return nil, true, err
		}
		esc += more
		if runeLen(esc) != 6 {
			return nil, true, src.error("incomplete escape "+esc, runeLen(esc))
		}
		v, _ := strconv.ParseInt(esc[2:], 16, 32)
		return lit(rune(v)), true, nil
	case c == 'U' && src.istext:
		more, err := src.getwhile(8, reHexDigits)
		if err != nil {
			return nil, true, err
		}
		esc += more
		if runeLen(esc) != 10 {
			return nil, true, src.error("incomplete escape "+esc, runeLen(esc))
		}
		v, _ := strconv.ParseInt(esc[2:], 16, 64)
		if v > 0x10FFFF {
			return nil, true, src.error("bad escape "+esc, runeLen(esc))
		}
		return lit(rune(v)), true, nil
	case c == 'N' && src.istext:
		ok, err := src.match("{")
		if err != nil {
			return nil, true, err
		}
		if !ok {
			return nil, true, src.error("missing {", 0)
		}
		name, err := src.getuntil("}", "character name")
		if err != nil {
			return nil, true, err
		}
		r, found := unicodeLookup(name)
		if !found {
			return nil, true, src.error("undefined character name "+pyQuote(name), runeLen(name)+4)
		}
		return lit(r), true, nil
	}
	return nil, false, nil
}

func reClassEscape(src *reTokenizer, esc string) (*reNode, *reError) {
	if c, ok := reEscapes[esc]; ok {
		return lit(c), nil
	}
	if n := reCategory(esc); n != nil && n.op == reIn {
		return n, nil
	}
	if n, ok, err := reCommonEscape(src, esc); ok {
		return n, err
	}
	c := runeAt(esc, 1)
	if strings.ContainsRune(reOctDigits, c) {
		more, err := src.getwhile(2, reOctDigits)
		if err != nil {
			return nil, err
		}
		esc += more
		v, _ := strconv.ParseInt(esc[1:], 8, 32)
		if v > 0o377 {
			return nil, src.error("octal escape value "+esc+" outside of range 0-0o377", runeLen(esc))
		}
		return lit(rune(v)), nil
	}
	if strings.ContainsRune(reDigits, c) {
		return nil, src.error("bad escape "+esc, runeLen(esc))
	}
	if runeLen(esc) == 2 {
		if strings.ContainsRune(reLetters, c) {
			return nil, src.error("bad escape "+esc, runeLen(esc))
		}
		return lit(c), nil
	}
	return nil, src.error("bad escape "+esc, runeLen(esc))
}

func reEscape(src *reTokenizer, esc string, state *reState) (*reNode, *reError) {
	if n := reCategory(esc); n != nil {
		return n, nil
	}
	if c, ok := reEscapes[esc]; ok {
		return lit(c), nil
	}
	if n, ok, err := reCommonEscape(src, esc); ok {
		return n, err
	}
	c := runeAt(esc, 1)
	if c == '0' {
		more, err := src.getwhile(2, reOctDigits)
		if err != nil {
			return nil, err
		}
		esc += more
		v, _ := strconv.ParseInt(esc[1:], 8, 32)
		return lit(rune(v)), nil
	}
	if strings.ContainsRune(reDigits, c) {
		if src.nextN == 1 && strings.Contains(reDigits, src.next) {
			d, err := src.get()
			if err != nil {
				return nil, err
			}
			esc += d
			if strings.ContainsRune(reOctDigits, rune(esc[1])) && strings.ContainsRune(reOctDigits, rune(esc[2])) &&
				src.nextN == 1 && strings.Contains(reOctDigits, src.next) {
				d, err := src.get()
				if err != nil {
					return nil, err
				}
				esc += d
				v, _ := strconv.ParseInt(esc[1:], 8, 32)
				if v > 0o377 {
					return nil, src.error("octal escape value "+esc+" outside of range 0-0o377", runeLen(esc))
				}
				return lit(rune(v)), nil
			}
		}
		group, _ := strconv.Atoi(esc[1:])
		if group < state.groups() {
			if !state.checkgroup(group) {
				return nil, src.error("cannot refer to an open group", runeLen(esc))
			}
			if err := state.checklookbehindgroup(group, src); err != nil {
				return nil, err
			}
			return &reNode{op: reGroupRef, group: group}, nil
		}
		return nil, src.error("invalid group reference "+strconv.Itoa(group), runeLen(esc)-1)
	}
	if runeLen(esc) == 2 {
		if strings.ContainsRune(reLetters, c) {
			return nil, src.error("bad escape "+esc, runeLen(esc))
		}
		return lit(c), nil
	}
	return nil, src.error("bad escape "+esc, runeLen(esc))
}

// enter counts one level of the parser's recursion (see the file's
// comment); leave undoes it.
func (t *reTokenizer) enter(nested int) *reError {
	if nested > reMaxNesting {
		return reLimit(&eval.LimitError{Kind: eval.LimitRecursion, Limit: reMaxNesting})
	}
	if err := t.th.Nest(); err != nil {
		return reLimit(err)
	}
	return nil
}

func (t *reTokenizer) leave() { t.th.Unnest() }

func reParseSub(src *reTokenizer, state *reState, verbose bool, nested int) (*reSeq, *reError) {
	if err := src.enter(nested); err != nil {
		return nil, err
	}
	defer src.leave()
	var items []*reSeq
	for {
		p, err := reParseSeq(src, state, verbose, nested+1, nested == 0 && len(items) == 0)
		if err != nil {
			return nil, err
		}
		items = append(items, p)
		ok, err := src.match("|")
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		if nested == 0 {
			verbose = state.flags&reFlagVerbose != 0
		}
	}
	if len(items) == 1 {
		return items[0], nil
	}
	return &reSeq{items: []*reNode{{op: reBranch, branches: items}}}, nil
}

// reUnpackable reports whether n is a non-capturing group without flags,
// whose items the enclosing sequence takes in its place.
func reUnpackable(n *reNode) bool {
	return n.op == reSubpattern && n.group < 0 && n.add == 0 && n.del == 0
}

func isRepeat(op reOp) bool {
	return op == reMaxRepeatOp || op == reMinRepeatOp || op == rePossessiveRepeat
}

func reParseSeq(src *reTokenizer, state *reState, verbose bool, nested int, first bool) (*reSeq, *reError) {
	if err := src.enter(nested); err != nil {
		return nil, err
	}
	defer src.leave()
	sp := &reSeq{}
	add := func(n *reNode) { sp.items = append(sp.items, n) }
	for {
		if src.atEnd() {
			break
		}
		this := src.next
		if this == "|" || this == ")" {
			break
		}
		if err := src.advance(); err != nil {
			return nil, err
		}
		if verbose {
			if len(this) == 1 && strings.Contains(reWhite, this) {
				continue
			}
			if this == "#" {
				for {
					t, err := src.get()
					if err != nil {
						return nil, err
					}
					if t == "" || t == "\n" {
						break
					}
				}
				continue
			}
		}
		switch {
		case this[0] == '\\':
			n, err := reEscape(src, this, state)
			if err != nil {
				return nil, err
			}
			add(n)
		case !strings.Contains(reSpecial, this):
			add(lit(runeAt(this, 0)))
		case this == "[":
			n, err := reParseSet(src)
			if err != nil {
				return nil, err
			}
			add(n)
		case strings.Contains(reRepeat, this):
			here := src.tell()
			var min, max int
			switch this {
			case "?":
				min, max = 0, 1
			case "*":
				min, max = 0, reMaxRepeat
			case "+":
				min, max = 1, reMaxRepeat
			case "{":
				if src.next == "}" {
					add(lit('{'))
					continue
				}
				min, max = 0, reMaxRepeat
				var lo, hi string
				for src.nextN == 1 && strings.Contains(reDigits, src.next) {
					lo += src.next
					if err := src.advance(); err != nil {
						return nil, err
					}
				}
				ok, err := src.match(",")
				if err != nil {
					return nil, err
				}
				if ok {
					for src.nextN == 1 && strings.Contains(reDigits, src.next) {
						hi += src.next
						if err := src.advance(); err != nil {
							return nil, err
						}
					}
				} else {
					hi = lo
				}
				ok, err = src.match("}")
				if err != nil {
					return nil, err
				}
				if !ok {
					add(lit('{'))
					if err := src.seek(here); err != nil {
						return nil, err
					}
					continue
				}
				if lo != "" {
					v, perr := strconv.ParseInt(lo, 10, 64)
					if perr != nil || v >= reMaxRepeat {
						return nil, &reError{msg: "the repetition number is too large", kind: reKindOverflow}
					}
					min = int(v)
				}
				if hi != "" {
					v, perr := strconv.ParseInt(hi, 10, 64)
					if perr != nil || v >= reMaxRepeat {
						return nil, &reError{msg: "the repetition number is too large", kind: reKindOverflow}
					}
					max = int(v)
					if max < min {
						return nil, src.error("min repeat greater than max repeat", src.tell()-here)
					}
				}
			}
			var item *reNode
			if len(sp.items) > 0 {
				item = sp.items[len(sp.items)-1]
			}
			if item == nil || item.op == reAt {
				return nil, src.error("nothing to repeat", src.tell()-here+1)
			}
			if isRepeat(item.op) {
				return nil, src.error("multiple repeat", src.tell()-here+1)
			}
			body := &reSeq{items: []*reNode{item}}
			if item.op == reSubpattern && item.group < 0 && item.add == 0 && item.del == 0 {
				body = item.sub
			}
			op := reMaxRepeatOp
			if ok, err := src.match("?"); err != nil {
				return nil, err
			} else if ok {
				op = reMinRepeatOp
			} else if ok, err := src.match("+"); err != nil {
				return nil, err
			} else if ok {
				op = rePossessiveRepeat
			}
			sp.items[len(sp.items)-1] = &reNode{op: op, min: min, max: max, item: body}
		case this == ".":
			add(&reNode{op: reAny})
		case this == "(":
			n, skip, newVerbose, err := reParseGroup(src, state, sp, verbose, nested, first)
			if err != nil {
				return nil, err
			}
			verbose = newVerbose
			if !skip {
				add(n)
			}
		case this == "^":
			add(&reNode{op: reAt, at: atBeginning})
		case this == "$":
			add(&reNode{op: reAt, at: atEnd})
		}
	}
	// Unpack non-capturing groups (one level, as CPython's backward loop
	// of slice assignments does, but in one pass).
	unpack := false
	for _, n := range sp.items {
		if reUnpackable(n) {
			unpack = true
			break
		}
	}
	if unpack {
		items, err := eval.MakeCap[*reNode](src.th, 0, len(sp.items))
		if err != nil {
			return nil, reLimit(err)
		}
		for _, n := range sp.items {
			if reUnpackable(n) {
				items = append(items, n.sub.items...)
			} else {
				items = append(items, n)
			}
		}
		sp.items = items
	}
	return sp, nil
}

// reParseSet parses a character set after its "[".
func reParseSet(src *reTokenizer) (*reNode, *reError) {
	here := src.tell() - 1
	var set []reSetItem
	negate, err := src.match("^")
	if err != nil {
		return nil, err
	}
	itemOf := func(n *reNode) reSetItem {
		if n.op == reIn {
			return n.set[0]
		}
		return reSetItem{kind: 'l', lo: n.c}
	}
	for {
		this, err := src.get()
		if err != nil {
			return nil, err
		}
		if this == "" {
			return nil, src.error("unterminated character set", src.tell()-here)
		}
		if this == "]" && len(set) > 0 {
			break
		}
		var code1 *reNode
		if this[0] == '\\' {
			if code1, err = reClassEscape(src, this); err != nil {
				return nil, err
			}
		} else {
			code1 = lit(runeAt(this, 0))
		}
		ok, err := src.match("-")
		if err != nil {
			return nil, err
		}
		if !ok {
			set = append(set, itemOf(code1))
			continue
		}
		that, err := src.get()
		if err != nil {
			return nil, err
		}
		if that == "" {
			return nil, src.error("unterminated character set", src.tell()-here)
		}
		if that == "]" {
			set = append(set, itemOf(code1), reSetItem{kind: 'l', lo: '-'})
			break
		}
		var code2 *reNode
		if that[0] == '\\' {
			if code2, err = reClassEscape(src, that); err != nil {
				return nil, err
			}
		} else {
			code2 = lit(runeAt(that, 0))
		}
		if code1.op != reLiteral || code2.op != reLiteral || code2.c < code1.c {
			return nil, src.error("bad character range "+this+"-"+that, runeLen(this)+1+runeLen(that))
		}
		set = append(set, reSetItem{kind: 'r', lo: code1.c, hi: code2.c})
	}
	if len(set) == 1 && set[0].kind == 'l' {
		if negate {
			return &reNode{op: reNotLiteral, c: set[0].lo}, nil
		}
		return lit(set[0].lo), nil
	}
	return &reNode{op: reIn, set: set, negate: negate}, nil
}

// reParseGroup parses what follows "(". skip is true for comments and
// global flags, which add no node.
func reParseGroup(src *reTokenizer, state *reState, sp *reSeq, verbose bool, nested int, first bool) (n *reNode, skip, outVerbose bool, rerr *reError) {
	outVerbose = verbose
	start := src.tell() - 1
	capture := true
	atomic := false
	name := ""
	hasName := false
	addF, delF := 0, 0
	ok, err := src.match("?")
	if err != nil {
		return nil, false, verbose, err
	}
	if ok {
		char, err := src.get()
		if err != nil {
			return nil, false, verbose, err
		}
		if char == "" {
			return nil, false, verbose, src.error("unexpected end of pattern", 0)
		}
		switch {
		case char == "P":
			if ok, err := src.match("<"); err != nil {
				return nil, false, verbose, err
			} else if ok {
				if name, err = src.getuntil(">", "group name"); err != nil {
					return nil, false, verbose, err
				}
				if err := src.checkgroupname(name, 1); err != nil {
					return nil, false, verbose, err
				}
				hasName = true
			} else if ok, err := src.match("="); err != nil {
				return nil, false, verbose, err
			} else if ok {
				name, err := src.getuntil(")", "group name")
				if err != nil {
					return nil, false, verbose, err
				}
				if err := src.checkgroupname(name, 1); err != nil {
					return nil, false, verbose, err
				}
				gid, found := state.groupdict[name]
				if !found {
					return nil, false, verbose, src.error("unknown group name "+pyQuote(name), runeLen(name)+1)
				}
				if !state.checkgroup(gid) {
					return nil, false, verbose, src.error("cannot refer to an open group", runeLen(name)+1)
				}
				if err := state.checklookbehindgroup(gid, src); err != nil {
					return nil, false, verbose, err
				}
				return &reNode{op: reGroupRef, group: gid}, false, verbose, nil
			} else {
				char, err := src.get()
				if err != nil {
					return nil, false, verbose, err
				}
				if char == "" {
					return nil, false, verbose, src.error("unexpected end of pattern", 0)
				}
				return nil, false, verbose, src.error("unknown extension ?P"+char, runeLen(char)+2)
			}
		case char == ":":
			capture = false
		case char == "#":
			for {
				if src.atEnd() {
					return nil, false, verbose, src.error("missing ), unterminated comment", src.tell()-start)
				}
				c, err := src.get()
				if err != nil {
					return nil, false, verbose, err
				}
				if c == ")" {
					break
				}
			}
			return nil, true, verbose, nil
		case char == "=" || char == "!" || char == "<":
			dir := 1
			lookbehindgroups := state.lookbehindgroups
			if char == "<" {
				if char, err = src.get(); err != nil {
					return nil, false, verbose, err
				}
				if char == "" {
					return nil, false, verbose, src.error("unexpected end of pattern", 0)
				}
				if char != "=" && char != "!" {
					return nil, false, verbose, src.error("unknown extension ?<"+char, runeLen(char)+2)
				}
				dir = -1
				if lookbehindgroups < 0 {
					state.lookbehindgroups = state.groups()
				}
			}
			p, err := reParseSub(src, state, verbose, nested+1)
			if err != nil {
				return nil, false, verbose, err
			}
			if dir < 0 && lookbehindgroups < 0 {
				state.lookbehindgroups = -1
			}
			if ok, err := src.match(")"); err != nil {
				return nil, false, verbose, err
			} else if !ok {
				return nil, false, verbose, src.error("missing ), unterminated subpattern", src.tell()-start)
			}
			op := reAssert
			if char == "!" {
				op = reAssertNot
			}
			return &reNode{op: op, dir: dir, item: p}, false, verbose, nil
		case char == "(":
			condname, err := src.getuntil(")", "group name")
			if err != nil {
				return nil, false, verbose, err
			}
			var condgroup int
			if ident.IsIdentifier(condname) {
				g, found := state.groupdict[condname]
				if !found {
					return nil, false, verbose, src.error("unknown group name "+pyQuote(condname), runeLen(condname)+1)
				}
				condgroup = g
			} else {
				v, ok := pyParseInt(condname)
				if !ok || v < 0 {
					return nil, false, verbose, src.error("bad character in group name "+pyQuote(condname), runeLen(condname)+1)
				}
				if v == 0 {
					return nil, false, verbose, src.error("bad group number", runeLen(condname)+1)
				}
				if v >= reMaxGroups {
					return nil, false, verbose, src.error("invalid group reference "+strconv.FormatInt(v, 10), runeLen(condname)+1)
				}
				condgroup = int(v)
				if _, seen := state.grouprefpos[condgroup]; !seen {
					state.grouprefpos[condgroup] = src.tell() - runeLen(condname) - 1
					state.grouprefOrder = append(state.grouprefOrder, condgroup)
				}
			}
			if err := state.checklookbehindgroup(condgroup, src); err != nil {
				return nil, false, verbose, err
			}
			yes, err := reParseSeq(src, state, verbose, nested+1, false)
			if err != nil {
				return nil, false, verbose, err
			}
			var no *reSeq
			if ok, err := src.match("|"); err != nil {
				return nil, false, verbose, err
			} else if ok {
				if no, err = reParseSeq(src, state, verbose, nested+1, false); err != nil {
					return nil, false, verbose, err
				}
				if src.next == "|" {
					return nil, false, verbose, src.error("conditional backref with more than two branches", 0)
				}
			}
			if ok, err := src.match(")"); err != nil {
				return nil, false, verbose, err
			} else if !ok {
				return nil, false, verbose, src.error("missing ), unterminated subpattern", src.tell()-start)
			}
			return &reNode{op: reGroupRefExists, group: condgroup, yes: yes, no: no}, false, verbose, nil
		case char == ">":
			capture = false
			atomic = true
		case reFlagLetters[char] != 0 || char == "-":
			global, a, d, err := reParseFlags(src, state, char)
			if err != nil {
				return nil, false, verbose, err
			}
			if global {
				if !first || len(sp.items) > 0 {
					return nil, false, verbose, src.error("global flags not at the start of the expression", src.tell()-start)
				}
				return nil, true, state.flags&reFlagVerbose != 0, nil
			}
			addF, delF = a, d
			capture = false
		default:
			return nil, false, verbose, src.error("unknown extension ?"+char, runeLen(char)+1)
		}
	}
	group := -1
	if capture {
		g, err := state.opengroup(name, hasName)
		if err != nil {
			return nil, false, verbose, src.error(err.msg, runeLen(name)+1)
		}
		group = g
	}
	subVerbose := (verbose || addF&reFlagVerbose != 0) && delF&reFlagVerbose == 0
	p, err := reParseSub(src, state, subVerbose, nested+1)
	if err != nil {
		return nil, false, verbose, err
	}
	if ok, err := src.match(")"); err != nil {
		return nil, false, verbose, err
	} else if !ok {
		return nil, false, verbose, src.error("missing ), unterminated subpattern", src.tell()-start)
	}
	if group >= 0 {
		state.closegroup(group, p)
	}
	if atomic {
		return &reNode{op: reAtomic, item: p}, false, verbose, nil
	}
	return &reNode{op: reSubpattern, group: group, add: addF, del: delF, sub: p}, false, verbose, nil
}

// reParseFlags parses inline flags after "(?"; global is true for "(?x)".
func reParseFlags(src *reTokenizer, state *reState, char string) (global bool, addF, delF int, rerr *reError) {
	if char != "-" {
		for {
			flag := reFlagLetters[char]
			if src.istext {
				if char == "L" {
					return false, 0, 0, src.error("bad inline flags: cannot use 'L' flag with a str pattern", 0)
				}
			} else if char == "u" {
				return false, 0, 0, src.error("bad inline flags: cannot use 'u' flag with a bytes pattern", 0)
			}
			addF |= flag
			if flag&reTypeFlags != 0 && addF&reTypeFlags != flag {
				return false, 0, 0, src.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0)
			}
			var err *reError
			if char, err = src.get(); err != nil {
				return false, 0, 0, err
			}
			if char == "" {
				return false, 0, 0, src.error("missing -, : or )", 0)
			}
			if char == ")" || char == "-" || char == ":" {
				break
			}
			if reFlagLetters[char] == 0 {
				msg := "missing -, : or )"
				if isAlphaStr(char) {
					msg = "unknown flag"
				}
				return false, 0, 0, src.error(msg, runeLen(char))
			}
		}
	}
	if char == ")" {
		state.flags |= addF
		return true, 0, 0, nil
	}
	if addF&reGlobalFlags != 0 {
		return false, 0, 0, src.error("bad inline flags: cannot turn on global flag", 1)
	}
	if char == "-" {
		var err *reError
		if char, err = src.get(); err != nil {
			return false, 0, 0, err
		}
		if char == "" {
			return false, 0, 0, src.error("missing flag", 0)
		}
		if reFlagLetters[char] == 0 {
			msg := "missing flag"
			if isAlphaStr(char) {
				msg = "unknown flag"
			}
			return false, 0, 0, src.error(msg, runeLen(char))
		}
		for {
			flag := reFlagLetters[char]
			if flag&reTypeFlags != 0 {
				return false, 0, 0, src.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0)
			}
			delF |= flag
			if char, err = src.get(); err != nil {
				return false, 0, 0, err
			}
			if char == "" {
				return false, 0, 0, src.error("missing :", 0)
			}
			if char == ":" {
				break
			}
			if reFlagLetters[char] == 0 {
				msg := "missing :"
				if isAlphaStr(char) {
					msg = "unknown flag"
				}
				return false, 0, 0, src.error(msg, runeLen(char))
			}
		}
	}
	if delF&reGlobalFlags != 0 {
		return false, 0, 0, src.error("bad inline flags: cannot turn off global flag", 1)
	}
	if addF&delF != 0 {
		return false, 0, 0, src.error("bad inline flags: flag turned on and off", 1)
	}
	return false, addF, delF, nil
}

func isAlphaStr(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// reParse parses a pattern: CPython's _parser.parse plus the checks of
// its compiler (fixed-width look-behinds).
func reParse(th *eval.Thread, pat []rune, istext bool, flags int) (*reSeq, *reState, *reError) {
	src, err := newReTokenizer(th, pat, istext)
	if err != nil {
		return nil, nil, err
	}
	// CPython's parser runs a few frames deeper than its caller
	// (re.compile, _compile, _compiler.compile, parse, and the
	// innermost _parse's calls): the same nesting is a RecursionError
	// in both (CPython 3.11: 495 nested groups compile, 496 do not).
	for i := 0; i < reParseFrames; i++ {
		if err := th.Nest(); err != nil {
			return nil, nil, reLimit(err)
		}
		defer th.Unnest()
	}
	state := newReState()
	state.flags = flags
	p, err := reParseSub(src, state, flags&reFlagVerbose != 0, 0)
	if src.limit != nil {
		return nil, nil, src.limit
	}
	if err != nil {
		return nil, nil, err
	}
	// fix_flags
	f := state.flags
	if istext {
		if f&reFlagLocale != 0 {
			return nil, nil, &reError{msg: "cannot use LOCALE flag with a str pattern", pos: -1, kind: reKindValue}
		}
		if f&reFlagASCII == 0 {
			f |= reFlagUnicode
		} else if f&reFlagUnicode != 0 {
			return nil, nil, &reError{msg: "ASCII and UNICODE flags are incompatible", pos: -1, kind: reKindValue}
		}
	} else {
		if f&reFlagUnicode != 0 {
			return nil, nil, &reError{msg: "cannot use UNICODE flag with a bytes pattern", pos: -1, kind: reKindValue}
		}
		if f&reFlagLocale != 0 && f&reFlagASCII != 0 {
			return nil, nil, &reError{msg: "ASCII and LOCALE flags are incompatible", pos: -1, kind: reKindValue}
		}
	}
	state.flags = f
	state.tokens = src.tokens
	if !src.atEnd() {
		return nil, nil, src.error("unbalanced parenthesis", 0)
	}
	for _, g := range state.grouprefOrder {
		if g >= state.groups() {
			return nil, nil, &reError{msg: "invalid group reference " + strconv.Itoa(g), pos: state.grouprefpos[g]}
		}
	}
	if err := reCheckLookbehind(p, state); err != nil {
		return nil, nil, err
	}
	return p, state, nil
}

// reCheckLookbehind is the compiler's check that look-behind patterns
// have a fixed width.
func reCheckLookbehind(p *reSeq, state *reState) *reError {
	if p == nil {
		return nil
	}
	for _, n := range p.items {
		switch n.op {
		case reAssert, reAssertNot:
			if n.dir < 0 {
				w := n.item.getwidth(state)
				if w[0] != w[1] {
					return &reError{msg: "look-behind requires fixed-width pattern", pos: -1}
				}
			}
			if err := reCheckLookbehind(n.item, state); err != nil {
				return err
			}
		case reMaxRepeatOp, reMinRepeatOp, rePossessiveRepeat, reAtomic:
			if err := reCheckLookbehind(n.item, state); err != nil {
				return err
			}
		case reSubpattern:
			if err := reCheckLookbehind(n.sub, state); err != nil {
				return err
			}
		case reBranch:
			for _, b := range n.branches {
				if err := reCheckLookbehind(b, state); err != nil {
					return err
				}
			}
		case reGroupRefExists:
			if err := reCheckLookbehind(n.yes, state); err != nil {
				return err
			}
			if err := reCheckLookbehind(n.no, state); err != nil {
				return err
			}
		}
	}
	return nil
}

// pyParseInt parses s as Python's int(s) does for decimal strings
// (surrounding whitespace, a sign, underscores between digits).
func pyParseInt(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return 0, false
	}
	var v int64
	for _, r := range s {
		if r == '_' {
			continue
		}
		d := unicodeDecimal(r)
		if d < 0 {
			return 0, false
		}
		if v > (1<<62)/10 {
			v = 1 << 62
			continue
		}
		v = v*10 + int64(d)
	}
	if neg {
		v = -v
	}
	return v, true
}

// unicodeDecimal is the decimal value of a Unicode digit (Nd), or -1.
func unicodeDecimal(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if !unicode.Is(unicode.Nd, r) {
		return -1
	}
	// Nd digits come in runs of ten starting at zero.
	z := r
	for z > 0 && unicode.Is(unicode.Nd, z-1) && (r-z) < 9 {
		z--
	}
	return int(r-z) % 10
}
