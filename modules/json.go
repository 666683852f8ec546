package modules

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/eval"
)

// The json module: dumps/dump with every option of CPython's encoder and
// loads/load with its decoder's error messages (json.decoder.JSONDecodeError,
// a ValueError, positions counted in code points).

// JSONDecodeErrorType is json.JSONDecodeError (json.decoder.JSONDecodeError).
var JSONDecodeErrorType = newExceptionType("json.decoder", "JSONDecodeError", eval.ValueErrorType)

// jsonMaxDepth bounds the nesting of decoded and encoded documents, where
// CPython would run out of recursion depth.
const jsonMaxDepth = 1000

func init() {
	// JSONDecodeError(msg, doc, pos), as CPython's __init__: the message
	// with its line and column, and msg, doc, pos, lineno, colno.
	JSONDecodeErrorType.Dict.Set("__init__", eval.NewBuiltin("__init__", jsonDecodeErrorInit))
	base := JSONDecodeErrorType.New
	JSONDecodeErrorType.New = func(t *eval.Thread, cls *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		v, err := base(t, cls, args, kw)
		if err != nil || cls != JSONDecodeErrorType {
			return v, err // a subclass runs __init__ itself
		}
		_, err = jsonDecodeErrorInit(t, v, args, kw)
		return v, err
	}
}

// jsonDecodeErrorInit is JSONDecodeError.__init__(self, msg, doc, pos).
func jsonDecodeErrorInit(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var msg, doc eval.Value
	var pos int
	if err := eval.UnpackArgs(t, "JSONDecodeError", args, kw, "msg", &msg, "doc", &doc, "pos", &pos); err != nil {
		return nil, err
	}
	e, ok := self.(*eval.Exception)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "JSONDecodeError.__init__ needs a JSONDecodeError")
	}
	d, isStr := eval.As[*eval.Str](doc)
	m, isStr2 := eval.As[*eval.Str](msg)
	if !isStr || !isStr2 {
		return nil, eval.Errorf(eval.TypeErrorType, "JSONDecodeError(msg, doc, pos) needs str msg and doc")
	}
	text := d.String()
	if err := t.Steps(int64(len(text)) / 64); err != nil {
		return nil, err
	}
	// CPython: lineno = doc.count('\n', 0, pos) + 1 and colno = pos -
	// doc.rfind('\n', 0, pos), pos in code points, with slice bounds.
	n := utf8.RuneCountInString(text)
	end := pos
	if end < 0 {
		end = max(end+n, 0)
	}
	end = min(end, n)
	b := 0
	for cp := 0; cp < end; cp++ {
		_, w := utf8.DecodeRuneInString(text[b:])
		b += w
	}
	line := strings.Count(text[:b], "\n") + 1
	last := -1
	if nl := strings.LastIndexByte(text[:b], '\n'); nl >= 0 {
		last = utf8.RuneCountInString(text[:nl])
	}
	full := (&jsonDecoder{t: t, s: text}).errText(m.String(), pos, line, pos-last)
	e.Args = full.Args
	e.Dict = full.Dict
	return eval.None, nil
}

// loadJSON runs py/json.py (the encoder and decoder classes) over the Go
// functions, lazily: `import json` runs nothing until a name is used.
func loadJSON(t *eval.Thread, o *Options) (*eval.Module, error) {
	// The functions keep their public names (json.dumps.__name__ is
	// 'dumps'); py/json.py binds them to those names.
	pre := map[string]eval.Value{
		"_dumps":      eval.NewBuiltin("dumps", jsonDumps),
		"_loads":      eval.NewBuiltin("loads", jsonLoads),
		"_dump":       eval.NewBuiltin("dump", jsonDump),
		"_load":       eval.NewBuiltin("load", jsonLoad),
		"_raw_decode": eval.NewBuiltin("raw_decode", jsonRawDecode),
	}
	pre["_JSONDecodeError"] = JSONDecodeErrorType
	return runPyModule(t, "json", pre)
}

type jsonEncoder struct {
	t           *eval.Thread
	skipKeys    bool
	ensureASCII bool
	checkCirc   bool
	allowNaN    bool
	sortKeys    bool
	indent      string
	hasIndent   bool
	itemSep     string
	keySep      string
	dflt        eval.Value
	b           eval.Builder // the output, charged as it grows
	markers     map[eval.Value]bool
	depth       int

	// cls is dumps' cls= argument (None: this encoder); raw are the
	// indent, separators and default arguments as given, for it.
	cls eval.Value
	raw [3]eval.Value
}

