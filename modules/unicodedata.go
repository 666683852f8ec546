package modules

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"sort"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/text/unicode/norm"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// The unicodedata module. CPython 3.11 uses Unicode 14.0; the properties
// and names come from its own database (unicodedata14.txt.gz, written by
// gen_unicodedata.py), so results are CPython's even where Go's tables
// (a newer Unicode) differ. normalize uses golang.org/x/text/unicode/norm,
// whose tables are newer: normal forms differ only for characters
// assigned after Unicode 14. Name aliases and named sequences are not
// accepted by lookup. ucd_3_2_0 is Unicode 3.2.0's database
// (unicodedata320.go).

//go:embed unicodedata14.txt.gz
var unicodedataGz []byte

type ucdRun struct {
	start     rune
	cat, bidi string
	combining int
	eaw       string
	mirrored  int
}

type ucdNum struct {
	decimal, digit int // -1: none
	numeric        float64
}

var ucd struct {
	once   sync.Once
	runs   []ucdRun
	nums   map[rune]ucdNum
	names  map[rune]string
	decomp map[rune]string
	byName map[string]rune
}

var cjkRanges = [][2]rune{{0x3400, 0x4dbf}, {0x4e00, 0x9fff}, {0x20000, 0x2a6df}, {0x2a700, 0x2b738}, {0x2b740, 0x2b81d}, {0x2b820, 0x2cea1}, {0x2ceb0, 0x2ebe0}, {0x30000, 0x3134a}}

func ucdLoad() {
	ucd.once.Do(func() {
		zr, err := gzip.NewReader(bytes.NewReader(unicodedataGz))
		if err != nil {
			panic(err)
		}
		ucd.nums = map[rune]ucdNum{}
		ucd.names = map[rune]string{}
		ucd.decomp = map[rune]string{}
		ucd.byName = map[string]rune{}
		sc := bufio.NewScanner(zr)
		for sc.Scan() {
			// "<kind> <hex code point> <rest>", the fields of the rest
			// separated by single spaces (gen_unicodedata.py).
			kind, line, _ := strings.Cut(sc.Text(), " ")
			hexCP, rest, _ := strings.Cut(line, " ")
			cp, _ := strconv.ParseInt(hexCP, 16, 32)
			switch kind {
			case "R":
				g := ucdFields(rest)
				comb, _ := strconv.Atoi(g[2])
				mir, _ := strconv.Atoi(g[4])
				bidi := g[1]
				if bidi == "-" {
					bidi = ""
				}
				ucd.runs = append(ucd.runs, ucdRun{rune(cp), g[0], bidi, comb, g[3], mir})
			case "V":
				g := ucdFields(rest)
				n := ucdNum{decimal: -1, digit: -1}
				if g[0] != "-" {
					n.decimal, _ = strconv.Atoi(g[0])
				}
				if g[1] != "-" {
					n.digit, _ = strconv.Atoi(g[1])
				}
				n.numeric, _ = strconv.ParseFloat(g[2], 64)
				ucd.nums[rune(cp)] = n
			case "D":
				ucd.decomp[rune(cp)] = rest
			case "N":
				ucd.names[rune(cp)] = rest
				ucd.byName[rest] = rune(cp)
			}
		}
	})
}

// ucdFields returns the first five space-separated fields of a line of
// the database.
func ucdFields(s string) (f [5]string) {
	for i := range f {
		f[i], s, _ = strings.Cut(s, " ")
	}
	return
}

func ucdProps(r rune) ucdRun {
	ucdLoad()
	i := sort.Search(len(ucd.runs), func(i int) bool { return ucd.runs[i].start > r })
	return ucd.runs[i-1]
}

