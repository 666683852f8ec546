package gen

import (
	"fmt"
	"strconv"
	"strings"
)

// Sizes. Data is built with sizes a run can hold (up to a few MiB, so a
// program goes on after building it); parameters (counts, widths,
// precisions, repeats, indents, shifts) take any size, where the attacks
// are.
var (
	smallSizes  = []string{"0", "1", "2", "3", "5", "7", "8", "10", "16", "31", "100"}
	mediumSizes = []string{"255", "256", "1000", "1024", "4096", "10**4", "65536", "10**5"}
	largeSizes  = []string{"10**6", "2**20", "3 * 2**20", "2**23"}
	hugeSizes   = []string{
		"10**7", "10**8", "2**31 - 1", "2**31", "2**32", "10**9", "10**10", "2**40", "10**12",
		"2**62", "2**63 - 1", "2**63", "2**64", "10**18", "10**19", "10**30", "10**100", "2**1000",
	}
	negativeInts = []string{"-1", "-2", "-7", "-100", "-2**31", "-2**63", "-2**63 - 1", "-10**10", "-10**18", "-10**100", "-(2**1000)"}
	bigInts      = []string{
		"10**4000", "10**4300 - 1", "7**10000", "3**100000", "-(3**100000)", "2**100000 - 1", "2**(2**20)",
		"int('9' * 4000)", "(1 << 200000) + 1", "10**200000 + 7", "2**64 * 3**200",
	}
)

// dataSize returns a size to build data with.
func (g *generator) dataSize() string {
	switch k := g.n(100); {
	case k < 50:
		return pick(g, smallSizes)
	case k < 85:
		return pick(g, mediumSizes)
	default:
		return pick(g, largeSizes)
	}
}

// param returns a count, width, precision or index: any size.
func (g *generator) param() string {
	switch k := g.n(100); {
	case k < 35:
		return pick(g, smallSizes)
	case k < 50:
		return pick(g, mediumSizes)
	case k < 58:
		return pick(g, largeSizes)
	case k < 80:
		return pick(g, hugeSizes)
	case k < 92:
		return pick(g, negativeInts)
	case k < 96:
		return pick(g, bigInts)
	default:
		return g.hostileIndex()
	}
}

// intv returns an int expression.
func (g *generator) intv() string {
	if g.chance(0.1) {
		return pick(g, []string{"True", "False", "R[-1] if R and isinstance(R[-1], int) else 3", "len(L)", "len(D)", "-len(L)"})
	}
	return g.param()
}

// hostileIndex returns an object with __index__ (maybe re-entrant).
func (g *generator) hostileIndex() string {
	if g.hostile > 0 && g.chance(0.7) {
		return fmt.Sprintf("H%d()", g.n(g.hostile))
	}
	return fmt.Sprintf("Idx(%s)", pick(g, append(append([]string{}, smallSizes...), hugeSizes...)))
}

var floats = []string{
	"float('nan')", "float('inf')", "-float('inf')", "-0.0", "0.0", "1e308", "-1e308", "5e-324", "1e-300",
	"0.1", "0.5", "1.5", "2.5", "-2.5", "3.14159", "1e16", "2.0**53 + 1", "1e22", "123456789.123456789",
	"float(2**1023)", "math.nan", "math.inf", "-math.nan",
}

func (g *generator) floatv() string { return pick(g, floats) }

var complexes = []string{"1j", "complex(1e308, 1e308)", "complex(float('nan'), 1)", "complex(0, float('inf'))", "-1j ** 0.5", "(1+2j)"}