func jsonEncoderFromArgs(t *eval.Thread, name string, args []eval.Value, kw []string, extra ...any) (*jsonEncoder, eval.Value, error) {
	var obj eval.Value
	e := &jsonEncoder{t: t, ensureASCII: true, checkCirc: true, allowNaN: true, b: eval.NewBuilder(t, 0)}
	var indent, separators, dflt, cls eval.Value = eval.None, eval.None, eval.None, eval.None
	pairs := []any{"obj", &obj}
	pairs = append(pairs, extra...)
	pairs = append(pairs, "$skipkeys?", &e.skipKeys, "$ensure_ascii?", &e.ensureASCII, "$check_circular?", &e.checkCirc,
		"$allow_nan?", &e.allowNaN, "$cls?", &cls, "$indent?", &indent, "$separators?", &separators,
		"$default?", &dflt, "$sort_keys?", &e.sortKeys)
	if err := eval.UnpackArgs(t, name, args, kw, pairs...); err != nil {
		return nil, nil, err
	}
	e.cls, e.raw = cls, [3]eval.Value{indent, separators, dflt}
	e.itemSep, e.keySep = ", ", ": "
	switch x := indent.(type) {
	case eval.NoneType:
	case *eval.Str:
		e.indent, e.hasIndent = x.String(), true
	default:
		n, err := eval.AsInt(t, indent)
		if err != nil {
			return nil, nil, err
		}
		// ' ' * indent, as CPython: charged (an absurd indent is a
		// MemoryError here, before anything is encoded).
		if e.indent, err = eval.Repeat(t, " ", max(n, 0)); err != nil {
			return nil, nil, err
		}
		e.hasIndent = true
	}
	if e.hasIndent {
		e.itemSep = ","
	}
	if separators != eval.None {
		sep, err := eval.Collect(t, separators)
		if err != nil {
			return nil, nil, err
		}
		if len(sep) != 2 {
			return nil, nil, eval.Errorf(eval.ValueErrorType, "too many values to unpack (expected 2)")
		}
		a, ok1 := sep[0].(*eval.Str)
		b, ok2 := sep[1].(*eval.Str)
		if !ok1 || !ok2 {
			return nil, nil, eval.Errorf(eval.TypeErrorType, "make_encoder() argument 6 must be str, not %s", eval.TypeName(sep[0]))
		}
		e.keySep, e.itemSep = b.String(), a.String()
	}
	if dflt != eval.None {
		e.dflt = dflt
	}
	if e.checkCirc {
		e.markers = map[eval.Value]bool{}
	}
	return e, obj, nil
}

// text returns obj's JSON text: this encoder's, or, given cls=, what
// cls(skipkeys=..., ..., sort_keys=...).encode(obj) returns, as CPython's
// dumps does (a JSONEncoder subclass with its own default()).
func (e *jsonEncoder) text(obj eval.Value) (eval.Value, error) {
	if e.cls == eval.None {
		if err := e.encode(obj, 0); err != nil {
			return nil, err
		}
		if e.b.Err() != nil {
			return nil, e.b.Err()
		}
		return eval.NewStrT(e.t, e.b.String()), nil
	}
	vals := []eval.Value{eval.MakeBool(e.skipKeys), eval.MakeBool(e.ensureASCII), eval.MakeBool(e.checkCirc),
		eval.MakeBool(e.allowNaN), e.raw[0], e.raw[1], e.raw[2], eval.MakeBool(e.sortKeys)}
	names := []string{"skipkeys", "ensure_ascii", "check_circular", "allow_nan", "indent", "separators", "default", "sort_keys"}
	enc, err := eval.Call(e.t, e.cls, vals, names)
	if err != nil {
		return nil, err
	}
	m, err := eval.GetAttr(e.t, enc, "encode")
	if err != nil {
		return nil, err
	}
	return eval.Call(e.t, m, []eval.Value{obj}, nil)
}

func jsonDumps(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	e, obj, err := jsonEncoderFromArgs(t, "dumps", args, kw)
	if err != nil {
		return nil, err
	}
	return e.text(obj)
}

func jsonDump(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var fp eval.Value
	e, obj, err := jsonEncoderFromArgs(t, "dump", args, kw, "fp", &fp)
	if err != nil {
		return nil, err
	}
	text, err := e.text(obj)
	if err != nil {
		return nil, err
	}
	w, err := eval.GetAttr(t, fp, "write")
	if err != nil {
		return nil, err
	}
	_, err = eval.Call(t, w, []eval.Value{text}, nil)
	if err != nil {
		return nil, err
	}
	return eval.None, nil
}

func (e *jsonEncoder) floatStr(f float64) (string, error) {
	switch {
	case math.IsNaN(f) || math.IsInf(f, 0):
		if !e.allowNaN {
			return "", eval.Errorf(eval.ValueErrorType, "Out of range float values are not JSON compliant")
		}
		if math.IsNaN(f) {
			return "NaN", nil
		}
		if f > 0 {
			return "Infinity", nil
		}
		return "-Infinity", nil
	}
	return eval.Repr(e.t, eval.Float(f))
}

