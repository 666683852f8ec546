package modules

import (
	"github.com/pyinterp/pyinterp/internal/ident"
	"strconv"
	"strings"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// The re module. Patterns are parsed by a port of CPython's parser
// (re_parse.go: the same syntax errors at the same positions), translated
// to .NET syntax (re_translate.go) and run by github.com/dlclark/regexp2,
// a backtracking engine with look-behind, back-references, atomic groups
// and conditionals. Positions are code points on both sides: regexp2
// matches []rune. Patterns of the common subset (no look-around,
// back-reference, conditional, atomic group, possessive repeat,
// IGNORECASE or repeat of something that can match empty) run instead on re_native.go's matcher, which walks the
// parsed tree directly and is several times faster; it charges its steps
// to the thread (Thread.Steps) as it goes, which bounds it by the run's
// limits.
//
// Work bound: a regexp2 match cannot be interrupted from outside, so
// every call into regexp2 gets a MatchTimeout: the time left before the
// run's deadline, or, when the run has an operation limit, the operations
// left at reNsPerOp nanoseconds each, whichever is smaller. A match that
// times out ends the run with the corresponding LimitError (timeout or
// operations). After each match the characters scanned are charged to the
// operation budget (Thread.Steps), which also observes cancellation
// between matches. regexp2 reads its timeouts from a clock that ticks
// every reClockPeriod (set once, process-wide, in init below), so a
// match ends within that of the deadline.
//
// Memory bound (issue 11): everything a pattern or a match allocates is
// charged before it is allocated. Compiling charges the pattern's code
// points, its tree (per token, in the parser), the translated pattern
// (a charged eval.Builder), the native program and each regexp2 program
// (reCompileBytes per byte of its source, and its predicted time against
// the deadline); matching charges the subject's code points, the spans,
// regexp2's stacks and captures (a bound derived from the program and
// the characters the match may reach, reserved before the match and the
// unused part refunded after: re_memory.go) and every result string,
// list and tuple.
//
// Compiled patterns are cached per interpreter (at most reCacheSize, the
// oldest dropped first, as CPython's re._cache), and the cache holds at
// most reCacheMaxBytes of compiled programs: a pattern bigger than a
// quarter of that is not cached at all.

const (
	reCacheSize     = 512
	reCacheMaxBytes = 32 << 20
	// reRuneCacheMin is the length from which a str's code points are
	// kept for the next call (reRuneCache), reRuneCacheMax the longest
	// kept (the cache outlives runs).
	reRuneCacheMin = 1024
	reRuneCacheMax = 4 << 20
	reNsPerOp      = 100
	// reClockPeriod is the resolution of regexp2's match timeouts.
	reClockPeriod = 10 * time.Millisecond
	// reStrBytes is the memory charged for each string a match makes
	// (the object; its characters are charged apart when copied).
	reStrBytes = 64
	// reSpanBytes is the memory charged for a (start, end) tuple.
	reSpanBytes = 96
	// reMatchBytes and reSubjectBytes are the memory charged for a Match
	// object and for the state of a call over a subject (its spans and
	// characters are charged apart).
	reMatchBytes   = 80
	reSubjectBytes = 80
	// reCompileBytes is the memory charged per byte of a regexp2
	// program's source, and reCompileBase per program: an upper bound
	// of regexp2's parse tree and code (measured at most 170 bytes per
	// byte of source, and 3.7 KB for the smallest program).
	reCompileBytes = 256
	reCompileBase  = 4096
	// reCompileNsPerByte bounds regexp2's compile time per byte of
	// source (measured at most 700 ns with sets split by the
	// translator): compiling is refused when it would end past the
	// deadline.
	reCompileNsPerByte = 1000
	// reNativeTokenBytes is the memory charged per pattern token for
	// the native program (measured at most 120 bytes).
	reNativeTokenBytes = 128
	// reBigRunner is the predicted size of regexp2's backtracking
	// stacks past which a program is dropped after its match (its
	// runner, which keeps its stacks, with it), so that a compiled
	// pattern does not hold a huge runner after a long match.
	reBigRunner = 1 << 20
	// reWorkChunk is how many characters a loop over a subject handles
	// between two polls of the deadline (Thread.Work, one operation per
	// 64 characters).
	reWorkChunk = 1 << 16
)

func init() {
	regexp2.SetTimeoutCheckPeriod(reClockPeriod)
}

// ErrorType is re.error.
var reErrorType = newExceptionType("re", "error", eval.ExceptionType)

var (
	rePatternType *eval.Type
	reMatchType   *eval.Type
	reIterType    = newIterType("builtins", "callable_iterator")
	reProxyType   *eval.Type
)

// initReTypes makes the types once their method tables exist (called by
// the last init of this file).
func initReTypes() {
	rePatternType = newType("re", "Pattern", rePatternMethods)
	reMatchType = newType("re", "Match", reMatchMethods)
	reProxyType = newType("builtins", "mappingproxy", reProxyMethods)
	rePatternType.NoSubclass = true
	rePatternType.GetAttr = rePatternAttr
	rePatternType.Repr = rePatternRepr
	rePatternType.Hash = func(t *eval.Thread, v eval.Value) (int64, error) {
		p := v.(*rePattern)
		h, err := eval.Hash(t, p.pattern)
		return h ^ int64(p.flags), err
	}
	rePatternType.Compare = func(t *eval.Thread, op eval.CompareOp, a, b eval.Value) (eval.Value, error) {
		p, ok1 := a.(*rePattern)
		q, ok2 := b.(*rePattern)
		if !ok1 || !ok2 || (op != eval.EQ && op != eval.NE) {
			return eval.NotImplemented, nil
		}
		eq := p == q
		if !eq && p.flags == q.flags && p.istext == q.istext {
			var err error
			if eq, err = eval.Equal(t, p.pattern, q.pattern); err != nil {
				return nil, err
			}
		}
		return eval.MakeBool(eq == (op == eval.EQ)), nil
	}
	reMatchType.NoSubclass = true
	reMatchType.GetAttr = reMatchAttr
	reMatchType.Repr = reMatchRepr
	reMatchType.GetItem = func(t *eval.Thread, v, key eval.Value) (eval.Value, error) {
		m := v.(*reMatch)
		i, err := m.index(t, key)
		if err != nil {
			return nil, err
		}
		return m.group(t, i, eval.None)
	}
	reProxyType.NoSubclass = true
	reProxyType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		s, err := eval.Repr(t, v.(*reProxy).d)
		return "mappingproxy(" + s + ")", err
	}
	reProxyType.Str = func(t *eval.Thread, v eval.Value) (string, error) { return eval.Repr(t, v.(*reProxy).d) }
	reProxyType.GetItem = func(t *eval.Thread, v, key eval.Value) (eval.Value, error) {
		return eval.GetItem(t, v.(*reProxy).d, key)
	}
	reProxyType.Len = func(t *eval.Thread, v eval.Value) (int, error) { return v.(*reProxy).d.Len(), nil }
	reProxyType.Iter = func(t *eval.Thread, v eval.Value) (eval.Iterator, error) { return eval.Iterate(t, v.(*reProxy).d) }
	reProxyType.Contains = func(t *eval.Thread, v, x eval.Value) (bool, error) { return eval.Contains(t, v.(*reProxy).d, x) }
	reProxyType.Compare = func(t *eval.Thread, op eval.CompareOp, a, b eval.Value) (eval.Value, error) {
		return eval.Compare(t, op, a.(*reProxy).d, b)
	}
}

