# One-clause comprehensions without conditions over lists, tuples and ranges
# (whose results are sized from the iterable's length): lengths at the edges,
# the source growing or shrinking while it is walked, an error midway, results
# that grow afterwards, and set iteration orders where keys collide.
for n in (0, 1, 4, 5, 8, 9, 16, 17, 1024, 1025):
    r = [x * 2 for x in range(n)]
    t = [x for x in tuple(range(n))]
    l = [-x for x in list(range(n))]
    print(n, len(r), len(t), len(l), r[-1:], t[:2], l[-2:])
    r.append("end")
    r.extend(range(20))
    print(len(r), r[n], r[-1])

src = [1, 2]
print([src.append(x + 10) or x for x in src if len(src) < 6], src)
src = [1, 2, 3]
print([(src.append(x) if len(src) < 9 else None, x)[1] for x in src], src)
src = [1, 2, 3, 4, 5, 6]
print([src.pop() for x in src], src)

try:
    print([10 // (3 - x) for x in range(5)])
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)

print([y for x in [[1, 2], [3]] for y in x], [x for x in range(6) if x % 2])

print({x for x in [9, 1, 1, 1, 1]}, {x for x in (1, 9, 17, 25, 33)})
print({x for x in [33, 1, 65, 97, 2, 34, 66]}, {x % 40 for x in range(80)})
print({x for x in range(3)}, {x for x in ()}, {x for x in []})
s = {x for x in [8, 16, 24, 32, 40, 48]}
s.add(0)
s.discard(16)
print(s, len(s))
try:
    {[x] for x in (1, 2)}
except TypeError as e:
    print("TypeError", e)

import sys
for n in (0, 1, 4, 5, 9, 17, 40, 1024, 1025):
    print(n, [sys.getsizeof([x for x in src]) for src in (list(range(n)), tuple(range(n)), range(n))],
          sys.getsizeof({x for x in range(n)}))