func (e *jsonEncoder) newline(level int) {
	if e.hasIndent {
		e.b.WriteByte('\n')
		for i := 0; i < level; i++ {
			e.b.WriteString(e.indent)
		}
	}
}

func (e *jsonEncoder) enter(v eval.Value) error {
	e.depth++
	if e.depth > jsonMaxDepth {
		return eval.Errorf(eval.RecursionErrorType, "maximum recursion depth exceeded while encoding a JSON object")
	}
	if e.markers != nil {
		if e.markers[v] {
			return eval.Errorf(eval.ValueErrorType, "Circular reference detected")
		}
		e.markers[v] = true
	}
	return nil
}

func (e *jsonEncoder) leave(v eval.Value) {
	e.depth--
	if e.markers != nil {
		delete(e.markers, v)
	}
}

func (e *jsonEncoder) encode(v eval.Value, level int) error {
	if err := e.t.Step(); err != nil {
		return err
	}
	if err := e.b.Err(); err != nil {
		return err
	}
	if in, ok := v.(*eval.Instance); ok && in.Base() != nil {
		return e.encodeSubclass(in, level)
	}
	switch x := v.(type) {
	case eval.NoneType:
		e.b.WriteString("null")
	case eval.Bool:
		if x {
			e.b.WriteString("true")
		} else {
			e.b.WriteString("false")
		}
	case eval.Int:
		e.b.WriteString(strconv.FormatInt(int64(x), 10))
	case *eval.BigInt:
		// int.__repr__: CPython's limit on int conversions applies.
		s, err := eval.IntToString(e.t, x, 10)
		if err != nil {
			return err
		}
		e.b.WriteString(s)
	case eval.Float:
		s, err := e.floatStr(float64(x))
		if err != nil {
			return err
		}
		e.b.WriteString(s)
	case *eval.Str:
		if err := e.quote(x.String()); err != nil {
			return err
		}
	case *eval.List, *eval.Tuple:
		var elems []eval.Value
		if l, ok := x.(*eval.List); ok {
			elems = l.Elems()
		} else {
			elems = x.(*eval.Tuple).Elems()
		}
		if len(elems) == 0 {
			e.b.WriteString("[]")
			return nil
		}
		if err := e.enter(v); err != nil {
			return err
		}
		e.b.WriteByte('[')
		e.newline(level + 1)
		for i := 0; i < len(elems); i++ {
			if i > 0 {
				e.b.WriteString(e.itemSep)
				e.newline(level + 1)
			}
			if err := e.encode(elems[i], level+1); err != nil {
				return err
			}
			if l, ok := x.(*eval.List); ok {
				elems = l.Elems() // the list may change while encoding
			}
		}
		e.newline(level)
		e.b.WriteByte(']')
		e.leave(v)
	case *eval.Dict:
		return e.encodeDict(x, level)
	default:
		if e.dflt == nil {
			// JSONEncoder.default names o.__class__.__name__, not the tp_name.
			return eval.Errorf(eval.TypeErrorType, "Object of type %s is not JSON serializable", v.Type().Name)
		}
		if err := e.enter(v); err != nil {
			return err
		}
		r, err := eval.Call(e.t, e.dflt, []eval.Value{v}, nil)
		if err != nil {
			return err
		}
		if err := e.encode(r, level); err != nil {
			return err
		}
		e.leave(v)
	}
	return nil
}

// encodeSubclass encodes an instance of a subclass of a builtin type as
// CPython's encoder does: int, float and str subclasses as their value,
// list and tuple subclasses through iteration (PySequence_Fast), dict
// subclasses through their items() (PyMapping_Items).
func (e *jsonEncoder) encodeSubclass(in *eval.Instance, level int) error {
	var conv eval.Value
	switch in.Base().(type) {
	case *eval.List, *eval.Tuple:
		elems, err := eval.Collect(e.t, in)
		if err != nil {
			return err
		}
		conv = eval.NewListT(e.t, elems)
	case *eval.Dict:
		items, err := eval.GetAttr(e.t, in, "items")
		if err == nil {
			items, err = eval.Call(e.t, items, nil, nil)
		}
		var pairs []eval.Value
		if err == nil {
			pairs, err = eval.Collect(e.t, items)
		}
		if err != nil {
			return err
		}
		d := eval.NewDictT(e.t)
		for _, p := range pairs {
			kv, ok := eval.As[*eval.Tuple](p)
			if !ok || kv.Len() != 2 {
				return eval.Errorf(eval.ValueErrorType, "items must return tuples of length 2")
			}
			if err := d.SetItem(e.t, kv.Elems()[0], kv.Elems()[1]); err != nil {
				return err
			}
		}
		conv = d
	default:
		return e.encode(in.Base(), level)
	}
	if err := e.enter(in); err != nil {
		return err
	}
	if err := e.encode(conv, level); err != nil {
		return err
	}
	e.leave(in)
	return nil
}