// reProxy is a read-only view of a dict (Pattern.groupindex).
type reProxy struct{ d *eval.Dict }

func (*reProxy) Type() *eval.Type { return reProxyType }

var reProxyMethods = map[string]fn{}

func init() {
	for _, name := range []string{"keys", "values", "items", "get", "copy"} {
		name := name
		reProxyMethods[name] = func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			m, err := eval.GetAttr(t, self.(*reProxy).d, name)
			if err != nil {
				return nil, err
			}
			return eval.Call(t, m, args, kw)
		}
	}
}

// reCache is one interpreter's cache of compiled patterns.
type reCache struct {
	m     map[reKey]*rePattern
	order []reKey
	bytes int64 // the programs' memory of the patterns in m
	subj  reRuneCache
}

// add caches p under key, dropping the oldest entries past reCacheSize
// patterns or reCacheMaxBytes of programs.
func (c *reCache) add(key reKey, p *rePattern) {
	if p.mem > reCacheMaxBytes/4 {
		return
	}
	// The running total, not a sum over the entries: a sum rehashed up to
	// 512 keys (long pattern strings) per compile, uncharged, and a loop of
	// re.compile calls with new patterns spent most of its time there.
	for len(c.order) > 0 && (len(c.order) >= reCacheSize || c.bytes+p.mem > reCacheMaxBytes) {
		c.bytes -= c.m[c.order[0]].mem
		delete(c.m, c.order[0])
		c.order = c.order[1:]
	}
	c.m[key] = p
	c.order = append(c.order, key)
	c.bytes += p.mem
}

// reRuneCache holds the code points of the last long str matched in an
// interpreter, so that successive calls over the same (immutable) string
// decode it once. It holds one string at a time.
type reRuneCache struct {
	v     *eval.Str
	runes []rune // read-only
}

type reKey struct {
	istext bool
	s      string
	flags  int
}

func loadRe(t *eval.Thread, o *Options) (*eval.Module, error) {
	cache := &reCache{m: map[reKey]*rePattern{}}
	compile := func(t *eval.Thread, pat eval.Value, flags int) (*rePattern, error) {
		if p, ok := pat.(*rePattern); ok {
			if flags != 0 {
				return nil, eval.Errorf(eval.ValueErrorType, "cannot process flags argument with a compiled pattern")
			}
			return p, nil
		}
		var key reKey
		switch s := pat.(type) {
		case *eval.Str:
			key = reKey{true, s.String(), flags}
		case eval.Bytes:
			key = reKey{false, string(s), flags}
		default:
			return nil, eval.Errorf(eval.TypeErrorType, "first argument must be string or compiled pattern")
		}
		if p, ok := cache.m[key]; ok {
			return p, nil
		}
		p, err := reCompile(t, pat, flags)
		if err != nil {
			return nil, err
		}
		p.rc = &cache.subj
		cache.add(key, p)
		return p, nil
	}
	// call compiles the pattern argument and calls a Pattern method with
	// the other arguments.
	call := func(name string, params ...string) fn {
		method := rePatternMethods[name]
		required := 1 // the pattern and the parameters without a default
		for _, p := range params {
			if !strings.HasSuffix(p, "?") {
				required++
			}
		}
		return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if len(kw) == 0 && len(args) >= required && len(args) <= len(params)+1 {
				// Positional arguments and no flags (re.findall(p, s),
				// the usual call): nothing to unpack.
				p, err := compile(t, args[0], 0)
				if err != nil {
					return nil, err
				}
				return method(t, p, args[1:], nil)
			}
			var valsBuf [4]eval.Value // the pattern and at most 3 parameters
			vals := valsBuf[:len(params)+1]
			pairs := []any{"pattern", &vals[0]}
			for i, p := range params {
				vals[i+1] = nil
				pairs = append(pairs, p, &vals[i+1])
			}
			var flags eval.Value = eval.Int(0)
			pairs = append(pairs, "flags?", &flags)
			if err := eval.UnpackArgs(t, name, args, kw, pairs...); err != nil {
				return nil, err
			}
			f, err := eval.AsInt(t, flags)
			if err != nil {
				return nil, err
			}
			p, err := compile(t, vals[0], f)
			if err != nil {
				return nil, err
			}
			var margs []eval.Value
			for _, v := range vals[1:] {
				if v == nil {
					break
				}
				margs = append(margs, v)
			}
			return method(t, p, margs, nil)
		}
	}
	m := newModule("re", map[string]fn{
		"match":     call("match", "string"),
		"fullmatch": call("fullmatch", "string"),
		"search":    call("search", "string"),
		"sub":       call("sub", "repl", "string", "count?"),
		"subn":      call("subn", "repl", "string", "count?"),
		"split":     call("split", "string", "maxsplit?"),
		"findall":   call("findall", "string"),
		"finditer":  call("finditer", "string"),
		"compile": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var pat eval.Value
			var flags eval.Value = eval.Int(0)
			if err := eval.UnpackArgs(t, "compile", args, kw, "pattern", &pat, "flags?", &flags); err != nil {
				return nil, err
			}
			f, err := eval.AsInt(t, flags)
			if err != nil {
				return nil, err
			}
			return compile(t, pat, f)
		},
		"purge": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := eval.UnpackArgs(t, "purge", args, kw); err != nil {
				return nil, err
			}
			cache.m = map[reKey]*rePattern{}
			cache.order = nil
			cache.bytes = 0
			return eval.None, nil
		},
		"escape": reEscapeFunc,
	})
	// Their fast path reads the pattern and passes the rest of args to the
	// Pattern's method, which keeps values, not the slice.
	borrowArgs(m, "match", "fullmatch", "search", "findall")
	m.Lazy = &reFlagsLazy{m: m}
	m.Attrs.Set("error", reErrorType)
	m.Attrs.Set("Pattern", rePatternType)
	m.Attrs.Set("Match", reMatchType)
	return m, nil
}

var reSpecialChars = func() [128]bool {
	var t [128]bool
	for _, c := range "()[]{}?*+-|^$\\.&~# \t\n\r\v\f" {
		t[c] = true
	}
	return t
}()

func reEscapeFunc(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var pat eval.Value
	if err := eval.UnpackArgs(t, "escape", args, kw, "pattern", &pat); err != nil {
		return nil, err
	}
	var src string
	switch s := pat.(type) {
	case *eval.Str:
		src = s.String()
	case eval.Bytes:
		src = string(s)
	default:
		return nil, eval.Errorf(eval.TypeErrorType, "decoding to str: need a bytes-like object, %s found", eval.TypeName(pat))
	}
	n := len(src)
	for i := 0; i < len(src); i++ {
		if i&(reWorkChunk-1) == reWorkChunk-1 {
			if err := t.Work(reWorkChunk / 64); err != nil {
				return nil, err
			}
		}
		if src[i] < 128 && reSpecialChars[src[i]] {
			n++
		}
	}
	b := eval.NewBuilder(t, n)
	for i := 0; i < len(src) && b.Err() == nil; i++ {
		if i&(reWorkChunk-1) == reWorkChunk-1 {
			if err := t.Work(reWorkChunk / 64); err != nil {
				return nil, err
			}
		}
		if src[i] < 128 && reSpecialChars[src[i]] {
			b.WriteByte('\\')
		}
		b.WriteByte(src[i])
	}
	if b.Err() != nil {
		return nil, b.Err()
	}
	if _, ok := pat.(eval.Bytes); ok {
		return eval.Bytes(b.String()), nil
	}
	return eval.NewStrT(t, b.String()), nil
}

