# f-strings (3.11-compatible forms). Cases are separated by "# ---" lines.
# --- simple
f'{x}'
# --- literal text only
f'abc'
f''
# --- text and fields
f'a{x}b{y}c'
# --- conversions
f'{x!r}'
f'{x!s}'
f'{x!a}'
# --- format spec
f'{x:10}'
f'{x:>10}'
f'{x:.2f}'
f'{x:{width}}'
f'{x:{width}.{precision}}'
f'{x!r:^20}'
# --- format spec with text and nested field
f'{x:a{b}c}'
# --- self documenting
f'{x=}'
f'{x = }'
f'{x=!r}'
f'{x=:10}'
f'{x=!s:>10}'
f'{x + 1=}'
# --- self documenting with spaces
f'{ x = }'
# --- escaped braces
f'{{}}'
f'{{x}}'
f'a{{b{c}d}}e'
# --- nested f-strings with different quotes
f'{f"{x}"}'
f"{f'{x}'}"
f'''{f"{f'{x}'}"}'''
# --- expressions in fields
f'{a + b}'
f'{a if b else c}'
f'{[x for x in y]}'
f'{ {1: 2}[1] }'
f'{(lambda: 1)()}'
f'{x!r:{y}}'
f'{a, b}'
f'{*a, b}'
f'{yield}' if False else None
# --- dict and set in field need space
f'{ {1, 2} }'
f'{ {"a": 1}["a"] }'
# --- walrus in field
f'{(x := 1)}'
# --- colon in nested brackets
f'{a[1:2]}'
f'{f(a=1)}'
f'{ {"a": 1} }'
f'{(lambda x: x)(1)}'
# --- not equal in field
f'{a != b}'
f'{a!=b}'
# --- string inside field
f'{"a"}'
f"{'a'}"
f'{"a" "b"}'
f'''{'a'}{"b"}'''
# --- concatenation with plain strings
'a' f'{x}' 'b'
f'{x}' f'{y}'
'a' f'b' 'c'
f'a' 'b'
# --- concatenation yielding only constants
f'a' f'b'
f'' ''
# --- raw f-strings
rf'\n{x}'
fr'\n{x}'
Rf'{x}\d'
fR'{x}'
RF'{x}'
FR'{x}'
F'{x}'
# --- triple quoted f-string
f'''a
{x}
b'''
f"""{x!r:>{w}}"""
# --- multi-line expression in triple quoted f-string
f'''{
x
+
y
}'''
# --- escapes in f-string text
f'\n{x}\t'
f'\x41{x}\u0042\N{EURO SIGN}'
f'\{x}'
# --- f-string in call and subscript
print(f'{x}', end=f'{y}')
d[f'{k}']
# --- u and f concatenation
u'a' f'{b}'
# --- format spec with conversions nested
f'{x:{y!r}}'
f'{x:{y}{z}}'
# --- format spec with colon and literal braces
f'{x:%H:%M}'
f'{x:{{}}}'
# --- empty format spec
f'{x:}'
f'{x!r:}'
# --- spaces around expression
f'{ x }'
f'{ x !r}'
f'{x :>10}'
# --- await in f-string
async def f():
    return f'{await x}'
# --- comprehension in f-string
f'{[i for i in range(3)]!r}'
# --- f-string with backslash in literal part adjacent
f'a\\{x}\\b'
# --- format spec that looks like expression
f'{x:{"a"}}'
f'{x:!<10}'
f'{x:=^10}'
# --- f-string docstring is not a docstring
def f():
    f'doc'