func (e *jsonEncoder) encodeDict(d *eval.Dict, level int) error {
	if d.Len() == 0 {
		e.b.WriteString("{}")
		return nil
	}
	if err := e.enter(d); err != nil {
		return err
	}
	type item struct{ k, v eval.Value }
	items, err := eval.MakeCap[item](e.t, 0, d.Len())
	if err != nil {
		return err
	}
	for k, v := range d.Items() {
		items = append(items, item{k, v})
	}
	if e.sortKeys {
		var serr error
		sort.SliceStable(items, func(i, j int) bool {
			if serr != nil {
				return false
			}
			lt, err := eval.CompareBool(e.t, eval.LT, items[i].k, items[j].k)
			if err != nil {
				serr = err
			}
			return lt
		})
		if serr != nil {
			return serr
		}
	}
	e.b.WriteByte('{')
	e.newline(level + 1)
	first := true
	for _, it := range items {
		var key string
		k0 := it.k
		if in, ok := k0.(*eval.Instance); ok && in.Base() != nil {
			k0 = in.Base()
		}
		switch k := k0.(type) {
		case *eval.Str:
			key = k.String()
		case eval.Float:
			s, err := e.floatStr(float64(k))
			if err != nil {
				return err
			}
			key = s
		case eval.Bool:
			key = "false"
			if k {
				key = "true"
			}
		case eval.NoneType:
			key = "null"
		case eval.Int, *eval.BigInt:
			s, err := eval.IntToString(e.t, k, 10)
			if err != nil {
				return err
			}
			key = s
		default:
			if e.skipKeys {
				continue
			}
			return eval.Errorf(eval.TypeErrorType, "keys must be str, int, float, bool or None, not %s", eval.TypeName(it.k))
		}
		if !first {
			e.b.WriteString(e.itemSep)
			e.newline(level + 1)
		}
		first = false
		if err := e.quote(key); err != nil {
			return err
		}
		e.b.WriteString(e.keySep)
		if err := e.encode(it.v, level+1); err != nil {
			return err
		}
	}
	e.newline(level)
	e.b.WriteByte('}')
	e.leave(d)
	return nil
}

const hexDigits = "0123456789abcdef"

// quote writes s as a JSON string literal, counting the work of scanning
// it (the output is charged as the builder grows).
func (e *jsonEncoder) quote(s string) error {
	if err := e.t.Work(int64(len(s) / 64)); err != nil {
		return err
	}
	jsonQuote(&e.b, s, e.ensureASCII)
	return e.b.Err()
}

// jsonQuote writes s as a JSON string literal, as CPython's encoder does.
func jsonQuote(b *eval.Builder, s string, ascii bool) {
	b.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && (c < 0x7f || c == 0x7f && !ascii) {
			i++
			continue
		}
		if c >= 0x80 && !ascii {
			i++
			continue
		}
		if b.Err() != nil {
			return // the output passed the memory limit
		}
		b.WriteString(s[start:i])
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		}
		if c < 0x20 && !strings.ContainsRune("\n\r\t\b\f", rune(c)) || c == 0x7f {
			b.WriteString(`\u00`)
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&15])
		}
		if c >= 0x80 {
			r, n := eval.DecodeRune(s[i:])
			writeU := func(u int) {
				b.WriteString(`\u`)
				b.WriteByte(hexDigits[u>>12&15])
				b.WriteByte(hexDigits[u>>8&15])
				b.WriteByte(hexDigits[u>>4&15])
				b.WriteByte(hexDigits[u&15])
			}
			if r >= 0x10000 {
				r -= 0x10000
				writeU(0xd800 | int(r>>10))
				writeU(0xdc00 | int(r&0x3ff))
			} else {
				writeU(int(r))
			}
			i += n
		} else {
			i++
		}
		start = i
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
}

// Decoding.

type jsonDecoder struct {
	t          *eval.Thread
	s          string
	objectHook eval.Value
	pairsHook  eval.Value
	parseFloat eval.Value
	parseInt   eval.Value
	parseConst eval.Value
	strict     bool
	depth      int
	keyCache   map[string]*eval.Str
	credit     int64 // bytes charged ahead for values not yet made
	charged    int64 // bytes charged by alloc so far
}

// jsonValueBytes is the memory charged per decoded value before it is
// made (its box or header, a cached key's map entry); lists grow through
// eval.Append and strings with escapes through eval.Builder, both charged.
const jsonValueBytes = 64

