package eval

import (
	"github.com/pyinterp/pyinterp/internal/ident"
	"strings"
	"unicode/utf8"
)

// The methods of str. Positions (find, index, start/end arguments) are in
// code points; the searching itself works on the UTF-8 bytes, which is
// correct because extended UTF-8 is self-synchronising.

func init() {
	addMethods(StrType, map[string]BuiltinFunc{
		"split": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strSplitMethod(t, self, args, kw, "split", false)
		},
		"rsplit": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strSplitMethod(t, self, args, kw, "rsplit", true)
		},
		"join": strJoin,
		"strip": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strStripMethod(t, self, args, kw, "strip", true, true)
		},
		"lstrip": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strStripMethod(t, self, args, kw, "lstrip", true, false)
		},
		"rstrip": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strStripMethod(t, self, args, kw, "rstrip", false, true)
		},
		"startswith": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strTailMatch(t, self, args, kw, "startswith", false)
		},
		"endswith": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strTailMatch(t, self, args, kw, "endswith", true)
		},
		"find": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strFindMethod(t, self, args, kw, "find", false, false)
		},
		"rfind": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strFindMethod(t, self, args, kw, "rfind", true, false)
		},
		"index": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strFindMethod(t, self, args, kw, "index", false, true)
		},
		"rindex": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strFindMethod(t, self, args, kw, "rindex", true, true)
		},
		"count":      strCountMethod,
		"replace":    strReplaceMethod,
		"upper":      strCaseMethod("upper"),
		"lower":      strCaseMethod("lower"),
		"title":      strCaseMethod("title"),
		"capitalize": strCaseMethod("capitalize"),
		"swapcase":   strCaseMethod("swapcase"),
		"casefold":   strCaseMethod("casefold"),
		"partition": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strPartition(t, self, args, kw, "partition", false)
		},
		"rpartition": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strPartition(t, self, args, kw, "rpartition", true)
		},
		"splitlines":   strSplitlines,
		"isdigit":      strPredicate("isdigit", strIsDigit),
		"isalpha":      strPredicate("isalpha", strIsAlpha),
		"isalnum":      strPredicate("isalnum", strIsAlnum),
		"isspace":      strPredicate("isspace", strIsSpace),
		"isdecimal":    strPredicate("isdecimal", strIsDecimal),
		"isnumeric":    strPredicate("isnumeric", strIsNumeric),
		"isupper":      strCasePredicate("isupper"),
		"islower":      strCasePredicate("islower"),
		"istitle":      strCasePredicate("istitle"),
		"isidentifier": strCasePredicate("isidentifier"),
		"isprintable":  strCasePredicate("isprintable"),
		"isascii":      strCasePredicate("isascii"),
		"center": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strPad(t, self, args, kw, "center")
		},
		"ljust": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strPad(t, self, args, kw, "ljust")
		},
		"rjust": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strPad(t, self, args, kw, "rjust")
		},
		"zfill":      strZfill,
		"expandtabs": strExpandtabs,
		"removeprefix": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strRemoveAffix(t, self, args, kw, "removeprefix")
		},
		"removesuffix": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return strRemoveAffix(t, self, args, kw, "removesuffix")
		},
		"encode":    strEncodeMethod,
		"translate": strTranslate,
	})
	addMethods(StrType, map[string]BuiltinFunc{
		"format":     strFormatMethod,
		"format_map": strFormatMapMethod,
	})
}

// Argument checking in CPython's words. Methods converted to Argument
// Clinic with positional-only parameters use the "expected" forms; older
// ones the "takes" forms.

// strNoArgs checks a method that takes no arguments ("str.upper()").
func strNoArgs(qual string, args []Value, kw []string) error {
	if len(kw) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", qual)
	}
	if len(args) > 0 {
		return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", qual, len(args))
	}
	return nil
}

// strOneArg checks a method taking exactly one positional argument.
func strOneArg(qual string, args []Value, kw []string) error {
	if len(kw) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", qual)
	}
	if len(args) != 1 {
		return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", qual, len(args))
	}
	return nil
}

