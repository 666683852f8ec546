# hash of deeply nested tuples
x = ()
for i in range(1000):
    x = (x,)
print(hash(x) == hash(x))
y = ()
for i in range(100000):
    y = (y, i)
print(hash(y) == hash(y))
print(hash(((1, 2), (3, (4, 5)))) == hash(((1, 2), (3, (4, 5)))), hash((1, (2, 3))) == hash((1, (2, 3))))
print(hash(((), ((),))), hash((1, (2, (3,)))))
d = {x: 'deep'}
print(d[x])
try:
    hash((1, ([],)))
except TypeError as e:
    print('TypeError', e)
