package pyinterp

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// SetVariables binds Python variables from Go values (converted as
// described in "Values" in the package doc). Names must be identifiers
// and may not be tool names. The host's data is not charged to any
// run's budget: it is the host's to size.
func (e *Executor) SetVariables(vars map[string]any) error {
	if err := e.lock(); err != nil {
		return err
	}
	defer e.mu.Unlock()
	return e.setVariables(eval.NewThread(e.in, eval.Limits{MaxRecursionDepth: 200}, io.Discard, nil), vars)
}

// setVariables converts vars with thread t and binds them, all or none.
func (e *Executor) setVariables(t *eval.Thread, vars map[string]any) error {
	conv := &toPyConv{t: t, ex: e}
	converted := make(map[string]eval.Value, len(vars)) //allocpath:ok one per variable the host passes
	for name, x := range vars {
		if !validName(name) {
			return fmt.Errorf("pyinterp: variable name %q is not a Python identifier", name)
		}
		if e.isTool(name) {
			return fmt.Errorf("pyinterp: cannot set variable %s: it is a tool's name", name)
		}
		v, err := conv.toPy(x)
		if err != nil {
			return fmt.Errorf("pyinterp: variable %s: %w", name, err)
		}
		converted[name] = v
	}
	for name, v := range converted {
		e.globals.Set(name, v)
	}
	return nil
}

// Variables returns the namespace as Go values (see "Values" in the
// package doc): every variable the code or SetVariables bound, tools
// excluded. Values with no Go counterpart (functions, modules, instances)
// are Opaque; containers nested deeper than 100 levels, and cycles, are
// cut with an Opaque whose Repr is "..."; so is a variable past the size
// caps the call shares (4 Mi values, 256 MiB of bytes copied). The
// program's reprs run for at most a second in all.
func (e *Executor) Variables() (map[string]any, error) {
	if err := e.lock(); err != nil {
		return nil, err
	}
	defer e.mu.Unlock()
	return e.variables(nil, time.Now().Add(time.Second))
}

// variables converts the namespace: on thread t (a run's, from a tool),
// or, with a nil t, on scratch threads sharing one deadline.
func (e *Executor) variables(t *eval.Thread, deadline time.Time) (map[string]any, error) {
	// Each variable gets its own operation and memory budget, but they
	// share one deadline: the program's reprs run for at most a second in
	// all, however many variables it binds. Past it, no program code runs
	// (a nil thread: the reprs of Opaque values are the "<type object>"
	// form). The size caps of the conversion (values made, bytes copied)
	// are shared too, or many names for one big value would copy it once
	// per name; a variable past them is an Opaque whose Repr is "...".
	out := map[string]any{}
	conv := &toGoConv{opaque: true, t: t, ordered: e.opts.OrderedDicts, maxBytes: convertLimit(e.opts.limits().MaxMemory)}
	for _, name := range e.globals.Names() {
		v, ok := e.globals.Get(name)
		if !ok || name == "__name__" && isMainName(v) {
			continue
		}
		if t == nil {
			conv.t = nil
			if time.Now().Before(deadline) {
				conv.t = e.scratchThreadUntil(deadline) // fresh budgets for each variable
			}
		}
		g, err := conv.toGo(v, 0)
		if _, ok := err.(*eval.LimitError); ok && t != nil {
			return nil, err // the run's limit: the run is over
		}
		if err != nil {
			g = Opaque{Type: eval.TypeName(v), Repr: "..."}
		}
		out[name] = g
	}
	return out, nil
}

// Get converts the variable name into dst, which must be a non-nil
// pointer: to a Go type a Python value converts to (see "Values" in the
// package doc), to any for the natural conversion, or to Opaque for any
// value's type name and repr.
//
//	var prices []float64
//	err := ex.Get("prices", &prices)
//
// An unbound name is an error wrapping ErrUndefined; a value that does
// not fit dst is an error naming where it failed. The conversion (and the
// program's __repr__, for an Opaque) runs under small limits.
func (e *Executor) Get(name string, dst any) error {
	if err := e.lock(); err != nil {
		return err
	}
	defer e.mu.Unlock()
	return e.get(e.scratchThread(), name, dst)
}

// Kwarg is a keyword argument of Call: ex.Call(ctx, "f", 1, pyinterp.Kwarg{"sep", "-"}).
type Kwarg struct {
	Name  string
	Value any
}

// Call calls the function (or any callable) the namespace binds to name,
// with args converted to Python (see "Values" in the package doc) as its
// positional arguments, except that Kwarg values are keyword arguments
// and RunOption values are options of the call. It is a run, as Run is:
// under the executor's limits (and WithLimits), with the output in
// Result.Logs, the function's return value in Result.Value, and an *Error
// when the function raises (its Line and Statement are empty). An unbound
// name raises NameError.
func (e *Executor) Call(ctx context.Context, name string, args ...any) (*Result, error) {
	if err := e.lock(); err != nil {
		return emptyResult(), err
	}
	defer e.mu.Unlock()
	var opts []RunOption
	var pos []any
	var kw []Kwarg
	for _, a := range args {
		switch a := a.(type) {
		case RunOption:
			opts = append(opts, a)
		case Kwarg:
			kw = append(kw, a)
		default:
			if len(kw) > 0 {
				return emptyResult(), fmt.Errorf("pyinterp: Call(%q): positional argument after a Kwarg", name)
			}
			pos = append(pos, a)
		}
	}
	cfg, err := e.config(nil, opts)
	if err != nil {
		return emptyResult(), err
	}
	return e.start(ctx, cfg, Event{Function: name}, func() (*Result, *Error) {
		return e.execute(ctx, cfg, func(t *eval.Thread) (eval.Value, *stmtError) {
			fn, ok := e.globals.Get(name)
			if !ok {
				return nil, &stmtError{err: eval.Errorf(eval.NameErrorType, "name '%s' is not defined", name)}
			}
			conv := &toPyConv{t: t, ex: e}
			argv := make([]eval.Value, 0, len(pos)+len(kw)) //allocpath:ok one per argument the host passes
			kwnames := make([]string, 0, len(kw))           //allocpath:ok one per keyword argument the host passes
			for _, a := range pos {
				v, err := conv.toPy(a)
				if err != nil {
					return nil, &stmtError{err: err}
				}
				argv = append(argv, v)
			}
			for _, k := range kw {
				if !validName(k.Name) {
					return nil, &stmtError{err: eval.Errorf(eval.TypeErrorType, "keywords must be identifiers, not %q", k.Name)}
				}
				v, err := conv.toPy(k.Value)
				if err != nil {
					return nil, &stmtError{err: err}
				}
				argv = append(argv, v)
				kwnames = append(kwnames, k.Name)
			}
			v, err := eval.Call(t, fn, argv, kwnames)
			if err != nil {
				return nil, &stmtError{err: err}
			}
			return v, nil
		})
	})
}

// isMainName reports whether v is the "__main__" the executor binds to
// __name__ (not a variable of the code's, unless it rebinds it).
func isMainName(v eval.Value) bool {
	s, ok := v.(*eval.Str)
	return ok && s.String() == "__main__"
}
