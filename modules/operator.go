package modules

import (
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// The operator module, in Go (CPython's is C): the operators as
// functions, their dunder aliases, and the itemgetter, attrgetter and
// methodcaller types. attrgetter reads attributes through eval.GetAttr,
// the interpreter's attribute policy choke point.

var (
	itemgetterType   = newType("operator", "itemgetter", nil)
	attrgetterType   = newType("operator", "attrgetter", nil)
	methodcallerType = newType("operator", "methodcaller", nil)
)

type itemgetter struct{ items []eval.Value }
type attrgetter struct{ attrs [][]string }

// operatorObjBytes is a getter or caller object (its arguments and names
// are charged apart).
const operatorObjBytes = 64

type methodcaller struct {
	name    string
	args    []eval.Value
	kwnames []string
}

func (*itemgetter) Type() *eval.Type   { return itemgetterType }
func (*attrgetter) Type() *eval.Type   { return attrgetterType }
func (*methodcaller) Type() *eval.Type { return methodcallerType }

func init() {
	for _, typ := range []*eval.Type{itemgetterType, attrgetterType, methodcallerType} {
		typ.NoSubclass = true
	}
	itemgetterType.New = func(t *eval.Thread, cls *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		if err := noKw("itemgetter", kw); err != nil {
			return nil, err
		}
		if len(args) == 0 {
			return nil, eval.Errorf(eval.TypeErrorType, "itemgetter expected 1 argument, got 0")
		}
		items, err := copyValues(t, args)
		if err != nil {
			return nil, err
		}
		if err := eval.Reserve(t, operatorObjBytes); err != nil {
			return nil, err
		}
		return &itemgetter{items: items}, nil
	}
	itemgetterType.Call = func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		g := v.(*itemgetter)
		if err := nargs("itemgetter", args, kw, 1, 1); err != nil {
			return nil, err
		}
		if len(g.items) == 1 {
			return eval.GetItem(t, args[0], g.items[0])
		}
		out, err := eval.TupleElems(t, len(g.items))
		if err != nil {
			return nil, err
		}
		for i, k := range g.items {
			x, err := eval.GetItem(t, args[0], k)
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return eval.NewTuple(out), nil
	}
	itemgetterType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		return reprCall(t, v, "operator.itemgetter", v.(*itemgetter).items, nil)
	}

	attrgetterType.New = func(t *eval.Thread, cls *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		if err := noKw("attrgetter", kw); err != nil {
			return nil, err
		}
		if len(args) == 0 {
			return nil, eval.Errorf(eval.TypeErrorType, "attrgetter expected 1 argument, got 0")
		}
		attrs, err := eval.Make[[]string](t, len(args))
		if err != nil {
			return nil, err
		}
		for i, a := range args {
			s, ok := a.(*eval.Str)
			if !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "attribute name must be a string")
			}
			if attrs[i], err = splitDots(t, s.String()); err != nil {
				return nil, err
			}
		}
		if err := eval.Reserve(t, operatorObjBytes); err != nil {
			return nil, err
		}
		return &attrgetter{attrs: attrs}, nil
	}
	attrgetterType.Call = func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		g := v.(*attrgetter)
		if err := nargs("attrgetter", args, kw, 1, 1); err != nil {
			return nil, err
		}
		get := func(path []string) (eval.Value, error) {
			x := args[0]
			for _, name := range path {
				var err error
				if x, err = eval.GetAttr(t, x, name); err != nil {
					return nil, err
				}
			}
			return x, nil
		}
		if len(g.attrs) == 1 {
			return get(g.attrs[0])
		}
		out, err := eval.TupleElems(t, len(g.attrs))
		if err != nil {
			return nil, err
		}
		for i, p := range g.attrs {
			x, err := get(p)
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return eval.NewTuple(out), nil
	}
	attrgetterType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		attrs := v.(*attrgetter).attrs
		names, err := eval.Make[eval.Value](t, len(attrs))
		if err != nil {
			return "", err
		}
		for i, p := range attrs {
			s, err := eval.Join(t, p, ".")
			if err != nil {
				return "", err
			}
			names[i] = str(t, s)
		}
		return reprCall(t, v, "operator.attrgetter", names, nil)
	}

	methodcallerType.New = func(t *eval.Thread, cls *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		if len(args)-len(kw) < 1 {
			return nil, eval.Errorf(eval.TypeErrorType, "methodcaller needs at least one argument, the method name")
		}
		s, ok := args[0].(*eval.Str)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "method name must be a string")
		}
		margs, err := copyValues(t, args[1:])
		if err != nil {
			return nil, err
		}
		if err := eval.Reserve(t, operatorObjBytes); err != nil {
			return nil, err
		}
		return &methodcaller{name: s.String(), args: margs, kwnames: kw}, nil
	}
	methodcallerType.Call = func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		m := v.(*methodcaller)
		if err := nargs("methodcaller", args, kw, 1, 1); err != nil {
			return nil, err
		}
		f, err := eval.GetAttr(t, args[0], m.name)
		if err != nil {
			return nil, err
		}
		return eval.Call(t, f, m.args, m.kwnames)
	}
	methodcallerType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		m := v.(*methodcaller)
		all, err := eval.Make[eval.Value](t, 1+len(m.args))
		if err != nil {
			return "", err
		}
		all[0] = str(t, m.name)
		copy(all[1:], m.args)
		return reprCall(t, v, "operator.methodcaller", all, m.kwnames)
	}
}