// strPosArgs checks positional-only arguments in the clinic style.
func strPosArgs(tname, name string, args []Value, kw []string, lo, hi int) error {
	if len(kw) > 0 {
		return Errorf(TypeErrorType, "%s.%s() takes no keyword arguments", tname, name)
	}
	if len(args) < lo {
		if lo == hi {
			return Errorf(TypeErrorType, "%s expected %d argument%s, got %d", name, lo, plural(lo), len(args))
		}
		return Errorf(TypeErrorType, "%s expected at least %d argument%s, got %d", name, lo, plural(lo), len(args))
	}
	if len(args) > hi {
		return Errorf(TypeErrorType, "%s expected at most %d argument%s, got %d", name, hi, plural(hi), len(args))
	}
	return nil
}

// strOldArgs checks arguments in the PyArg_ParseTuple style ("find()
// takes at least 1 argument (0 given)").
func strOldArgs(tname, name string, args []Value, kw []string, lo, hi int) error {
	if len(kw) > 0 {
		return Errorf(TypeErrorType, "%s.%s() takes no keyword arguments", tname, name)
	}
	if len(args) < lo {
		return Errorf(TypeErrorType, "%s() takes at least %d argument%s (%d given)", name, lo, plural(lo), len(args))
	}
	if len(args) > hi {
		return Errorf(TypeErrorType, "%s() takes at most %d argument%s (%d given)", name, hi, plural(hi), len(args))
	}
	return nil
}

