package pyinterp

import (
	"cmp"
	"encoding"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// Conversions of Go values to Python values, and of Python values to
// natural Go values (see "Values" in the package doc).

// Tuple is a Python tuple on the Go side.
type Tuple []any

// Set is a Python set or frozenset on the Go side (elements in the set's
// iteration order).
type Set []any

// Dict is a Python dict on the Go side, its items in order (under
// Options.OrderedDicts); passed to Python, it makes a dict in that order,
// with keys of any hashable type.
type Dict []DictItem

// DictItem is one key and value of a Dict.
type DictItem struct {
	Key, Value any
}

// Opaque stands for a Python value that has no Go counterpart (a
// function, a class, an instance of a user class, a module, a
// generator): its type name and its repr. Any Python value converts to an
// Opaque destination (Get, a tool parameter of type Opaque).
type Opaque struct {
	Type string
	Repr string
}

func (o Opaque) String() string { return o.Repr }

// maxConvertDepth bounds the nesting of converted containers both ways.
const maxConvertDepth = 100

// toPyConv converts Go values to Python values in one thread.
type toPyConv struct {
	t    *eval.Thread
	ex   *Executor
	busy map[uintptr]bool // pointers, maps and slices being converted (cycles)
}

// toPy converts a Go value to a Python value.
func (c *toPyConv) toPy(x any) (eval.Value, error) {
	if x == nil {
		return eval.None, nil
	}
	switch v := x.(type) {
	case eval.Value:
		return v, nil
	case Tool:
		return c.ex.toolValue(&v)
	case *Tool:
		return c.ex.toolValue(v)
	}
	return c.value(reflect.ValueOf(x), 0)
}

var (
	bigIntType        = reflect.TypeFor[big.Int]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
	valueType         = reflect.TypeFor[eval.Value]()
	tupleType         = reflect.TypeFor[Tuple]()
	dictType          = reflect.TypeFor[Dict]()
	setType           = reflect.TypeFor[Set]()
	emptyStructType   = reflect.TypeFor[struct{}]()
	opaqueType        = reflect.TypeFor[Opaque]()
)

// charge accounts n bytes of a value about to be made in Python (on the
// allocation path: a nil thread charges nothing, the ceiling holds).
func (c *toPyConv) charge(n int) error {
	return eval.Reserve(c.t, int64(n))
}

func (c *toPyConv) value(v reflect.Value, depth int) (eval.Value, error) {
	if depth > maxConvertDepth {
		return nil, eval.Errorf(eval.ValueErrorType, "Go value nested more than %d levels deep", maxConvertDepth)
	}
	if !v.IsValid() {
		return eval.None, nil
	}
	typ := v.Type()
	if typ.Implements(valueType) && v.Kind() != reflect.Interface {
		return v.Interface().(eval.Value), nil
	}
	if typ == bigIntType {
		b := v.Interface().(big.Int)
		return eval.MakeBigInt(&b), nil
	}
	if typ.Kind() == reflect.Pointer && typ.Elem() == bigIntType {
		if v.IsNil() {
			return eval.None, nil
		}
		return eval.MakeBigInt(v.Interface().(*big.Int)), nil
	}
	if typ.Implements(textMarshalerType) && v.Kind() != reflect.Interface {
		if v.Kind() == reflect.Pointer && v.IsNil() {
			return eval.None, nil
		}
		b, err := v.Interface().(encoding.TextMarshaler).MarshalText()
		if err != nil {
			return nil, toolErrorException("a MarshalText method", err)
		}
		if err := c.charge(len(b)); err != nil {
			return nil, err
		}
		return eval.NewStrT(c.t, strings.ToValidUTF8(string(b), "\uFFFD")), nil
	}
	switch v.Kind() {
	case reflect.Bool:
		return eval.MakeBool(v.Bool()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return eval.MakeInt(v.Int()), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		u := v.Uint()
		if u <= math.MaxInt64 {
			return eval.MakeInt(int64(u)), nil
		}
		return eval.MakeBigInt(new(big.Int).SetUint64(u)), nil
	case reflect.Float32, reflect.Float64:
		return eval.Float(v.Float()), nil
	case reflect.Complex64, reflect.Complex128:
		return eval.Complex(v.Complex()), nil
	case reflect.String:
		s := v.String()
		if err := c.charge(len(s)); err != nil {
			return nil, err
		}
		return eval.NewStrT(c.t, strings.ToValidUTF8(s, "\uFFFD")), nil
	case reflect.Interface:
		if v.IsNil() {
			return eval.None, nil
		}
		return c.toPyDepth(v.Elem(), depth)
	case reflect.Pointer:
		if v.IsNil() {
			return eval.None, nil
		}
		if err := c.enter(v.Pointer()); err != nil {
			return nil, err
		}
		defer c.leave(v.Pointer())
		return c.value(v.Elem(), depth+1)
	case reflect.Slice:
		if v.IsNil() {
			return eval.None, nil
		}
		if typ == dictType {
			return c.orderedDict(v.Interface().(Dict), depth)
		}
		if typ.Elem().Kind() == reflect.Uint8 {
			if err := c.charge(v.Len()); err != nil {
				return nil, err
			}
			return eval.Bytes(string(v.Bytes())), nil //allocpath:ok charged just above (c.charge)
		}
		if v.Len() > 0 {
			if err := c.enter(v.Pointer()); err != nil {
				return nil, err
			}
			defer c.leave(v.Pointer())
		}
		return c.sequence(v, depth)
	case reflect.Array:
		return c.sequence(v, depth)
	case reflect.Map:
		if v.IsNil() {
			return eval.None, nil
		}
		if err := c.enter(v.Pointer()); err != nil {
			return nil, err
		}
		defer c.leave(v.Pointer())
		return c.mapping(v, depth)
	case reflect.Struct:
		return c.structure(v, depth)
	}
	return nil, eval.Errorf(eval.TypeErrorType, "cannot convert Go value of type %s to a Python value", typ)
}

func (c *toPyConv) toPyDepth(v reflect.Value, depth int) (eval.Value, error) {
	if v.CanInterface() {
		switch x := v.Interface().(type) {
		case Tool:
			return c.ex.toolValue(&x)
		case *Tool:
			return c.ex.toolValue(x)
		}
	}
	return c.value(v, depth)
}

func (c *toPyConv) enter(p uintptr) error {
	if c.busy == nil {
		c.busy = map[uintptr]bool{}
	}
	if c.busy[p] {
		return eval.Errorf(eval.ValueErrorType, "cannot convert a cyclic Go value to Python")
	}
	c.busy[p] = true
	return nil
}

func (c *toPyConv) leave(p uintptr) { delete(c.busy, p) }

func (c *toPyConv) sequence(v reflect.Value, depth int) (eval.Value, error) {
	n := v.Len()
	elems, err := eval.Make[eval.Value](c.t, n)
	if err != nil {
		return nil, err
	}
	for i := range n {
		x, err := c.toPyDepth(v.Index(i), depth+1)
		if err != nil {
			return nil, err
		}
		elems[i] = x
	}
	switch v.Type() {
	case tupleType:
		return eval.NewTupleOf(c.t, elems), nil
	case setType:
		s := eval.NewSetT(c.t, false)
		for _, x := range elems {
			if err := s.Add(c.t, x); err != nil {
				return nil, err
			}
		}
		return s, nil
	}
	return eval.NewListT(c.t, elems), nil
}

// sortedKeys returns a map's keys in a deterministic order.
func sortedKeys(v reflect.Value) []reflect.Value {
	keys := v.MapKeys()
	slices.SortFunc(keys, func(a, b reflect.Value) int {
		switch a.Kind() {
		case reflect.String:
			return cmp.Compare(a.String(), b.String())
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			return cmp.Compare(a.Int(), b.Int())
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
			return cmp.Compare(a.Uint(), b.Uint())
		case reflect.Float32, reflect.Float64:
			return cmp.Compare(a.Float(), b.Float())
		}
		return cmp.Compare(fmt.Sprint(a.Interface()), fmt.Sprint(b.Interface()))
	})
	return keys
}

func (c *toPyConv) mapping(v reflect.Value, depth int) (eval.Value, error) {
	if err := c.charge(48 * v.Len()); err != nil {
		return nil, err
	}
	keys := sortedKeys(v)
	if v.Type().Elem() == emptyStructType {
		s := eval.NewSetT(c.t, false)
		for _, k := range keys {
			kv, err := c.toPyDepth(k, depth+1)
			if err != nil {
				return nil, err
			}
			if err := s.Add(c.t, kv); err != nil {
				return nil, err
			}
		}
		return s, nil
	}
	d := eval.NewDictT(c.t)
	for _, k := range keys {
		kv, err := c.toPyDepth(k, depth+1)
		if err != nil {
			return nil, err
		}
		vv, err := c.toPyDepth(v.MapIndex(k), depth+1)
		if err != nil {
			return nil, err
		}
		if err := d.SetItem(c.t, kv, vv); err != nil {
			return nil, err
		}
	}
	return d, nil
}

func (c *toPyConv) orderedDict(items Dict, depth int) (eval.Value, error) {
	if err := c.charge(48 * len(items)); err != nil {
		return nil, err
	}
	d := eval.NewDictT(c.t)
	for _, it := range items {
		kv, err := c.toPyDepth(reflect.ValueOf(&it.Key).Elem(), depth+1)
		if err != nil {
			return nil, err
		}
		vv, err := c.toPyDepth(reflect.ValueOf(&it.Value).Elem(), depth+1)
		if err != nil {
			return nil, err
		}
		if err := d.SetItem(c.t, kv, vv); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// jsonField is a struct field as encoding/json names it.
type jsonField struct {
	name      string
	index     []int
	omitEmpty bool
}

// jsonFields lists the fields of a struct type as encoding/json would
// encode them: exported fields, renamed by their json tag, "-" skipped,
// untagged embedded structs flattened (outer names win).
func jsonFields(typ reflect.Type) []jsonField {
	var out []jsonField
	seen := map[string]bool{}
	var walk func(t reflect.Type, index []int, depth int)
	walk = func(t reflect.Type, index []int, depth int) {
		var embedded []reflect.StructField
		for i := range t.NumField() {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if f.Anonymous && name == "" && ft.Kind() == reflect.Struct {
				embedded = append(embedded, f)
				continue
			}
			if !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			if seen[name] {
				continue
			}
			seen[name] = true
			out = append(out, jsonField{name: name, index: append(slices.Clone(index), i), omitEmpty: strings.Contains(opts, "omitempty")})
		}
		if depth < 8 {
			for _, f := range embedded {
				ft := f.Type
				if ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				walk(ft, append(slices.Clone(index), f.Index...), depth+1)
			}
		}
	}
	walk(typ, nil, 0)
	return out
}

// fieldByIndex is v.FieldByIndex that yields an invalid Value through nil
// embedded pointers instead of panicking.
func fieldByIndex(v reflect.Value, index []int) reflect.Value {
	for i, x := range index {
		if i > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return reflect.Value{}
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	return v
}

func (c *toPyConv) structure(v reflect.Value, depth int) (eval.Value, error) {
	fields := jsonFields(v.Type())
	if err := c.charge(48 * len(fields)); err != nil {
		return nil, err
	}
	d := eval.NewDictT(c.t)
	for _, f := range fields {
		fv := fieldByIndex(v, f.index)
		if !fv.IsValid() || (f.omitEmpty && fv.IsZero()) {
			continue
		}
		if !fv.CanInterface() {
			continue
		}
		x, err := c.toPyDepth(fv, depth+1)
		if err != nil {
			return nil, err
		}
		if err := d.SetItem(c.t, eval.NewStrT(c.t, f.name), x); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// toGoConv converts Python values to natural Go values.
type toGoConv struct {
	t *eval.Thread
	// opaque: values without a Go counterpart become Opaque (Variables,
	// results) instead of failing (tool arguments).
	opaque bool
	// ordered: dicts become Dict (Options.OrderedDicts).
	ordered bool
	busy    map[eval.Value]bool
	// elems counts the values converted; a conversion stops at
	// maxConvertElems (a list aliasing one big list a million times would
	// otherwise expand to billions of Go values).
	count int
	// copied counts the host memory the conversion makes: the bytes
	// copied out of Python values (bytes, bytearray and big int payloads;
	// strs are shared, not copied) and convertValueBytes per value made.
	// A conversion stops at maxBytes, or maxConvertBytes when it is 0 (a
	// list aliasing one 1 MB bytes a million times would otherwise be a
	// 1 TB copy in the host).
	copied int64
	// maxBytes is the run's memory limit, for the conversions of its
	// result and variables (0: the memory limit of t, as for a tool's
	// arguments): a run limited to 64 MiB whose last value is
	// [b'x' * 2**20] * 200 made the host copy 200 MiB.
	maxBytes int64
}

// limit is the host memory the conversion may make.
func (c *toGoConv) limit() int64 {
	if c.maxBytes > 0 {
		return min(c.maxBytes, maxConvertBytes)
	}
	if c.t != nil {
		return convertLimit(c.t.Limits().MaxMemory)
	}
	return maxConvertBytes
}

// convertValueBytes is the host memory counted for each value a
// conversion to Go makes: its slot in a []any or a map, and the boxing
// of a string, slice or number in an interface.
const convertValueBytes = 16

// convertLimit returns the cap on the host memory of a conversion to Go
// for a run limited to maxMemory bytes (0 or less: no limit).
func convertLimit(maxMemory int64) int64 {
	if maxMemory > 0 && maxMemory < maxConvertBytes {
		return maxMemory
	}
	return maxConvertBytes
}

// maxConvertElems bounds the values one conversion to Go produces.
const maxConvertElems = 4 << 20

// convertPollElems is how many values a conversion to Go converts
// between two polls of its thread's deadline (about 0.1 ms).
const convertPollElems = 1024

// convertPollBytes is the least copy that polls the deadline first.
const convertPollBytes = 64 << 10

// maxConvertBytes bounds the bytes one conversion to Go copies.
const maxConvertBytes = 256 << 20

// copy accounts n bytes about to be copied.
func (c *toGoConv) copy(n int) error {
	c.copied += int64(n)
	if limit := c.limit(); c.copied > limit {
		return eval.Errorf(eval.ValueErrorType, "value too large to convert to Go (more than %s, the run's memory limit or the conversion's cap)", sizeText(limit))
	}
	if n >= convertPollBytes && c.t != nil {
		return c.t.PollDeadline()
	}
	return nil
}

func (c *toGoConv) toGo(v eval.Value, depth int) (any, error) {
	c.count++
	if c.count > maxConvertElems {
		return nil, eval.Errorf(eval.ValueErrorType, "value too large to convert to Go (more than %d elements)", maxConvertElems)
	}
	if err := c.copy(convertValueBytes); err != nil {
		return nil, err
	}
	if c.count%convertPollElems == 0 && c.t != nil {
		// A long conversion honours its thread's deadline.
		if err := c.t.PollDeadline(); err != nil {
			return nil, err
		}
	}
	if depth > maxConvertDepth {
		if c.opaque {
			return Opaque{Type: eval.TypeName(v), Repr: "..."}, nil
		}
		return nil, eval.Errorf(eval.ValueErrorType, "value nested more than %d levels deep", maxConvertDepth)
	}
	switch x := v.(type) {
	case eval.NoneType:
		return nil, nil
	case eval.Bool:
		return bool(x), nil
	case eval.Int:
		return int64(x), nil
	case *eval.BigInt:
		if err := c.copy(len(x.Big().Bits()) * 8); err != nil {
			return nil, err
		}
		return eval.BigCopy(c.t, x.Big())
	case eval.Float:
		return float64(x), nil
	case eval.Complex:
		return complex128(x), nil
	case *eval.Str:
		return x.String(), nil
	case eval.Bytes:
		if err := c.copy(len(x)); err != nil {
			return nil, err
		}
		return []byte(string(x)), nil
	case *eval.ByteArray:
		if err := c.copy(len(x.Bytes())); err != nil {
			return nil, err
		}
		return slices.Clone(x.Bytes()), nil
	case *eval.List, *eval.Tuple, *eval.Set, *eval.Dict:
		if c.busy[v] {
			if c.opaque {
				return Opaque{Type: eval.TypeName(v), Repr: "..."}, nil
			}
			return nil, eval.Errorf(eval.ValueErrorType, "cannot convert a recursive %s to a Go value", eval.TypeName(v))
		}
		if c.busy == nil {
			c.busy = map[eval.Value]bool{}
		}
		c.busy[v] = true
		defer delete(c.busy, v)
	}
	switch x := v.(type) {
	case *eval.List:
		return c.elems(x.Elems(), depth, func(out []any) any { return out })
	case *eval.Tuple:
		return c.elems(x.Elems(), depth, func(out []any) any { return Tuple(out) })
	case *eval.Set:
		return c.elems(x.Elems(), depth, func(out []any) any { return Set(out) })
	case *eval.Dict:
		return c.dict(x, depth)
	}
	if c.opaque {
		return c.opaqueOf(v), nil
	}
	return nil, eval.Errorf(eval.TypeErrorType, "cannot convert '%s' object to a Go value", eval.TypeName(v))
}

func (c *toGoConv) opaqueOf(v eval.Value) Opaque {
	o := Opaque{Type: eval.TypeName(v)}
	if c.t != nil {
		if s, err := eval.Repr(c.t, v); err == nil {
			o.Repr = s
		}
	}
	if o.Repr == "" {
		o.Repr = "<" + o.Type + " object>"
	}
	return o
}

// room refuses, before anything is made for them, n more values than
// the conversion's caps allow.
func (c *toGoConv) room(n int) error {
	if n > maxConvertElems-c.count {
		return eval.Errorf(eval.ValueErrorType, "value too large to convert to Go (more than %d elements)", maxConvertElems)
	}
	if limit := c.limit(); int64(n) > (limit-c.copied)/convertValueBytes {
		return eval.Errorf(eval.ValueErrorType, "value too large to convert to Go (more than %s, the run's memory limit or the conversion's cap)", sizeText(limit))
	}
	return nil
}

// sizeText renders a byte count for an error message: MiB when whole,
// else bytes.
func sizeText(n int64) string {
	if n%(1<<20) == 0 {
		return strconv.FormatInt(n>>20, 10) + " MiB"
	}
	return strconv.FormatInt(n, 10) + " bytes"
}

func (c *toGoConv) elems(vs []eval.Value, depth int, wrap func([]any) any) (any, error) {
	if err := c.room(len(vs)); err != nil {
		return nil, err
	}
	out := make([]any, len(vs)) //allocpath:ok at most maxConvertElems in all (room), host memory of a conversion to Go
	for i, e := range vs {
		g, err := c.toGo(e, depth+1)
		if err != nil {
			return nil, err
		}
		out[i] = g
	}
	return wrap(out), nil
}

func (c *toGoConv) dict(d *eval.Dict, depth int) (any, error) {
	if err := c.room(d.Len()); err != nil {
		return nil, err
	}
	if c.ordered {
		out := make(Dict, 0, d.Len()) //allocpath:ok at most maxConvertElems in all (room), host memory of a conversion to Go
		var err error
		d.Range(func(k, v eval.Value) bool {
			var gk, gv any
			if gk, err = c.toGo(k, depth+1); err != nil {
				return false
			}
			if gv, err = c.toGo(v, depth+1); err != nil {
				return false
			}
			out = append(out, DictItem{gk, gv})
			return true
		})
		return out, err
	}
	allStr := true
	d.Range(func(k, _ eval.Value) bool {
		_, ok := k.(*eval.Str)
		allStr = ok
		return ok
	})
	var err error
	if allStr {
		out := make(map[string]any, d.Len()) //allocpath:ok at most maxConvertElems in all (room), host memory of a conversion to Go
		d.Range(func(k, v eval.Value) bool {
			var g any
			if g, err = c.toGo(v, depth+1); err != nil {
				return false
			}
			out[k.(*eval.Str).String()] = g
			return true
		})
		return out, err
	}
	out := make(map[any]any, d.Len()) //allocpath:ok at most maxConvertElems in all (room), host memory of a conversion to Go
	d.Range(func(k, v eval.Value) bool {
		var gk, gv any
		if gk, err = c.toGo(k, depth+1); err != nil {
			return false
		}
		if gk != nil && !reflect.TypeOf(gk).Comparable() {
			if s, rerr := eval.Repr(c.t, k); rerr == nil {
				gk = s
			} else {
				gk = fmt.Sprint(gk)
			}
		} else if b, ok := gk.(*big.Int); ok {
			if gk, err = eval.BigText(c.t, b, 10); err != nil {
				return false
			}
		}
		if gv, err = c.toGo(v, depth+1); err != nil {
			return false
		}
		out[gk] = gv
		return true
	})
	return out, err
}
