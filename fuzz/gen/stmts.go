package gen

import (
	"fmt"
	"strings"
)

// statement writes one statement (inside a try block).
func (g *generator) statement() {
	g.oneOf(
		weighted{14, g.builtinCall},
		weighted{18, g.methodCall},
		weighted{16, g.moduleCall},
		weighted{14, g.classMethodCall},
		weighted{9, g.operator},
		weighted{6, g.subscript},
		weighted{7, g.formatting},
		weighted{3, g.regex},
		weighted{4, g.loop},
		weighted{3, g.accumulate},
		weighted{2, g.classDef},
		weighted{2, g.generatorDef},
		weighted{2, g.printCall},
		weighted{2, g.sortCall},
		weighted{2, g.nesting},
		weighted{1, g.recursion},
		weighted{1, g.withStmt},
	)
}

// callTarget calls target number i of the inventory, counted over its
// builtins, type methods, module functions and class methods in turn
// (modulo their number): Program's seed picks one, so that consecutive
// seeds call every target, whatever the random choices do.
func (g *generator) callTarget(i int) {
	inv := g.inv
	n := len(inv.Builtins) + len(inv.TypeMethods) + len(inv.ModuleFuncs) + len(inv.ClassMethods)
	if n == 0 {
		return
	}
	i %= n
	switch {
	case i < len(inv.Builtins):
		g.builtinCallOf(inv.Builtins[i])
		return
	case i < len(inv.Builtins)+len(inv.TypeMethods):
		g.methodCallOf(inv.TypeMethods[i-len(inv.Builtins)])
		return
	}
	i -= len(inv.Builtins) + len(inv.TypeMethods)
	if i < len(inv.ModuleFuncs) {
		g.moduleCallOf(inv.ModuleFuncs[i])
		return
	}
	g.classMethodCallOf(inv.ClassMethods[i-len(inv.ModuleFuncs)])
}

// call writes "_r = expr" and keeps the result.
func (g *generator) call(expr string) {
	g.line("_r = %s", expr)
	if g.chance(0.5) {
		g.line("R.append(_r)")
	}
	if g.chance(0.15) {
		g.line("%s(_r)", pick(g, []string{"repr", "str", "list", "len", "hash", "sorted", "bool", "format", "iter", "set", "tuple", "ascii", "bytes", "dict", "json.dumps", "copy.deepcopy"}))
	}
}

// builtinCall calls a builtin function or type.
func (g *generator) builtinCall() {
	name := pick(g, g.inv.Builtins)
	if strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Exception") || strings.HasSuffix(name, "Warning") {
		if g.chance(0.7) {
			name = pick(g, g.inv.Builtins)
		}
	}
	g.builtinCallOf(name)
}

func (g *generator) builtinCallOf(name string) {
	g.use("builtin:" + name)
	g.call(fmt.Sprintf("%s(%s)", name, g.args()))
}

// use records a target in Options.Used.
func (g *generator) use(target string) {
	if g.opts.Used != nil {
		g.opts.Used[target] = true
	}
}

// methodCall calls a method of a builtin type.
func (g *generator) methodCall() {
	if len(g.inv.TypeMethods) == 0 {
		g.builtinCall()
		return
	}
	g.methodCallOf(pick(g, g.inv.TypeMethods))
}

func (g *generator) methodCallOf(t Target) {
	g.use(t.String())
	if g.chance(0.1) {
		// Unbound, with any receiver.
		g.call(fmt.Sprintf("%s.%s(%s)", t.Type, t.Name, joinArgs(g.val(), g.args())))
		return
	}
	g.call(fmt.Sprintf("%s.%s(%s)", g.recv(t.Type), t.Name, g.args()))
}

func joinArgs(a, b string) string {
	if b == "" {
		return a
	}
	return a + ", " + b
}

// moduleCall calls a function or class of a module, or reads a constant.
func (g *generator) moduleCall() {
	if len(g.inv.ModuleFuncs) == 0 || g.chance(0.03) {
		m := pick(g, g.inv.Modules)
		g.call(fmt.Sprintf("%s.%s", m.Name, pick(g, append(m.Constants, "__name__"))))
		return
	}
	g.moduleCallOf(pick(g, g.inv.ModuleFuncs))
}