// unit strings repeated to build long strings: each stresses something
// (escapes, case mappings that grow, normalization, line breaks, tabs,
// format directives, regex syntax).
var strUnits = []string{
	"a", "ab", "abc ", "\\x00", "\\n", "\\r\\n", "\\x0b\\x0c\\x1c\\x1d\\x1e\\x85\\u2028", "\\t", "a\\tb", " ",
	"é", "ß", "İ", "ŉ", "\\u0390", "ﬃ", "\\ufdfa", "\\u1100\\u1161\\u11a8", "\\U0001F600", "\\ud800", "\\u0345",
	"%s", "%d", "%%", "%(a)s", "{}", "{0}", "{x}", "{:>10}", "<>&\\'\"", "&amp;", "&#x110000;", "\\\\",
	"(", ")", "[", "(?:a|b)", "a*", ".*", "\\\\1", "|", "+", "a{2}", "0", "9", "-", "1_0", "١",
	"%Y%m%d", "%c", "%%Y", "a,b\\n", "\"a\"\"b\"", "/../", "%2F", "+", "=", "key=val&", "http://x/?a=1#f",
}

var shortStrs = []string{
	"''", "'a'", "'abc'", "' '", "'\\n'", "'0'", "'-1'", "'1e308'", "'nan'", "'inf'", "'1_000'", "'0x1f'",
	"'é'", "'ß'", "'\\U0001F600'", "'\\x00'", "'%s'", "'{}'", "'{0:{1}}'", "'a b c'", "'A,B;C'", "'utf-8'",
	"'ascii'", "'latin-1'", "'strict'", "'ignore'", "'replace'", "'backslashreplace'", "'xmlcharrefreplace'",
	"'NFC'", "'NFD'", "'NFKC'", "'NFKD'", "'%Y-%m-%d %H:%M:%S'", "'2020-01-01T00:00:00'", "'9' * 4300",
	"'1' * 5000", "'.'", "'x' * 100", "str(10**1000)", "'\\t'", "'+'", "'%'", "'%c'", "'a' * 16",
}

// strv returns a str expression.
func (g *generator) strv() string {
	switch k := g.n(100); {
	case k < 40:
		return pick(g, shortStrs)
	case k < 80:
		return fmt.Sprintf("'%s' * %s", pick(g, strUnits), g.dataSize())
	case k < 88:
		return fmt.Sprintf("''.join(chr(i %% 0x110000) for i in range(%s))", g.dataSize())
	case k < 94:
		return fmt.Sprintf("str(%s)", pick(g, bigInts[:6]))
	default:
		return pick(g, []string{"repr(L)", "str(D)", "R[-1] if R and isinstance(R[-1], str) else 's'", "S0", "S1"})
	}
}

var shortBytes = []string{
	"b''", "b'a'", "b'abc'", "b'\\x00'", "b'\\xff'", "b'%s'", "b'%d'", "b'\\n'", "b' '", "b'=='", "b'YQ=='",
	"b'0123456789abcdef'", "b'\\x80abc'", "bytes(range(256))", "b'{}'",
}

var bytesUnits = []string{"a", "\\x00", "\\xff", "\\n", "%s", "ab", "\\t", "=", "\\x80", " "}

// bytesv returns a bytes or bytearray expression.
func (g *generator) bytesv() string {
	var e string
	switch k := g.n(100); {
	case k < 40:
		e = pick(g, shortBytes)
	case k < 80:
		e = fmt.Sprintf("b'%s' * %s", pick(g, bytesUnits), g.dataSize())
	case k < 90:
		e = fmt.Sprintf("bytes(%s)", g.dataSize())
	default:
		e = pick(g, []string{"BA", "bytes(BA)", "BA * 2"})
	}
	if g.chance(0.25) && !strings.HasPrefix(e, "BA") {
		e = "bytearray(" + e + ")"
	}
	return e
}

// listv returns a list expression.
func (g *generator) listv() string {
	return pickFill(g, []string{
		"[]", "[1, 2, 3]", "[3, 1, 2]", "L", "L[:]", "[L]", "[L] * %s", "list(range(%s))", "[[]] * %s",
		"[%s]", "[%s, %s]", "[float('nan')] * %s", "['a', 'b'] * %s", "[H0(), H0()]", "[None] * %s", "_deep(%s)",
		"[str(i) for i in range(%s)]", "[i * 10**50 for i in range(%s)]", "[(i, -i) for i in range(%s)]",
		"list(D)", "list(S)", "[D, S, L]",
	})
}