// strUnpack is UnpackArgs for methods that accept keywords, with the
// messages of Argument Clinic for unknown keywords and extra arguments.
func strUnpack(t *Thread, name string, args []Value, kw []string, pairs ...any) error {
	npos := len(args) - len(kw)
	if max := len(pairs) / 2; npos > max {
		return Errorf(TypeErrorType, "%s() takes at most %d argument%s (%d given)", name, max, plural(max), npos)
	}
	return UnpackArgs(t, name, args, kw, pairs...)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// strWork counts the operations of processing n bytes.
func strWork(t *Thread, n int) error {
	if n < 64 || t == nil {
		return nil
	}
	return t.Steps(int64(n / 64))
}

// strListResult builds a list of strs, charging its memory.
func strListResult(t *Thread, parts []string) (Value, error) {
	if err := t.Charge(int64(16 * len(parts))); err != nil {
		return nil, err
	}
	if err := t.Steps(int64(len(parts) / 8)); err != nil {
		return nil, err
	}
	return NewList(newStrs(parts, false)), nil
}

// newStrs returns NewStr of each part, the *Strs allocated in blocks of
// strBlock (one allocation per block instead of one per part; a part kept
// alive keeps at most its block); ascii says the parts are known to be
// ASCII, which sets their lengths.
const strBlock = 32

func newStrs(parts []string, ascii bool) []Value {
	vals := make([]Value, len(parts))
	var block []Str
	for i, p := range parts {
		if len(p) == 1 && p[0] < utf8.RuneSelf {
			vals[i] = strASCII[p[0]]
			continue
		}
		if len(block) == 0 {
			block = make([]Str, min(strBlock, len(parts)-i))
		}
		s := &block[0]
		block = block[1:]
		s.s = p
		if ascii {
			s.n.Store(int64(len(p)) + 1)
		}
		vals[i] = s
	}
	return vals
}

// strAdjust clamps start/end (code points) as CPython's ADJUST_INDICES.
func strAdjust(start, end, n int) (int, int) {
	if end > n {
		end = n
	} else if end < 0 {
		end += n
		if end < 0 {
			end = 0
		}
	}
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	return start, end
}

// strStartEnd parses optional start and end arguments (None or int-like).
func strStartEnd(t *Thread, args []Value, n int) (int, int, error) {
	start, end := 0, n
	if len(args) > 0 && args[0] != None {
		i, err := sliceIndex(t, args[0])
		if err != nil {
			return 0, 0, err
		}
		start = i
	}
	if len(args) > 1 && args[1] != None {
		i, err := sliceIndex(t, args[1])
		if err != nil {
			return 0, 0, err
		}
		end = i
	}
	s, e := strAdjust(start, end, n)
	return s, e, nil
}

func strSplitMethod(t *Thread, self Value, args []Value, kw []string, name string, right bool) (Value, error) {
	s := self.(*Str)
	var sep Value = None
	maxsplit := -1
	if err := strUnpack(t, name, args, kw, "sep?", &sep, "maxsplit?", &maxsplit); err != nil {
		return nil, err
	}
	if err := strWork(t, len(s.s)); err != nil {
		return nil, err
	}
	var parts []string
	if sep == None {
		parts = splitWhitespace(s.s, maxsplit, right, true)
	} else {
		sp, ok := As[*Str](sep)
		if !ok {
			return nil, Errorf(TypeErrorType, "must be str or None, not %s", TypeName(sep))
		}
		if sp.s == "" {
			return nil, Errorf(ValueErrorType, "empty separator")
		}
		parts = splitSep(s.s, sp.s, maxsplit, right)
	}
	if err := t.Charge(int64(16 * len(parts))); err != nil {
		return nil, err
	}
	if err := t.Steps(int64(len(parts) / 8)); err != nil {
		return nil, err
	}
	return NewList(newStrs(parts, s.IsASCII())), nil
}

// splitSep splits s on sep at most maxsplit times (all when negative),
// from the right when right is set.
func splitSep(s, sep string, maxsplit int, right bool) []string {
	if !right {
		if maxsplit < 0 {
			return strings.Split(s, sep)
		}
		return strings.SplitN(s, sep, maxsplit+1)
	}
	var parts []string
	end := len(s)
	for maxsplit != 0 {
		i := strings.LastIndex(s[:end], sep)
		if i < 0 {
			break
		}
		parts = append(parts, s[i+len(sep):end])
		end = i
		maxsplit--
	}
	parts = append(parts, s[:end])
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return parts
}

// splitWhitespace splits on runs of whitespace: Unicode whitespace for
// str (uni), ASCII whitespace for bytes.
func splitWhitespace(s string, maxsplit int, right, uni bool) []string {
	isSpaceAt := func(i int) (bool, int) {
		if uni {
			if s[i] < utf8.RuneSelf {
				return strIsSpace(rune(s[i])), 1
			}
			r, n := decodeRune(s[i:])
			return strIsSpace(r), n
		}
		return bytesIsSpace(s[i]), 1
	}
	// spaceBefore reports whether the code point ending at i is a space
	// and its start.
	spaceBefore := func(i int) (bool, int) {
		j := i - 1
		if uni {
			for j > 0 && s[j]&0xC0 == 0x80 {
				j--
			}
		}
		sp, _ := isSpaceAt(j)
		return sp, j
	}
	var parts []string
	if !right {
		i := 0
		for {
			for i < len(s) {
				sp, n := isSpaceAt(i)
				if !sp {
					break
				}
				i += n
			}
			if i >= len(s) {
				break
			}
			if maxsplit == 0 {
				// CPython keeps trailing whitespace of the remainder.
				parts = append(parts, s[i:])
				break
			}
			j := i
			for j < len(s) {
				sp, n := isSpaceAt(j)
				if sp {
					break
				}
				j += n
			}
			parts = append(parts, s[i:j])
			maxsplit--
			i = j
		}
		return parts
	}
	i := len(s)
	for {
		for i > 0 {
			sp, j := spaceBefore(i)
			if !sp {
				break
			}
			i = j
		}
		if i <= 0 {
			break
		}
		if maxsplit == 0 {
			parts = append(parts, s[:i])
			break
		}
		j := i
		for j > 0 {
			sp, k := spaceBefore(j)
			if sp {
				break
			}
			j = k
		}
		parts = append(parts, s[j:i])
		maxsplit--
		i = j
	}
	for a, b := 0, len(parts)-1; a < b; a, b = a+1, b-1 {
		parts[a], parts[b] = parts[b], parts[a]
	}
	return parts
}

func strJoin(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	if err := strOneArg("str.join", args, kw); err != nil {
		return nil, err
	}
	sep := self.(*Str)
	if args[0].Type().Iter == nil {
		return nil, Errorf(TypeErrorType, "can only join an iterable")
	}
	it, err := Iterate(t, args[0])
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	if l, ok := args[0].(*List); ok {
		// Size the result once (the loop below still charges as it goes).
		size := 0
		for _, v := range l.elems {
			s, ok := v.(*Str)
			if !ok {
				size = 0
				break
			}
			size += len(s.s) + len(sep.s)
		}
		fits := size <= strMaxBytes && (t == nil || t.limits.MaxMemory <= 0 || t.memUsed+int64(size) <= t.limits.MaxMemory)
		if size > 0 && fits {
			b.Grow(size - len(sep.s))
		}
	}
	n, count := 0, 0
	for i := 0; ; i++ {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			break
		}
		s, ok := As[*Str](v)
		if !ok {
			return nil, Errorf(TypeErrorType, "sequence item %d: expected str instance, %s found", i, TypeName(v))
		}
		add := len(s.s)
		if i > 0 {
			add += len(sep.s)
		}
		// The result's size is bounded here; its bytes are charged as
		// they are added (charging b.Len()+add each time would charge
		// the whole prefix again per item: quadratic).
		if b.Len()+add > strMaxBytes {
			return nil, memoryError(t)
		}
		if err := t.Charge(int64(add)); err != nil {
			return nil, err
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteString(sep.s)
			n += sep.Len()
		}
		b.WriteString(s.s)
		n += s.Len()
		count++
	}
	return newStrN(b.String(), n), nil
}