func (g *generator) moduleCallOf(t Target) {
	g.use(t.String())
	g.call(fmt.Sprintf("%s.%s(%s)", t.Module, t.Name, g.args()))
}

// classMethodCall makes an instance of a module class (with hints for
// the classes whose constructors need arguments) and calls one of its
// methods.
func (g *generator) classMethodCall() {
	if len(g.inv.ClassMethods) == 0 {
		g.moduleCall()
		return
	}
	g.classMethodCallOf(pick(g, g.inv.ClassMethods))
}

func (g *generator) classMethodCallOf(t Target) {
	g.use(t.String())
	g.line("_o = %s", g.instance(t.Module, t.Class))
	if g.chance(0.3) {
		g.call("_o." + t.Name)
		return
	}
	g.call(fmt.Sprintf("_o.%s(%s)", t.Name, g.args()))
	if g.chance(0.3) {
		g.call(fmt.Sprintf("_o.%s(%s)", t.Name, g.args()))
	}
}

// instanceHints are constructor calls that work, by "module.Class".
var instanceHints = map[string][]string{
	"decimal.Decimal":             {"decimal.Decimal(%v)", "decimal.Decimal('1e-999999999')", "decimal.Decimal('9.99e999999999')", "decimal.Decimal('-0')", "decimal.Decimal('snan')", "decimal.Decimal(2**%v)"},
	"decimal.Context":             {"decimal.Context(prec=%v)", "decimal.Context(Emax=%v, Emin=-%v)", "decimal.getcontext()"},
	"fractions.Fraction":          {"fractions.Fraction(%v, %v)", "fractions.Fraction(%v)", "fractions.Fraction('1/3')"},
	"datetime.date":               {"datetime.date(2020, 2, 29)", "datetime.date.today()", "datetime.date(1, 1, 1)", "datetime.date(9999, 12, 31)"},
	"datetime.datetime":           {"datetime.datetime(2020, 1, 1, 12, 30)", "datetime.datetime.now()", "datetime.datetime(9999, 12, 31, 23, 59, 59, 999999)", "datetime.datetime(1, 1, 1, tzinfo=datetime.timezone.utc)"},
	"datetime.time":               {"datetime.time(23, 59, 59, 999999)", "datetime.time()"},
	"datetime.timedelta":          {"datetime.timedelta(days=%v)", "datetime.timedelta(seconds=%v)", "datetime.timedelta(microseconds=%v)", "datetime.timedelta.max"},
	"datetime.timezone":           {"datetime.timezone(datetime.timedelta(hours=%v))", "datetime.timezone.utc"},
	"collections.deque":           {"collections.deque(%v)", "collections.deque(range(%v), maxlen=%v)", "collections.deque(L)"},
	"collections.Counter":         {"collections.Counter(%v)", "collections.Counter('abc' * %v)", "collections.Counter(L)"},
	"collections.OrderedDict":     {"collections.OrderedDict(D)", "collections.OrderedDict.fromkeys(range(%v))"},
	"collections.defaultdict":     {"collections.defaultdict(list)", "collections.defaultdict(%v)", "collections.defaultdict(lambda: L.clear())"},
	"collections.ChainMap":        {"collections.ChainMap(D, {})", "collections.ChainMap(*[{}] * %v)"},
	"collections.UserDict":        {"collections.UserDict(D)"},
	"collections.UserList":        {"collections.UserList(L)", "collections.UserList(range(%v))"},
	"collections.UserString":      {"collections.UserString(%v)"},
	"re.Pattern":                  {"re.compile(%p)"},
	"re.Match":                    {"re.search(%p, %v)", "re.match('(a)(b)?', 'ab' * %v)"},
	"io.StringIO":                 {"io.StringIO(%v)", "io.StringIO()"},
	"io.BytesIO":                  {"io.BytesIO(%v)", "io.BytesIO()"},
	"random.Random":               {"random.Random(%v)"},
	"string.Template":             {"string.Template(%v)"},
	"string.Formatter":            {"string.Formatter()"},
	"textwrap.TextWrapper":        {"textwrap.TextWrapper(width=%v)", "textwrap.TextWrapper()"},
	"difflib.SequenceMatcher":     {"difflib.SequenceMatcher(None, %v, %v)"},
	"difflib.Differ":              {"difflib.Differ()"},
	"calendar.Calendar":           {"calendar.Calendar(%v)"},
	"calendar.TextCalendar":       {"calendar.TextCalendar(%v)"},
	"calendar.HTMLCalendar":       {"calendar.HTMLCalendar(%v)"},
	"queue.Queue":                 {"queue.Queue(%v)"},
	"queue.LifoQueue":             {"queue.LifoQueue()"},
	"queue.PriorityQueue":         {"queue.PriorityQueue()"},
	"queue.SimpleQueue":           {"queue.SimpleQueue()"},
	"uuid.UUID":                   {"uuid.UUID(int=%v)", "uuid.uuid4()", "uuid.UUID('12345678123456781234567812345678')"},
	"pprint.PrettyPrinter":        {"pprint.PrettyPrinter(indent=%v, width=%v, depth=%v)"},
	"functools.partial":           {"functools.partial(%c, %v)"},
	"contextlib.ExitStack":        {"contextlib.ExitStack()"},
	"contextlib.suppress":         {"contextlib.suppress(Exception)"},
	"contextlib.nullcontext":      {"contextlib.nullcontext(%v)"},
	"csv.DictReader":              {"csv.DictReader(io.StringIO(%v))"},
	"csv.DictWriter":              {"csv.DictWriter(io.StringIO(), fieldnames=%v)"},
	"time.struct_time":            {"time.gmtime(%v)", "time.localtime()"},
	"statistics.LinearRegression": {"statistics.linear_regression([1, 2, 3], [2, 4, 7])"},
	"urllib.parse.ParseResult":    {"urllib.parse.urlparse(%v)"},
	"urllib.parse.SplitResult":    {"urllib.parse.urlsplit(%v)"},
	"urllib.parse.DefragResult":   {"urllib.parse.urldefrag(%v)"},
	"enum.Enum":                   {"enum.Enum('E', 'A B C')", "enum.Enum('E', [('A', 1), ('B', 2)])"},
	"enum.IntEnum":                {"enum.IntEnum('E', 'A B')"},
	"enum.Flag":                   {"enum.Flag('F', 'A B C')"},
	"enum.IntFlag":                {"enum.IntFlag('F', 'A B C')"},
	"enum.StrEnum":                {"enum.StrEnum('E', 'A B')"},
}

