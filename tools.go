package pyinterp

import (
	"context"
	"encoding"
	"errors"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"slices"
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// Tool is a Go function exposed to Python under a name. Build one with
// Func (a typed Go function, converted by reflection once, when the tool
// is made) or RawFunc (arguments as natural Go values), and install it
// with Executor.AddTool. Python code cannot rebind a tool's name.
type Tool struct {
	Name string
	// Doc is the tool's docstring, for the host's prompt; Python sees it
	// as __doc__.
	Doc string

	params   []toolParam
	variadic string // name of the *args parameter of a variadic Go function
	raw      bool   // RawFunc: arguments passed through unbound
	call     func(ctx context.Context, c *toolCall) (any, error)
	err      error // a construction error, reported by AddTool
}

type toolParam struct {
	name       string
	defaultSrc string // Python expression of the default, "" if required
	typ        reflect.Type
}

// toolCall is one call of a tool: its bound arguments, converted on demand.
type toolCall struct {
	t      *eval.Thread
	tool   *Tool
	args   []eval.Value // bound parameters, in order (defaults filled)
	extra  []eval.Value // *args beyond the parameters (variadic)
	kwargs []string     // RawFunc: keyword names
	kwvals []eval.Value

	// record: fill goArgs and goKwargs with the Go arguments (for the
	// tool-call event).
	record   bool
	goArgs   []any
	goKwargs map[string]any
	// ordered: RawFunc arguments convert dicts to Dict.
	ordered bool
}

var (
	contextType = reflect.TypeFor[context.Context]()
	errorType   = reflect.TypeFor[error]()
)

// Func makes a tool of the Go function fn. params name its parameters in
// order, as Python sees them: "query" is required, "limit=10" has a
// default written as a Python expression (evaluated once, when the tool
// is added). A leading context.Context parameter is not named: it
// receives the context of the Run, so a tool can stop when the run is
// cancelled or times out. fn may return nothing, a value, an error, or a
// value and an error. A variadic fn names its last parameter "*name".
//
//	pyinterp.Func("web_search", func(ctx context.Context, query string, limit int) ([]string, error) {
//		...
//	}, "query", "limit=10")
//
// Arguments are converted to the parameters' Go types (see the conversion
// table in convert.go's doc); a value that does not fit raises TypeError
// or OverflowError in Python. A returned error raises RuntimeError with the
// error's text (or the exception named by a *PythonError), which the
// program may catch; a returned error after the run's context is done
// stops the run instead.
func Func(name string, fn any, params ...string) Tool {
	tool := Tool{Name: name}
	fv := reflect.ValueOf(fn)
	if fv.Kind() != reflect.Func || fv.IsNil() {
		tool.err = fmt.Errorf("pyinterp: tool %s: %T is not a function", name, fn)
		return tool
	}
	ft := fv.Type()
	in := 0
	takesCtx := ft.NumIn() > 0 && ft.In(0) == contextType
	if takesCtx {
		in = 1
	}
	n := ft.NumIn() - in
	if len(params) != n {
		tool.err = fmt.Errorf("pyinterp: tool %s: %d parameter names for %d parameters", name, len(params), n)
		return tool
	}
	for i, p := range params {
		typ := ft.In(in + i)
		if ft.IsVariadic() && i == n-1 {
			if !strings.HasPrefix(p, "*") {
				tool.err = fmt.Errorf("pyinterp: tool %s: the variadic parameter must be named \"*%s\"", name, p)
				return tool
			}
			tool.variadic = p[1:]
			tool.params = append(tool.params, toolParam{name: p[1:], typ: typ.Elem()})
			continue
		}
		pname, def, hasDef := strings.Cut(p, "=")
		pname = strings.TrimSpace(pname)
		if !isIdentifier(pname) {
			tool.err = fmt.Errorf("pyinterp: tool %s: bad parameter name %q", name, p)
			return tool
		}
		tp := toolParam{name: pname, typ: typ}
		if hasDef {
			tp.defaultSrc = strings.TrimSpace(def)
			if tp.defaultSrc == "" {
				tool.err = fmt.Errorf("pyinterp: tool %s: empty default in %q", name, p)
				return tool
			}
		} else if len(tool.params) > 0 && tool.params[len(tool.params)-1].defaultSrc != "" {
			tool.err = fmt.Errorf("pyinterp: tool %s: parameter %s without default follows parameter with default", name, pname)
			return tool
		}
		tool.params = append(tool.params, tp)
	}
	switch ft.NumOut() {
	case 0:
	case 1:
	case 2:
		if ft.Out(1) != errorType {
			tool.err = fmt.Errorf("pyinterp: tool %s: second result must be error", name)
			return tool
		}
	default:
		tool.err = fmt.Errorf("pyinterp: tool %s: too many results", name)
		return tool
	}
	tool.call = func(ctx context.Context, c *toolCall) (any, error) {
		args := make([]reflect.Value, 0, ft.NumIn()+len(c.extra))
		if takesCtx {
			args = append(args, reflect.ValueOf(ctx))
		}
		fixed := len(tool.params)
		if tool.variadic != "" {
			fixed--
		}
		for i := range fixed {
			p := tool.params[i]
			v, err := fromPy(c.t, c.args[i], p.typ, 0)
			if err != nil {
				return nil, argError(name, p.name, err)
			}
			args = append(args, v)
		}
		for i, x := range c.extra {
			v, err := fromPy(c.t, x, tool.params[fixed].typ, 0)
			if err != nil {
				return nil, argError(name, fmt.Sprintf("%s[%d]", tool.variadic, i), err)
			}
			args = append(args, v)
		}
		if c.record {
			c.goArgs = make([]any, 0, len(args)) //allocpath:ok one slot per argument of the call, already converted (and charged) above
			for _, a := range args[in:] {
				c.goArgs = append(c.goArgs, a.Interface())
			}
		}
		out := fv.Call(args)
		switch ft.NumOut() {
		case 0:
			return nil, nil
		case 1:
			if ft.Out(0) == errorType {
				err, _ := out[0].Interface().(error)
				return nil, err
			}
			return out[0].Interface(), nil
		}
		err, _ := out[1].Interface().(error)
		return out[0].Interface(), err
	}
	return tool
}

// RawFunc makes a tool of a function taking the arguments as natural Go
// values (see convert.go): positional arguments in args, keyword
// arguments in kwargs. Python values without a Go counterpart are passed
// as Opaque.
func RawFunc(name string, fn func(args []any, kwargs map[string]any) (any, error)) Tool {
	tool := Tool{Name: name}
	if fn == nil {
		tool.err = fmt.Errorf("pyinterp: tool %s: nil function", name)
		return tool
	}
	tool.raw = true
	tool.call = func(ctx context.Context, c *toolCall) (any, error) {
		conv := &toGoConv{t: c.t, opaque: true, ordered: c.ordered}
		args := make([]any, len(c.extra))
		for i, x := range c.extra {
			g, err := conv.toGo(x, 0)
			if err != nil {
				return nil, err
			}
			args[i] = g
		}
		kwargs := make(map[string]any, len(c.kwargs))
		for i, k := range c.kwargs {
			g, err := conv.toGo(c.kwvals[i], 0)
			if err != nil {
				return nil, err
			}
			kwargs[k] = g
		}
		if c.record {
			c.goArgs, c.goKwargs = args, kwargs
		}
		return fn(args, kwargs)
	}
	return tool
}

// WithDoc returns the tool with its docstring set.
func (tool Tool) WithDoc(doc string) Tool {
	tool.Doc = doc
	return tool
}

// PythonError is an error a tool returns to raise a specific Python
// exception: Type is the name of a builtin exception class ("ValueError",
// "KeyError", ...). Other errors raise RuntimeError.
type PythonError struct {
	Type    string
	Message string
}

func (e *PythonError) Error() string { return e.Type + ": " + e.Message }

// toolErrorException converts an error returned by a tool to the Python
// exception it raises.
func toolErrorException(err error) error {
	// A limit reached while converting the arguments ends the run: it
	// must not become a RuntimeError the program can catch.
	var lim *eval.LimitError
	if errors.As(err, &lim) {
		return lim
	}
	var exc *eval.Exception
	if errors.As(err, &exc) {
		return exc
	}
	var pe *PythonError
	if errors.As(err, &pe) {
		if cls := exceptionClass(pe.Type); cls != nil {
			return eval.Errorf(cls, "%s", pe.Message)
		}
	}
	return eval.Errorf(eval.RuntimeErrorType, "%s", err.Error())
}

// exceptionClass finds a builtin exception class by name.
func exceptionClass(name string) *eval.Type {
	for _, t := range eval.ExceptionTypes() {
		if t.Name == name {
			return t
		}
	}
	return nil
}

func argError(tool, param string, err error) error {
	var exc *eval.Exception
	if errors.As(err, &exc) {
		return eval.Errorf(exc.Type(), "%s() argument '%s': %s", tool, param, exc.Message(nil))
	}
	return err
}

func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f || i > 0 && r >= '0' && r <= '9' {
			continue
		}
		return false
	}
	return true
}

