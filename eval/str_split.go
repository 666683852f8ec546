package eval

import (
	"strings"
	"unicode/utf8"
)

// The splitting methods shared by str, bytes and bytearray: split,
// rsplit and splitlines. The scanners find the parts one at a time and
// hand each to a splitParts, which makes the part's value and its list
// slot, charging both before they are made, so a split into millions of
// parts fails at the memory limit instead of building them first.

// Kinds of parts a splitParts makes.
const (
	partStr = iota
	partBytes
	partByteArray
)

// splitParts collects the parts of a split into the values of a list.
type splitParts struct {
	t     *Thread
	kind  int
	ascii bool // str parts are known to be ASCII (their length is set)
	vals  []Value
	block []Str // *Str parts are allocated in blocks of strBlock

	// whole is the receiver when it is a str (not a subclass): a part
	// that is all of it is the receiver itself, as in CPython (no split:
	// 'abc'.split(',')[0] is the same object).
	whole *Str

	prealloc int  // the room CPython's list has at the first part
	eager    bool // split and rsplit: also with no part
}

// strBlock is how many *Str parts one allocation holds (one allocation
// per block instead of one per part; a part kept alive keeps at most its
// block).
const strBlock = 32

// strPartBytes and bytesPartBytes are the memory of a part besides its
// list slot: a Str header, and a boxed bytes string header.
const (
	strPartBytes   = 48
	bytesPartBytes = 16
)

// newSplitParts returns a collector for parts of self's type (str: a *Str
// of ascii text or not; bytes; bytearray).
func newSplitParts(t *Thread, self Value, ascii bool) *splitParts {
	p := &splitParts{t: t, kind: partStr, ascii: ascii}
	p.whole, _ = self.(*Str)
	switch unwrap(self).(type) {
	case Bytes:
		p.kind = partBytes
	case *ByteArray:
		p.kind = partByteArray
	}
	return p
}

// add appends the value of part s.
func (p *splitParts) add(s string) error {
	var err error
	if cap(p.vals) == 0 && p.prealloc > 0 {
		// CPython's split preallocates its list (PREALLOC_SIZE): the
		// room sys.getsizeof shows.
		if p.vals, err = MakeCap[Value](p.t, 0, p.prealloc); err != nil {
			return err
		}
	}
	if len(p.vals) == cap(p.vals) {
		if p.vals, err = Grow(p.t, p.vals, 1); err != nil {
			return err
		}
	}
	if len(p.vals)%1024 == 1023 {
		if err := p.t.Work(1024); err != nil {
			return err
		}
	}
	var v Value
	switch p.kind {
	case partStr:
		if p.whole != nil && len(s) == len(p.whole.s) {
			v = p.whole
			break
		}
		if len(s) == 1 && s[0] < utf8.RuneSelf {
			v = strASCII[s[0]]
			break
		}
		if len(p.block) == 0 {
			if err := Reserve(p.t, strBlock*strPartBytes); err != nil {
				return err
			}
			p.block = make([]Str, strBlock)
		}
		str := &p.block[0]
		p.block = p.block[1:]
		str.s = s
		if p.ascii {
			str.n.Store(int64(len(s)) + 1)
		}
		v = str
	case partBytes:
		if len(s) == 1 {
			v = bytesSingle[s[0]]
			break
		}
		if err := Reserve(p.t, bytesPartBytes); err != nil {
			return err
		}
		v = Bytes(s)
	default:
		if v, err = newByteArray(p.t, s); err != nil {
			return err
		}
	}
	p.vals = append(p.vals, v)
	return nil
}

// addSepStr is splitSep from the left with add for str parts, in one
// loop: the parts of s at each sep, at most maxsplit splits (all when
// negative). The list, made with room for every part (splitMethod counted
// them), and the block of parts stay in locals, and a one-byte separator
// is found with IndexByte.
func (p *splitParts) addSepStr(s, sep string, maxsplit int) error {
	var err error
	if cap(p.vals) == 0 && p.prealloc > 0 {
		if p.vals, err = MakeCap[Value](p.t, 0, p.prealloc); err != nil {
			return err
		}
	}
	p.vals, p.block, err = p.sepParts(p.vals, p.block, s, sep, maxsplit)
	return err
}

