# shallow copies of builtin containers
import copy
a = [1, [2, 3]]
b = copy.copy(a)
b[1].append(4)
print(a, b, a is b, a[1] is b[1])
d = {'k': [1]}
e = copy.copy(d)
print(e, e is d, e['k'] is d['k'])
s = {1, 2}
print(copy.copy(s) == s, copy.copy(s) is s)
t = (1, [2])
print(copy.copy(t) is t, copy.copy('str') == 'str', copy.copy(5))