// rePattern is a compiled pattern (re.Pattern).
type rePattern struct {
	pattern    eval.Value // *eval.Str or eval.Bytes
	istext     bool
	flags      int
	groups     int
	groupindex map[string]int
	groupnames []string // in definition order
	names      []string // by group number ("" unnamed)
	closeOrder []int
	tr         string
	progs      [4]*regexp2.Regexp
	native     *nProg       // re_native.go's form, nil when regexp2 must run it
	rc         *reRuneCache // the interpreter's, nil for none
	// mem is the memory charged for the compiled forms (the cache's
	// measure of the pattern).
	mem int64
	// cost bounds what regexp2 allocates while it matches (re_memory.go),
	// trackCount is each program's TrackCount (-1 when unknown).
	cost       reCost
	trackCount [4]int64
	// tree and trflags are the parsed pattern, kept when cost must be
	// evaluated per match (cost.lookLoop).
	tree    *reSeq
	trflags int
}

func (*rePattern) Type() *eval.Type { return rePatternType }

// The compiled forms of a pattern, made on first use.
const (
	progSearch  = iota // unanchored
	progAdvance        // unanchored, no empty match at the start position
	progMatch          // anchored at the start position
	progFull           // anchored at both ends
)

// runesOf decodes a pattern or subject, charged: code points of a str,
// bytes as Latin-1.
func runesOf(t *eval.Thread, v eval.Value) ([]rune, error) {
	switch s := v.(type) {
	case *eval.Str:
		str := s.String()
		out, err := eval.MakeCap[rune](t, 0, s.Len())
		if err != nil {
			return nil, err
		}
		for i := 0; i < len(str); {
			if len(out)&(reWorkChunk-1) == reWorkChunk-1 {
				if err := t.Work(reWorkChunk / 64); err != nil {
					return nil, err
				}
			}
			c := str[i]
			if c < 0x80 {
				out = append(out, rune(c))
				i++
				continue
			}
			r, n := pyrepr.DecodeRune(str[i:])
			out = append(out, r)
			i += n
		}
		return out, nil
	case eval.Bytes:
		return latin1(t, string(s))
	case *eval.ByteArray:
		return latin1(t, string(s.Bytes()))
	}
	return nil, nil
}

func latin1(t *eval.Thread, s string) ([]rune, error) {
	out, err := eval.Make[rune](t, len(s))
	if err != nil {
		return nil, err
	}
	for i := 0; i < len(s); i++ {
		if i&(reWorkChunk-1) == reWorkChunk-1 {
			if err := t.Work(reWorkChunk / 64); err != nil {
				return nil, err
			}
		}
		out[i] = rune(s[i])
	}
	return out, nil
}