// sepParts is addSepStr's loop, with the list and block in locals.
func (p *splitParts) sepParts(vals []Value, block []Str, s, sep string, maxsplit int) ([]Value, []Str, error) {
	var err error
	//workloop:bounded each round but the last consumes the separator (not empty) from s: at most len(s)+1 rounds
	for {
		part, i := s, -1
		if maxsplit != 0 {
			if len(sep) == 1 {
				i = strings.IndexByte(s, sep[0])
			} else {
				i = strings.Index(s, sep)
			}
			if i >= 0 {
				part, s = s[:i], s[i+len(sep):]
				maxsplit--
			}
		}
		if len(vals) == cap(vals) {
			if vals, err = Grow(p.t, vals, 1); err != nil {
				return vals, block, err
			}
		}
		if len(vals)%1024 == 1023 {
			if err := p.t.Work(1024); err != nil {
				return vals, block, err
			}
		}
		var v Value
		if p.whole != nil && len(part) == len(p.whole.s) {
			v = p.whole
		} else if len(part) == 1 && part[0] < utf8.RuneSelf {
			v = strASCII[part[0]]
		} else {
			if len(block) == 0 {
				if err := Reserve(p.t, strBlock*strPartBytes); err != nil {
					return vals, block, err
				}
				block = make([]Str, strBlock)
			}
			str := &block[0]
			block = block[1:]
			str.s = part
			if p.ascii {
				str.n.Store(int64(len(part)) + 1)
			}
			v = str
		}
		vals = append(vals, v)
		if i < 0 {
			return vals, block, nil
		}
	}
}

// list returns the parts as a list, reversed first if they were found
// from the right.
func (p *splitParts) list(reversed bool) Value {
	if cap(p.vals) == 0 && p.eager {
		//limiterr:ok no thread: nothing is charged, no limit to report
		p.vals, _ = MakeCap[Value](nil, 0, p.prealloc) // a dozen slots at most: nothing to charge
	}
	if reversed {
		for i, j := 0, len(p.vals)-1; i < j; i, j = i+1, j-1 {
			p.vals[i], p.vals[j] = p.vals[j], p.vals[i]
		}
	}
	return NewListT(p.t, p.vals)
}

// splitSep splits s on sep at most maxsplit times (all when negative),
// from the right when right is set (the parts then come last first).
func splitSep(s, sep string, maxsplit int, right bool, emit func(string) error) error {
	if !right {
		//workloop:bounded each round consumes the separator (not empty) from s, or stops: at most len(s) rounds
		for maxsplit != 0 {
			i := strings.Index(s, sep)
			if i < 0 {
				break
			}
			if err := emit(s[:i]); err != nil {
				return err
			}
			s = s[i+len(sep):]
			maxsplit--
		}
		return emit(s)
	}
	end := len(s)
	//workloop:bounded each round consumes the separator (not empty) from s, or stops: at most len(s) rounds
	for maxsplit != 0 {
		i := strings.LastIndex(s[:end], sep)
		if i < 0 {
			break
		}
		if err := emit(s[i+len(sep) : end]); err != nil {
			return err
		}
		end = i
		maxsplit--
	}
	return emit(s[:end])
}

// splitWhitespace splits on runs of whitespace: Unicode whitespace for
// str (uni), ASCII whitespace for bytes; from the right when right is set
// (the parts then come last first).
func splitWhitespace(s string, maxsplit int, right, uni bool, emit func(string) error) error {
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
				return nil
			}
			if maxsplit == 0 {
				// CPython keeps trailing whitespace of the remainder.
				return emit(s[i:])
			}
			j := i
			for j < len(s) {
				sp, n := isSpaceAt(j)
				if sp {
					break
				}
				j += n
			}
			if err := emit(s[i:j]); err != nil {
				return err
			}
			maxsplit--
			i = j
		}
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
			return nil
		}
		if maxsplit == 0 {
			return emit(s[:i])
		}
		j := i
		for j > 0 {
			sp, k := spaceBefore(j)
			if sp {
				break
			}
			j = k
		}
		if err := emit(s[j:i]); err != nil {
			return err
		}
		maxsplit--
		i = j
	}
}