// alloc accounts n bytes about to be allocated, charging the run's memory
// ahead in chunks proportional to what the call has charged so far (at
// least jsonMinChunk, at most jsonMaxChunk): the charge of a call exceeds
// what it made by at most that (a small loads under a tight limit is
// charged about its size, not 64 KiB), and a large one charges the run
// once per jsonMaxChunk.
func (d *jsonDecoder) alloc(n int64) error {
	d.credit -= n
	if d.credit < 0 {
		chunk := max(-d.credit, min(max(d.charged, jsonMinChunk), jsonMaxChunk))
		if err := eval.Reserve(d.t, chunk); err != nil {
			return err
		}
		d.credit += chunk
		d.charged += chunk
	}
	return nil
}

// The bounds of the chunks jsonDecoder.alloc charges ahead.
const (
	jsonMinChunk = 8 * jsonValueBytes
	jsonMaxChunk = 64 << 10
)

func (d *jsonDecoder) errAt(msg string, pos int) error {
	// pos is a byte offset; CPython reports code points.
	cp := utf8.RuneCountInString(d.s[:pos])
	line := strings.Count(d.s[:pos], "\n") + 1
	col := cp + 1
	if nl := strings.LastIndexByte(d.s[:pos], '\n'); nl >= 0 {
		col = cp - utf8.RuneCountInString(d.s[:nl+1]) + 1
	}
	return d.errText(msg, cp, line, col)
}

// errText is the JSONDecodeError at code point cp, line and column.
func (d *jsonDecoder) errText(msg string, cp, line, col int) *eval.Exception {
	full := msg + ": line " + strconv.Itoa(line) + " column " + strconv.Itoa(col) + " (char " + strconv.Itoa(cp) + ")"
	e := eval.NewException(JSONDecodeErrorType, eval.NewStrT(d.t, full))
	e.Dict = eval.NewStrDict()
	e.Dict.Set("msg", eval.NewStrT(d.t, msg))
	e.Dict.Set("doc", eval.NewStrT(d.t, d.s))
	e.Dict.Set("pos", eval.MakeInt(int64(cp)))
	e.Dict.Set("lineno", eval.MakeInt(int64(line)))
	e.Dict.Set("colno", eval.MakeInt(int64(col)))
	return e
}

func jsonLoads(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var s eval.Value
	d := &jsonDecoder{t: t, strict: true}
	var cls, oh, ph, pf, pi, pc eval.Value = eval.None, eval.None, eval.None, eval.None, eval.None, eval.None
	if err := eval.UnpackArgs(t, "loads", args, kw, "s", &s, "$cls?", &cls, "$object_hook?", &oh, "$parse_float?", &pf,
		"$parse_int?", &pi, "$parse_constant?", &pc, "$object_pairs_hook?", &ph, "$strict?", &d.strict); err != nil {
		return nil, err
	}
	if cls != eval.None {
		return d.custom(s, cls, kw, oh, pf, pi, pc, ph)
	}
	return d.load(s, oh, ph, pf, pi, pc)
}

func jsonLoad(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var fp eval.Value
	d := &jsonDecoder{t: t, strict: true}
	var cls, oh, ph, pf, pi, pc eval.Value = eval.None, eval.None, eval.None, eval.None, eval.None, eval.None
	if err := eval.UnpackArgs(t, "load", args, kw, "fp", &fp, "$cls?", &cls, "$object_hook?", &oh, "$parse_float?", &pf,
		"$parse_int?", &pi, "$parse_constant?", &pc, "$object_pairs_hook?", &ph, "$strict?", &d.strict); err != nil {
		return nil, err
	}
	read, err := eval.GetAttr(t, fp, "read")
	if err != nil {
		return nil, err
	}
	s, err := eval.Call(t, read, nil, nil)
	if err != nil {
		return nil, err
	}
	if cls != eval.None {
		return d.custom(s, cls, kw, oh, pf, pi, pc, ph)
	}
	return d.load(s, oh, ph, pf, pi, pc)
}

func (d *jsonDecoder) load(s, oh, ph, pf, pi, pc eval.Value) (eval.Value, error) {
	if err := d.setup(s, oh, ph, pf, pi, pc); err != nil {
		return nil, err
	}
	i := d.skipWS(0)
	v, end, err := d.value(i)
	if err != nil {
		return nil, err
	}
	end = d.skipWS(end)
	if end != len(d.s) {
		return nil, d.errAt("Extra data", end)
	}
	return v, nil
}