func strStripMethod(t *Thread, self Value, args []Value, kw []string, name string, left, right bool) (Value, error) {
	if err := strPosArgs("str", name, args, kw, 0, 1); err != nil {
		return nil, err
	}
	s := self.(*Str)
	if err := strWork(t, len(s.s)); err != nil {
		return nil, err
	}
	var in func(r rune) bool
	if len(args) == 0 || args[0] == None {
		in = strIsSpace
	} else {
		cs, ok := As[*Str](args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "%s arg must be None or str", name)
		}
		set := cs.s
		in = func(r rune) bool {
			if r < utf8.RuneSelf {
				return strings.IndexByte(set, byte(r)) >= 0
			}
			return strings.Contains(set, string(appendRune(nil, r)))
		}
	}
	i, j := 0, len(s.s)
	if left {
		for i < j {
			r, n := decodeRune(s.s[i:])
			if !in(r) {
				break
			}
			i += n
		}
	}
	if right {
		for j > i {
			k := j - 1
			for k > i && s.s[k]&0xC0 == 0x80 {
				k--
			}
			r, _ := decodeRune(s.s[k:j])
			if !in(r) {
				break
			}
			j = k
		}
	}
	if i == 0 && j == len(s.s) {
		return s, nil
	}
	return NewStr(s.s[i:j]), nil
}

// strTailMatch implements startswith and endswith.
func strTailMatch(t *Thread, self Value, args []Value, kw []string, name string, end bool) (Value, error) {
	if err := strOldArgs("str", name, args, kw, 1, 3); err != nil {
		return nil, err
	}
	s := self.(*Str)
	n := s.Len()
	start, stop, err := strStartEnd(t, args[1:], n)
	if err != nil {
		return nil, err
	}
	match := func(sub *Str) bool {
		if stop-start < sub.Len() || start > n {
			return false
		}
		if len(sub.s) == 0 {
			return true
		}
		bs, be := s.byteOffset(start), s.byteOffset(stop)
		if end {
			return strings.HasSuffix(s.s[bs:be], sub.s)
		}
		return strings.HasPrefix(s.s[bs:be], sub.s)
	}
	switch p := unwrap(args[0]).(type) {
	case *Str:
		return MakeBool(match(p)), nil
	case *Tuple:
		it, err := Iterate(t, p)
		if err != nil {
			return nil, err
		}
		for {
			v, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if v == nil {
				return False, nil
			}
			sub, ok := As[*Str](v)
			if !ok {
				return nil, Errorf(TypeErrorType, "tuple for %s must only contain str, not %s", name, TypeName(v))
			}
			if match(sub) {
				return True, nil
			}
		}
	}
	return nil, Errorf(TypeErrorType, "%s first arg must be str or a tuple of str, not %s", name, TypeName(args[0]))
}

