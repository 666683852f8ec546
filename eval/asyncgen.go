package eval

// Async generators: an async def whose body yields.
//
// An async generator is a *Generator of kind kindAsyncGen running on the
// coroutine engine. Its body yields two kinds of values to whoever resumes
// it: the values of its own yield expressions, wrapped in agWrapped, and
// the values the awaits in its body pass through (futures, for the event
// loop). __anext__/asend and athrow/aclose return awaitables (asend and
// athrow objects, CPython's async_gen_asend and async_gen_athrow) that
// resume the generator when they are sent a value: a wrapped value ends
// the awaitable with StopIteration(value), anything else is passed on to
// the awaiting task, and the end of the body is StopAsyncIteration.

// agWrapped is the value of a yield expression in an async generator on
// its way out of the coroutine.
type agWrapped struct{ v Value }

var agWrappedType = newBuiltinType("async_generator_wrapped_value")

func (*agWrapped) Type() *Type { return agWrappedType }

// AsyncGeneratorType is type(ag) for async generators; AsendType and
// AthrowType are the types of the awaitables its methods return.
var (
	AsyncGeneratorType = newBuiltinType("async_generator")
	AsendType          = newBuiltinType("async_generator_asend")
	AthrowType         = newBuiltinType("async_generator_athrow")
)

// agAwaitable is an asend (throw == nil and !close) or athrow/aclose
// object.
type agAwaitable struct {
	gen    *Generator
	send   Value // the value asend() was given (None for __anext__)
	throw  *Exception
	athrow bool // athrow or aclose
	close  bool // aclose
	state  uint8
}

const (
	agInit uint8 = iota
	agIter
	agClosed
)

func (a *agAwaitable) Type() *Type {
	if a.athrow {
		return AthrowType
	}
	return AsendType
}

// Next implements Iterator for await, which delegates to the awaitable:
// the StopIteration that ends it carries the await's value.
func (a *agAwaitable) Next(t *Thread) (Value, error) { return a.sendValue(t, None, nil) }

// unwrap interprets what the generator produced for an asend or athrow.
func (a *agAwaitable) unwrap(v Value, err error) (Value, error) {
	g := a.gen
	if err != nil {
		if e, ok := err.(*Exception); ok && (e.cls.IsSubtype(StopAsyncIterationType) || e.cls.IsSubtype(GeneratorExitType)) {
			g.agClosed = true
		}
		g.runningAsync = false
		return nil, err
	}
	if v == nil { // the body ended
		g.agClosed = true
		g.runningAsync = false
		return nil, NewException(StopAsyncIterationType)
	}
	if w, ok := v.(*agWrapped); ok {
		g.runningAsync = false
		exc := NewException(StopIterationType)
		exc.Args = []Value{w.v}
		exc.Value = w.v
		return nil, exc
	}
	return v, nil
}

// firstIter calls the interpreter's firstiter hook when g is iterated
// for the first time.
func (g *Generator) firstIter(t *Thread) error {
	if g.hooked {
		return nil
	}
	g.hooked = true
	// CPython keeps the finalizer hook set when the generator is first
	// iterated, and calls that one when it is dropped.
	g.finalizer = t.Interp.AsyncGenFinalizer
	if hook := t.Interp.AsyncGenFirstIter; hook != nil {
		_, err := Call(t, hook, []Value{g}, nil)
		return err
	}
	return nil
}

// sendValue is the awaitable's send(v) (throw, when set, is its throw()).
func (a *agAwaitable) sendValue(t *Thread, v Value, throw error) (Value, error) {
	g := a.gen
	if err := g.firstIter(t); err != nil {
		return nil, err
	}
	if a.athrow {
		return a.athrowSend(t, v, throw)
	}
	if a.state == agClosed {
		return nil, Errorf(RuntimeErrorType, "cannot reuse already awaited __anext__()/asend()")
	}
	if a.state == agInit {
		if g.runningAsync {
			a.state = agClosed
			return nil, Errorf(RuntimeErrorType, "anext(): asynchronous generator is already running")
		}
		if v == nil || v == None {
			v = a.send
		}
		a.state = agIter
	}
	g.runningAsync = true
	r, err := a.unwrap(g.resume(t, v, throw))
	if err != nil {
		a.state = agClosed
	}
	return r, err
}

