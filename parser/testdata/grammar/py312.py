# Python 3.12-only syntax (PEP 695 type parameters and aliases, PEP 701
# f-strings). CPython 3.11 cannot parse these, so py312.golden is written by
# hand in 3.12's ast.dump shape (with type_params shown only when non-empty,
# as ast.Dump does). gen.py never touches this file. Keep this file small.
# --- type alias
type X = int
# --- generic type alias
type X[T] = list[T]
# --- type alias with every type param kind
type X[T: int, *Ts, **P] = Callable[P, tuple[T, *Ts]]
# --- generic function
def f[T](x: T) -> T: pass
# --- generic class with constrained param
class C[T: (int, str)](Base[T]): pass
# --- generic async function trailing comma
async def f[T,](): pass
# --- type soft keyword still a name
type = 1
type(x)
# --- pep 701 same quotes nested
f"{"a"}"
# --- pep 701 deep nesting
f'{f'{f'{x}'}'}'
# --- pep 701 backslash in expression
f"{'\n'.join(a)}"
# --- pep 701 quoted format spec field
f"{x:{"y"}}"
# --- pep 701 comment in multi-line field
f'''{
    x  # comment
}'''
