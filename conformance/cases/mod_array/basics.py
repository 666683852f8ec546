# array.array construction, methods and repr
import array
a = array.array('i', [1, 2, 3])
a.append(4)
a.extend([5, 6])
a.insert(0, 0)
print(a, len(a), a[1], a[-1], a[1:3], a.pop(), a.pop(0), a)
print(a.tolist(), a.index(3), a.count(2), 3 in a, 9 in a, a.itemsize, a.typecode)
a.remove(2)
a.reverse()
print(a, list(a), list(reversed(a)))
print(array.array('d'), array.array('u', 'hi'), array.array('b', b'\x01\xff'), array.array('i', range(3)))
print(array.typecodes, array.ArrayType is array.array)