// fill replaces each %s of a template with a data size, or a value.
func (g *generator) fill(t string) string {
	for strings.Contains(t, "%s") {
		var v string
		switch {
		case strings.Contains(t, "[%s]") || strings.Contains(t, "[%s, %s]"):
			v = g.scalar()
		default:
			v = g.dataSize()
		}
		t = strings.Replace(t, "%s", v, 1)
	}
	return t
}

// pickFill is pick then fill.
func pickFill(g *generator, ts []string) string { return g.fill(pick(g, ts)) }

func (g *generator) dictv() string {
	return pickFill(g, []string{
		"{}", "D", "{float('nan'): 1}", "{float('nan'): 1, float('nan'): 2}", "{1: 2, 'a': 'b'}",
		"{i: i for i in range(%s)}", "{str(i): [i] for i in range(%s)}", "dict.fromkeys(range(%s))",
		"{H0(): 1}", "{(1, 2): L}", "{'a': D}", "dict(zip(range(%s), range(%s)))", "{0: 0, 0.0: 1, False: 2}",
		"{'indent': 10**10, 'sep': 'x'}", "_deepd(%s)", "{2**64: 1, -1: 2, -2: 3}",
	})
}

func (g *generator) setv() string {
	return pickFill(g, []string{
		"set()", "S", "{1, 2, 3}", "set(range(%s))", "{float('nan'), float('nan')}", "frozenset(range(%s))",
		"{H0(), H0()}", "frozenset(S)", "{-1, -2}", "set('abc' * %s)", "{2**64, 2**65}",
	})
}

func (g *generator) tuplev() string {
	return pickFill(g, []string{
		"()", "(1,)", "(1, 2, 3)", "tuple(range(%s))", "(L,) * %s", "(float('nan'),)", "tuple(L)",
		"(%s, %s)", "((),) * %s", "_deept(%s)", "(H0(), 1)",
	})
}

// iterv returns an iterable expression (finite or not).
func (g *generator) iterv() string {
	if g.hostile > 0 && g.chance(0.05) {
		return fmt.Sprintf("H%d_iter", g.n(g.hostile))
	}
	return pickFill(g, []string{
		"range(%s)", "range(-10**18, 10**18, 7)", "range(10**18)", "iter(L)", "iter(D)", "(x for x in range(%s))",
		"(L.clear() or x for x in range(%s))", "(L.append(x) or x for x in range(%s))", "map(str, range(%s))",
		"zip(L, L)", "enumerate(L)", "reversed(L)", "filter(None, L)", "itertools.count()", "itertools.repeat(1)",
		"itertools.cycle(L or [1])", "itertools.repeat('x' * 1000, %s)", "iter(int, 1)", "Gen(%s)",
		"D.items()", "D.keys()", "D.values()", "S", "BA", "'abc' * %s", "_gen(%s)",
	})
}

// callablev returns a callable expression.
func (g *generator) callablev() string {
	return pick(g, []string{
		"len", "str", "repr", "int", "float", "abs", "hash", "id", "bool", "list", "sorted", "max", "print",
		"lambda *a, **k: None", "lambda *a: L.clear()", "lambda *a: L.append(a)", "lambda x: -x", "lambda x, y=0: x",
		"lambda *a: D.clear()", "lambda *a: 1/0", "lambda *a: 10**10", "lambda *a: 'x' * 10**6", "lambda *a: a",
		"H0", "str.upper", "str.join", "dict.get", "functools.partial(max, 1)", "_f", "_g", "operator.add",
		"functools.cmp_to_key(lambda a, b: L.clear() or 0)", "lambda m: m.group(0) * 1000",
	})
}