// reprCall renders name(arg, ..., k=v) with the positional arguments and
// keyword values of args (keywords named by kw, at the end), guarding
// against recursion as CPython's Py_ReprEnter does.
func reprCall(t *eval.Thread, self eval.Value, name string, args []eval.Value, kw []string) (string, error) {
	if !t.ReprEnter(self) {
		return name + "(...)", nil
	}
	defer t.ReprLeave(self)
	b := eval.NewBuilder(t, 0)
	b.WriteString(name)
	b.WriteByte('(')
	npos := len(args) - len(kw)
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		if i >= npos {
			b.WriteString(kw[i-npos])
			b.WriteByte('=')
		}
		r, err := eval.Repr(t, a)
		if err != nil {
			return "", err
		}
		if _, err := b.WriteString(r); err != nil {
			return "", err
		}
	}
	b.WriteByte(')')
	return b.String(), b.Err()
}

// copyValues returns a copy of vs, charged.
func copyValues(t *eval.Thread, vs []eval.Value) ([]eval.Value, error) {
	out, err := eval.Make[eval.Value](t, len(vs))
	if err != nil {
		return nil, err
	}
	copy(out, vs)
	return out, nil
}

// splitDots is strings.Split(s, "."), charged.
func splitDots(t *eval.Thread, s string) ([]string, error) {
	if err := t.Work(int64(len(s)) / 1024); err != nil {
		return nil, err
	}
	parts, err := eval.Make[string](t, strings.Count(s, ".")+1)
	if err != nil {
		return nil, err
	}
	for i := range parts[:len(parts)-1] {
		j := strings.IndexByte(s, '.')
		parts[i], s = s[:j], s[j+1:]
	}
	parts[len(parts)-1] = s
	return parts, nil
}

func opBinary(name string, op eval.BinaryOp, inplace bool) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 2, 2); err != nil {
			return nil, err
		}
		if inplace {
			return eval.Inplace(t, op, args[0], args[1])
		}
		return eval.Binary(t, op, args[0], args[1])
	}
}

func opCompare(name string, op eval.CompareOp) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 2, 2); err != nil {
			return nil, err
		}
		return eval.Compare(t, op, args[0], args[1])
	}
}

func opUnary(name string, f func(*eval.Thread, eval.Value) (eval.Value, error)) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := eval.UnpackArgs(t, name, args, kw, "a/", new(eval.Value)); err != nil {
			return nil, err
		}
		return f(t, args[0])
	}
}

// opIsSequence is PySequence_Check: the type supports indexing and is not a
// dict.
func opIsSequence(v eval.Value) bool {
	typ := v.Type()
	return typ.GetItem != nil && !typ.IsSubtype(eval.DictType)
}