// strFindMethod implements find, rfind, index and rindex.
func strFindMethod(t *Thread, self Value, args []Value, kw []string, name string, right, raise bool) (Value, error) {
	if err := strOldArgs("str", name, args, kw, 1, 3); err != nil {
		return nil, err
	}
	s := self.(*Str)
	sub, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "must be str, not %s", TypeName(args[0]))
	}
	n := s.Len()
	start, end, err := strStartEnd(t, args[1:], n)
	if err != nil {
		return nil, err
	}
	if err := strWork(t, len(s.s)); err != nil {
		return nil, err
	}
	r := -1
	if end-start >= sub.Len() {
		bs, be := s.byteOffset(start), s.byteOffset(end)
		var i int
		if right {
			i = strings.LastIndex(s.s[bs:be], sub.s)
		} else {
			i = strings.Index(s.s[bs:be], sub.s)
		}
		if i >= 0 {
			r = s.cpIndex(bs + i)
		}
	}
	if r < 0 && raise {
		return nil, Errorf(ValueErrorType, "substring not found")
	}
	return Int(r), nil
}

func strCountMethod(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	if err := strOldArgs("str", "count", args, kw, 1, 3); err != nil {
		return nil, err
	}
	s := self.(*Str)
	sub, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "must be str, not %s", TypeName(args[0]))
	}
	n := s.Len()
	start, end, err := strStartEnd(t, args[1:], n)
	if err != nil {
		return nil, err
	}
	if err := strWork(t, len(s.s)); err != nil {
		return nil, err
	}
	if end-start < sub.Len() {
		return Int(0), nil
	}
	if len(sub.s) == 0 {
		return Int(end - start + 1), nil
	}
	return Int(strings.Count(s.s[s.byteOffset(start):s.byteOffset(end)], sub.s)), nil
}

func strReplaceMethod(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	if err := strPosArgs("str", "replace", args, kw, 2, 3); err != nil {
		return nil, err
	}
	s := self.(*Str)
	old, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "replace() argument 1 must be str, not %s", TypeName(args[0]))
	}
	repl, ok := As[*Str](args[1])
	if !ok {
		return nil, Errorf(TypeErrorType, "replace() argument 2 must be str, not %s", TypeName(args[1]))
	}
	count := -1
	if len(args) > 2 {
		c, err := AsInt(t, args[2])
		if err != nil {
			return nil, err
		}
		count = c
	}
	r, err := replaceCore(t, s.s, old.s, repl.s, count, true)
	if err != nil {
		return nil, err
	}
	if r == s.s {
		return s, nil
	}
	return NewStr(r), nil
}

// replaceCore replaces up to count (all when negative) occurrences of old
// in s; an empty old inserts repl before every code point (uni) or byte
// and at the end. The result's size is charged before it is built.
func replaceCore(t *Thread, s, old, repl string, count int, uni bool) (string, error) {
	if err := strWork(t, len(s)); err != nil {
		return "", err
	}
	var n int
	if old == "" {
		n = len(s) + 1
		if uni {
			n = strCountRunes(s) + 1
		}
	} else {
		n = strings.Count(s, old)
	}
	if count >= 0 && count < n {
		n = count
	}
	if n == 0 {
		return s, nil
	}
	size := len(s) + n*(len(repl)-len(old))
	if len(repl) > len(old) && (len(repl)-len(old)) > (1<<62)/n {
		return "", memoryError(t)
	}
	if err := strCharge(t, size); err != nil {
		return "", err
	}
	if old != "" {
		return strings.Replace(s, old, repl, n), nil
	}
	var b strings.Builder
	b.Grow(size)
	i := 0
	for k := 0; k < n; k++ {
		b.WriteString(repl)
		if i >= len(s) {
			break
		}
		j := i + 1
		if uni {
			for j < len(s) && s[j]&0xC0 == 0x80 {
				j++
			}
		}
		b.WriteString(s[i:j])
		i = j
	}
	b.WriteString(s[i:])
	return b.String(), nil
}

// strCaseMethod returns the method for a case mapping.
func strCaseMethod(name string) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
		if err := strNoArgs("str."+name, args, kw); err != nil {
			return nil, err
		}
		s := self.(*Str)
		if err := strCharge(t, 3*len(s.s)); err != nil {
			return nil, err
		}
		r := strMapCase(s, name)
		if r == s.s {
			return s, nil
		}
		return NewStr(r), nil
	}
}