// custom is loads(s, cls=cls, ...): the document as a str (CPython's
// checks: type, BOM, bytes decoded), then cls(**hooks).decode(s), where
// the hooks are those given not None, and strict if given.
func (d *jsonDecoder) custom(s, cls eval.Value, kw []string, oh, pf, pi, pc, ph eval.Value) (eval.Value, error) {
	if err := d.setup(s, nil, nil, nil, nil, nil); err != nil {
		return nil, err
	}
	doc := s
	if _, isStr := eval.As[*eval.Str](s); !isStr {
		doc = eval.NewStrT(d.t, d.s)
	}
	var vals []eval.Value
	var names []string
	for i, h := range []eval.Value{oh, pf, pi, pc, ph} {
		if h != eval.None {
			vals = append(vals, h)
			names = append(names, [...]string{"object_hook", "parse_float", "parse_int", "parse_constant", "object_pairs_hook"}[i])
		}
	}
	for _, k := range kw {
		if k == "strict" {
			vals, names = append(vals, eval.MakeBool(d.strict)), append(names, "strict")
		}
	}
	dec, err := eval.Call(d.t, cls, vals, names)
	if err != nil {
		return nil, err
	}
	m, err := eval.GetAttr(d.t, dec, "decode")
	if err != nil {
		return nil, err
	}
	return eval.Call(d.t, m, []eval.Value{doc}, nil)
}

// jsonRawDecode is JSONDecoder.raw_decode's work: _raw_decode(s, idx,
// object_hook, object_pairs_hook, parse_float, parse_int, parse_constant,
// strict) returns (value, end), idx and end counted in code points, with
// no whitespace skipped before the value (as CPython's).
func jsonRawDecode(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	var s, oh, ph, pf, pi, pc eval.Value
	var idx int
	d := &jsonDecoder{t: t, strict: true}
	if err := eval.UnpackArgs(t, "raw_decode", args, kw, "s", &s, "idx", &idx, "object_hook", &oh, "object_pairs_hook", &ph,
		"parse_float", &pf, "parse_int", &pi, "parse_constant", &pc, "strict", &d.strict); err != nil {
		return nil, err
	}
	if _, isStr := eval.As[*eval.Str](s); !isStr {
		return nil, eval.Errorf(eval.TypeErrorType, "first argument must be a string, not %s", eval.TypeName(s))
	}
	if err := d.setup(s, oh, ph, pf, pi, pc); err != nil {
		return nil, err
	}
	if idx < 0 {
		return nil, eval.Errorf(eval.ValueErrorType, "idx cannot be negative")
	}
	b := 0
	for cp := 0; cp < idx && b < len(d.s); cp++ {
		_, w := utf8.DecodeRuneInString(d.s[b:])
		b += w
	}
	v, end, err := d.value(b)
	if err != nil {
		return nil, err
	}
	cpEnd := idx + utf8.RuneCountInString(d.s[b:end])
	return eval.NewTupleOf(t, []eval.Value{v, eval.MakeInt(int64(cpEnd))}), nil
}

