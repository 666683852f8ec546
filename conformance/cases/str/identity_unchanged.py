# A str that split, splitlines, format() or an f-string leaves whole is the same object, as in CPython.
t = 'abc'
u = 'two words'
checks = [
    ('split', t.split(',')[0] is t), ('split ws', t.split()[0] is t), ('rsplit', t.rsplit(',')[0] is t),
    ('split maxsplit=0', u.split(' ', 0)[0] is u), ('split parts', u.split()[0] is u),
    ('splitlines', t.splitlines()[0] is t), ('splitlines keepends', (t + '\n').splitlines(True)[0] is t),
    ('format', format(t) is t), ("format ''", format(t, '') is t), ('format >5', format(t, '>5') is t),
    ('f-string', f'{t}' is t), ('f-string !s', f'{t!s}' is t), ('f-string !r', f'{t!r}' is t),
    ('f-string spec', f'{t:3}' is t), ('f-string two', f'{t}{t}' is t),
]
for name, same in checks:
    print(name, same)
class S(str):
    pass
s = S('abc')
print(type(s.split(',')[0]).__name__, type(f'{s}').__name__, type(format(s)).__name__, s.split(',')[0] is s)