// strMapCase applies a case mapping as CPython does, with the full
// mappings of SpecialCasing and the final-sigma rule.
func strMapCase(s *Str, name string) string {
	if s.IsASCII() {
		b := []byte(s.s)
		prevCased := false
		for i, c := range b {
			lower := c >= 'a' && c <= 'z'
			upper := c >= 'A' && c <= 'Z'
			toUpper := false
			switch name {
			case "upper":
				toUpper = true
			case "lower", "casefold":
			case "capitalize":
				toUpper = i == 0
			case "swapcase":
				toUpper = lower
			case "title":
				toUpper = !prevCased
				prevCased = lower || upper
			}
			if toUpper && lower {
				b[i] = c - 32
			} else if !toUpper && upper {
				b[i] = c + 32
			}
		}
		return string(b)
	}
	runes := strRunes(s.s)
	b := make([]byte, 0, len(s.s))
	lower := func(i int) {
		if runes[i] == 0x3A3 {
			b = appendRune(b, strFinalSigma(runes, i))
			return
		}
		b = strAppendLower(b, runes[i])
	}
	prevCased := false
	for i, r := range runes {
		switch name {
		case "upper":
			b = strAppendUpper(b, r)
		case "lower":
			lower(i)
		case "casefold":
			b = strAppendFold(b, r)
		case "capitalize":
			if i == 0 {
				b = strAppendTitle(b, r)
			} else {
				lower(i)
			}
		case "swapcase":
			if strIsUpper(r) {
				lower(i)
			} else if strIsLower(r) {
				b = strAppendUpper(b, r)
			} else {
				b = appendRune(b, r)
			}
		case "title":
			if prevCased {
				lower(i)
			} else {
				b = strAppendTitle(b, r)
			}
			prevCased = strIsCased(r)
		}
	}
	return string(b)
}

// strFinalSigma lowercases the capital sigma at runes[i]: final sigma
// when preceded by a cased letter and not followed by one (skipping
// case-ignorable characters).
func strFinalSigma(runes []rune, i int) rune {
	j := i - 1
	for j >= 0 && strIsCaseIgnorable(runes[j]) {
		j--
	}
	before := j >= 0 && strIsCased(runes[j])
	j = i + 1
	for j < len(runes) && strIsCaseIgnorable(runes[j]) {
		j++
	}
	after := j < len(runes) && strIsCased(runes[j])
	if before && !after {
		return 0x3C2
	}
	return 0x3C3
}

func strPartition(t *Thread, self Value, args []Value, kw []string, name string, right bool) (Value, error) {
	if err := strOneArg("str."+name, args, kw); err != nil {
		return nil, err
	}
	s := self.(*Str)
	sep, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "must be str, not %s", TypeName(args[0]))
	}
	if sep.s == "" {
		return nil, Errorf(ValueErrorType, "empty separator")
	}
	if err := strWork(t, len(s.s)); err != nil {
		return nil, err
	}
	var i int
	if right {
		i = strings.LastIndex(s.s, sep.s)
		if i < 0 {
			return NewTuple([]Value{strEmpty, strEmpty, s}), nil
		}
	} else {
		i = strings.Index(s.s, sep.s)
		if i < 0 {
			return NewTuple([]Value{s, strEmpty, strEmpty}), nil
		}
	}
	return NewTuple([]Value{NewStr(s.s[:i]), sep, NewStr(s.s[i+len(sep.s):])}), nil
}

func strSplitlines(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	keepends := false
	if err := strUnpack(t, "splitlines", args, kw, "keepends?", &keepends); err != nil {
		return nil, err
	}
	if len(args) > 0 {
		// CPython requires an int-like keepends.
		v := args[0]
		switch v.(type) {
		case Int, Bool, *BigInt:
		default:
			if v.Type().Index == nil {
				return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(v))
			}
		}
	}
	s := self.(*Str)
	if err := strWork(t, len(s.s)); err != nil {
		return nil, err
	}
	return strListResult(t, splitLinesCore(s.s, keepends, true))
}