var (
	hangulL = [...]string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	hangulV = [...]string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	hangulT = [...]string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

// unicodeName returns the name of r, or "".
func unicodeName(r rune) string {
	ucdLoad()
	if n, ok := ucd.names[r]; ok {
		return n
	}
	if r >= 0xAC00 && r <= 0xD7A3 {
		s := int(r - 0xAC00)
		return "HANGUL SYLLABLE " + hangulL[s/588] + hangulV[(s%588)/28] + hangulT[s%28]
	}
	for _, c := range cjkRanges {
		if r >= c[0] && r <= c[1] {
			return "CJK UNIFIED IDEOGRAPH-" + strings.ToUpper(strconv.FormatInt(int64(r), 16))
		}
	}
	return ""
}

// unicodeLookup returns the character named name (unicodedata.lookup).
func unicodeLookup(name string) (rune, bool) {
	ucdLoad()
	orig := name
	name = strings.ToUpper(name)
	if r, ok := ucd.byName[name]; ok {
		return r, true
	}
	if h, ok := strings.CutPrefix(name, "CJK UNIFIED IDEOGRAPH-"); ok && (len(h) == 4 || len(h) == 5) {
		v, err := strconv.ParseInt(h, 16, 32)
		if err == nil && strings.ToUpper(h) == h {
			for _, c := range cjkRanges {
				if rune(v) >= c[0] && rune(v) <= c[1] {
					return rune(v), true
				}
			}
		}
	}
	if len(orig) >= 16 && strings.ToUpper(orig[:16]) == "HANGUL SYLLABLE " {
		// The longest jamo name of each column in turn, as CPython's
		// find_syllable (which reads the jamo names as given: the
		// prefix only is case-insensitive).
		s := orig[16:]
		l, s := hangulFind(hangulL[:], s)
		v, s := hangulFind(hangulV[:], s)
		t, s := hangulFind(hangulT[:], s)
		if l >= 0 && v >= 0 && t >= 0 && s == "" {
			return rune(0xAC00 + (l*len(hangulV)+v)*len(hangulT) + t), true
		}
	}
	return 0, false
}

// hangulFind returns the index of the longest of names that s starts
// with (-1 if none) and the rest of s.
func hangulFind(names []string, s string) (int, string) {
	best, n := -1, -1
	for i, x := range names {
		if len(x) > n && strings.HasPrefix(s, x) {
			best, n = i, len(x)
		}
	}
	if best < 0 {
		return -1, s
	}
	return best, s[n:]
}

// ucdChar is the single-character argument of the module's functions.
func ucdChar(name string, args []eval.Value, kw []string, min, max int) (rune, error) {
	if err := nargs(name, args, kw, min, max); err != nil {
		return 0, err
	}
	arg := "argument"
	if max > 1 {
		arg = "argument 1"
	}
	s, ok := args[0].(*eval.Str)
	if !ok {
		return 0, eval.Errorf(eval.TypeErrorType, "%s() %s must be a unicode character, not %s", name, arg, eval.TypeName(args[0]))
	}
	if s.Len() != 1 {
		return 0, eval.Errorf(eval.TypeErrorType, "%s() %s must be a unicode character, not str", name, arg)
	}
	r, _ := pyrepr.DecodeRune(s.String())
	return r, nil
}

func ucdNumFunc(name, msg string, get func(n ucdNum) (eval.Value, bool)) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		r, err := ucdChar(name, args, kw, 1, 2)
		if err != nil {
			return nil, err
		}
		ucdLoad()
		if n, ok := ucd.nums[r]; ok {
			if v, ok := get(n); ok {
				return v, nil
			}
		}
		if len(args) > 1 {
			return args[1], nil
		}
		return nil, eval.Errorf(eval.ValueErrorType, "%s", msg)
	}
}

func loadUnicodedata(t *eval.Thread, o *Options) (*eval.Module, error) {
	prop := func(name string, get func(t *eval.Thread, p ucdRun) eval.Value) fn {
		return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			r, err := ucdChar(name, args, kw, 1, 1)
			if err != nil {
				return nil, err
			}
			return get(t, ucdProps(r)), nil
		}
	}
	m := newModule("unicodedata", map[string]fn{
		"category":         prop("category", func(t *eval.Thread, p ucdRun) eval.Value { return str(t, p.cat) }),
		"bidirectional":    prop("bidirectional", func(t *eval.Thread, p ucdRun) eval.Value { return str(t, p.bidi) }),
		"combining":        prop("combining", func(t *eval.Thread, p ucdRun) eval.Value { return eval.Int(p.combining) }),
		"east_asian_width": prop("east_asian_width", func(t *eval.Thread, p ucdRun) eval.Value { return str(t, p.eaw) }),
		"mirrored":         prop("mirrored", func(t *eval.Thread, p ucdRun) eval.Value { return eval.Int(p.mirrored) }),
		"decimal": ucdNumFunc("decimal", "not a decimal", func(n ucdNum) (eval.Value, bool) {
			return eval.Int(n.decimal), n.decimal >= 0
		}),
		"digit": ucdNumFunc("digit", "not a digit", func(n ucdNum) (eval.Value, bool) {
			return eval.Int(n.digit), n.digit >= 0
		}),
		"numeric": ucdNumFunc("numeric", "not a numeric character", func(n ucdNum) (eval.Value, bool) {
			return eval.Float(n.numeric), true
		}),
		"decomposition": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			r, err := ucdChar("decomposition", args, kw, 1, 1)
			if err != nil {
				return nil, err
			}
			ucdLoad()
			return str(t, ucd.decomp[r]), nil
		},
		"name":   ucdName(nil),
		"lookup": ucdLookup(nil),
		"normalize": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			form, s, err := ucdNormArgs("normalize", args, kw)
			if err != nil {
				return nil, err
			}
			return ucdNormalize(t, form, args[1], s)
		},
		"is_normalized": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			form, s, err := ucdNormArgs("is_normalized", args, kw)
			if err != nil {
				return nil, err
			}
			ok, err := ucdIsNormal(t, form, s)
			return eval.MakeBool(ok), err
		},
	})
	m.Attrs.Set("unidata_version", eval.NewStr("14.0.0"))
	m.Attrs.Set("ucd_3_2_0", &ucdDB{})
	m.Attrs.Set("UCD", ucdDBType)
	return m, nil
}