var patterns = []string{
	"'a'", "'a+'", "'(a|b)*c'", "'(a*)*b'", "'(a+)+$'", "'(?:a|aa)*$'", "'(.*)*x'", "'^(\\\\w+\\\\s?)*$'",
	"'a{1000}'", "'a{1,65535}'", "'(?:a{1,100}){1,100}'", "'(?P<n>a)(?P=n)'", "'(a)\\\\1*'", "'(?i)ß'",
	"'[a-z]'", "'[^\\\\x00-\\\\x7f]'", "'\\\\d+'", "'(?=a)'", "'(?<=a)b'", "'(?s).'", "'(?m)^$'", "'x|'",
	"'(' * %s", "'(?:a|b)' * %s", "'(' * %s + ')' * %s", "'|'.join(str(i) for i in range(%s))", "'a' * %s",
	"'[' + 'a-z' * %s + ']'", "'(?:' * %s + 'a' + ')*' * %s", "'a?' * %s + 'a' * %s", "'\\\\1' * %s",
	"'(a)' * %s", "'.*' * %s", "'(?P<g%d>a)' * 2", "'a{%s}'", "'a{2,%s}'", "'[\\\\s\\\\S]*' * %s", "'\\\\b' * %s",
}

func (g *generator) patternv() string {
	p := pick(g, patterns)
	for strings.Contains(p, "%s") {
		p = strings.Replace(p, "%s", g.dataSize(), 1)
	}
	return p
}

// objv returns an instance of a module class, a hostile object or the
// like.
func (g *generator) objv() string {
	return pickFill(g, []string{
		"decimal.Decimal('1e-999999999')", "decimal.Decimal('9e999999999')", "decimal.Decimal('nan')",
		"decimal.Decimal('-inf')", "decimal.Decimal('1.1')", "decimal.Decimal(2**200)", "decimal.Decimal('1e%s')",
		"fractions.Fraction(3**%s, 7)", "fractions.Fraction(1, 3)", "fractions.Fraction(10**100, 10**100 + 1)",
		"datetime.datetime(2020, 1, 1)", "datetime.date(9999, 12, 31)", "datetime.timedelta(days=999999999)",
		"datetime.timedelta(microseconds=-1)", "datetime.timezone(datetime.timedelta(hours=23, minutes=59))",
		"collections.deque(range(%s), maxlen=%s)", "collections.deque(L)", "collections.Counter('abc' * %s)",
		"collections.OrderedDict(D)", "collections.defaultdict(list)", "collections.ChainMap(D, {})",
		"re.compile(%s)", "io.StringIO('a\\n' * %s)", "io.BytesIO(b'a\\n' * %s)", "uuid.UUID(int=2**128 - 1)",
		"hashlib.sha256(b'x' * %s)", "hashlib.md5()", "random.Random(%s)", "H0()", "H0", "object()",
		"type('T', (), {})", "Gen(%s)", "Idx(%s)", "_f", "slice(None, None, -1)", "slice(0, 10**18, 10**10)",
		"slice(H0(), H0(), H0())", "range(0, 10**18, 3)", "memo", "string.Template('$a' * %s)",
		"textwrap.TextWrapper(width=1)", "difflib.SequenceMatcher(None, 'a' * %s, 'b' * %s)",
		"calendar.TextCalendar()", "queue.Queue()", "statistics.NormalDist() if hasattr(statistics, 'NormalDist') else 0",
		"time.gmtime(0)", "csv.writer(io.StringIO())", "functools.partial(print)", "Slotted()", "Many()",
	})
}

// scalar returns a simple value: int, float, str, bytes, None.
func (g *generator) scalar() string {
	switch k := g.n(100); {
	case k < 40:
		return g.intv()
	case k < 55:
		return g.floatv()
	case k < 80:
		return g.strv()
	case k < 92:
		return g.bytesv()
	case k < 96:
		return pick(g, complexes)
	default:
		return pick(g, []string{"None", "True", "False", "...", "NotImplemented"})
	}
}