// instance returns an expression making an instance of module.cls.
func (g *generator) instance(mod, cls string) string {
	hints, ok := instanceHints[mod+"."+cls]
	if !ok || g.chance(0.15) {
		return fmt.Sprintf("%s.%s(%s)", mod, cls, g.args())
	}
	h := pick(g, hints)
	var b strings.Builder
	for i := 0; i < len(h); i++ {
		if h[i] == '%' && i+1 < len(h) {
			switch h[i+1] {
			case 'v':
				b.WriteString("(" + g.arg() + ")")
				i++
				continue
			case 'p':
				b.WriteString(g.patternv())
				i++
				continue
			case 'c':
				b.WriteString("(" + g.callablev() + ")")
				i++
				continue
			}
		}
		b.WriteByte(h[i])
	}
	return b.String()
}

var binaryOps = []string{"+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@", "==", "!=", "<", "<=", ">", ">=", "in", "not in", "is", "and", "or"}

// operator writes a binary, unary or augmented operation.
func (g *generator) operator() {
	switch g.n(5) {
	case 0, 1:
		g.call(fmt.Sprintf("(%s) %s (%s)", g.val(), pick(g, binaryOps), g.val()))
	case 2:
		g.call(fmt.Sprintf("(%s) %s (%s)", g.operand(), pick(g, binaryOps), g.param()))
	case 3:
		g.call(fmt.Sprintf("%s(%s)", pick(g, []string{"-", "+", "~", "not "}), g.val()))
	default:
		target := pick(g, []string{"L", "D", "S", "BA", "S0", "_x"})
		if target == "_x" {
			g.line("_x = %s", g.val())
		}
		op := pick(g, []string{"+=", "-=", "*=", "|=", "&=", "^=", "//=", "%=", "**=", "<<=", ">>="})
		g.line("%s %s %s", target, op, g.arg())
	}
}