func reCompile(t *eval.Thread, pat eval.Value, flags int) (*rePattern, error) {
	runes, err := runesOf(t, pat)
	if err != nil {
		return nil, err
	}
	_, istext := pat.(*eval.Str)
	tree, state, perr := reParse(t, runes, istext, flags)
	if perr != nil {
		return nil, reErr(perr, pat, runes)
	}
	p := &rePattern{pattern: pat, istext: istext, flags: state.flags, groups: state.groups() - 1,
		groupindex: state.groupdict, groupnames: state.groupnames, closeOrder: state.closeOrder}
	p.mem = int64(state.tokens)*reTokenBytes + int64(len(runes))*4
	if p.names, err = eval.Make[string](t, state.groups()); err != nil {
		return nil, err
	}
	for n, g := range state.groupdict {
		p.names[g] = n
	}
	if p.tr, err = reTranslate(t, tree, state.flags, istext); err != nil {
		return nil, err
	}
	p.mem += int64(len(p.tr))
	if p.cost, err = reCostOf(t, tree, state.flags, istext, 0); err != nil {
		return nil, err
	}
	if p.cost.lookLoop {
		p.tree, p.trflags = tree, state.flags
	}
	if reNativeOff == "" {
		native := int64(state.tokens) * reNativeTokenBytes
		if err := eval.Reserve(t, native); err != nil {
			return nil, err
		}
		if p.native, err = nCompile(t, tree, state.flags, istext, p.groups); err != nil {
			return nil, err
		}
		p.mem += native
	}
	if p.native == nil {
		// regexp2 runs every match: compile it now (an error is the
		// compile's, as in CPython). A native pattern compiles its
		// regexp2 form only if a match needs it (reNativeDeep).
		if _, err := p.prog(t, progSearch); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// reErr converts a parse error to the exception CPython raises.
func reErr(e *reError, pat eval.Value, runes []rune) error {
	if e.lim != nil {
		return e.lim
	}
	switch e.kind {
	case reKindOverflow:
		return eval.Errorf(eval.OverflowErrorType, "%s", e.msg)
	case reKindValue:
		return eval.Errorf(eval.ValueErrorType, "%s", e.msg)
	case reKindIndex:
		return eval.Errorf(eval.IndexErrorType, "%s", e.msg)
	}
	msg := e.msg
	var pos, lineno, colno eval.Value = eval.None, eval.None, eval.None
	if e.pos >= 0 {
		if e.pos > len(runes) {
			e.pos = len(runes)
		}
		msg += " at position " + strconv.Itoa(e.pos)
		line, lastNL := 1, -1
		for i := 0; i < e.pos; i++ {
			if runes[i] == '\n' {
				line++
				lastNL = i
			}
		}
		col := e.pos - lastNL
		for _, r := range runes {
			if r == '\n' {
				msg += " (line " + strconv.Itoa(line) + ", column " + strconv.Itoa(col) + ")"
				break
			}
		}
		pos, lineno, colno = eval.Int(e.pos), eval.Int(line), eval.Int(col)
	} else {
		pat = eval.None
	}
	ex := eval.NewException(reErrorType, eval.NewStr(msg)) //allocpath:ok an exception made by Go code, one per raise (not charged either)
	ex.Dict = eval.NewStrDict()
	ex.Dict.Set("msg", eval.NewStr(e.msg)) //allocpath:ok as above
	ex.Dict.Set("pattern", pat)
	ex.Dict.Set("pos", pos)
	ex.Dict.Set("lineno", lineno)
	ex.Dict.Set("colno", colno)
	return ex
}

// prog returns the regexp2 program of kind, compiling it on first use:
// its memory is charged first, and its predicted time checked against
// the deadline.
func (p *rePattern) prog(t *eval.Thread, kind int) (*regexp2.Regexp, error) {
	if r := p.progs[kind]; r != nil {
		return r, nil
	}
	n := len(p.tr) + 16
	size := reCompileBase + int64(n)*reCompileBytes
	if err := eval.Reserve(t, size); err != nil {
		return nil, err
	}
	if err := reTimeLeft(t, time.Duration(n)*reCompileNsPerByte); err != nil {
		return nil, err
	}
	src := p.tr
	switch kind {
	case progAdvance:
		src = `(?:` + src + `)(?!\G)`
	case progMatch:
		src = `\G(?:` + src + `)`
	case progFull:
		src = `\G(?:` + src + `)\z`
	}
	opts := regexp2.RegexOptions(regexp2.None)
	if p.flags&reFlagIgnoreCase != 0 {
		opts |= regexp2.IgnoreCase
	}
	r, err := regexp2.Compile(src, opts)
	if err != nil {
		return nil, eval.Errorf(reErrorType, "%s", err.Error())
	}
	p.progs[kind] = r
	p.trackCount[kind] = reView.trackCountOf(r)
	if p.trackCount[kind] < 0 {
		// Every alternative and loop is at most two instructions of
		// the source's characters.
		p.trackCount[kind] = 2*int64(len(src)) + 8
	}
	p.mem += size
	return r, nil
}

// reTimeLeft refuses, with the run's timeout, an uninterruptible call
// predicted to take d when less than that is left before the deadline.
func reTimeLeft(t *eval.Thread, d time.Duration) error {
	if t == nil {
		return nil
	}
	if dl := t.Limits().Deadline; !dl.IsZero() && time.Until(dl) < d {
		return &eval.LimitError{Kind: eval.LimitTimeout}
	}
	return nil
}

// reSingleChar reports whether n matches exactly one character.
func reSingleChar(n *reNode) bool {
	switch n.op {
	case reLiteral, reNotLiteral, reAny, reIn:
		return true
	}
	return false
}

// reSubject is a string being matched.
type reSubject struct {
	v       eval.Value
	s       string // the Go string: str's UTF-8 or the bytes
	runes   []rune
	ascii   bool // byte offsets are code point offsets
	isBytes bool
}

func (p *rePattern) subject(t *eval.Thread, v eval.Value) (*reSubject, error) {
	if err := eval.Reserve(t, reSubjectBytes); err != nil {
		return nil, err
	}
	s := &reSubject{v: v}
	switch x := v.(type) {
	case *eval.Str:
		if !p.istext {
			return nil, eval.Errorf(eval.TypeErrorType, "cannot use a bytes pattern on a string-like object")
		}
		s.s = x.String()
		s.ascii = x.IsASCII()
	case eval.Bytes:
		s.s, s.isBytes, s.ascii = string(x), true, true
	case *eval.ByteArray:
		// A copy: the match must not see the program change it.
		b, err := eval.Make[byte](t, len(x.Bytes()))
		if err != nil {
			return nil, err
		}
		copy(b, x.Bytes())
		s.s, s.isBytes, s.ascii = string(b), true, true
	default:
		return nil, eval.Errorf(eval.TypeErrorType, "expected string or bytes-like object, got '%s'", eval.TypeName(v))
	}
	if s.isBytes && p.istext {
		return nil, eval.Errorf(eval.TypeErrorType, "cannot use a string pattern on a bytes-like object")
	}
	var err error
	if s.isBytes {
		s.runes, err = latin1(t, s.s)
	} else if x, ok := v.(*eval.Str); ok && p.rc != nil && len(s.s) >= reRuneCacheMin && len(s.s) <= reRuneCacheMax {
		if p.rc.v != x {
			runes, err := runesOf(t, v)
			if err != nil {
				return nil, err
			}
			p.rc.runes, p.rc.v = runes, x
		}
		s.runes = p.rc.runes
	} else {
		s.runes, err = runesOf(t, v)
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

// runeBytes is the length of r in (extended) UTF-8.
func runeBytes(r rune) int {
	switch {
	case r < 0x80:
		return 1
	case r < 0x800:
		return 2
	case r < 0x10000:
		return 3
	}
	return 4
}

// slice returns the substring [a:b] of the subject, charged.
func (s *reSubject) slice(t *eval.Thread, a, b int) (eval.Value, error) {
	if s.isBytes || s.ascii {
		// Shares the subject's bytes: only the object is new.
		if err := eval.Reserve(t, reStrBytes); err != nil {
			return nil, err
		}
		if s.isBytes {
			return eval.Bytes(s.s[a:b]), nil
		}
		return eval.NewStrT(t, s.s[a:b]), nil
	}
	if err := eval.Reserve(t, reStrBytes); err != nil {
		return nil, err
	}
	return reRunesStr(t, s.runes[a:b])
}

// reRunesStr returns the str of runes, charged.
func reRunesStr(t *eval.Thread, runes []rune) (eval.Value, error) {
	n := 0
	for i, r := range runes {
		if i&(reWorkChunk-1) == reWorkChunk-1 {
			if err := t.Work(reWorkChunk / 64); err != nil {
				return nil, err
			}
		}
		n += runeBytes(r)
	}
	b := eval.NewBuilder(t, n)
	var tmp [4]byte
	for i, r := range runes {
		if i&(reWorkChunk-1) == reWorkChunk-1 {
			if err := t.Work(reWorkChunk / 64); err != nil {
				return nil, err
			}
		}
		b.Write(pyrepr.AppendRune(tmp[:0], r))
	}
	if b.Err() != nil {
		return nil, b.Err()
	}
	return eval.NewStrT(t, b.String()), nil
}

func (s *reSubject) empty() eval.Value {
	if s.isBytes {
		return eval.Bytes("")
	}
	return eval.NewStr("")
}

// run finds a match of compiled form kind in text[:end] starting at pos,
// bounded by the run's budget. It returns the spans of the groups (-1 for
// groups that did not participate), or nil.
func (p *rePattern) run(t *eval.Thread, kind int, s *reSubject, pos, end int) ([]int, error) {
	return p.runInto(t, kind, s, pos, end, nil)
}

// runInto is run, reusing buf for the spans of a native match when buf is
// not nil (the caller must not keep the spans past the next call).
func (p *rePattern) runInto(t *eval.Thread, kind int, s *reSubject, pos, end int, buf []int) ([]int, error) {
	if pos > end {
		return nil, nil
	}
	if p.native != nil {
		str := ""
		if s.ascii {
			str = s.s
		}
		spans, ok, err := p.native.run(t, kind, s.runes[:end], str, pos, buf)
		if err != nil || ok {
			return spans, err
		}
	}
	r, err := p.prog(t, kind)
	if err != nil {
		return nil, err
	}
	// What regexp2 may allocate during the match is reserved before it
	// runs (it cannot be interrupted or measured while it does), and
	// what it did not use refunded after (re_memory.go).
	cost := p.cost
	if cost.lookLoop {
		if cost, err = reCostOf(t, p.tree, p.trflags, p.istext, int64(end)); err != nil {
			return nil, err
		}
	}
	bound := reBound(cost, int64(end-pos+1), p.trackCount[kind], p.groups)
	if err := t.Charge(bound); err != nil {
		return nil, err
	}
	stacks0, match0 := reView.held(r)
	m, err := reMatchSliced(t, r, s.runes[:end], pos)
	stacks1, match1 := reView.held(r)
	used := bound
	if stacks1 >= 0 {
		used = reUsed(stacks0, match0, stacks1, match1)
		if m != nil {
			used += reMatchFixed + int64(p.groups+1)*reGroupBytes
		}
	}
	if stacks1 < 0 && bound > reBigRunner || stacks1+match1 > reBigRunner {
		// Let the collector have the runner and its big stacks.
		p.progs[kind] = nil
	}
	if err != nil {
		t.Refund(bound - min(used, bound))
		return nil, err
	}
	scanned := end - pos + 1
	if m != nil {
		scanned = m.Index + m.Length - pos + 1
	}
	if err := t.Steps(int64(scanned)); err != nil {
		t.Refund(bound - min(used, bound))
		return nil, err
	}
	if m == nil {
		t.Refund(bound - min(used, bound))
		return nil, nil
	}
	spans, err := eval.Make[int](t, 2*(p.groups+1))
	if err != nil {
		return nil, err
	}
	spans[0], spans[1] = m.Index, m.Index+m.Length
	for g := 1; g <= p.groups; g++ {
		grp := m.GroupByNumber(g)
		if grp == nil || len(grp.Captures) == 0 {
			spans[2*g], spans[2*g+1] = -1, -1
			continue
		}
		// The group's captures (regexp2 keeps them all).
		used += int64(len(grp.Captures)) * reCaptureBytes
		spans[2*g], spans[2*g+1] = grp.Index, grp.Index+grp.Length
	}
	t.Refund(bound - min(used, bound))
	return spans, nil
}

// reMatchSliced runs one regexp2 match of r over runes from pos. regexp2
// cannot be interrupted from outside, and its only bound is its
// MatchTimeout: a match given all the time left to the run's deadline
// (or forever, for a run without one) ignored the run's cancellation
// until then. So the match is given a slice of that time (reSliceFirst);
// a match that outlives its slice while the run's limits still leave
// time polls the run (its cancellation and deadline) and starts again
// with a slice twice as long. The work redone is at most what the last
// slice spent, so a long match costs at most about twice its time (and
// one short enough for the first slice, as almost all are, nothing),
// and a cancelled run stops within a slice of the time spent so far.
func reMatchSliced(t *eval.Thread, r *regexp2.Regexp, runes []rune, pos int) (*regexp2.Match, error) {
	slice := reSliceFirst
	for {
		timeout, limitKind, limit := reTimeout(t)
		if timeout <= 0 {
			return nil, &eval.LimitError{Kind: limitKind, Limit: limit}
		}
		sliced := slice < timeout
		r.MatchTimeout = min(slice, timeout)
		m, err := r.FindRunesMatchStartingAt(runes, pos)
		if err == nil {
			return m, nil
		}
		if !sliced {
			return nil, &eval.LimitError{Kind: limitKind, Limit: limit}
		}
		if err := t.PollDeadline(); err != nil {
			return nil, err
		}
		slice *= 2
	}
}

// reSliceFirst is the first slice of time a regexp2 match is given
// before the run's cancellation is polled (reMatchSliced).
const reSliceFirst = 50 * time.Millisecond

// reTimeout is the time a match may take: what is left of the run's
// deadline or of its operations, and the limit that applies.
func reTimeout(t *eval.Thread) (time.Duration, eval.LimitKind, int64) {
	lim := t.Limits()
	d := regexp2.DefaultMatchTimeout
	kind, limit := eval.LimitTimeout, int64(0)
	if !lim.Deadline.IsZero() {
		d = time.Until(lim.Deadline)
	}
	if lim.MaxOperations > 0 {
		left := lim.MaxOperations - t.Operations()
		if od := time.Duration(left) * reNsPerOp; od < d {
			d, kind, limit = od, eval.LimitOperations, lim.MaxOperations
		}
	}
	return d, kind, limit
}

// newMatch makes a Match object, charged.
func (p *rePattern) newMatch(t *eval.Thread, s *reSubject, spans []int, pos, end int) (*reMatch, error) {
	if err := eval.Reserve(t, reMatchBytes); err != nil {
		return nil, err
	}
	m := &reMatch{pat: p, subj: s, spans: spans, pos: pos, endpos: end, lastindex: -1}
	best := -1
	for g := 1; g <= p.groups; g++ {
		if spans[2*g] < 0 {
			continue
		}
		if best < 0 || spans[2*g+1] > spans[2*best+1] ||
			(spans[2*g+1] == spans[2*best+1] && p.closeOrder[g] > p.closeOrder[best]) {
			best = g
		}
	}
	m.lastindex = best
	return m, nil
}

// posArgs normalises pos and endpos as sre's state_init.
func posArgs(t *eval.Thread, n int, posV, endV eval.Value) (int, int, error) {
	pos, end := 0, n
	if posV != nil {
		v, err := eval.AsInt(t, posV)
		if err != nil {
			return 0, 0, err
		}
		pos = v
	}
	if endV != nil {
		v, err := reClampInt(t, endV)
		if err != nil {
			return 0, 0, err
		}
		end = v
	}
	if pos < 0 {
		pos = 0
	} else if pos > n {
		pos = n
	}
	if end < 0 {
		end = 0
	} else if end > n {
		end = n
	}
	return pos, end, nil
}

// reClampInt converts an int, clamping huge values (sys.maxsize).
func reClampInt(t *eval.Thread, v eval.Value) (int, error) {
	if b, ok := eval.AsBig(v); ok && !b.IsInt64() {
		if b.Sign() > 0 {
			return 1 << 62, nil
		}
		return -1 << 62, nil
	}
	return eval.AsInt(t, v)
}

func reSearchArgs(t *eval.Thread, name string, self eval.Value, args []eval.Value, kw []string) (*rePattern, *reSubject, int, int, error) {
	p := self.(*rePattern)
	var str, posV, endV eval.Value
	if len(kw) == 0 && len(args) == 1 {
		str = args[0] // the usual call: nothing to unpack
	} else {
		var err error
		if str, posV, endV, err = reUnpackSearch(t, name, args, kw); err != nil {
			return nil, nil, 0, 0, err
		}
	}
	s, err := p.subject(t, str)
	if err != nil {
		return nil, nil, 0, 0, err
	}
	pos, end, err := posArgs(t, len(s.runes), posV, endV)
	return p, s, pos, end, err
}

// reUnpackSearch unpacks the arguments of a Pattern's search methods.
func reUnpackSearch(t *eval.Thread, name string, args []eval.Value, kw []string) (str, posV, endV eval.Value, err error) {
	err = eval.UnpackArgs(t, name, args, kw, "string", &str, "pos?", &posV, "endpos?", &endV)
	return str, posV, endV, err
}

func reMatcher(name string, kind int) fn {
	return func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		p, s, pos, end, err := reSearchArgs(t, name, self, args, kw)
		if err != nil {
			return nil, err
		}
		spans, err := p.run(t, kind, s, pos, end)
		if err != nil || spans == nil {
			return eval.None, err
		}
		return p.newMatch(t, s, spans, pos, end)
	}
}

// each calls f for each successive match from pos, as sre's findall,
// finditer, sub and split iterate (an empty match is followed by a search
// that may not match empty at the same position); f returns false to
// stop. With reuse, the spans passed to f are overwritten by the next
// match (f must not keep them).
func (p *rePattern) each(t *eval.Thread, s *reSubject, pos, end, limit int, reuse bool, f func(spans []int) (bool, error)) error {
	advance := false
	n := 0
	var buf []int
	if reuse {
		var err error
		if buf, err = eval.Make[int](t, 2*(p.groups+1)); err != nil {
			return err
		}
	}
	for pos <= end && (limit <= 0 || n < limit) {
		kind := progSearch
		if advance {
			kind = progAdvance
		}
		spans, err := p.runInto(t, kind, s, pos, end, buf)
		if err != nil {
			return err
		}
		if spans == nil {
			return nil
		}
		more, err := f(spans)
		if err != nil || !more {
			return err
		}
		n++
		advance = spans[0] == spans[1]
		pos = spans[1]
	}
	return nil
}

var rePatternMethods map[string]fn

func init() {
	rePatternMethods = map[string]fn{
		"match":     reMatcher("match", progMatch),
		"fullmatch": reMatcher("fullmatch", progFull),
		"search":    reMatcher("search", progSearch),
		"findall": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			p, s, pos, end, err := reSearchArgs(t, "findall", self, args, kw)
			if err != nil {
				return nil, err
			}
			var out []eval.Value
			err = p.each(t, s, pos, end, 0, true, func(sp []int) (bool, error) {
				var item eval.Value
				var err error
				switch p.groups {
				case 0:
					item, err = s.slice(t, sp[0], sp[1])
				case 1:
					item, err = s.groupOr(t, sp, 1, s.empty())
				default:
					var vs []eval.Value
					if vs, err = eval.Make[eval.Value](t, p.groups); err != nil {
						return false, err
					}
					for g := range vs {
						if vs[g], err = s.groupOr(t, sp, g+1, s.empty()); err != nil {
							return false, err
						}
					}
					item = eval.NewTupleOf(t, vs)
				}
				if err != nil {
					return false, err
				}
				out, err = eval.Append(t, out, item)
				return true, err
			})
			if err != nil {
				return nil, err
			}
			return eval.NewListT(t, out), nil
		},
		"finditer": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			p, s, pos, end, err := reSearchArgs(t, "finditer", self, args, kw)
			if err != nil {
				return nil, err
			}
			return &reIter{p: p, s: s, pos: pos, end: end, startPos: pos}, nil
		},
		"split": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			p := self.(*rePattern)
			var str eval.Value
			maxsplit := 0
			if err := eval.UnpackArgs(t, "split", args, kw, "string", &str, "maxsplit?", &maxsplit); err != nil {
				return nil, err
			}
			s, err := p.subject(t, str)
			if err != nil {
				return nil, err
			}
			if maxsplit < 0 {
				all, err := s.slice(t, 0, len(s.runes))
				if err != nil {
					return nil, err
				}
				return eval.NewListT(t, []eval.Value{all}), nil
			}
			var out []eval.Value
			last := 0
			err = p.each(t, s, 0, len(s.runes), maxsplit, true, func(sp []int) (bool, error) {
				piece, err := s.slice(t, last, sp[0])
				if err != nil {
					return false, err
				}
				if out, err = eval.Append(t, out, piece); err != nil {
					return false, err
				}
				for g := 1; g <= p.groups; g++ {
					v, err := s.groupOr(t, sp, g, eval.None)
					if err != nil {
						return false, err
					}
					if out, err = eval.Append(t, out, v); err != nil {
						return false, err
					}
				}
				last = sp[1]
				return true, nil
			})
			if err != nil {
				return nil, err
			}
			rest, err := s.slice(t, last, len(s.runes))
			if err != nil {
				return nil, err
			}
			if out, err = eval.Append(t, out, rest); err != nil {
				return nil, err
			}
			return eval.NewListT(t, out), nil
		},
		"sub": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			r, _, err := reSubn(t, "sub", self.(*rePattern), args, kw)
			return r, err
		},
		"subn": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			r, n, err := reSubn(t, "subn", self.(*rePattern), args, kw)
			if err != nil {
				return nil, err
			}
			return eval.NewTupleT(t, []eval.Value{r, eval.Int(n)}), nil
		},
		"__copy__": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return self, nil
		},
		"__deepcopy__": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return self, nil
		},
	}
}