// setup takes the document and the hooks of a decoding.
func (d *jsonDecoder) setup(s, oh, ph, pf, pi, pc eval.Value) error {
	none := func(v eval.Value) eval.Value {
		if v == eval.None {
			return nil
		}
		return v
	}
	d.objectHook, d.pairsHook, d.parseFloat, d.parseInt, d.parseConst = none(oh), none(ph), none(pf), none(pi), none(pc)
	if str, ok := eval.As[*eval.Str](s); ok {
		s = str // a str subclass is decoded as its str value
	} else if b, ok := eval.As[eval.Bytes](s); ok {
		s = b
	}
	switch x := s.(type) {
	case *eval.Str:
		d.s = x.String()
		if strings.HasPrefix(d.s, "\ufeff") {
			return d.errAt("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0)
		}
	case eval.Bytes:
		b := string(x)
		b = strings.TrimPrefix(b, "\xef\xbb\xbf")
		if !utf8.ValidString(b) {
			return eval.Errorf(eval.UnicodeDecodeErrorType, "'utf-8' codec can't decode bytes")
		}
		d.s = b
	default:
		if ba, ok := s.(*eval.ByteArray); ok {
			// A copy, charged: the decoded strings share it.
			if err := eval.Reserve(d.t, int64(len(ba.Bytes()))); err != nil {
				return err
			}
			b := strings.TrimPrefix(string(ba.Bytes()), "\xef\xbb\xbf")
			if !utf8.ValidString(b) {
				return eval.Errorf(eval.UnicodeDecodeErrorType, "'utf-8' codec can't decode bytes")
			}
			d.s = b
			break
		}
		return eval.Errorf(eval.TypeErrorType, "the JSON object must be str, bytes or bytearray, not %s", eval.TypeName(s))
	}
	if err := d.t.Steps(int64(len(d.s) / 16)); err != nil {
		return err
	}
	d.keyCache = map[string]*eval.Str{}
	return nil
}

func (d *jsonDecoder) skipWS(i int) int {
	for i < len(d.s) {
		switch d.s[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

func (d *jsonDecoder) value(i int) (eval.Value, int, error) {
	if i >= len(d.s) {
		return nil, 0, d.errAt("Expecting value", i)
	}
	if err := d.alloc(jsonValueBytes); err != nil {
		return nil, 0, err
	}
	switch c := d.s[i]; c {
	case '"':
		s, end, err := d.str(i + 1)
		if err != nil {
			return nil, 0, err
		}
		return eval.NewStrT(d.t, s), end, nil
	case '{':
		return d.object(i + 1)
	case '[':
		return d.array(i + 1)
	case 'n':
		if strings.HasPrefix(d.s[i:], "null") {
			return eval.None, i + 4, nil
		}
	case 't':
		if strings.HasPrefix(d.s[i:], "true") {
			return eval.True, i + 4, nil
		}
	case 'f':
		if strings.HasPrefix(d.s[i:], "false") {
			return eval.False, i + 5, nil
		}
	case 'N':
		if strings.HasPrefix(d.s[i:], "NaN") {
			return d.constant("NaN", math.NaN(), i+3)
		}
	case 'I':
		if strings.HasPrefix(d.s[i:], "Infinity") {
			return d.constant("Infinity", math.Inf(1), i+8)
		}
	case '-':
		if strings.HasPrefix(d.s[i:], "-Infinity") {
			return d.constant("-Infinity", math.Inf(-1), i+9)
		}
		return d.number(i)
	default:
		if c >= '0' && c <= '9' {
			return d.number(i)
		}
	}
	return nil, 0, d.errAt("Expecting value", i)
}

func (d *jsonDecoder) constant(name string, f float64, end int) (eval.Value, int, error) {
	if d.parseConst != nil {
		v, err := eval.Call(d.t, d.parseConst, []eval.Value{eval.NewStrT(d.t, name)}, nil)
		return v, end, err
	}
	return eval.Float(f), end, nil
}

func (d *jsonDecoder) number(i int) (eval.Value, int, error) {
	start := i
	s := d.s
	if s[i] == '-' {
		i++
	}
	if i >= len(s) || s[i] < '0' || s[i] > '9' {
		return nil, 0, d.errAt("Expecting value", start)
	}
	if s[i] == '0' {
		i++
	} else {
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	isFloat := false
	if i+1 < len(s) && s[i] == '.' && s[i+1] >= '0' && s[i+1] <= '9' {
		isFloat = true
		i += 2
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && s[j] >= '0' && s[j] <= '9' {
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			isFloat = true
			i = j
		}
	}
	lit := s[start:i]
	if isFloat {
		if d.parseFloat != nil {
			v, err := eval.Call(d.t, d.parseFloat, []eval.Value{eval.NewStrT(d.t, lit)}, nil)
			return v, i, err
		}
		f, err := strconv.ParseFloat(lit, 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			return nil, 0, d.errAt("Expecting value", start)
		}
		return eval.Float(f), i, nil
	}
	if d.parseInt != nil {
		v, err := eval.Call(d.t, d.parseInt, []eval.Value{eval.NewStrT(d.t, lit)}, nil)
		return v, i, err
	}
	if len(lit) < 19 {
		n, _ := strconv.ParseInt(lit, 10, 64)
		return eval.MakeInt(n), i, nil
	}
	// int(lit), with CPython's limit on int conversions.
	v, err := eval.IntFromString(d.t, lit, 10)
	return v, i, err
}

// str scans a string body starting after the opening quote at i-1.
func (d *jsonDecoder) str(i int) (string, int, error) {
	s := d.s
	begin := i - 1
	// Fast path: no escapes.
	j := i
	for j < len(s) {
		c := s[j]
		if c == '"' {
			return s[i:j], j + 1, nil
		}
		if c == '\\' {
			break
		}
		if c < 0x20 && d.strict {
			return "", 0, d.errAt("Invalid control character at", j)
		}
		j++
	}
	if j >= len(s) {
		return "", 0, d.errAt("Unterminated string starting at", begin)
	}
	// The unescaped text is at most as long as the literal: its growth
	// is charged as it goes.
	b := eval.NewBuilder(d.t, j-i)
	b.WriteString(s[i:j])
	for j < len(s) {
		c := s[j]
		switch {
		case c == '"':
			return b.String(), j + 1, b.Err()
		case c == '\\':
			if j+1 >= len(s) {
				return "", 0, d.errAt("Unterminated string starting at", begin)
			}
			esc := s[j+1]
			switch esc {
			case '"', '\\', '/':
				b.WriteByte(esc)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				u, ok := hex4(s, j+2)
				if !ok {
					return "", 0, d.errAt("Invalid \\uXXXX escape", j+1)
				}
				r := rune(u)
				j += 6
				if u >= 0xd800 && u <= 0xdbff && j+1 < len(s) && s[j] == '\\' && s[j+1] == 'u' {
					if lo, ok := hex4(s, j+2); ok {
						if lo >= 0xdc00 && lo <= 0xdfff {
							r = 0x10000 + (rune(u)-0xd800)<<10 + (rune(lo) - 0xdc00)
							j += 6
						}
					} else {
						return "", 0, d.errAt("Invalid \\uXXXX escape", j+1)
					}
				}
				b.WriteRune(r)
				continue
			default:
				return "", 0, d.errAt("Invalid \\escape", j)
			}
			j += 2
		case c < 0x20 && d.strict:
			return "", 0, d.errAt("Invalid control character at", j)
		default:
			k := j + 1
			for k < len(s) && s[k] != '"' && s[k] != '\\' && (s[k] >= 0x20 || !d.strict) {
				k++
			}
			b.WriteString(s[j:k])
			j = k
		}
	}
	return "", 0, d.errAt("Unterminated string starting at", begin)
}

func hex4(s string, i int) (int, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	n := 0
	for k := i; k < i+4; k++ {
		c := s[k]
		var v int
		switch {
		case c >= '0' && c <= '9':
			v = int(c - '0')
		case c >= 'a' && c <= 'f':
			v = int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			v = int(c-'A') + 10
		default:
			return 0, false
		}
		n = n<<4 | v
	}
	return n, true
}

func (d *jsonDecoder) nest(i int, what string) error {
	d.depth++
	if d.depth > jsonMaxDepth {
		return eval.Errorf(eval.RecursionErrorType, "maximum recursion depth exceeded while decoding a JSON %s from a unicode string", what)
	}
	return nil
}

func (d *jsonDecoder) object(i int) (eval.Value, int, error) {
	if err := d.nest(i, "object"); err != nil {
		return nil, 0, err
	}
	defer func() { d.depth-- }()
	var pairs []eval.Value
	dict := eval.NewDictT(d.t)
	i = d.skipWS(i)
	if i < len(d.s) && d.s[i] == '}' {
		return d.finishObject(dict, pairs, i+1)
	}
	for {
		if i >= len(d.s) || d.s[i] != '"' {
			return nil, 0, d.errAt("Expecting property name enclosed in double quotes", i)
		}
		ks, end, err := d.str(i + 1)
		if err != nil {
			return nil, 0, err
		}
		key, ok := d.keyCache[ks]
		if !ok {
			if err := d.alloc(jsonValueBytes); err != nil {
				return nil, 0, err
			}
			key = eval.NewStrT(d.t, ks)
			d.keyCache[ks] = key
		}
		i = d.skipWS(end)
		if i >= len(d.s) || d.s[i] != ':' {
			return nil, 0, d.errAt("Expecting ':' delimiter", i)
		}
		i = d.skipWS(i + 1)
		v, end, err := d.value(i)
		if err != nil {
			return nil, 0, err
		}
		if d.pairsHook != nil {
			if err := d.alloc(jsonValueBytes); err != nil {
				return nil, 0, err
			}
			if pairs, err = eval.Append(d.t, pairs, eval.Value(tuple(d.t, key, v))); err != nil {
				return nil, 0, err
			}
		} else if err := dict.SetItem(d.t, key, v); err != nil {
			return nil, 0, err
		}
		i = d.skipWS(end)
		if i < len(d.s) && d.s[i] == '}' {
			return d.finishObject(dict, pairs, i+1)
		}
		if i >= len(d.s) || d.s[i] != ',' {
			return nil, 0, d.errAt("Expecting ',' delimiter", i)
		}
		i = d.skipWS(i + 1)
	}
}

func (d *jsonDecoder) finishObject(dict *eval.Dict, pairs []eval.Value, end int) (eval.Value, int, error) {
	if d.pairsHook != nil {
		v, err := eval.Call(d.t, d.pairsHook, []eval.Value{eval.NewListT(d.t, pairs)}, nil)
		return v, end, err
	}
	if d.objectHook != nil {
		v, err := eval.Call(d.t, d.objectHook, []eval.Value{dict}, nil)
		return v, end, err
	}
	return dict, end, nil
}

func (d *jsonDecoder) array(i int) (eval.Value, int, error) {
	if err := d.nest(i, "array"); err != nil {
		return nil, 0, err
	}
	defer func() { d.depth-- }()
	var elems []eval.Value
	i = d.skipWS(i)
	if i < len(d.s) && d.s[i] == ']' {
		return eval.NewListT(d.t, elems), i + 1, nil
	}
	for {
		v, end, err := d.value(i)
		if err != nil {
			return nil, 0, err
		}
		if elems, err = eval.Append(d.t, elems, v); err != nil {
			return nil, 0, err
		}
		i = d.skipWS(end)
		if i < len(d.s) && d.s[i] == ']' {
			return eval.NewListT(d.t, elems), i + 1, nil
		}
		if i >= len(d.s) || d.s[i] != ',' {
			return nil, 0, d.errAt("Expecting ',' delimiter", i)
		}
		i = d.skipWS(i + 1)
	}
}