// operand returns a value worth multiplying or shifting by a parameter.
func (g *generator) operand() string {
	return pick(g, []string{
		g.strv(), g.bytesv(), g.listv(), g.tuplev(), "2", "-1", "1.5", "10**100", "float('nan')",
		"decimal.Decimal(3)", "fractions.Fraction(1, 3)", "datetime.timedelta(1)", "collections.Counter('ab')",
		"collections.deque([1])", "BA", "L", "1j", "True",
	})
}

// subscript writes an item or slice read, write or delete, with hostile
// indices.
func (g *generator) subscript() {
	target := pick(g, []string{"L", "BA", "D", "S0", "R", g.listv(), g.bytesv(), g.strv(), g.tuplev(), "range(10**18)", "collections.deque(L)", "memo"})
	idx := g.index()
	switch g.n(4) {
	case 0:
		g.call(fmt.Sprintf("(%s)[%s]", target, idx))
	case 1:
		g.line("%s[%s] = %s", pick(g, []string{"L", "BA", "D", "memo", "R"}), idx, g.assignValue())
	case 2:
		g.line("del %s[%s]", pick(g, []string{"L", "BA", "D", "R"}), idx)
	default:
		g.line("%s[%s] = %s", pick(g, []string{"L", "BA", "R"}), g.sliceIndex(), g.assignValue())
	}
}

// index returns an index or slice expression.
func (g *generator) index() string {
	if g.chance(0.5) {
		return g.sliceIndex()
	}
	return pick(g, []string{g.intv(), g.hostileIndex(), g.floatv(), "float('nan')", "-1", "0", "(1, 2)", "...", "None", g.strv()})
}

func (g *generator) sliceIndex() string {
	part := func() string {
		if g.chance(0.25) {
			return ""
		}
		return g.intv()
	}
	s := part() + ":" + part()
	if g.chance(0.5) {
		s += ":" + pick(g, []string{"1", "-1", "2", "3", "-3", "10**10", "-10**18", "2**63", g.hostileIndex(), "0"})
	}
	return s
}

// assignValue returns the right-hand side of an item or slice assignment:
// often an iterable that mutates the target while it is consumed.
func (g *generator) assignValue() string {
	return pickFill(g, []string{
		"(L.clear() or x for x in range(%s))", "(BA.clear() or x for x in range(%s))", "range(%s)", "L", "BA",
		"[H0()] * %s", "b'x' * %s", "Gen(%s)", "H0()", "%s", "map(lambda x: L.pop() if L else x, range(%s))",
		"(R.clear() or x for x in range(%s))", "[L] * %s", "iter(L)", "bytearray(%s)", "D",
	})
}

// formatting writes %-formatting, format(), str.format or an f-string
// with hostile widths and precisions.
func (g *generator) formatting() {
	switch g.n(5) {
	case 0:
		n := 1 + g.n(3)
		var spec strings.Builder
		var args []string
		for range n {
			s, a := g.percentSpec()
			spec.WriteString(s)
			args = append(args, a...)
		}
		fmtStr := "'" + spec.String() + "'"
		if g.chance(0.2) {
			fmtStr = "b" + fmtStr
		}
		if len(args) == 0 {
			g.call(fmt.Sprintf("%s %% ()", fmtStr))
		} else {
			g.call(fmt.Sprintf("%s %% (%s,)", fmtStr, strings.Join(args, ", ")))
		}
	case 1:
		g.call(fmt.Sprintf("format(%s, %s)", g.formatTarget(), g.formatSpec()))
	case 2:
		spec := g.formatSpec()
		if !strings.HasPrefix(spec, "'") || !strings.HasSuffix(spec, "'") || strings.Contains(spec, "{") || strings.Contains(spec, "}") {
			spec = "''"
		}
		g.call(fmt.Sprintf("'{0:%s}'.format(%s)", strings.Trim(spec, "'"), g.formatTarget()))
	case 3:
		g.line("_fv, _fw, _fp = %s, %s, %s", g.formatTarget(), g.param(), g.param())
		g.call(pick(g, []string{"f'{_fv:{_fw}.{_fp}}'", "f'{_fv:>{_fw}}'", "f'{_fv!r:^{_fw}}'", "f'{_fv:0{_fw}.{_fp}f}'", "f'{_fv:{_fw}}{_fv:.{_fp}}'"}))
	default:
		g.call(fmt.Sprintf("'{:{}{}{}.{}{}}'.format(%s, %s, %s, %s, %s, %s)", g.formatTarget(),
			pick(g, []string{"'x'", "'*'", "'0'", "''"}), pick(g, []string{"'<'", "'>'", "'^'", "'='", "''"}),
			g.param(), g.param(), pick(g, []string{"'f'", "'e'", "'g'", "'%'", "''", "'d'", "'x'", "'s'", "'n'", "'E'"})))
	}
}

