# slicing, concatenation, repetition and comparison
import array
a = array.array('i', [1, 2, 3, 4])
b = a[::2]
print(b, type(b).__name__, a + b, b * 2, 2 * b)
a[1:3] = array.array('i', [9, 9, 9])
print(a)
del a[0]
print(a)
a += array.array('i', [7])
a *= 2
print(a)
print(array.array('i', [1, 2]) == array.array('d', [1.0, 2.0]), array.array('i', [1, 2]) < array.array('i', [1, 3]))
print(array.array('i', [1]) == [1], sorted(array.array('i', [3, 1, 2])), sum(array.array('d', [0.5, 0.25])))
import copy
c = copy.copy(a)
c.append(0)
print(len(a), len(c), copy.deepcopy(a) == a)
