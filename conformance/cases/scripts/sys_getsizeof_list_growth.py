# sys.getsizeof of lists as CPython over-allocates them: grown by append, by comprehensions, made at their size
import sys
l = []
sizes = []
for i in range(200):
    sizes.append(sys.getsizeof(l))
    l.append(i)
print(sizes)
print([sys.getsizeof([x * 2 for x in range(n)]) for n in range(0, 60, 5)])
print([sys.getsizeof([None] * n) for n in range(0, 20, 3)])
print([sys.getsizeof(list(range(n))) for n in range(0, 20, 2)])
a, b, c = 1, 2, 3
print(sys.getsizeof([a, b, c]), sys.getsizeof([a]), sys.getsizeof([]))