func (g *generator) formatTarget() string {
	return pick(g, []string{
		g.intv(), g.floatv(), g.strv(), "decimal.Decimal('1.5')", "decimal.Decimal('1e-999999')",
		"fractions.Fraction(1, 3)", "datetime.datetime(2020, 1, 1)", "1j", "H0()", "10**4000", "True",
	})
}

// percentSpec returns one %-directive and its arguments.
func (g *generator) percentSpec() (string, []string) {
	var args []string
	s := "%"
	s += pick(g, []string{"", "-", "+", " ", "#", "0", "-#0"})
	switch g.n(3) {
	case 0:
		s += "*"
		args = append(args, g.param())
	case 1:
		s += pick(g, []string{"", "1", "10", "100", "10000", "1000000", "99999999999"})
	}
	switch g.n(3) {
	case 0:
		s += ".*"
		args = append(args, g.param())
	case 1:
		s += pick(g, []string{".0", ".1", ".10", ".100", ".1000", ".99999"})
	}
	conv := pick(g, []string{"d", "i", "o", "x", "X", "e", "E", "f", "F", "g", "G", "c", "r", "s", "a", "%", "b", "u"})
	s += conv
	if conv != "%" {
		args = append(args, g.scalar())
	}
	return s, args
}

// formatSpec returns a format spec string literal.
func (g *generator) formatSpec() string {
	var b strings.Builder
	b.WriteString(pick(g, []string{"", "x", "*", "0", "é", "\\x00"}))
	b.WriteString(pick(g, []string{"", "<", ">", "^", "="}))
	b.WriteString(pick(g, []string{"", "+", "-", " "}))
	b.WriteString(pick(g, []string{"", "z", "#", "0"}))
	b.WriteString(pick(g, []string{"", "1", "10", "1000", "1000000", "100000000", "2147483648", "99999999999999999999"}))
	b.WriteString(pick(g, []string{"", ",", "_"}))
	if g.chance(0.6) {
		b.WriteString("." + pick(g, []string{"0", "1", "10", "100", "1000", "100000", "10000000", "2147483647", "99999999999999999999"}))
	}
	b.WriteString(pick(g, []string{"", "f", "e", "g", "%", "d", "x", "b", "o", "n", "s", "c", "E", "G", "X"}))
	if g.chance(0.1) {
		return "'%' * " + g.dataSize()
	}
	return "'" + b.String() + "'"
}