func (s *reSubject) groupOr(t *eval.Thread, sp []int, g int, def eval.Value) (eval.Value, error) {
	if sp[2*g] < 0 {
		return def, nil
	}
	return s.slice(t, sp[2*g], sp[2*g+1])
}

// reIter is the iterator of finditer.
type reIter struct {
	p                  *rePattern
	s                  *reSubject
	pos, end, startPos int
	advance, done      bool
}

func (*reIter) Type() *eval.Type { return reIterType }

func (it *reIter) Next(t *eval.Thread) (eval.Value, error) {
	if it.done || it.pos > it.end {
		it.done = true
		return nil, nil
	}
	kind := progSearch
	if it.advance {
		kind = progAdvance
	}
	spans, err := it.p.run(t, kind, it.s, it.pos, it.end)
	if err != nil {
		return nil, err
	}
	if spans == nil {
		it.done = true
		return nil, nil
	}
	it.advance = spans[0] == spans[1]
	it.pos = spans[1]
	return it.p.newMatch(t, it.s, spans, it.startPos, it.end)
}

// reTemplate is a parsed replacement template: literal pieces and group
// references (CPython's parse_template).
type reTemplate struct {
	literals []eval.Value // nil where a group goes
	groups   []int        // group number for each nil literal, in order
	slots    []int        // index in literals of each group
}

