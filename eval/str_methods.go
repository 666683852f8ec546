package eval

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/internal/ident"
)

// The methods of str. Positions (find, index, start/end arguments) are in
// code points; the searching itself works on the UTF-8 bytes, which is
// correct because extended UTF-8 is self-synchronising.

func init() {
	methods := map[string]BuiltinFunc{
		"split": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return splitMethod(t, self, args, kw, "split", false, true)
		},
		"rsplit": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return splitMethod(t, self, args, kw, "rsplit", true, true)
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
		"splitlines": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return splitlinesMethod(t, self, args, kw, true)
		},
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
		"encode":     strEncodeMethod,
		"translate":  strTranslate,
		"format":     strFormatMethod,
		"format_map": strFormatMapMethod,
	}
	addMethods(StrType, methods)
	// None of them keeps its argument slice (format's formatter reads it
	// during the call only): a call site evaluates their arguments into
	// the thread's value stack (callBorrowed).
	for name := range methods {
		borrowArgs(StrType, name)
	}
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
		if lo == hi {
			return Errorf(TypeErrorType, "%s expected %d argument%s, got %d", name, hi, plural(hi), len(args))
		}
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

// strWork counts the operations of processing n bytes, about to be done
// by Go code that does not poll the deadline itself (one library call,
// or a loop over the whole text), and refuses, with the terminal timeout,
// work predicted to end past the deadline (as ChargeIntWork does for big
// ints): such a call cannot be stopped once started.
func strWork(t *Thread, n int) error {
	if n < 64 || t == nil {
		return nil
	}
	if err := t.Steps(int64(n / 64)); err != nil {
		return err
	}
	if n < strTimedWork {
		return nil
	}
	dl := t.limits.Deadline
	if !dl.IsZero() && time.Until(dl) < time.Duration(n)*strNanosPerByte {
		// The run is over: pull the deadline in so that every later
		// check fails the same way.
		t.limits.Deadline = time.Now()
		t.budget, t.chunk = 0, 0
		return &LimitError{Kind: LimitTimeout}
	}
	return nil
}

// strTimedWork is the least work strWork compares with the time left
// (below it the work ends within a few milliseconds); strNanosPerByte is
// the predicted time per byte of work, with a margin: the loops counted
// by strWork process about one byte (the case mappings of non-ASCII text
// about half) per 2 ns on a 2-core x86-64.
const (
	strTimedWork    = 1 << 20
	strNanosPerByte = 4 * time.Nanosecond
)