// val returns any value expression.
func (g *generator) val() string {
	switch k := g.n(100); {
	case k < 45:
		return g.scalar()
	case k < 55:
		return g.listv()
	case k < 61:
		return g.dictv()
	case k < 65:
		return g.setv()
	case k < 69:
		return g.tuplev()
	case k < 76:
		return g.iterv()
	case k < 82:
		return g.callablev()
	case k < 93:
		return g.objv()
	default:
		return g.result()
	}
}

// result returns an earlier call's result.
func (g *generator) result() string {
	return "R[" + strconv.Itoa(-1-g.n(5)) + "] if len(R) > " + strconv.Itoa(g.n(5)) + " else L"
}

// recv returns a receiver for the methods of builtin type ty.
func (g *generator) recv(ty string) string {
	switch ty {
	case "str":
		return "(" + g.strv() + ")"
	case "bytes":
		return "bytes(" + g.bytesv() + ")"
	case "bytearray":
		if g.chance(0.5) {
			return "BA"
		}
		return "bytearray(" + g.bytesv() + ")"
	case "list":
		if g.chance(0.5) {
			return "L"
		}
		return "(" + g.listv() + ")"
	case "dict":
		if g.chance(0.5) {
			return "D"
		}
		return "(" + g.dictv() + ")"
	case "set":
		if g.chance(0.5) {
			return "S"
		}
		return "set(" + g.setv() + ")"
	case "frozenset":
		return "frozenset(" + g.setv() + ")"
	case "tuple":
		return "(" + g.tuplev() + ")"
	case "int", "bool":
		return "(" + g.intv() + ")"
	case "float":
		return "(" + g.floatv() + ")"
	case "complex":
		return "(" + pick(g, complexes) + ")"
	case "range":
		return g.fill(pick(g, []string{"range(%s)", "range(-10**18, 10**18, 7)", "range(2**64)", "range(0)", "range(10, -10, -3)"}))
	case "slice":
		return "slice(" + g.intv() + ", " + g.intv() + ", " + pick(g, []string{"None", "1", "-1", "2", "10**10", "-10**18", "H0()"}) + ")"
	case "property", "classmethod", "staticmethod":
		return ty + "(" + g.callablev() + ")"
	case "enumerate", "reversed", "filter", "map", "zip":
		return "(" + g.iterv() + ")"
	}
	return ty + "()"
}

// args returns a call's argument list: positional values and sometimes
// keywords.
func (g *generator) args() string {
	var parts []string
	n := pick(g, []int{0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5})
	for range n {
		parts = append(parts, g.arg())
	}
	if g.chance(0.2) {
		parts = append(parts, pick(g, keywords)+"="+g.arg())
	}
	if g.chance(0.04) {
		parts = append(parts, "*"+g.iterv())
	}
	return strings.Join(parts, ", ")
}

// arg returns one argument: biased to the hostile parameters.
func (g *generator) arg() string {
	switch k := g.n(100); {
	case k < 35:
		return g.param()
	case k < 45:
		return g.patternOrStr()
	default:
		return g.val()
	}
}

func (g *generator) patternOrStr() string {
	if g.chance(0.2) {
		return g.patternv()
	}
	return g.strv()
}

var keywords = []string{
	"indent", "sep", "end", "key", "reverse", "maxsplit", "count", "base", "ndigits", "start", "stop", "step",
	"default", "r", "n", "k", "fillchar", "tabsize", "encoding", "errors", "flags", "maxlen", "fillvalue",
	"initial", "repeat", "width", "func", "times", "keepends", "sort_keys", "ensure_ascii", "separators",
	"maxsize", "typed", "precision", "prec", "Emax", "Emin", "weights", "cum_weights", "lo", "hi", "seed",
	"days", "seconds", "microseconds", "hours", "weeks", "year", "tzinfo", "placeholder", "max_lines",
	"strict", "object_hook", "parse_float", "parse_int", "cls", "default_factory", "newline", "quotechar",
	"delimiter", "lineterminator", "rounding", "exp", "context", "sizehint", "depth", "compact", "sort_dicts",
}