func opConcat(name string, inplace bool) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs(name, args, kw, 2, 2); err != nil {
			return nil, err
		}
		if !opIsSequence(args[0]) {
			return nil, eval.Errorf(eval.TypeErrorType, "'%s' object can't be concatenated", eval.TypeName(args[0]))
		}
		if inplace {
			return eval.Inplace(t, eval.OpAdd, args[0], args[1])
		}
		return eval.Binary(t, eval.OpAdd, args[0], args[1])
	}
}

func operatorFuncs() map[string]fn {
	f := map[string]fn{}
	bins := []struct {
		name string
		op   eval.BinaryOp
	}{
		{"add", eval.OpAdd}, {"sub", eval.OpSub}, {"mul", eval.OpMul}, {"matmul", eval.OpMatMul},
		{"truediv", eval.OpTrueDiv}, {"mod", eval.OpMod}, {"pow", eval.OpPow}, {"lshift", eval.OpLShift},
		{"rshift", eval.OpRShift}, {"or_", eval.OpOr}, {"xor", eval.OpXor}, {"and_", eval.OpAnd},
		{"floordiv", eval.OpFloorDiv},
	}
	for _, b := range bins {
		f[b.name] = opBinary(b.name, b.op, false)
		iname := "i" + strings.TrimSuffix(b.name, "_")
		f[iname] = opBinary(iname, b.op, true)
	}
	for _, c := range []struct {
		name string
		op   eval.CompareOp
	}{{"lt", eval.LT}, {"le", eval.LE}, {"eq", eval.EQ}, {"ne", eval.NE}, {"gt", eval.GT}, {"ge", eval.GE}} {
		f[c.name] = opCompare(c.name, c.op)
	}
	f["neg"] = opUnary("neg", eval.Neg)
	f["pos"] = opUnary("pos", eval.Pos)
	f["abs"] = opUnary("abs", eval.Abs)
	f["inv"] = opUnary("inv", eval.Invert)
	f["invert"] = opUnary("invert", eval.Invert)
	f["index"] = opUnary("index", eval.Index)
	f["truth"] = opUnary("truth", func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		b, err := eval.Truth(t, v)
		return eval.MakeBool(b), err
	})
	f["not_"] = opUnary("not_", func(t *eval.Thread, v eval.Value) (eval.Value, error) {
		b, err := eval.Truth(t, v)
		return eval.MakeBool(!b), err
	})
	f["concat"] = opConcat("concat", false)
	f["iconcat"] = opConcat("iconcat", true)
	f["is_"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("is_", args, kw, 2, 2); err != nil {
			return nil, err
		}
		return eval.MakeBool(eval.Is(args[0], args[1])), nil
	}
	f["is_not"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("is_not", args, kw, 2, 2); err != nil {
			return nil, err
		}
		return eval.MakeBool(!eval.Is(args[0], args[1])), nil
	}
	f["contains"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("contains", args, kw, 2, 2); err != nil {
			return nil, err
		}
		b, err := eval.Contains(t, args[0], args[1])
		return eval.MakeBool(b), err
	}
	f["countOf"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("countOf", args, kw, 2, 2); err != nil {
			return nil, err
		}
		n := 0
		err := iterate(t, args[0], func(x eval.Value) error {
			if eval.Is(x, args[1]) {
				n++
				return nil
			}
			eq, err := eval.Equal(t, x, args[1])
			if eq {
				n++
			}
			return err
		})
		return eval.Int(n), err
	}
	f["indexOf"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("indexOf", args, kw, 2, 2); err != nil {
			return nil, err
		}
		i, found := 0, false
		stop := eval.NewException(eval.StopIterationType)
		err := iterate(t, args[0], func(x eval.Value) error {
			eq := eval.Is(x, args[1])
			if !eq {
				var err error
				if eq, err = eval.Equal(t, x, args[1]); err != nil {
					return err
				}
			}
			if eq {
				found = true
				return stop
			}
			i++
			return nil
		})
		if err != nil && err != stop {
			return nil, err
		}
		if !found {
			return nil, eval.Errorf(eval.ValueErrorType, "sequence.index(x): x not in sequence")
		}
		return eval.Int(i), nil
	}
	f["getitem"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("getitem", args, kw, 2, 2); err != nil {
			return nil, err
		}
		return eval.GetItem(t, args[0], args[1])
	}
	f["setitem"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("setitem", args, kw, 3, 3); err != nil {
			return nil, err
		}
		return eval.None, eval.SetItem(t, args[0], args[1], args[2])
	}
	f["delitem"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("delitem", args, kw, 2, 2); err != nil {
			return nil, err
		}
		return eval.None, eval.SetItem(t, args[0], args[1], nil)
	}
	f["length_hint"] = opLengthHint
	f["call"] = func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if len(args)-len(kw) < 1 {
			return nil, eval.Errorf(eval.TypeErrorType, "call() missing 1 required positional argument: 'obj'")
		}
		return eval.Call(t, args[0], args[1:], kw)
	}
	return f
}