// regex writes a compile, search or substitution with hostile patterns.
func (g *generator) regex() {
	p := g.patternv()
	subject := pick(g, []string{g.strv(), "'a' * %s + 'b'", "'ab' * %s", "S0", "S1", "'\\n' * %s"})
	subject = g.fill(subject)
	flags := pick(g, []string{"0", "re.I", "re.M", "re.S", "re.X", "re.I | re.M", "re.A"})
	switch g.n(6) {
	case 0:
		g.call(fmt.Sprintf("re.compile(%s, %s)", p, flags))
	case 1:
		g.call(fmt.Sprintf("re.%s(%s, %s, %s)", pick(g, []string{"search", "match", "fullmatch", "findall", "split"}), p, subject, flags))
	case 2:
		g.call(fmt.Sprintf("re.sub(%s, %s, %s, %s)", p, pick(g, []string{"''", "'x' * 1000", "'\\\\g<0>' * 100", "lambda m: L.clear() or 'x'", "lambda m: m.group(0) * 100", "'\\\\1'"}), subject, pick(g, []string{"0", "1", "10**10", "-1"})))
	case 3:
		g.call(fmt.Sprintf("list(re.finditer(%s, %s))", p, subject))
	case 4:
		g.call(fmt.Sprintf("re.escape(%s)", subject))
	default:
		g.call(fmt.Sprintf("[re.compile(%s + str(i)) for i in range(%s)]", p, g.dataSize()))
	}
}

// loop writes a for or while loop around one to three statements.
func (g *generator) loop() {
	if g.depth > 3 {
		g.builtinCall()
		return
	}
	v := g.name("_i")
	if g.chance(0.7) {
		g.line("for %s in %s:", v, g.fill(pick(g, []string{"range(%s)", "L[:]", "list(D)", "Gen(%s)", "_gen(%s)", "range(%s, 0, -1)"})))
	} else {
		g.line("%s = 0", v)
		g.line("while %s < %s:", v, g.dataSize())
		g.depth++
		g.line("%s += 1", v)
		g.depth--
	}
	g.depth++
	for range 1 + g.n(3) {
		g.guarded(g.statement)
	}
	g.depth--
}

// accumulate builds many objects of one kind, charged or not.
func (g *generator) accumulate() {
	n := g.fill(pick(g, []string{"%s", "10**6", "10**5", "10**7"}))
	item := pick(g, []string{
		"type('C', (), {})", "_gen(1)", "(lambda: 0)", "object()", "H0()", "[]", "{}", "set()", "b'x' * 100",
		"10**100 + _j", "str(_j) * 10", "re.compile('a' + str(_j))", "Slotted()", "Idx(_j)", "iter(L)", "(_j,)",
		"decimal.Decimal(_j)", "fractions.Fraction(_j, 7)", "datetime.timedelta(_j)", "collections.deque()",
		"functools.partial(print, _j)", "io.StringIO('x')", "hashlib.sha256()", "random.Random(_j)",
		"bytearray(1000)", "Gen(_j)", "[0] * 100", "2**10000 + _j", "float(_j)", "complex(_j, 1)",
	})
	acc := pick(g, []string{"[%s for _j in range(%s)]", "{_j: %s for _j in range(%s)}", "list(map(lambda _j: %s, range(%s)))"})
	g.call(fmt.Sprintf(acc, item, n))
	if strings.Contains(item, "_gen") && g.chance(0.5) {
		g.line("for _x in _r:")
		g.line("    next(_x, None)")
	}
}

// classDef writes a class with many bases, slots, a metaclass or
// hostile methods.
func (g *generator) classDef() {
	switch g.n(5) {
	case 0:
		g.call(fmt.Sprintf("type('M', tuple(type('B%%d' %% i, (), {}) for i in range(%s)), {})", g.dataSize()))
	case 1:
		g.line("class _C:")
		g.line("    __slots__ = tuple('s%%d' %% i for i in range(%s))", g.dataSize())
		g.call(fmt.Sprintf("[_C() for _ in range(%s)]", g.dataSize()))
	case 2:
		g.line("_bases = (object,)")
		g.line("for _k in range(%s):", g.dataSize())
		g.line("    _bases = (type('B', _bases, {}),)")
		g.call("_bases[0]()")
	case 3:
		g.call(fmt.Sprintf("type('T', (%s,), {'__eq__': lambda s, o: L.clear(), '__hash__': lambda s: 0})", pick(g, []string{"int", "str", "list", "dict", "tuple", "Exception", "H0", "object", "bytes", "float", "set"})))
		g.call("_r(" + g.args() + ")")
	default:
		g.call(fmt.Sprintf("type(%s, (), {%s: %s})", g.strv(), g.strv(), g.val()))
	}
}