// splitLinesCore splits at line boundaries: all of CPython's for str
// (uni), only \n, \r and \r\n for bytes.
func splitLinesCore(s string, keepends, uni bool) []string {
	var parts []string
	start := 0
	for i := 0; i < len(s); {
		r, n := rune(s[i]), 1
		if uni && r >= utf8.RuneSelf {
			r, n = decodeRune(s[i:])
		}
		brk := r == '\n' || r == '\r'
		if uni {
			brk = strIsLineBreak(r)
		}
		if !brk {
			i += n
			continue
		}
		eol := i + n
		if r == '\r' && eol < len(s) && s[eol] == '\n' {
			eol++
		}
		if keepends {
			parts = append(parts, s[start:eol])
		} else {
			parts = append(parts, s[start:i])
		}
		start, i = eol, eol
	}
	if start < len(s) {
		parts = append(parts, s[start:])
	}
	return parts
}

// strPredicate returns an is...() method that holds when s is non-empty
// and every code point satisfies pred.
func strPredicate(name string, pred func(rune) bool) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
		if err := strNoArgs("str."+name, args, kw); err != nil {
			return nil, err
		}
		s := self.(*Str)
		if err := strWork(t, len(s.s)); err != nil {
			return nil, err
		}
		if s.s == "" {
			return False, nil
		}
		for i := 0; i < len(s.s); {
			r, n := rune(s.s[i]), 1
			if r >= utf8.RuneSelf {
				r, n = decodeRune(s.s[i:])
			}
			if !pred(r) {
				return False, nil
			}
			i += n
		}
		return True, nil
	}
}

// strCasePredicate returns the is...() methods that look at the string as
// a whole.
func strCasePredicate(name string) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
		if err := strNoArgs("str."+name, args, kw); err != nil {
			return nil, err
		}
		s := self.(*Str)
		if err := strWork(t, len(s.s)); err != nil {
			return nil, err
		}
		if name == "isascii" {
			return MakeBool(s.IsASCII()), nil
		}
		runes := strRunes(s.s)
		switch name {
		case "isprintable":
			for _, r := range runes {
				if !strIsPrintable(r) {
					return False, nil
				}
			}
			return True, nil
		case "isidentifier":
			return MakeBool(ident.IsIdentifier(s.s)), nil
		case "isupper", "islower":
			cased := false
			for _, r := range runes {
				other, this := strIsLower(r), strIsUpper(r)
				if name == "islower" {
					other, this = this, other
				}
				if other || strIsTitle(r) {
					return False, nil
				}
				if this {
					cased = true
				}
			}
			return MakeBool(cased), nil
		}
		// istitle
		cased, prev := false, false
		for _, r := range runes {
			if strIsUpper(r) || strIsTitle(r) {
				if prev {
					return False, nil
				}
				prev, cased = true, true
			} else if strIsLower(r) {
				if !prev {
					return False, nil
				}
				prev, cased = true, true
			} else {
				prev = false
			}
		}
		return MakeBool(cased), nil
	}
}

// strPad implements center, ljust and rjust.
func strPad(t *Thread, self Value, args []Value, kw []string, name string) (Value, error) {
	if err := strPosArgs("str", name, args, kw, 1, 2); err != nil {
		return nil, err
	}
	s := self.(*Str)
	width, err := AsInt(t, args[0])
	if err != nil {
		return nil, err
	}
	fill := " "
	if len(args) > 1 {
		f, ok := As[*Str](args[1])
		if !ok {
			return nil, Errorf(TypeErrorType, "The fill character must be a unicode character, not %s", TypeName(args[1]))
		}
		if f.Len() != 1 {
			return nil, Errorf(TypeErrorType, "The fill character must be exactly one character long")
		}
		fill = f.s
	}
	n := s.Len()
	if width <= n {
		return s, nil
	}
	marg := width - n
	var left int
	switch name {
	case "center":
		left = marg/2 + (marg & width & 1)
	case "rjust":
		left = marg
	}
	return strPadded(t, s, fill, left, marg-left)
}

func strPadded(t *Thread, s *Str, fill string, left, right int) (Value, error) {
	if err := strCharge(t, len(s.s)+(left+right)*len(fill)); err != nil {
		return nil, err
	}
	return newStrN(strings.Repeat(fill, left)+s.s+strings.Repeat(fill, right), s.Len()+left+right), nil
}

