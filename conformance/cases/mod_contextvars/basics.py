# contextvars: get with defaults, set/reset with tokens, Context.run isolation, errors
import contextvars

v = contextvars.ContextVar("v")
w = contextvars.ContextVar("w", default=10)
print(v.name, w.get(), v.get("dflt"))
try:
    v.get()
except LookupError as e:
    print("LookupError", type(e.args[0]).__name__)
tok = v.set(1)
print(v.get(), tok.var is v, tok.old_value is contextvars.Token.MISSING)
tok2 = v.set(2)
print(v.get(), tok2.old_value)
v.reset(tok2)
print(v.get())
try:
    v.reset(tok2)
except RuntimeError as e:
    print("RuntimeError", "has already been used once" in str(e))
try:
    w.reset(tok)
except ValueError as e:
    print("ValueError", "different ContextVar" in str(e))
v.reset(tok)
print(v.get("unset again"))

def inside(x):
    v.set(x)
    return v.get()

ctx = contextvars.copy_context()
print(ctx.run(inside, 42), v.get("outside unchanged"), ctx.get(v))
print(list(ctx.keys()) == [v], list(ctx.values()), len(ctx))
try:
    ctx.run(lambda: ctx.run(print))
except RuntimeError as e:
    print("RuntimeError", "already entered" in str(e))
try:
    contextvars.ContextVar(5)
except TypeError as e:
    print(e)
try:
    ctx[5]
except TypeError as e:
    print("TypeError", "ContextVar key was expected" in str(e))