// generatorDef writes a generator function with many locals and
// suspends many of its generators.
func (g *generator) generatorDef() {
	fn := g.name("_gf")
	nlocals := pick(g, []int{1, 10, 100, 500, 2000})
	g.line("def %s():", fn)
	var names []string
	for i := range nlocals {
		names = append(names, fmt.Sprintf("v%d", i))
	}
	for i := 0; i < len(names); i += 50 {
		g.line("    %s = %s", strings.Join(names[i:min(i+50, len(names))], " = "), pick(g, []string{"0", "None", "'x' * 100", "[]"}))
	}
	g.line("    yield 1")
	g.line("    yield 2")
	g.line("_gs = []")
	g.line("for _k in range(%s):", g.dataSize())
	g.line("    _x = %s()", fn)
	g.line("    next(_x)")
	g.line("    _gs.append(_x)")
}

// printCall prints with hostile separators and many arguments.
func (g *generator) printCall() {
	what := g.fill(pick(g, []string{"*range(%s)", "*L", "S0", "*([S0] * %s)", "H0()", "D", "*'ab' * 3"}))
	g.call(fmt.Sprintf("print(%s, sep=%s, end=%s)", what, g.strv(), pick(g, []string{"''", "'\\n'", "'x' * 10**6"})))
}

// sortCall sorts or orders with keys and comparisons that mutate.
func (g *generator) sortCall() {
	target := pick(g, []string{"L", "R", "list(D)", g.listv()})
	key := pick(g, []string{"None", "lambda x: L.clear()", "lambda x: L.append(x)", "id", "str", "lambda x: -hash(x)", "functools.cmp_to_key(lambda a, b: L.clear() or 1)", "lambda x: H0()", "repr"})
	switch g.n(4) {
	case 0:
		g.line("L.sort(key=%s, reverse=%s)", key, pick(g, []string{"True", "False"}))
	case 1:
		g.call(fmt.Sprintf("sorted(%s, key=%s)", target, key))
	case 2:
		g.call(fmt.Sprintf("%s(%s, key=%s)", pick(g, []string{"max", "min"}), target, key))
	default:
		g.call(fmt.Sprintf("heapq.%s(%s, %s, key=%s)", pick(g, []string{"nlargest", "nsmallest"}), g.param(), target, key))
	}
}

// nesting builds deep structures and walks them with the recursive
// builtins.
func (g *generator) nesting() {
	// Deep structures make the recursive builtins reach the recursion
	// limit, which ends the program: a few only.
	depth := pick(g, []string{"10", "10", "50", "100", "100", "200", "500", "10**4", "10**6"})
	build := pick(g, []string{"_deep", "_deepd", "_deept"})
	walker := pick(g, []string{"repr", "str", "json.dumps", "copy.deepcopy", "pprint.pformat", "hash", "lambda x: x == x", "lambda x: x < x", "len", "list", "sorted", "lambda x: json.loads(json.dumps(x))", "lambda x: [x] * 2 == [x] * 2"})
	g.line("_n = %s(%s)", build, depth)
	g.call(fmt.Sprintf("(%s)(_n)", walker))
}

// recursion writes a recursive function and calls it: mostly bounded,
// as the recursion limit ends the program (no except catches it).
func (g *generator) recursion() {
	fn := g.name("_rf")
	bound := pick(g, []string{"10", "100", "500", "10**6"})
	g.line("def %s(n):", fn)
	g.line("    if n > %s:", bound)
	g.line("        return n")
	g.line("    %s", strings.ReplaceAll(pick(g, []string{"return F(n + 1)", "return [F(n + 1)]", "return repr(F) + str(F(n + 1))", "return {n: F(n + 1)}"}), "F", fn))
	g.call(fn + "(0)")
}

// withStmt writes a with statement over a hostile or library context
// manager.
func (g *generator) withStmt() {
	g.line("with %s:", pick(g, []string{"H0()", "contextlib.suppress(Exception)", "contextlib.nullcontext(L)", "io.StringIO()", "decimal.localcontext() as _c"}))
	g.depth++
	g.guarded(g.statement)
	g.depth--
}