func strZfill(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	if err := strOneArg("str.zfill", args, kw); err != nil {
		return nil, err
	}
	s := self.(*Str)
	width, err := AsInt(t, args[0])
	if err != nil {
		return nil, err
	}
	n := s.Len()
	if width <= n {
		return s, nil
	}
	if err := strCharge(t, len(s.s)+width-n); err != nil {
		return nil, err
	}
	return newStrN(zfillCore(s.s, width-n), width), nil
}

// zfillCore pads s with fill zeros after its sign.
func zfillCore(s string, fill int) string {
	z := strings.Repeat("0", fill)
	if len(s) > 0 && (s[0] == '+' || s[0] == '-') {
		return s[:1] + z + s[1:]
	}
	return z + s
}

func strExpandtabs(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	tabsize := 8
	if err := strUnpack(t, "expandtabs", args, kw, "tabsize?", &tabsize); err != nil {
		return nil, err
	}
	s := self.(*Str)
	r, err := expandTabsCore(t, s.s, tabsize, true)
	if err != nil {
		return nil, err
	}
	return NewStr(r), nil
}

// expandTabsCore replaces tabs by spaces up to the next multiple of
// tabsize; columns count code points (uni) or bytes.
func expandTabsCore(t *Thread, s string, tabsize int, uni bool) (string, error) {
	if strings.IndexByte(s, '\t') < 0 {
		return s, nil
	}
	if err := strWork(t, len(s)); err != nil {
		return "", err
	}
	var b strings.Builder
	col := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\t':
			if tabsize > 0 {
				k := tabsize - col%tabsize
				if err := strCharge(t, b.Len()+k); err != nil {
					return "", err
				}
				if err := t.Charge(int64(k)); err != nil {
					return "", err
				}
				b.WriteString(strings.Repeat(" ", k))
				col += k
			}
		case c == '\n' || c == '\r':
			b.WriteByte(c)
			col = 0
		default:
			b.WriteByte(c)
			if !uni || c&0xC0 != 0x80 {
				col++
			}
		}
	}
	return b.String(), nil
}

func strRemoveAffix(t *Thread, self Value, args []Value, kw []string, name string) (Value, error) {
	if err := strOneArg("str."+name, args, kw); err != nil {
		return nil, err
	}
	s := self.(*Str)
	a, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "%s() argument must be str, not %s", name, TypeName(args[0]))
	}
	if a.s == "" {
		return s, nil
	}
	if name == "removeprefix" && strings.HasPrefix(s.s, a.s) {
		return NewStr(s.s[len(a.s):]), nil
	}
	if name == "removesuffix" && strings.HasSuffix(s.s, a.s) {
		return NewStr(s.s[:len(s.s)-len(a.s)]), nil
	}
	return s, nil
}

func strEncodeMethod(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	encoding, errors := "utf-8", "strict"
	if err := strUnpack(t, "encode", args, kw, "encoding?", &encoding, "errors?", &errors); err != nil {
		return nil, err
	}
	b, err := strEncode(t, self.(*Str), encoding, errors)
	if err != nil {
		return nil, err
	}
	return Bytes(b), nil
}

func strTranslate(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	if err := strOneArg("str.translate", args, kw); err != nil {
		return nil, err
	}
	s := self.(*Str)
	table := args[0]
	if table.Type().GetItem == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not subscriptable", TypeName(table))
	}
	var b []byte
	for i := 0; i < len(s.s); {
		r, n := decodeRune(s.s[i:])
		i += n
		if err := t.Step(); err != nil {
			return nil, err
		}
		v, err := GetItem(t, table, Int(r))
		if err != nil {
			if e, ok := err.(*Exception); ok && e.Type().IsSubtype(LookupErrorType) {
				b = appendRune(b, r)
				continue
			}
			return nil, err
		}
		switch x := v.(type) {
		case NoneType:
		case *Str:
			b = append(b, x.s...)
		case Int:
			if x < 0 || x > 0x10FFFF {
				return nil, Errorf(ValueErrorType, "character mapping must be in range(0x110000)")
			}
			b = appendRune(b, rune(x))
		default:
			return nil, Errorf(TypeErrorType, "character mapping must return integer, None or str")
		}
		if len(b) > 64 && len(b)%4096 < 8 {
			if err := strCharge(t, len(b)); err != nil {
				return nil, err
			}
		}
	}
	return NewStr(string(b)), nil
}