// strPoll polls the deadline every 4,096 iterations (k counts them) of a
// loop whose work strWork counted before it.
func strPoll(t *Thread, k int) error {
	if k&4095 != 0 || t == nil {
		return nil
	}
	return t.PollDeadline()
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

func strJoin(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	if err := strOneArg("str.join", args, kw); err != nil {
		return nil, err
	}
	sep := self.(*Str)
	items, err := joinItems(t, args[0])
	if err != nil {
		return nil, err
	}
	if len(items) == 1 {
		if s, ok := items[0].(*Str); ok {
			return s, nil // CPython returns an exact str item itself
		}
	}
	// Size the result first (as CPython's PyUnicode_Join), then build it
	// in a buffer of that size, charged before it is made. No Python code
	// runs between the two loops, so the items are the ones sized.
	size, n, err := joinSize(t, items, sep)
	if err != nil {
		return nil, err
	}
	b := NewBuilder(t, int(size))
	if b.Err() != nil {
		return nil, b.Err()
	}
	buf := b.buf[:size]
	if err := joinCopy(t, buf, items, sep.s); err != nil {
		return nil, err
	}
	b.buf = buf
	return newStrNT(t, b.String(), n), nil
}

// joinChunk is how many items of a join count as work at once: the loops
// charge t.Steps(joinChunk) after each whole chunk.
const joinChunk = 1024

// joinStr returns the text of item v of a join, a str or a str subclass's
// instance (joinSize checked it).
func joinStr(v Value) string {
	if s, ok := v.(*Str); ok {
		return s.s
	}
	return joinStrSub(v)
}

// joinStrSub is joinStr of a str subclass's instance.
//
//go:noinline
func joinStrSub(v Value) string {
	s, _ := As[*Str](v)
	return s.s
}

// joinSize returns the length in bytes and in code points of the items
// joined by sep, or the error of the first item that is not a str or of
// the first prefix longer than MaxObjectBytes, whichever comes first.
func joinSize(t *Thread, items []Value, sep *Str) (size int64, n int, err error) {
	// The separators are added after the loop; the length checked at
	// each chunk's end (and at an item's error) includes the ones between
	// the items so far, so the error is the one checking each item's
	// prefix gives. A chunk adds at most joinChunk*MaxObjectBytes: no
	// overflow.
	sepBytes, sepRunes := int64(len(sep.s)), sep.Len()
	for start := 0; start < len(items); start += joinChunk {
		chunk := items[start:min(start+joinChunk, len(items))]
		for j, v := range chunk {
			s, ok := v.(*Str)
			if !ok {
				if s, ok = As[*Str](v); !ok {
					// The length only grows: the items before i were
					// too long iff all of them were.
					i := start + j
					if size+sepBytes*int64(max(i-1, 0)) > MaxObjectBytes {
						return 0, 0, memoryError(t)
					}
					return 0, 0, Errorf(TypeErrorType, "sequence item %d: expected str instance, %s found", i, TypeName(v))
				}
			}
			size += int64(len(s.s))
			n += s.Len()
		}
		if size+sepBytes*int64(start+len(chunk)-1) > MaxObjectBytes {
			return 0, 0, memoryError(t)
		}
		if len(chunk) == joinChunk {
			if err := t.Steps(joinChunk); err != nil {
				return 0, 0, err
			}
		}
	}
	if len(items) > 1 {
		size += sepBytes * int64(len(items)-1)
		n += sepRunes * (len(items) - 1)
	}
	return size, n, nil
}

// joinCopy copies items (strs joinSize sized) joined by sep into buf,
// which is exactly their size, polling the deadline every
// builderPollBytes as a builder's writes do and counting the work as
// joinSize does.
func joinCopy(t *Thread, buf []byte, items []Value, sep string) error {
	off, unpolled, last := 0, 0, len(items)-1
	for start := 0; start <= last; start += joinChunk {
		end := min(start+joinChunk, last+1)
		body := items[start:end]
		if end > last {
			body = body[:len(body)-1] // the last item has no separator after it
		}
		if len(sep) == 1 {
			c := sep[0]
			for _, v := range body {
				s := joinStr(v)
				off += copy(buf[off:], s)
				buf[off] = c
				off++
				if unpolled += len(s) + 1; unpolled >= builderPollBytes {
					unpolled = 0
					if err := pollChunk(t); err != nil {
						return err
					}
				}
			}
		} else {
			for _, v := range body {
				s := joinStr(v)
				off += copy(buf[off:], s)
				off += copy(buf[off:], sep)
				if unpolled += len(s) + len(sep); unpolled >= builderPollBytes {
					unpolled = 0
					if err := pollChunk(t); err != nil {
						return err
					}
				}
			}
		}
		if end > last {
			copy(buf[off:], joinStr(items[last]))
		}
		if end-start == joinChunk {
			if err := t.Steps(joinChunk); err != nil {
				return err
			}
		}
	}
	return nil
}

// joinItems returns the items of the argument of str.join and bytes.join
// (CPython's PySequence_Fast): a list's or tuple's own elements, or the
// items of any other iterable collected into a charged slice. No Python
// code runs while the caller uses them.
func joinItems(t *Thread, v Value) ([]Value, error) {
	switch x := v.(type) {
	case *List:
		return x.elems, nil
	case *Tuple:
		return x.elems, nil
	}
	if v.Type().Iter == nil {
		return nil, Errorf(TypeErrorType, "can only join an iterable")
	}
	it, err := Iterate(t, v)
	if err != nil {
		return nil, err
	}
	var items []Value
	for {
		x, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if x == nil {
			return items, nil
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
		if items, err = Append(t, items, x); err != nil {
			return nil, err
		}
	}
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
			for i := 0; i < len(set); {
				c, n := decodeRune(set[i:])
				if c == r {
					return true
				}
				i += n
			}
			return false
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
	return NewStrT(t, s.s[i:j]), nil
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
		if err := strCmpWork(t, len(p.s)); err != nil {
			return nil, err
		}
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
			if err := strCmpWork(t, len(sub.s)); err != nil {
				return nil, err
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
		return nil, Errorf(TypeErrorType, "replace() argument 1 must be str, not %s", ArgTypeName(args[0]))
	}
	repl, ok := As[*Str](args[1])
	if !ok {
		return nil, Errorf(TypeErrorType, "replace() argument 2 must be str, not %s", ArgTypeName(args[1]))
	}
	count := -1
	if len(args) > 2 {
		c, err := AsInt(t, args[2])
		if err != nil {
			return nil, err
		}
		count = c
	}
	r, same, err := replaceCore(t, s.s, old.s, repl.s, count, true)
	if err != nil {
		return nil, err
	}
	if same {
		return s, nil
	}
	return NewStrT(t, r), nil
}

// replaceCore replaces up to count (all when negative) occurrences of old
// in s; an empty old inserts repl before every code point (uni) or byte
// and at the end. same reports that nothing was replaced (r is s). The
// result's size is computed first and charged before it is built.
func replaceCore(t *Thread, s, old, repl string, count int, uni bool) (r string, same bool, err error) {
	if err := strWork(t, len(s)); err != nil {
		return "", false, err
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
		return s, true, nil
	}
	size := int64(len(s)) + int64(n)*(int64(len(repl))-int64(len(old)))
	if size > MaxObjectBytes {
		return "", false, memoryError(t)
	}
	if err := strWork(t, int(size)); err != nil {
		return "", false, err
	}
	b := NewBuilder(t, int(size))
	if b.Err() != nil {
		return "", false, b.Err()
	}
	if old != "" {
		for k := 0; k < n && b.Err() == nil; k++ {
			i := strings.Index(s, old)
			b.WriteString(s[:i])
			b.WriteString(repl)
			s = s[i+len(old):]
		}
		b.WriteString(s)
		return b.String(), false, b.Err()
	}
	i := 0
	for k := 0; k < n && b.Err() == nil; k++ {
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
	return b.String(), false, b.Err()
}

// strCaseMethod returns the method for a case mapping.
func strCaseMethod(name string) BuiltinFunc {
	qual := "str." + name // made once: the call is hot
	return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
		if err := strNoArgs(qual, args, kw); err != nil {
			return nil, err
		}
		s := self.(*Str)
		if err := strWork(t, 2*len(s.s)); err != nil {
			return nil, err
		}
		if s.IsASCII() && len(s.s) > 1 {
			// One allocation for the result and its text (strblock.go),
			// charged as buildString's exact buffer and NewStrT's object.
			return newStrFilled(t, len(s.s), len(s.s), int64(len(s.s)), func(b []byte) {
				copy(b, s.s)
				asciiMapCase(b, name)
			})
		}
		r, err := strMapCase(t, s, name)
		if err != nil {
			return nil, err
		}
		if r == s.s {
			return s, nil
		}
		return NewStrT(t, r), nil
	}
}

// strMapCase applies a case mapping as CPython does, with the full
// mappings of SpecialCasing and the final-sigma rule. The result is built
// in a charged buffer (a character may map to up to three).
func strMapCase(t *Thread, s *Str, name string) (string, error) {
	if s.IsASCII() {
		return buildString(t, len(s.s), func(b []byte) []byte {
			b = append(b, s.s...)
			asciiMapCase(b, name)
			return b
		})
	}
	str := s.s
	b := NewBuilder(t, len(str))
	var buf [3 * 4]byte
	lower := func(i int, r rune) {
		if r == 0x3A3 {
			b.WriteRune(strFinalSigma(str, i))
			return
		}
		b.Write(strAppendLower(buf[:0], r))
	}
	prevCased := false
	for i, k, first := 0, 0, true; i < len(str) && b.Err() == nil; k, first = k+1, false {
		if err := strPoll(t, k); err != nil {
			return "", err
		}
		r, n := decodeRune(str[i:])
		switch name {
		case "upper":
			b.Write(strAppendUpper(buf[:0], r))
		case "lower":
			lower(i, r)
		case "casefold":
			b.Write(strAppendFold(buf[:0], r))
		case "capitalize":
			if first {
				b.Write(strAppendTitle(buf[:0], r))
			} else {
				lower(i, r)
			}
		case "swapcase":
			if strIsUpper(r) {
				lower(i, r)
			} else if strIsLower(r) {
				b.Write(strAppendUpper(buf[:0], r))
			} else {
				b.Write(appendRune(buf[:0], r))
			}
		case "title":
			if prevCased {
				lower(i, r)
			} else {
				b.Write(strAppendTitle(buf[:0], r))
			}
			prevCased = strIsCased(r)
		}
		i += n
	}
	return b.String(), b.Err()
}

// strFinalSigma lowercases the capital sigma at byte offset i of s: final
// sigma when preceded by a cased letter and not followed by one (skipping
// case-ignorable characters).
func strFinalSigma(s string, i int) rune {
	before := false
	for j := i; j > 0; {
		k := j - 1
		for k > 0 && s[k]&0xC0 == 0x80 {
			k--
		}
		r, _ := decodeRune(s[k:j])
		if !strIsCaseIgnorable(r) {
			before = strIsCased(r)
			break
		}
		j = k
	}
	after := false
	for j := i + 2; j < len(s); { // U+03A3 is two bytes
		r, n := decodeRune(s[j:])
		if !strIsCaseIgnorable(r) {
			after = strIsCased(r)
			break
		}
		j += n
	}
	if before && !after {
		return 0x3C2
	}
	return 0x3C3
}

func strPartition(t *Thread, self Value, args []Value, kw []string, name string, right bool) (Value, error) {
	if len(kw) > 0 || len(args) != 1 {
		return nil, strOneArg("str."+name, args, kw)
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
			return NewTupleT(t, []Value{strEmpty, strEmpty, s}), nil
		}
	} else {
		i = strings.Index(s.s, sep.s)
		if i < 0 {
			return NewTupleT(t, []Value{s, strEmpty, strEmpty}), nil
		}
	}
	return NewTupleT(t, []Value{NewStrT(t, s.s[:i]), sep, NewStrT(t, s.s[i+len(sep.s):])}), nil
}

// strPredicate returns an is...() method that holds when s is non-empty
// and every code point satisfies pred.
func strPredicate(name string, pred func(rune) bool) BuiltinFunc {
	qual := "str." + name // made once: the call is hot
	return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
		if err := strNoArgs(qual, args, kw); err != nil {
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
	qual := "str." + name // made once: the call is hot
	return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
		if err := strNoArgs(qual, args, kw); err != nil {
			return nil, err
		}
		s := self.(*Str)
		if err := strWork(t, len(s.s)); err != nil {
			return nil, err
		}
		if name == "isascii" {
			return MakeBool(s.IsASCII()), nil
		}
		str := s.s
		switch name {
		case "isprintable":
			for i := 0; i < len(str); {
				r, n := decodeRune(str[i:])
				if !strIsPrintable(r) {
					return False, nil
				}
				i += n
			}
			return True, nil
		case "isidentifier":
			return MakeBool(ident.IsIdentifier(s.s)), nil
		case "isupper", "islower":
			cased := false
			for i := 0; i < len(str); {
				r, n := decodeRune(str[i:])
				i += n
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
		for i := 0; i < len(str); {
			r, n := decodeRune(str[i:])
			i += n
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
	if left > MaxObjectBytes || right > MaxObjectBytes-left {
		return nil, memoryError(t)
	}
	b := NewBuilder(t, len(s.s)+(left+right)*len(fill))
	b.WriteRepeat(fill, left)
	b.WriteString(s.s)
	b.WriteRepeat(fill, right)
	if b.Err() != nil {
		return nil, b.Err()
	}
	return newStrNT(t, b.String(), s.Len()+left+right), nil
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
	str := s.s
	b := NewBuilder(t, len(str)+width-n)
	if len(str) > 0 && (str[0] == '+' || str[0] == '-') {
		b.WriteByte(str[0])
		str = str[1:]
	}
	b.WriteRepeat("0", width-n)
	b.WriteString(str)
	if b.Err() != nil {
		return nil, b.Err()
	}
	return newStrNT(t, b.String(), width), nil
}

func strExpandtabs(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	tabsize := 8
	if err := strUnpack(t, "expandtabs", args, kw, "tabsize?", &tabsize); err != nil {
		return nil, err
	}
	s := self.(*Str)
	r, n, err := expandTabsCore(t, s.s, tabsize, true)
	if err != nil {
		return nil, err
	}
	if r == s.s {
		return s, nil
	}
	return newStrNT(t, r, n), nil
}

// expandTabsCore replaces tabs by spaces up to the next multiple of
// tabsize; columns count code points (uni) or bytes. It returns the
// result and its length in code points (uni) or bytes; s itself when it
// has no tab. The result's size is computed first and charged before it
// is built.
func expandTabsCore(t *Thread, s string, tabsize int, uni bool) (string, int, error) {
	if strings.IndexByte(s, '\t') < 0 {
		if uni {
			return s, strCountRunes(s), nil
		}
		return s, len(s), nil
	}
	if err := strWork(t, 2*len(s)); err != nil {
		return "", 0, err
	}
	// First pass: the size (CPython's, with its overflow error).
	size, col, chars := int64(0), int64(0), int64(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\t':
			if tabsize > 0 {
				k := int64(tabsize) - col%int64(tabsize)
				col += k
				size += k
				chars += k
			}
		case c == '\n' || c == '\r':
			size++
			chars++
			col = 0
		default:
			size++
			if !uni || c&0xC0 != 0x80 {
				col++
				chars++
			}
		}
		if size > MaxObjectBytes {
			return "", 0, Errorf(OverflowErrorType, "new string is too long")
		}
		if err := strPoll(t, i); err != nil {
			return "", 0, err
		}
	}
	b := NewBuilder(t, int(size))
	col = 0
	for i := 0; i < len(s) && b.Err() == nil; i++ {
		c := s[i]
		switch {
		case c == '\t':
			if tabsize > 0 {
				k := int64(tabsize) - col%int64(tabsize)
				b.WriteRepeat(" ", int(k))
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
	return b.String(), int(chars), b.Err()
}

func strRemoveAffix(t *Thread, self Value, args []Value, kw []string, name string) (Value, error) {
	if len(kw) > 0 || len(args) != 1 {
		return nil, strOneArg("str."+name, args, kw)
	}
	s := self.(*Str)
	a, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "%s() argument must be str, not %s", name, ArgTypeName(args[0]))
	}
	if a.s == "" {
		return s, nil
	}
	if name == "removeprefix" && strings.HasPrefix(s.s, a.s) {
		return NewStrT(t, s.s[len(a.s):]), nil
	}
	if name == "removesuffix" && strings.HasSuffix(s.s, a.s) {
		return NewStrT(t, s.s[:len(s.s)-len(a.s)]), nil
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
	b := NewBuilder(t, len(s.s))
	for i := 0; i < len(s.s); {
		r, n := decodeRune(s.s[i:])
		i += n
		if err := t.Step(); err != nil {
			return nil, err
		}
		v, err := GetItem(t, table, Int(r))
		if err != nil {
			if e, ok := err.(*Exception); ok && e.Type().IsSubtype(LookupErrorType) {
				b.WriteRune(r)
				continue
			}
			return nil, err
		}
		switch x := v.(type) {
		case NoneType:
		case *Str:
			b.WriteString(x.s)
		case Int:
			if x < 0 || x > 0x10FFFF {
				return nil, Errorf(ValueErrorType, "character mapping must be in range(0x110000)")
			}
			b.WriteRune(rune(x))
		default:
			return nil, Errorf(TypeErrorType, "character mapping must return integer, None or str")
		}
		if b.Err() != nil {
			return nil, b.Err()
		}
	}
	return NewStrT(t, b.String()), b.Err()
}