// splitLines splits at line boundaries: all of CPython's for str (uni),
// only \n, \r and \r\n for bytes.
func splitLines(s string, keepends, uni bool, emit func(string) error) error {
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
		end := i
		if keepends {
			end = eol
		}
		if err := emit(s[start:end]); err != nil {
			return err
		}
		start, i = eol, eol
	}
	if start < len(s) {
		return emit(s[start:])
	}
	return nil
}

// splitMethod is split and rsplit of str, bytes and bytearray (uni: str);
// data is the receiver's text, read after the arguments are converted.
func splitMethod(t *Thread, self Value, args []Value, kw []string, name string, right, uni bool) (Value, error) {
	var sep Value = None
	maxsplit := -1
	if err := strUnpack(t, name, args, kw, "sep?", &sep, "maxsplit?", &maxsplit); err != nil {
		return nil, err
	}
	s, ascii := splitText(self)
	var sp string
	if sep != None {
		if uni {
			x, ok := As[*Str](sep)
			if !ok {
				return nil, Errorf(TypeErrorType, "must be str or None, not %s", TypeName(sep))
			}
			sp = x.s
		} else {
			var err error
			if sp, err = bytesArg(sep); err != nil {
				return nil, err
			}
		}
		if sp == "" {
			return nil, Errorf(ValueErrorType, "empty separator")
		}
	}
	if err := strWork(t, len(s)); err != nil {
		return nil, err
	}
	parts := newSplitParts(t, self, ascii)
	parts.prealloc, parts.eager = 12, true // MAX_PREALLOC
	if maxsplit >= 0 && maxsplit < 12 {
		parts.prealloc = maxsplit + 1
	}
	var err error
	if sep == None {
		err = splitWhitespace(s, maxsplit, right, uni, parts.add)
	} else {
		// The parts are counted first (one scan, charged above with the
		// split's) so that the list is made once with the room CPython's
		// has at the end (12 slots, then appends' growth: sys.getsizeof
		// reads it) instead of grown by doubling and copied.
		n := strings.Count(s, sp) + 1
		if maxsplit >= 0 && n > maxsplit+1 {
			n = maxsplit + 1
		}
		if n > parts.prealloc {
			parts.prealloc = CPythonListAlloc(n, parts.prealloc, true)
		}
		if parts.kind == partStr && !right {
			err = parts.addSepStr(s, sp, maxsplit)
		} else {
			err = splitSep(s, sp, maxsplit, right, parts.add)
		}
	}
	if err != nil {
		return nil, err
	}
	return parts.list(right), nil
}

// splitlinesMethod is splitlines of str, bytes and bytearray (uni: str).
func splitlinesMethod(t *Thread, self Value, args []Value, kw []string, uni bool) (Value, error) {
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
	s, ascii := splitText(self)
	if err := strWork(t, len(s)); err != nil {
		return nil, err
	}
	parts := newSplitParts(t, self, ascii)
	parts.prealloc = 4 // CPython appends to an empty list: room for 4 first
	if err := splitLines(s, keepends, uni, parts.add); err != nil {
		return nil, err
	}
	return parts.list(false), nil
}

// splitText is the text a split reads: a str's, or the data of bytes or
// a bytearray (not copied: parts of a bytearray are copied as they are
// made, and no Python code runs meanwhile); ascii tells that a str's
// parts are ASCII.
func splitText(self Value) (string, bool) {
	if s, ok := self.(*Str); ok {
		return s.s, s.IsASCII()
	}
	return selfView(self), false
}
