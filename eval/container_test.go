package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The differential test of the container types: testdata/containers/
// cases.json holds operations evaluated by CPython (gen.py describes the
// format); each is replayed here on values built directly in Go.

type containerCase struct {
	Recv  any             `json:"recv"`
	Op    string          `json:"op"`
	Name  string          `json:"name"`
	Args  []any           `json:"args"`
	Kw    json.RawMessage `json:"kw"`
	Steps [][]any         `json:"steps"`
	Want  string          `json:"want"`
}

// containerKnownDiffs lists the cases (by description) where pyinterp
// deliberately differs from CPython, with the reason.
var containerKnownDiffs = map[string]string{
	`{"l":[{"f":"nan"}]} binop == [{"l":[{"f":"nan"}]}]`: "floats are values: two NaNs with the same bits are the same object",
}

func (c *containerCase) String() string {
	recv, _ := json.Marshal(c.Recv)
	args, _ := json.Marshal(c.Args)
	s := fmt.Sprintf("%s %s %s", string(recv), c.Op, c.Name)
	if c.Recv == nil {
		s = c.Op + " " + c.Name
	}
	s += " " + string(args)
	if len(c.Kw) > 0 {
		s += " " + string(c.Kw)
	}
	if len(c.Steps) > 0 {
		st, _ := json.Marshal(c.Steps)
		s += " " + string(st)
	}
	return s
}

