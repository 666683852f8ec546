# string.Formatter format, parse and vformat
import string
f = string.Formatter()
print(f.format('{0:>{1}}|{name!r}|{x[0]}|{y.real}', 'a', 5, name='n', x=[9], y=3))
print(list(f.parse('a{0!r:>3}b{{c}}{}{x[k].y}')))
print(f.vformat('{a}-{0}', (1,), {'a': 2}))
print(f.format('{:{}}', 'x', 4), f.format('{!s}{!a}', 'é', 'é'))
