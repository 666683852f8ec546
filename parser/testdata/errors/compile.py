# Errors CPython's compiler (or symbol table) reports after parsing:
# ast.parse accepts these, compile() rejects them. Each case is "# --- NAME".
# --- return_outside_function
return 1
# --- return_in_class
class C:
    return 1
# --- break_outside_loop
break
# --- continue_outside_loop
continue
# --- break_in_function_in_loop
for x in y:
    def f():
        break
# --- yield_outside_function
yield 1
# --- yield_from_outside_function
x = yield from y
# --- await_outside_function
await x
# --- await_outside_async_function
def f():
    await x
# --- yield_from_in_async
async def f():
    yield from x
# --- return_value_in_async_generator
async def f():
    yield 1
    return 2
# --- async_for_outside_async
def f():
    async for x in y:
        pass
# --- async_with_outside_async
def f():
    async with x:
        pass
# --- async_comprehension_outside_async
def f():
    return [x async for x in y]
# --- starred_expression_alone
*a
# --- starred_expression_value
x = *a
# --- multiple_starred_assignment
a, *b, *c = d
# --- starred_in_subscript_value_bare
print(*a for a in b) if 0 else 0
# --- nonlocal_at_module_level
nonlocal x
# --- no_binding_for_nonlocal
def f():
    nonlocal x
# --- nonlocal_and_global
def f():
    x = 1
    def g():
        global x
        nonlocal x
# --- parameter_and_global
def f(x):
    global x
# --- parameter_and_nonlocal
def f(x):
    nonlocal x
# --- assigned_before_global
def f():
    x = 1
    global x
# --- used_before_global
def f():
    print(x)
    global x
# --- assigned_before_nonlocal
def f():
    x = 1
    def g():
        x = 2
        nonlocal x
# --- assign_to_debug
__debug__ = 1
# --- walrus_rebinds_comprehension_variable
[i := 0 for i in x]
# --- walrus_in_comprehension_iterable
[x for x in (y := [1, 2])]
# --- walrus_in_class_comprehension
class C:
    [(y := x) for x in range(3)]
# --- default_except_not_last
try:
    pass
except:
    pass
except ValueError:
    pass
# --- break_in_finally_outside_loop
try:
    pass
finally:
    break
# --- continue_in_class_in_loop
while True:
    class C:
        continue
# --- import_star_in_function
def f():
    from os import *
# --- future_import_late
x = 1
from __future__ import annotations
# --- future_import_unknown
from __future__ import nope
# --- future_braces
from __future__ import braces
# --- match_irrefutable_not_last
match x:
    case a:
        pass
    case 1:
        pass
# --- match_wildcard_not_last
match x:
    case _:
        pass
    case 1:
        pass
# --- match_capture_in_or
match x:
    case a | 1:
        pass
# --- match_or_binds_different_names
match x:
    case [a] | [b]:
        pass
# --- match_duplicate_name
match x:
    case [a, a]:
        pass
# --- match_duplicate_mapping_key
match x:
    case {'a': 1, 'a': 2}:
        pass
# --- match_duplicate_keyword
match x:
    case C(a=1, a=2):
        pass
# --- match_assign_to_debug
match x:
    case __debug__:
        pass