func loadContainerCases(t *testing.T) []*containerCase {
	data, err := os.ReadFile("testdata/containers/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var cases []*containerCase
	if err := dec.Decode(&cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

// ctKeyFuncs are the key functions gen.py names.
var ctKeyFuncs = map[string]BuiltinFunc{
	"neg": func(t *Thread, _ Value, args []Value, _ []string) (Value, error) { return Neg(t, args[0]) },
	"mod3": func(t *Thread, _ Value, args []Value, _ []string) (Value, error) {
		return Binary(t, OpMod, args[0], Int(3))
	},
	"len": func(t *Thread, _ Value, args []Value, _ []string) (Value, error) {
		n, err := Len(t, args[0])
		return Int(n), err
	},
	"first": func(t *Thread, _ Value, args []Value, _ []string) (Value, error) {
		return GetItem(t, args[0], Int(0))
	},
	"ident": func(t *Thread, _ Value, args []Value, _ []string) (Value, error) { return args[0], nil },
	"bad": func(t *Thread, _ Value, args []Value, _ []string) (Value, error) {
		return nil, Errorf(ValueErrorType, "bad key")
	},
}

// ctBuild makes the value a case describes; self is the receiver.
func ctBuild(t *Thread, v any, self Value) (Value, error) {
	switch x := v.(type) {
	case nil:
		return None, nil
	case bool:
		return MakeBool(x), nil
	case string:
		return NewStr(x), nil
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return Int(i), nil
		}
		b, ok := new(big.Int).SetString(string(x), 10)
		if !ok {
			return nil, fmt.Errorf("bad number %s", x)
		}
		return MakeBigInt(b), nil
	case map[string]any:
		for k, arg := range x {
			return ctBuildTagged(t, k, arg, self)
		}
	}
	return nil, fmt.Errorf("bad value %#v", v)
}

func ctBuildList(t *Thread, v any, self Value) ([]Value, error) {
	var out []Value
	for _, e := range v.([]any) {
		x, err := ctBuild(t, e, self)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}

func ctBuildTagged(t *Thread, tag string, arg any, self Value) (Value, error) {
	switch tag {
	case "self":
		return self, nil
	case "f":
		switch s := arg.(string); s {
		case "nan":
			return Float(math.NaN()), nil
		case "inf":
			return Float(math.Inf(1)), nil
		case "-inf":
			return Float(math.Inf(-1)), nil
		default:
			f, err := strconv.ParseFloat(s, 64)
			return Float(f), err
		}
	case "fn":
		name := arg.(string)
		return NewBuiltin(name, ctKeyFuncs[name]), nil
	case "keys", "values", "items":
		d, err := ctBuild(t, arg, self)
		if err != nil {
			return nil, err
		}
		kind := map[string]int{"keys": dictIterKeys, "values": dictIterValues, "items": dictIterItems}[tag]
		return &dictView{d: d.(*Dict), kind: kind}, nil
	case "d":
		d := NewDict()
		for _, p := range arg.([]any) {
			kv, err := ctBuildList(t, p, self)
			if err != nil {
				return nil, err
			}
			if err := d.SetItem(t, kv[0], kv[1]); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
	elems, err := ctBuildList(t, arg, self)
	if err != nil {
		return nil, err
	}
	switch tag {
	case "l":
		return NewList(elems), nil
	case "t":
		return NewTuple(elems), nil
	case "s", "fs":
		s := &Set{frozen: tag == "fs"}
		for _, e := range elems {
			if err := s.Add(t, e); err != nil {
				return nil, err
			}
		}
		return s, nil
	case "r":
		return NewRange(int64(elems[0].(Int)), int64(elems[1].(Int)), int64(elems[2].(Int))), nil
	case "sl":
		return NewSlice(elems[0], elems[1], elems[2]), nil
	}
	return nil, fmt.Errorf("bad tag %q", tag)
}

// ctKwargs decodes the keyword arguments in order.
func ctKwargs(t *Thread, raw json.RawMessage, self Value) ([]string, []Value, error) {
	if len(raw) == 0 {
		return nil, nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if _, err := dec.Token(); err != nil {
		return nil, nil, err
	}
	var names []string
	var vals []Value
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, err
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, nil, err
		}
		x, err := ctBuild(t, v, self)
		if err != nil {
			return nil, nil, err
		}
		names = append(names, tok.(string))
		vals = append(vals, x)
	}
	return names, vals, nil
}

var ctTypes = map[string]*Type{
	"list": ListType, "tuple": TupleType, "dict": DictType, "set": SetType, "frozenset": FrozenSetType,
	"range": RangeType, "slice": SliceType,
}

var ctBinops = map[string]BinaryOp{"+": OpAdd, "*": OpMul, "&": OpAnd, "|": OpOr, "-": OpSub, "^": OpXor}
var ctCompares = map[string]CompareOp{"==": EQ, "!=": NE, "<": LT, "<=": LE, ">": GT, ">=": GE}

// ctCallMethod calls recv.name(*args, **kw).
func ctCallMethod(t *Thread, recv Value, name string, args []Value, kwnames []string) (Value, error) {
	switch m := recv.Type().Lookup(name).(type) {
	case *Method:
		return m.CallMethod(t, recv, args, kwnames)
	case nil:
		return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", TypeName(recv), name)
	default:
		return Call(t, m, args, kwnames)
	}
}

// ctRun evaluates a case and renders its result as gen.py does.
func ctRun(t *Thread, c *containerCase) (string, error) {
	var recv Value
	var err error
	if c.Recv != nil {
		if recv, err = ctBuild(t, c.Recv, nil); err != nil {
			return "", err
		}
	}
	var args []Value
	for _, a := range c.Args {
		v, err := ctBuild(t, a, recv)
		if err != nil {
			return "", err
		}
		args = append(args, v)
	}
	kwnames, kwvals, err := ctKwargs(t, c.Kw, recv)
	if err != nil {
		return "", err
	}
	r, err := ctEval(t, c, recv, args, kwnames, kwvals)
	if err == nil {
		var s string
		if s, err = Repr(t, r); err == nil {
			return s, nil
		}
	}
	if exc, ok := err.(*Exception); ok {
		if msg := exc.Message(t); msg != "" {
			return exc.Type().Name + ": " + msg, nil
		}
		return exc.Type().Name, nil
	}
	return "", err
}

func ctEval(t *Thread, c *containerCase, recv Value, args []Value, kwnames []string, kwvals []Value) (Value, error) {
	pair := func(a, b Value) Value { return NewTuple([]Value{a, b}) }
	switch c.Op {
	case "repr":
		return recv, nil
	case "len":
		n, err := Len(t, recv)
		return Int(n), err
	case "bool":
		b, err := Truth(t, recv)
		return MakeBool(b), err
	case "hash":
		h, err := Hash(t, recv)
		return Int(h), err
	case "list":
		elems, err := Collect(t, recv)
		return NewList(elems), err
	case "reversed":
		it, err := Reversed(t, recv)
		if err != nil {
			return nil, err
		}
		elems, err := Collect(t, it)
		return NewList(elems), err
	case "getitem":
		return GetItem(t, recv, args[0])
	case "setitem":
		return recv, SetItem(t, recv, args[0], args[1])
	case "delitem":
		return recv, SetItem(t, recv, args[0], nil)
	case "contains":
		b, err := Contains(t, recv, args[0])
		return MakeBool(b), err
	case "binop":
		if op, ok := ctCompares[c.Name]; ok {
			return Compare(t, op, recv, args[0])
		}
		if op, ok := ctBinops[c.Name]; ok {
			return Binary(t, op, recv, args[0])
		}
		op := ctBinops[strings.TrimSuffix(c.Name, "=")]
		r, err := Inplace(t, op, recv, args[0])
		if err != nil {
			return nil, err
		}
		return pair(r, recv), nil
	case "call":
		r, err := ctCallMethod(t, recv, c.Name, append(args, kwvals...), kwnames)
		if err != nil {
			return nil, err
		}
		return pair(r, recv), nil
	case "calls":
		for _, st := range c.Steps {
			sargs, err := ctBuildList(t, st[1:], recv)
			if err != nil {
				return nil, err
			}
			name := st[0].(string)
			if name == "__setitem__" {
				err = SetItem(t, recv, sargs[0], sargs[1])
			} else {
				_, err = ctCallMethod(t, recv, name, sargs, nil)
			}
			if err != nil {
				return nil, err
			}
		}
		return recv, nil
	case "new":
		typ := ctTypes[c.Name]
		return typ.New(t, typ, append(args, kwvals...), kwnames)
	case "iterdel", "iteradd":
		it, err := Iterate(t, recv)
		if err != nil {
			return nil, err
		}
		for {
			k, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if k == nil {
				return recv, nil
			}
			if c.Op == "iterdel" {
				err = SetItem(t, recv, k, nil)
			} else {
				var k2 Value
				if k2, err = Binary(t, OpAdd, k, Int(100)); err == nil {
					err = recv.(*Set).Add(t, k2)
				}
			}
			if err != nil {
				return nil, err
			}
		}
	}
	return nil, fmt.Errorf("unknown op %q", c.Op)
}

func TestContainersAgainstCPython(t *testing.T) {
	cases := loadContainerCases(t)
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	failures := 0
	for _, c := range cases {
		desc := c.String()
		got, err := ctRun(th, c)
		if err != nil {
			failures++
			if failures <= 60 {
				t.Errorf("%s: %v", desc, err)
			}
			continue
		}
		if got == c.Want {
			if reason, ok := containerKnownDiffs[desc]; ok {
				t.Errorf("%s: known difference (%s) no longer differs", desc, reason)
			}
			continue
		}
		if _, ok := containerKnownDiffs[desc]; ok {
			continue
		}
		failures++
		if failures <= 60 {
			t.Errorf("%s: (-cpython +pyinterp)\n%s", desc, cmp.Diff(c.Want, got))
		}
	}
	t.Logf("%d cases, %d failures", len(cases), failures)
}

// BenchmarkRangeLoop is the loop behind "for i in range(N): s += i".
func BenchmarkRangeLoop(b *testing.B) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	r := NewRange(0, 1_000_000, 1)
	for b.Loop() {
		it, err := Iterate(th, r)
		if err != nil {
			b.Fatal(err)
		}
		var s int64
		for {
			v, _ := it.Next(th)
			if v == nil {
				break
			}
			s += int64(v.(Int))
		}
	}
}

func TestRangeLoopAllocations(t *testing.T) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	r := NewRange(0, 1000, 1)
	allocs := testing.AllocsPerRun(10, func() {
		it, _ := Iterate(th, r)
		for v, _ := it.Next(th); v != nil; v, _ = it.Next(th) {
		}
	})
	// One iterator plus one box per int outside the small-int cache.
	if allocs > 1+1000-1025+2 && allocs > 2 {
		t.Fatalf("range(1000) loop allocated %v times", allocs)
	}
}