// bind binds a Python call's arguments to the tool's parameters, with
// CPython's messages for a Python function of the same signature.
func (tool *Tool) bind(t *eval.Thread, defaults []eval.Value, args []eval.Value, kwnames []string) (*toolCall, error) {
	c := &toolCall{t: t, tool: tool}
	npos := len(args) - len(kwnames)
	if tool.raw {
		c.extra = args[:npos]
		c.kwargs = kwnames
		c.kwvals = args[npos:]
		return c, nil
	}
	fixed := len(tool.params)
	if tool.variadic != "" {
		fixed--
	}
	bound := make([]eval.Value, fixed)
	if npos > fixed {
		if tool.variadic == "" {
			return nil, tooManyPositional(tool, npos)
		}
		c.extra = args[fixed:npos]
		npos = fixed
	}
	copy(bound, args[:npos])
	for i, k := range kwnames {
		j := slices.IndexFunc(tool.params[:fixed], func(p toolParam) bool { return p.name == k })
		if j < 0 {
			return nil, eval.Errorf(eval.TypeErrorType, "%s() got an unexpected keyword argument '%s'", tool.Name, k)
		}
		if bound[j] != nil {
			return nil, eval.Errorf(eval.TypeErrorType, "%s() got multiple values for argument '%s'", tool.Name, k)
		}
		bound[j] = args[len(args)-len(kwnames)+i]
	}
	var missing []string
	for i := range fixed {
		if bound[i] == nil {
			if defaults[i] != nil {
				bound[i] = defaults[i]
				continue
			}
			missing = append(missing, "'"+tool.params[i].name+"'")
		}
	}
	if len(missing) > 0 {
		return nil, eval.Errorf(eval.TypeErrorType, "%s() missing %d required positional argument%s: %s",
			tool.Name, len(missing), plural(len(missing)), joinNames(missing))
	}
	c.args = bound
	return c, nil
}