func opLengthHint(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("length_hint", args, kw, 1, 2); err != nil {
		return nil, err
	}
	def := eval.Value(eval.Int(0))
	if len(args) == 2 {
		def = args[1]
		if _, ok := def.(eval.Int); !ok {
			if _, ok := def.(*eval.BigInt); !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "'%s' object cannot be interpreted as an integer", eval.TypeName(def))
			}
		}
	}
	obj := args[0]
	if obj.Type().Len != nil {
		n, err := eval.Len(t, obj)
		if err == nil {
			return eval.Int(n), nil
		}
		if !isExc(err, eval.TypeErrorType) {
			return nil, err
		}
	}
	r, ok, err := eval.CallDunder(t, obj, "__length_hint__")
	if err != nil {
		if isExc(err, eval.TypeErrorType) {
			return def, nil
		}
		return nil, err
	}
	if !ok || r == eval.NotImplemented {
		return def, nil
	}
	n, isInt := r.(eval.Int)
	if !isInt {
		return nil, eval.Errorf(eval.TypeErrorType, "__length_hint__ must be an integer, not %s", eval.TypeName(r))
	}
	if n < 0 {
		return nil, eval.Errorf(eval.ValueErrorType, "__length_hint__() should return >= 0")
	}
	return n, nil
}

// operatorDunders are the names CPython also binds as __name__.
var operatorDunders = map[string]string{
	"lt": "__lt__", "le": "__le__", "eq": "__eq__", "ne": "__ne__", "ge": "__ge__", "gt": "__gt__",
	"not_": "__not__", "abs": "__abs__", "add": "__add__", "and_": "__and__", "floordiv": "__floordiv__",
	"index": "__index__", "inv": "__inv__", "invert": "__invert__", "lshift": "__lshift__", "mod": "__mod__",
	"mul": "__mul__", "matmul": "__matmul__", "neg": "__neg__", "or_": "__or__", "pos": "__pos__",
	"pow": "__pow__", "rshift": "__rshift__", "sub": "__sub__", "truediv": "__truediv__", "xor": "__xor__",
	"concat": "__concat__", "contains": "__contains__", "delitem": "__delitem__", "getitem": "__getitem__",
	"setitem": "__setitem__", "iadd": "__iadd__", "iand": "__iand__", "iconcat": "__iconcat__",
	"ifloordiv": "__ifloordiv__", "ilshift": "__ilshift__", "imod": "__imod__", "imul": "__imul__",
	"imatmul": "__imatmul__", "ior": "__ior__", "ipow": "__ipow__", "irshift": "__irshift__",
	"isub": "__isub__", "itruediv": "__itruediv__", "ixor": "__ixor__", "call": "__call__",
}

func loadOperator(t *eval.Thread, o *Options) (*eval.Module, error) {
	m := newModule("operator", operatorFuncs())
	for name, d := range operatorDunders {
		if v, ok := m.Attrs.Get(name); ok {
			m.Attrs.Set(d, v)
		}
	}
	m.Attrs.Set("itemgetter", itemgetterType)
	m.Attrs.Set("attrgetter", attrgetterType)
	m.Attrs.Set("methodcaller", methodcallerType)
	return m, nil
}