func (p *rePattern) parseTemplate(t *eval.Thread, repl eval.Value) (*reTemplate, error) {
	runes, err := runesOf(t, repl)
	if err != nil {
		return nil, err
	}
	istext := p.istext
	mk := func(rs []rune) (eval.Value, error) {
		if istext {
			return reRunesStr(t, rs)
		}
		b := eval.NewBuilder(t, len(rs))
		for _, r := range rs {
			b.WriteByte(byte(r))
		}
		return eval.Bytes(b.String()), b.Err()
	}
	tpl := &reTemplate{}
	var literal []rune
	flush := func() *reError {
		if len(literal) > 0 {
			v, err := mk(literal)
			if err != nil {
				return reLimit(err)
			}
			tpl.literals = append(tpl.literals, v)
			literal = nil
		}
		return nil
	}
	src, perr := newReTokenizer(t, runes, istext)
	fail := func(e *reError) error { return reErr(e, repl, runes) }
	if perr != nil {
		return nil, fail(perr)
	}
	addgroup := func(index, pos int) *reError {
		if index > p.groups {
			return src.error("invalid group reference "+strconv.Itoa(index), pos)
		}
		if err := flush(); err != nil {
			return err
		}
		tpl.slots = append(tpl.slots, len(tpl.literals))
		tpl.groups = append(tpl.groups, index)
		tpl.literals = append(tpl.literals, nil)
		return nil
	}
	for {
		this, err := src.get()
		if err != nil {
			return nil, fail(err)
		}
		if this == "" {
			break
		}
		if this[0] != '\\' {
			literal = appendTokenRunes(literal, this)
			continue
		}
		c := runeAt(this, 1)
		switch {
		case c == 'g':
			ok, err := src.match("<")
			if err != nil {
				return nil, fail(err)
			}
			if !ok {
				return nil, fail(src.error("missing <", 0))
			}
			name, err := src.getuntil(">", "group name")
			if err != nil {
				return nil, fail(err)
			}
			var index int
			if ident.IsIdentifier(name) {
				g, found := p.groupindex[name]
				if !found {
					return nil, eval.Errorf(eval.IndexErrorType, "unknown group name %s", pyQuote(name))
				}
				index = g
			} else {
				v, ok := pyParseInt(name)
				if !ok || v < 0 {
					return nil, fail(src.error("bad character in group name "+pyQuote(name), runeLen(name)+1))
				}
				if v >= reMaxGroups {
					return nil, fail(src.error("invalid group reference "+name, runeLen(name)+1))
				}
				index = int(v)
			}
			if err := addgroup(index, runeLen(name)+1); err != nil {
				return nil, fail(err)
			}
		case c == '0':
			oct := string(c)
			for i := 0; i < 2 && src.nextN == 1 && strings.Contains(reOctDigits, src.next); i++ {
				oct += src.next
				if err := src.advance(); err != nil {
					return nil, fail(err)
				}
			}
			v, _ := strconv.ParseInt(oct, 8, 32)
			literal = append(literal, rune(v&0xff))
		case c >= '0' && c <= '9':
			isoctal := false
			if src.nextN == 1 && strings.Contains(reDigits, src.next) {
				this += src.next
				if err := src.advance(); err != nil {
					return nil, fail(err)
				}
				if strings.ContainsRune(reOctDigits, c) && strings.ContainsRune(reOctDigits, rune(this[2])) &&
					src.nextN == 1 && strings.Contains(reOctDigits, src.next) {
					this += src.next
					if err := src.advance(); err != nil {
						return nil, fail(err)
					}
					isoctal = true
					v, _ := strconv.ParseInt(this[1:], 8, 32)
					if v > 0o377 {
						return nil, fail(src.error("octal escape value "+this+" outside of range 0-0o377", runeLen(this)))
					}
					literal = append(literal, rune(v))
				}
			}
			if !isoctal {
				g, _ := strconv.Atoi(this[1:])
				if err := addgroup(g, runeLen(this)-1); err != nil {
					return nil, fail(err)
				}
			}
		default:
			if r, ok := reEscapes[this]; ok {
				literal = append(literal, r)
			} else {
				if strings.ContainsRune(reLetters, c) {
					return nil, fail(src.error("bad escape "+this, runeLen(this)))
				}
				literal = appendTokenRunes(literal, this)
			}
		}
	}
	if err := flush(); err != nil {
		return nil, fail(err)
	}
	return tpl, nil
}

