# methodcaller with args and kwargs
from operator import methodcaller
print(methodcaller('upper')('abc'), methodcaller('split', ',')('a,b,c'), methodcaller('split', maxsplit=1)('a b c'))
print(list(map(methodcaller('strip', 'x'), ['xax', 'bxx'])))
print(repr(methodcaller('f', 1, 'two', k=3)))
