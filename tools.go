package pyinterp

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/text/unicode/norm"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/ident"
)

// Tool is a Go function exposed to Python under a name. Build one with
// Func (a typed Go function, converted by reflection once, when the tool
// is made) or RawFunc (arguments as natural Go values), and install it
// with Executor.AddTool. Python code cannot rebind a tool's name.
//
// A Tool is a value: it may be added to several executors, which may then
// call its function concurrently.
type Tool struct {
	// Name is the name Python calls the tool by: an identifier in NFKC
	// normal form (as the names in Python source are), not a keyword.
	Name string
	// Doc is the tool's docstring, for the host's prompt; Python sees it
	// as __doc__.
	Doc string

	params   []toolParam
	variadic string       // name of the *args parameter of a variadic Go function
	raw      bool         // RawFunc: arguments passed through unbound
	result   reflect.Type // Func: the result type, for Signature (nil: None)
	// prepare converts a call's arguments (on the run's thread) and
	// returns the invocation of the Go function, which touches no
	// Python value (async tools run it on their own goroutine).
	prepare func(c *toolCall) (func(ctx context.Context) (any, error), error)
	async   bool // Async: calling the tool returns a coroutine
}

// call converts c's arguments and calls the Go function.
func (tool *Tool) call(ctx context.Context, c *toolCall) (any, error) {
	run, err := tool.prepare(c)
	if err != nil {
		return nil, err
	}
	return run(ctx)
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
// receives the context of the run (cancelled with it; see ToolCallFrom).
// fn may return nothing, a value, an error, or a value and an error. A
// variadic fn names its last parameter "*name".
//
//	pyinterp.Func("web_search", func(ctx context.Context, query string, limit int) ([]string, error) {
//		...
//	}, "query", "limit=10")
//
// Func panics if fn is not a function or params do not describe it (a
// programming error, found when the tool is made, as regexp.MustCompile
// finds a bad constant pattern). The name is checked by AddTool.
//
// Arguments are converted to the parameters' Go types (see "Values" in the
// package doc); a value that does not fit raises TypeError or
// OverflowError in Python. A returned error raises RuntimeError with the
// error's text (or the exception named by a *PythonError), which the
// program may catch; a returned error after the run's context is done
// stops the run instead.
func Func(name string, fn any, params ...string) Tool {
	tool, err := makeFunc(name, fn, params)
	if err != nil {
		panic(err)
	}
	return tool
}

func makeFunc(name string, fn any, params []string) (Tool, error) {
	tool := Tool{Name: name}
	fv := reflect.ValueOf(fn)
	if fv.Kind() != reflect.Func || fv.IsNil() {
		return tool, fmt.Errorf("pyinterp: tool %s: %T is not a function", name, fn)
	}
	ft := fv.Type()
	in := 0
	takesCtx := ft.NumIn() > 0 && ft.In(0) == contextType
	if takesCtx {
		in = 1
	}
	n := ft.NumIn() - in
	if len(params) != n {
		return tool, fmt.Errorf("pyinterp: tool %s: %d parameter names for %d parameters", name, len(params), n)
	}
	seen := map[string]bool{}
	for i, p := range params {
		typ := ft.In(in + i)
		if ft.IsVariadic() && i == n-1 {
			if !strings.HasPrefix(p, "*") || !validName(p[1:]) {
				return tool, fmt.Errorf("pyinterp: tool %s: the variadic parameter must be named %q, not %q", name, "*name", p)
			}
			tool.variadic = p[1:]
			tool.params = append(tool.params, toolParam{name: p[1:], typ: typ.Elem()})
			continue
		}
		pname, def, hasDef := strings.Cut(p, "=")
		pname = strings.TrimSpace(pname)
		if !validName(pname) {
			return tool, fmt.Errorf("pyinterp: tool %s: bad parameter name %q", name, p)
		}
		if seen[pname] {
			return tool, fmt.Errorf("pyinterp: tool %s: parameter %s named twice", name, pname)
		}
		seen[pname] = true
		tp := toolParam{name: pname, typ: typ}
		if hasDef {
			tp.defaultSrc = strings.TrimSpace(def)
			if tp.defaultSrc == "" {
				return tool, fmt.Errorf("pyinterp: tool %s: empty default in %q", name, p)
			}
		} else if len(tool.params) > 0 && tool.params[len(tool.params)-1].defaultSrc != "" {
			return tool, fmt.Errorf("pyinterp: tool %s: parameter %s without default follows parameter with default", name, pname)
		}
		tool.params = append(tool.params, tp)
	}
	for _, p := range tool.params {
		if err := checkParamType(p.typ, 0); err != nil {
			return tool, fmt.Errorf("pyinterp: tool %s: parameter %s: %v", name, p.name, err)
		}
	}
	switch ft.NumOut() {
	case 0:
	case 1:
		if ft.Out(0) != errorType {
			tool.result = ft.Out(0)
		}
	case 2:
		if ft.Out(1) != errorType {
			return tool, fmt.Errorf("pyinterp: tool %s: second result must be error", name)
		}
		tool.result = ft.Out(0)
	default:
		return tool, fmt.Errorf("pyinterp: tool %s: too many results", name)
	}
	if tool.result != nil {
		if err := checkResultType(tool.result, 0); err != nil {
			return tool, fmt.Errorf("pyinterp: tool %s: result: %v", name, err)
		}
	}
	tool.prepare = func(c *toolCall) (func(ctx context.Context) (any, error), error) {
		args := make([]reflect.Value, 0, ft.NumIn()+len(c.extra)) //allocpath:ok one per argument of the call, whose values the program already paid for
		if takesCtx {
			args = append(args, reflect.Value{}) // the context, at the call
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
		return func(ctx context.Context) (any, error) {
			if takesCtx {
				args[0] = reflect.ValueOf(ctx)
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
		}, nil
	}
	return tool, nil
}

// checkParamType reports a parameter type no Python value converts to.
func checkParamType(typ reflect.Type, depth int) error {
	if depth > 32 || typ == valueType || typ == opaqueType || typ == bigIntType ||
		typ.Kind() == reflect.Pointer && typ.Elem() == bigIntType ||
		typ.Kind() != reflect.String && reflect.PointerTo(typ).Implements(textUnmarshalerType) {
		return nil
	}
	switch typ.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128, reflect.String, reflect.Struct:
		return nil
	case reflect.Interface:
		if typ.NumMethod() == 0 {
			return nil
		}
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return checkParamType(typ.Elem(), depth+1)
	case reflect.Map:
		if err := checkParamType(typ.Key(), depth+1); err != nil {
			return err
		}
		return checkParamType(typ.Elem(), depth+1)
	}
	return fmt.Errorf("no Python value converts to Go %s", typ)
}

// checkResultType reports a result type that cannot convert to Python.
func checkResultType(typ reflect.Type, depth int) error {
	if depth > 32 || typ.Implements(valueType) || typ == toolType || typ.Implements(textMarshalerType) {
		return nil
	}
	switch typ.Kind() {
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return fmt.Errorf("a Go %s does not convert to a Python value", typ)
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return checkResultType(typ.Elem(), depth+1)
	case reflect.Map:
		if err := checkResultType(typ.Key(), depth+1); err != nil {
			return err
		}
		return checkResultType(typ.Elem(), depth+1)
	}
	return nil
}

var toolType = reflect.TypeFor[Tool]()

// RawFunc makes a tool of a function taking the arguments as natural Go
// values (see "Values" in the package doc): positional arguments in args,
// keyword arguments in kwargs. Python values without a Go counterpart are
// passed as Opaque. ctx is the run's (see ToolCallFrom). RawFunc panics
// if fn is nil.
func RawFunc(name string, fn func(ctx context.Context, args []any, kwargs map[string]any) (any, error)) Tool {
	if fn == nil {
		panic(fmt.Sprintf("pyinterp: tool %s: nil function", name))
	}
	tool := Tool{Name: name, raw: true}
	tool.prepare = func(c *toolCall) (func(ctx context.Context) (any, error), error) {
		conv := &toGoConv{t: c.t, opaque: true, ordered: c.ordered}
		args := make([]any, len(c.extra)) //allocpath:ok one per argument of the call
		for i, x := range c.extra {
			g, err := conv.toGo(x, 0)
			if err != nil {
				return nil, err
			}
			args[i] = g
		}
		kwargs := make(map[string]any, len(c.kwargs)) //allocpath:ok one per keyword argument of the call
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
		return func(ctx context.Context) (any, error) { return fn(ctx, args, kwargs) }, nil
	}
	return tool
}

// WithDoc returns the tool with its docstring set.
func (tool Tool) WithDoc(doc string) Tool {
	tool.Doc = doc
	return tool
}

// Signature returns the tool's Python signature, with the parameters'
// types and the result's as Python annotations and the defaults as
// written, for the prompt that lists the tools:
//
//	web_search(query: str, limit: int = 10) -> list[str]
//
// A parameter of type any has no annotation; a RawFunc tool is
// name(*args, **kwargs).
func (tool Tool) Signature() string {
	if tool.raw {
		return tool.Name + "(*args, **kwargs)"
	}
	var b strings.Builder //allocpath:ok host data: the tool's own definition
	b.WriteString(tool.Name)
	b.WriteByte('(')
	for i, p := range tool.params {
		if i > 0 {
			b.WriteString(", ")
		}
		if tool.variadic != "" && i == len(tool.params)-1 {
			b.WriteByte('*')
		}
		b.WriteString(p.name)
		ann := annotation(p.typ, 0)
		if ann != "" {
			b.WriteString(": " + ann)
		}
		if p.defaultSrc != "" {
			if ann != "" {
				b.WriteString(" = ")
			} else {
				b.WriteByte('=')
			}
			b.WriteString(p.defaultSrc)
		}
	}
	b.WriteByte(')')
	if tool.result == nil {
		b.WriteString(" -> None")
	} else if ann := annotation(tool.result, 0); ann != "" {
		b.WriteString(" -> " + ann)
	}
	return b.String()
}

// annotation returns the Python type of Go values of type typ, "" for
// any.
func annotation(typ reflect.Type, depth int) string {
	switch {
	case depth > 8:
		return ""
	case typ == valueType || typ == opaqueType:
		return ""
	case typ == bigIntType || typ.Kind() == reflect.Pointer && typ.Elem() == bigIntType:
		return "int"
	case typ == tupleType:
		return "tuple"
	case typ == setType:
		return "set"
	case typ == toolType:
		return "Callable"
	case typ.Kind() != reflect.String && (typ.Implements(textMarshalerType) || reflect.PointerTo(typ).Implements(textUnmarshalerType)):
		return "str"
	}
	switch typ.Kind() {
	case reflect.Bool:
		return "bool"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "int"
	case reflect.Float32, reflect.Float64:
		return "float"
	case reflect.Complex64, reflect.Complex128:
		return "complex"
	case reflect.String:
		return "str"
	case reflect.Pointer:
		if a := annotation(typ.Elem(), depth+1); a != "" {
			return a + " | None"
		}
		return ""
	case reflect.Slice, reflect.Array:
		if typ.Elem().Kind() == reflect.Uint8 && typ.Kind() == reflect.Slice {
			return "bytes"
		}
		if a := annotation(typ.Elem(), depth+1); a != "" {
			return "list[" + a + "]"
		}
		return "list"
	case reflect.Map:
		k, v := annotation(typ.Key(), depth+1), annotation(typ.Elem(), depth+1)
		if typ.Elem() == emptyStructType {
			if k != "" {
				return "set[" + k + "]"
			}
			return "set"
		}
		if k == "" && v == "" {
			return "dict"
		}
		if k == "" {
			k = "Any"
		}
		if v == "" {
			v = "Any"
		}
		return "dict[" + k + ", " + v + "]"
	case reflect.Struct:
		return "dict"
	}
	return ""
}

// validName reports whether name may be a tool, variable, parameter or
// module name: a Python identifier that is not a keyword, in NFKC normal
// form (the scanner normalises the names in source code, so a name that
// is not in normal form could never be written).
func validName(name string) bool {
	return ident.IsIdentifier(name) && !ident.IsKeyword(name) && norm.NFKC.IsNormalString(name)
}

// PythonError is an error a tool returns to raise a specific Python
// exception: Type is the name of a builtin exception class ("ValueError",
// "KeyError", ...). Other errors raise RuntimeError. A Type that names no
// builtin exception class is the host's bug: the run fails with an *Error
// of KindInternal saying so.
type PythonError struct {
	Type    string
	Message string
}

func (e *PythonError) Error() string { return e.Type + ": " + e.Message }

// toolErrorException converts an error returned by a tool to the Python
// exception it raises.
func toolErrorException(tool string, err error) error {
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
		cls := exceptionClass(pe.Type)
		if cls == nil {
			return &eval.InternalError{Msg: fmt.Sprintf("tool %s returned a PythonError of type %q, which is not a builtin exception class", tool, pe.Type)}
		}
		return eval.Errorf(cls, "%s", pe.Message)
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
	bound := make([]eval.Value, fixed) //allocpath:ok one per parameter of the tool, host data
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
	return strings.Join(names[:len(names)-1], ", ") + ", and " + names[len(names)-1] //allocpath:ok the names of the tool's own parameters
}