// expand fills a template from a match's spans.
func (tpl *reTemplate) expand(t *eval.Thread, s *reSubject) func(sp []int) (eval.Value, error) {
	return func(sp []int) (eval.Value, error) {
		b := eval.NewBuilder(t, 0)
		if err := tpl.writeTo(t, &b, s, sp); err != nil {
			return nil, err
		}
		if s.isBytes {
			return eval.Bytes(b.String()), nil
		}
		return eval.NewStrT(t, b.String()), nil
	}
}

// writeTo writes the template filled from a match's spans to b.
func (tpl *reTemplate) writeTo(t *eval.Thread, b *eval.Builder, s *reSubject, sp []int) error {
	gi := 0
	for _, l := range tpl.literals {
		if l == nil {
			g := tpl.groups[gi]
			gi++
			if sp[2*g] >= 0 {
				if err := s.writeTo(t, b, sp[2*g], sp[2*g+1]); err != nil {
					return err
				}
			}
		} else {
			switch x := l.(type) {
			case *eval.Str:
				b.WriteString(x.String())
			case eval.Bytes:
				b.WriteString(string(x))
			}
		}
		if b.Err() != nil {
			return b.Err()
		}
	}
	return nil
}

// writeTo writes the subject's characters [i:j] to b.
func (s *reSubject) writeTo(t *eval.Thread, b *eval.Builder, i, j int) error {
	if s.isBytes || s.ascii {
		b.WriteString(s.s[i:j])
		return b.Err()
	}
	var tmp [4]byte
	for k, r := range s.runes[i:j] {
		if k&(reWorkChunk-1) == reWorkChunk-1 {
			if err := t.Work(reWorkChunk / 64); err != nil {
				return err
			}
		}
		b.Write(pyrepr.AppendRune(tmp[:0], r))
	}
	return b.Err()
}

func reSubn(t *eval.Thread, name string, p *rePattern, args []eval.Value, kw []string) (eval.Value, int, error) {
	var repl, str eval.Value
	count := 0
	if err := eval.UnpackArgs(t, name, args, kw, "repl", &repl, "string", &str, "count?", &count); err != nil {
		return nil, 0, err
	}
	s, err := p.subject(t, str)
	if err != nil {
		return nil, 0, err
	}
	var tpl *reTemplate
	var call eval.Value
	switch r := repl.(type) {
	case *eval.Str, eval.Bytes:
		if _, isStr := r.(*eval.Str); isStr != p.istext {
			if p.istext {
				return nil, 0, eval.Errorf(eval.TypeErrorType, "sequence item 0: expected str instance, %s found", eval.TypeName(repl))
			}
			return nil, 0, eval.Errorf(eval.TypeErrorType, "sequence item 0: expected a bytes-like object, %s found", eval.TypeName(repl))
		}
		if tpl, err = p.parseTemplate(t, repl); err != nil {
			return nil, 0, err
		}
	default:
		if repl.Type().Call != nil {
			call = repl
		} else if tpl, err = p.parseTemplate(t, repl); err != nil {
			return nil, 0, err
		}
	}
	if count < 0 {
		v, err := s.slice(t, 0, len(s.runes))
		return v, 0, err
	}
	b := eval.NewBuilder(t, 0)
	n, i := 0, 0
	item := 0
	err = p.each(t, s, 0, len(s.runes), count, false, func(sp []int) (bool, error) {
		if i < sp[0] {
			if err := s.writeTo(t, &b, i, sp[0]); err != nil {
				return false, err
			}
			item++
		}
		if tpl != nil {
			if err := tpl.writeTo(t, &b, s, sp); err != nil {
				return false, err
			}
			item++
		} else {
			m, err := p.newMatch(t, s, sp, 0, len(s.runes))
			if err != nil {
				return false, err
			}
			v, err := eval.Call(t, call, []eval.Value{m}, nil)
			if err != nil {
				return false, err
			}
			if v != eval.None {
				switch x := v.(type) {
				case *eval.Str:
					if s.isBytes {
						return false, eval.Errorf(eval.TypeErrorType, "sequence item %d: expected a bytes-like object, %s found", item, eval.TypeName(v))
					}
					b.WriteString(x.String())
				case eval.Bytes:
					if !s.isBytes {
						return false, eval.Errorf(eval.TypeErrorType, "sequence item %d: expected str instance, %s found", item, eval.TypeName(v))
					}
					b.WriteString(string(x))
				default:
					if s.isBytes {
						return false, eval.Errorf(eval.TypeErrorType, "sequence item %d: expected a bytes-like object, %s found", item, eval.TypeName(v))
					}
					return false, eval.Errorf(eval.TypeErrorType, "sequence item %d: expected str instance, %s found", item, eval.TypeName(v))
				}
				item++
			}
		}
		if b.Err() != nil {
			return false, b.Err()
		}
		i = sp[1]
		n++
		return true, nil
	})
	if err != nil {
		return nil, 0, err
	}
	if i < len(s.runes) {
		if err := s.writeTo(t, &b, i, len(s.runes)); err != nil {
			return nil, 0, err
		}
	}
	if b.Err() != nil {
		return nil, 0, b.Err()
	}
	if s.isBytes {
		return eval.Bytes(b.String()), n, nil
	}
	return eval.NewStrT(t, b.String()), n, nil
}

func rePatternAttr(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
	p := v.(*rePattern)
	switch name {
	case "pattern":
		return p.pattern, nil
	case "flags":
		return eval.Int(p.flags), nil
	case "groups":
		return eval.Int(p.groups), nil
	case "groupindex":
		d := eval.NewDictT(t)
		for _, n := range p.groupnames {
			if err := d.SetItem(t, eval.NewStrT(t, n), eval.Int(p.groupindex[n])); err != nil {
				return nil, err
			}
		}
		return &reProxy{d}, nil
	}
	return methodAttr(t, v, name, rePatternMethods)
}

var reFlagNames = []struct {
	bit  int
	name string
}{
	{reFlagTemplate, "re.TEMPLATE"}, {reFlagIgnoreCase, "re.IGNORECASE"}, {reFlagLocale, "re.LOCALE"},
	{reFlagMultiline, "re.MULTILINE"}, {reFlagDotAll, "re.DOTALL"}, {reFlagUnicode, "re.UNICODE"},
	{reFlagVerbose, "re.VERBOSE"}, {reFlagDebug, "re.DEBUG"}, {reFlagASCII, "re.ASCII"},
}