func tooManyPositional(tool *Tool, given int) error {
	required := 0
	for _, p := range tool.params {
		if p.defaultSrc == "" {
			required++
		}
	}
	n := len(tool.params)
	takes := fmt.Sprintf("%d positional argument%s", n, plural(n))
	if required < n {
		takes = fmt.Sprintf("from %d to %d positional arguments", required, n)
	}
	was := "were"
	if given == 1 {
		was = "was"
	}
	return eval.Errorf(eval.TypeErrorType, "%s() takes %s but %d %s given", tool.Name, takes, given, was)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// joinNames joins as CPython's missing-argument messages do: 'a', 'b' and 'c'.
func joinNames(names []string) string {
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " and " + names[1]
	}
	return strings.Join(names[:len(names)-1], ", ") + ", and " + names[len(names)-1]
}

var textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()

// fromPy converts a Python value to a Go value of type typ.
func fromPy(t *eval.Thread, v eval.Value, typ reflect.Type, depth int) (reflect.Value, error) {
	if depth > maxConvertDepth {
		return reflect.Value{}, eval.Errorf(eval.ValueErrorType, "value nested more than %d levels deep", maxConvertDepth)
	}
	// Each value converted is an operation of the run, and the Go memory
	// made for containers is charged to it: a list aliasing one big list
	// many times expands here, past the size the program paid for.
	if t != nil {
		if err := t.Step(); err != nil {
			return reflect.Value{}, err
		}
	}
	mismatch := func(want string) error {
		return eval.Errorf(eval.TypeErrorType, "must be %s, not %s", want, eval.TypeName(v))
	}
	if typ == valueType {
		return reflect.ValueOf(&v).Elem(), nil
	}
	if typ.Kind() == reflect.Interface && typ.NumMethod() == 0 {
		g, err := (&toGoConv{t: t}).toGo(v, depth)
		if err != nil {
			return reflect.Value{}, err
		}
		out := reflect.New(typ).Elem()
		if g != nil {
			out.Set(reflect.ValueOf(g))
		}
		return out, nil
	}
	if typ == bigIntType || typ.Kind() == reflect.Pointer && typ.Elem() == bigIntType {
		var b *big.Int
		switch x := v.(type) {
		case eval.Int:
			b = big.NewInt(int64(x))
		case eval.Bool:
			b = big.NewInt(0)
			if x {
				b.SetInt64(1)
			}
		case *eval.BigInt:
			if err := chargeGo(t, len(x.Big().Bits()), 8); err != nil {
				return reflect.Value{}, err
			}
			b = new(big.Int).Set(x.Big())
		default:
			if v == eval.None && typ.Kind() == reflect.Pointer {
				return reflect.Zero(typ), nil
			}
			return reflect.Value{}, mismatch("int")
		}
		if typ.Kind() == reflect.Pointer {
			return reflect.ValueOf(b), nil
		}
		return reflect.ValueOf(*b), nil
	}
	if s, ok := v.(*eval.Str); ok && reflect.PointerTo(typ).Implements(textUnmarshalerType) && typ.Kind() != reflect.String {
		if err := chargeGo(t, len(s.String()), 1); err != nil {
			return reflect.Value{}, err
		}
		p := reflect.New(typ)
		if err := p.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(s.String())); err != nil {
			return reflect.Value{}, eval.Errorf(eval.ValueErrorType, "%s", err.Error())
		}
		return p.Elem(), nil
	}
	out := reflect.New(typ).Elem()
	switch typ.Kind() {
	case reflect.Bool:
		b, ok := v.(eval.Bool)
		if !ok {
			return out, mismatch("bool")
		}
		out.SetBool(bool(b))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		var i int64
		switch x := v.(type) {
		case eval.Int:
			i = int64(x)
		case eval.Bool:
			if x {
				i = 1
			}
		case *eval.BigInt:
			return out, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to Go %s", typ)
		default:
			return out, mismatch("int")
		}
		if out.OverflowInt(i) {
			return out, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to Go %s", typ)
		}
		out.SetInt(i)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		var u uint64
		switch x := v.(type) {
		case eval.Int:
			if x < 0 {
				return out, eval.Errorf(eval.OverflowErrorType, "can't convert negative int to Go %s", typ)
			}
			u = uint64(x)
		case eval.Bool:
			if x {
				u = 1
			}
		case *eval.BigInt:
			if x.Big().Sign() < 0 {
				return out, eval.Errorf(eval.OverflowErrorType, "can't convert negative int to Go %s", typ)
			}
			if !x.Big().IsUint64() {
				return out, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to Go %s", typ)
			}
			u = x.Big().Uint64()
		default:
			return out, mismatch("int")
		}
		if out.OverflowUint(u) {
			return out, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to Go %s", typ)
		}
		out.SetUint(u)
	case reflect.Float32, reflect.Float64:
		var f float64
		switch x := v.(type) {
		case eval.Float:
			f = float64(x)
		case eval.Int:
			f = float64(x)
		case eval.Bool:
			if x {
				f = 1
			}
		case *eval.BigInt:
			f, _ = new(big.Float).SetInt(x.Big()).Float64()
			if math.IsInf(f, 0) {
				return out, eval.Errorf(eval.OverflowErrorType, "int too large to convert to float")
			}
		default:
			return out, mismatch("float")
		}
		out.SetFloat(f)
	case reflect.Complex64, reflect.Complex128:
		switch x := v.(type) {
		case eval.Complex:
			out.SetComplex(complex128(x))
		case eval.Float:
			out.SetComplex(complex(float64(x), 0))
		case eval.Int:
			out.SetComplex(complex(float64(x), 0))
		default:
			return out, mismatch("complex")
		}
	case reflect.String:
		s, ok := v.(*eval.Str)
		if !ok {
			return out, mismatch("str")
		}
		out.SetString(s.String())
	case reflect.Pointer:
		if v == eval.None {
			return out, nil
		}
		e, err := fromPy(t, v, typ.Elem(), depth+1)
		if err != nil {
			return out, err
		}
		p := reflect.New(typ.Elem())
		p.Elem().Set(e)
		return p, nil
	case reflect.Slice, reflect.Array:
		if typ.Elem().Kind() == reflect.Uint8 && typ.Kind() == reflect.Slice {
			switch x := v.(type) {
			case eval.Bytes:
				if err := chargeGo(t, len(x), 1); err != nil {
					return out, err
				}
				out.SetBytes([]byte(string(x)))
				return out, nil
			case *eval.ByteArray:
				if err := chargeGo(t, len(x.Bytes()), 1); err != nil {
					return out, err
				}
				out.SetBytes(slices.Clone(x.Bytes()))
				return out, nil
			}
		}
		if v == eval.None && typ.Kind() == reflect.Slice {
			return out, nil
		}
		var elems []eval.Value
		switch x := v.(type) {
		case *eval.List:
			elems = x.Elems()
		case *eval.Tuple:
			elems = x.Elems()
		case *eval.Set:
			elems = x.Elems()
		default:
			return out, mismatch("a list")
		}
		if typ.Kind() == reflect.Array {
			if len(elems) != typ.Len() {
				return out, eval.Errorf(eval.ValueErrorType, "must have %d elements, not %d", typ.Len(), len(elems))
			}
		} else {
			if err := chargeGo(t, len(elems), typ.Elem().Size()); err != nil {
				return out, err
			}
			out = reflect.MakeSlice(typ, len(elems), len(elems))
		}
		for i, x := range elems {
			e, err := fromPy(t, x, typ.Elem(), depth+1)
			if err != nil {
				return out, indexed(fmt.Sprintf("[%d]", i), err)
			}
			out.Index(i).Set(e)
		}
	case reflect.Map:
		if v == eval.None {
			return out, nil
		}
		if typ.Elem() == emptyStructType {
			if s, ok := v.(*eval.Set); ok {
				out = reflect.MakeMapWithSize(typ, s.Len())
				for _, x := range s.Elems() {
					k, err := fromPy(t, x, typ.Key(), depth+1)
					if err != nil {
						return out, err
					}
					out.SetMapIndex(k, reflect.Zero(emptyStructType))
				}
				return out, nil
			}
		}
		d, ok := v.(*eval.Dict)
		if !ok {
			return out, mismatch("a dict")
		}
		if err := chargeGo(t, d.Len(), typ.Key().Size()+typ.Elem().Size()); err != nil {
			return out, err
		}
		out = reflect.MakeMapWithSize(typ, d.Len())
		var err error
		d.Range(func(k, x eval.Value) bool {
			var gk, gv reflect.Value
			if gk, err = fromPy(t, k, typ.Key(), depth+1); err != nil {
				return false
			}
			if gv, err = fromPy(t, x, typ.Elem(), depth+1); err != nil {
				r, _ := eval.Repr(t, k)
				err = indexed("["+r+"]", err)
				return false
			}
			out.SetMapIndex(gk, gv)
			return true
		})
		return out, err
	case reflect.Struct:
		d, ok := v.(*eval.Dict)
		if !ok {
			return out, mismatch("a dict")
		}
		fields := jsonFields(typ)
		var err error
		d.Range(func(k, x eval.Value) bool {
			ks, ok := k.(*eval.Str)
			if !ok {
				err = eval.Errorf(eval.TypeErrorType, "keys must be str, not %s", eval.TypeName(k))
				return false
			}
			i := slices.IndexFunc(fields, func(f jsonField) bool { return f.name == ks.String() })
			if i < 0 {
				err = eval.Errorf(eval.TypeErrorType, "unexpected key '%s'", ks.String())
				return false
			}
			fv, ferr := settableField(out, fields[i].index)
			if ferr != nil {
				err = ferr
				return false
			}
			var gv reflect.Value
			if gv, err = fromPy(t, x, fv.Type(), depth+1); err != nil {
				err = indexed("['"+ks.String()+"']", err)
				return false
			}
			fv.Set(gv)
			return true
		})
		return out, err
	default:
		return out, eval.Errorf(eval.TypeErrorType, "cannot convert %s to Go %s", eval.TypeName(v), typ)
	}
	return out, nil
}

// chargeGo charges the run for n Go values of size bytes each made by a
// tool argument's conversion.
func chargeGo(t *eval.Thread, n int, size uintptr) error {
	if t == nil {
		return nil
	}
	return t.Charge(int64(n) * int64(max(size, 1)))
}

// settableField returns the field at index, allocating nil embedded
// pointers on the way.
func settableField(v reflect.Value, index []int) (reflect.Value, error) {
	for i, x := range index {
		if i > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				if !v.CanSet() {
					return reflect.Value{}, eval.Errorf(eval.TypeErrorType, "cannot set field of unexported embedded struct")
				}
				v.Set(reflect.New(v.Type().Elem()))
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	if !v.CanSet() {
		return reflect.Value{}, eval.Errorf(eval.TypeErrorType, "cannot set unexported field")
	}
	return v, nil
}

// indexed prefixes a conversion error's message with where it happened.
func indexed(where string, err error) error {
	var exc *eval.Exception
	if errors.As(err, &exc) {
		return eval.Errorf(exc.Type(), "%s: %s", where, exc.Message(nil))
	}
	return err
}