func (a *agAwaitable) athrowSend(t *Thread, v Value, throw error) (Value, error) {
	g := a.gen
	name := "athrow"
	if a.close {
		name = "aclose"
	}
	if a.state == agClosed {
		return nil, Errorf(RuntimeErrorType, "cannot reuse already awaited aclose()/athrow()")
	}
	if g.finished {
		a.state = agClosed
		return nil, NewException(StopIterationType)
	}
	var r Value
	var err error
	if a.state == agInit {
		if g.runningAsync {
			a.state = agClosed
			return nil, Errorf(RuntimeErrorType, "%s(): asynchronous generator is already running", name)
		}
		if g.agClosed {
			a.state = agClosed
			return nil, NewException(StopAsyncIterationType)
		}
		if v != nil && v != None {
			return nil, Errorf(RuntimeErrorType, "can't send non-None value to a just-started coroutine")
		}
		a.state = agIter
		g.runningAsync = true
		if a.close {
			g.agClosed = true
			r, err = g.resume(t, None, NewException(GeneratorExitType))
		} else {
			r, err = a.unwrap(g.resume(t, None, a.throw))
		}
	} else if a.close {
		r, err = g.resume(t, v, throw)
	} else {
		r, err = a.unwrap(g.resume(t, v, throw))
	}
	if err == nil && r == nil && a.close {
		err = NewException(StopAsyncIterationType)
	}
	if err != nil {
		g.runningAsync = false
		a.state = agClosed
		if e, ok := err.(*Exception); ok && a.close && (e.cls.IsSubtype(StopAsyncIterationType) || e.cls.IsSubtype(GeneratorExitType)) {
			return nil, NewException(StopIterationType)
		}
		return nil, err
	}
	if _, ok := r.(*agWrapped); ok && a.close {
		g.runningAsync = false
		a.state = agClosed
		return nil, Errorf(RuntimeErrorType, "async generator ignored GeneratorExit")
	}
	return r, nil
}

func init() {
	agWrappedType.setBase(ObjectType)
	agWrappedType.NoSubclass = true

	AsyncGeneratorType.setBase(ObjectType)
	AsyncGeneratorType.NoSubclass = true
	AsyncGeneratorType.Repr = func(t *Thread, v Value) (string, error) {
		g := v.(*Generator)
		_, qualname := g.names()
		return "<async_generator object " + qualname + " at " + t.Interp.fakeAddress(v) + ">", nil
	}
	AsyncGeneratorType.Hash = identityHash
	AsyncGeneratorType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		g := v.(*Generator)
		switch name {
		case "__name__":
			name, _ := g.names()
			return NewStrT(t, name), nil
		case "__qualname__":
			_, qualname := g.names()
			return NewStrT(t, qualname), nil
		case "ag_running":
			return MakeBool(g.runningAsync), nil
		}
		return genericGetAttr(t, v, name)
	}
	addMethods(AsyncGeneratorType, map[string]BuiltinFunc{
		"__aiter__": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__aiter__", args, kwnames); err != nil {
				return nil, err
			}
			return self, nil
		},
		"__anext__": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__anext__", args, kwnames); err != nil {
				return nil, err
			}
			return &agAwaitable{gen: self.(*Generator), send: None}, nil
		},
		"asend": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var v Value
			if err := UnpackArgs(t, "asend", args, kwnames, "value", &v); err != nil {
				return nil, err
			}
			return &agAwaitable{gen: self.(*Generator), send: v}, nil
		},
		"athrow": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if len(kwnames) > 0 {
				return nil, Errorf(TypeErrorType, "athrow() takes no keyword arguments")
			}
			if len(args) < 1 || len(args) > 3 {
				return nil, Errorf(TypeErrorType, "athrow expected at least 1 argument, got %d", len(args))
			}
			exc, err := throwArgs(t, args)
			if err != nil {
				return nil, err
			}
			return &agAwaitable{gen: self.(*Generator), throw: exc, athrow: true}, nil
		},
		"aclose": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "aclose", args, kwnames); err != nil {
				return nil, err
			}
			return &agAwaitable{gen: self.(*Generator), athrow: true, close: true}, nil
		},
	})

	for _, typ := range []*Type{AsendType, AthrowType} {
		typ.setBase(ObjectType)
		typ.NoSubclass = true
		typ.Hash = identityHash
		typ.Iter = func(t *Thread, v Value) (Iterator, error) { return v.(*agAwaitable), nil }
		self := func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__await__", args, kwnames); err != nil {
				return nil, err
			}
			return self, nil
		}
		addMethods(typ, map[string]BuiltinFunc{
			"__await__": self,
			"__iter__":  self,
			"__next__": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := UnpackArgs(t, "__next__", args, kwnames); err != nil {
					return nil, err
				}
				return self.(*agAwaitable).sendValue(t, None, nil)
			},
			"send": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				var v Value
				if err := UnpackArgs(t, "send", args, kwnames, "value", &v); err != nil {
					return nil, err
				}
				return self.(*agAwaitable).sendValue(t, v, nil)
			},
			"throw": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if len(args) < 1 || len(args) > 3 || len(kwnames) > 0 {
					return nil, Errorf(TypeErrorType, "throw expected at least 1 argument, got %d", len(args))
				}
				exc, err := throwArgs(t, args)
				if err != nil {
					return nil, err
				}
				return self.(*agAwaitable).sendValue(t, None, exc)
			},
			"close": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				if err := UnpackArgs(t, "close", args, kwnames); err != nil {
					return nil, err
				}
				self.(*agAwaitable).state = agClosed
				return None, nil
			},
		})
	}
}

// AsyncGenFinished reports whether v is an async generator whose body is
// over (or never started): nothing left to finalize.
func AsyncGenFinished(v Value) bool {
	g, ok := v.(*Generator)
	return !ok || g.kind != kindAsyncGen || g.finished || !g.started
}