func rePatternRepr(t *eval.Thread, v eval.Value) (string, error) {
	p := v.(*rePattern)
	r, err := eval.Repr(t, p.pattern)
	if err != nil {
		return "", err
	}
	r = truncRunes(r, 200)
	flags := p.flags
	if p.istext && flags&(reFlagLocale|reFlagUnicode|reFlagASCII) == reFlagUnicode {
		flags &^= reFlagUnicode
	}
	names := ""
	for _, f := range reFlagNames {
		if flags&f.bit != 0 {
			names += "|" + f.name
			flags &^= f.bit
		}
	}
	if flags != 0 {
		names += "|0x" + strconv.FormatInt(int64(flags), 16)
	}
	if names == "" {
		return "re.compile(" + r + ")", nil
	}
	return "re.compile(" + r + ", " + names[1:] + ")", nil
}

func truncRunes(s string, n int) string {
	i := 0
	for k := range s {
		if i == n {
			return s[:k]
		}
		i++
	}
	return s
}

// reMatch is a match object (re.Match).
type reMatch struct {
	pat         *rePattern
	subj        *reSubject
	spans       []int
	pos, endpos int
	lastindex   int
}

func (*reMatch) Type() *eval.Type { return reMatchType }

func (m *reMatch) group(t *eval.Thread, i int, def eval.Value) (eval.Value, error) {
	return m.subj.groupOr(t, m.spans, i, def)
}

// index resolves a group number or name.
func (m *reMatch) index(t *eval.Thread, key eval.Value) (int, error) {
	switch k := key.(type) {
	case *eval.Str:
		if g, ok := m.pat.groupindex[k.String()]; ok {
			return g, nil
		}
	case eval.Int, eval.Bool:
		//limiterr:ok k is an Int or a Bool (machine-sized): AsInt cannot fail
		i, _ := eval.AsInt(t, k)
		if i >= 0 && i <= m.pat.groups {
			return i, nil
		}
	default:
		if k.Type().Index != nil {
			if i, err := eval.AsInt(t, k); err == nil && i >= 0 && i <= m.pat.groups {
				return i, nil
			}
		}
	}
	return 0, eval.Errorf(eval.IndexErrorType, "no such group")
}

func reMatchRepr(t *eval.Thread, v eval.Value) (string, error) {
	m := v.(*reMatch)
	g, err := m.group(t, 0, eval.None)
	if err != nil {
		return "", err
	}
	r, err := eval.Repr(t, g)
	if err != nil {
		return "", err
	}
	return "<re.Match object; span=(" + strconv.Itoa(m.spans[0]) + ", " + strconv.Itoa(m.spans[1]) + "), match=" + truncRunes(r, 50) + ">", nil
}

func spanTuple(t *eval.Thread, a, b int) eval.Value {
	return eval.NewTupleT(t, []eval.Value{eval.Int(a), eval.Int(b)})
}

func reMatchAttr(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
	m := v.(*reMatch)
	switch name {
	case "string":
		return m.subj.v, nil
	case "re":
		return m.pat, nil
	case "pos":
		return eval.Int(m.pos), nil
	case "endpos":
		return eval.Int(m.endpos), nil
	case "lastindex":
		if m.lastindex < 0 {
			return eval.None, nil
		}
		return eval.Int(m.lastindex), nil
	case "lastgroup":
		if m.lastindex < 0 || m.pat.names[m.lastindex] == "" {
			return eval.None, nil
		}
		return eval.NewStrT(t, m.pat.names[m.lastindex]), nil
	case "regs":
		if err := eval.ReserveArray(t, int64(m.pat.groups+1), reSpanBytes); err != nil {
			return nil, err
		}
		vs, err := eval.Make[eval.Value](t, m.pat.groups+1)
		if err != nil {
			return nil, err
		}
		for g := range vs {
			vs[g] = spanTuple(t, m.spans[2*g], m.spans[2*g+1])
		}
		return eval.NewTupleOf(t, vs), nil
	}
	return methodAttr(t, v, name, reMatchMethods)
}

var reMatchMethods map[string]fn

func init() {
	groupArg := func(t *eval.Thread, name string, m *reMatch, args []eval.Value, kw []string) (int, error) {
		var g eval.Value = eval.Int(0)
		if err := eval.UnpackArgs(t, name, args, kw, "group?/", &g); err != nil {
			return 0, err
		}
		return m.index(t, g)
	}
	reMatchMethods = map[string]fn{
		"group": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			m := self.(*reMatch)
			if err := noKw("group", kw); err != nil {
				return nil, err
			}
			if len(args) == 0 {
				return m.group(t, 0, eval.None)
			}
			out, err := eval.Make[eval.Value](t, len(args))
			if err != nil {
				return nil, err
			}
			for i, a := range args {
				g, err := m.index(t, a)
				if err != nil {
					return nil, err
				}
				if out[i], err = m.group(t, g, eval.None); err != nil {
					return nil, err
				}
			}
			if len(out) == 1 {
				return out[0], nil
			}
			return eval.NewTupleOf(t, out), nil
		},
		"groups": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			m := self.(*reMatch)
			var def eval.Value = eval.None
			if err := eval.UnpackArgs(t, "groups", args, kw, "default?", &def); err != nil {
				return nil, err
			}
			out, err := eval.Make[eval.Value](t, m.pat.groups)
			if err != nil {
				return nil, err
			}
			for i := range out {
				if out[i], err = m.group(t, i+1, def); err != nil {
					return nil, err
				}
			}
			return eval.NewTupleOf(t, out), nil
		},
		"groupdict": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			m := self.(*reMatch)
			var def eval.Value = eval.None
			if err := eval.UnpackArgs(t, "groupdict", args, kw, "default?", &def); err != nil {
				return nil, err
			}
			d := eval.NewDictT(t)
			for _, n := range m.pat.groupnames {
				v, err := m.group(t, m.pat.groupindex[n], def)
				if err != nil {
					return nil, err
				}
				if err := d.SetItem(t, eval.NewStrT(t, n), v); err != nil {
					return nil, err
				}
			}
			return d, nil
		},
		"start": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			m := self.(*reMatch)
			g, err := groupArg(t, "start", m, args, kw)
			if err != nil {
				return nil, err
			}
			return eval.Int(m.spans[2*g]), nil
		},
		"end": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			m := self.(*reMatch)
			g, err := groupArg(t, "end", m, args, kw)
			if err != nil {
				return nil, err
			}
			return eval.Int(m.spans[2*g+1]), nil
		},
		"span": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			m := self.(*reMatch)
			g, err := groupArg(t, "span", m, args, kw)
			if err != nil {
				return nil, err
			}
			return spanTuple(t, m.spans[2*g], m.spans[2*g+1]), nil
		},
		"expand": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			m := self.(*reMatch)
			var tv eval.Value
			if err := eval.UnpackArgs(t, "expand", args, kw, "template", &tv); err != nil {
				return nil, err
			}
			tpl, err := m.pat.parseTemplate(t, tv)
			if err != nil {
				return nil, err
			}
			return tpl.expand(t, m.subj)(m.spans)
		},
		"__copy__": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return self, nil
		},
		"__deepcopy__": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			return self, nil
		},
	}
	initReTypes()
}

// reprStr is repr() of a str.
func reprStr(s string) (string, error) { return eval.Repr(nil, eval.NewStr(s)) } //allocpath:ok a temporary for a repr

// Reduce implements eval.Reducer: re.compile(pattern, flags).
func (p *rePattern) Reduce(*eval.Thread) (string, string, []eval.Value, error) {
	return "re", "compile", []eval.Value{p.pattern, eval.MakeInt(int64(p.flags))}, nil
}