// ucdChunk is how many bytes of text normalize and is_normalized handle
// between two polls of the deadline.
const ucdChunk = 4096

// ucdNormalize is normalize(form, s): the normal form built segment by
// segment into a charged buffer (NFKD multiplies the size of some
// characters by 18), polling the deadline. Text already in the form is
// returned as is, as CPython does.
func ucdNormalize(t *eval.Thread, form norm.Form, arg eval.Value, s string) (eval.Value, error) {
	ok, err := ucdIsNormal(t, form, s)
	if err != nil || ok {
		return arg, err
	}
	b := eval.NewBuilder(t, len(s))
	var it norm.Iter
	it.InitString(form, s)
	since := 0
	for !it.Done() {
		seg := it.Next()
		b.Write(seg)
		if since += len(seg); since >= ucdChunk {
			if b.Err() != nil {
				return nil, b.Err()
			}
			if err := t.Work(int64(since / 16)); err != nil {
				return nil, err
			}
			since = 0
		}
	}
	if b.Err() != nil {
		return nil, b.Err()
	}
	return eval.NewStrT(t, b.String()), nil
}

// ucdIsNormal is is_normalized(form, s), checked a chunk at a time: the
// chunks end at boundaries of the form, where the normal form of the
// whole is the normal forms of the parts put together.
func ucdIsNormal(t *eval.Thread, form norm.Form, s string) (bool, error) {
	for len(s) > 0 {
		end := len(s)
		if end > ucdChunk {
			if k := form.NextBoundaryInString(s[ucdChunk:], true); k >= 0 {
				end = ucdChunk + k
			}
		}
		if err := t.Work(int64(end / 16)); err != nil {
			return false, err
		}
		if !form.IsNormalString(s[:end]) {
			return false, nil
		}
		s = s[end:]
	}
	return true, nil
}

func ucdNormArgs(name string, args []eval.Value, kw []string) (norm.Form, string, error) {
	if err := nargs(name, args, kw, 2, 2); err != nil {
		return 0, "", err
	}
	f, ok := eval.As[*eval.Str](args[0])
	if !ok {
		return 0, "", eval.Errorf(eval.TypeErrorType, "%s() argument 1 must be str, not %s", name, eval.ArgTypeName(args[0]))
	}
	s, ok := eval.As[*eval.Str](args[1])
	if !ok {
		return 0, "", eval.Errorf(eval.TypeErrorType, "%s() argument 2 must be str, not %s", name, eval.ArgTypeName(args[1]))
	}
	var form norm.Form
	switch f.String() {
	case "NFC":
		form = norm.NFC
	case "NFD":
		form = norm.NFD
	case "NFKC":
		form = norm.NFKC
	case "NFKD":
		form = norm.NFKD
	default:
		return 0, "", eval.Errorf(eval.ValueErrorType, "invalid normalization form")
	}
	return form, s.String(), nil
}

// ucdName is unicodedata's name(); assigned reports the code points the
// database version has (nil: all), as unicodedata.ucd_3_2_0's filter.
func ucdName(assigned func(rune) bool) eval.BuiltinFunc {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		r, err := ucdChar("name", args, kw, 1, 2)
		if err != nil {
			return nil, err
		}
		if assigned == nil || assigned(r) {
			if n := unicodeName(r); n != "" {
				return str(t, n), nil
			}
		}
		if len(args) > 1 {
			return args[1], nil
		}
		return nil, eval.Errorf(eval.ValueErrorType, "no such name")
	}
}

// ucdLookup is unicodedata's lookup(); assigned as for ucdName.
func ucdLookup(assigned func(rune) bool) eval.BuiltinFunc {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("lookup", args, kw, 1, 1); err != nil {
			return nil, err
		}
		var name string
		switch s := args[0].(type) {
		case *eval.Str:
			name = s.String()
		case eval.Bytes:
			name = string(s)
		default:
			return nil, eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not '%s'", eval.TypeName(args[0]))
		}
		if len(name) > 256 {
			return nil, eval.Errorf(eval.KeyErrorType, "name too long")
		}
		r, ok := unicodeLookup(name)
		if !ok || assigned != nil && !assigned(r) {
			return nil, eval.NewException(eval.KeyErrorType, str(t, "undefined character name '"+name+"'"))
		}
		return str(t, string(pyrepr.AppendRune(nil, r))), nil
	}
}
