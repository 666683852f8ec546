# bytearray append, extend, insert, pop, remove, reverse, clear, copy
b = bytearray(b'ab')
b.append(99)
b.extend(b'de')
b.extend([102])
b.insert(0, 120)
print(b)
print(b.pop(), b.pop(0), b)
b.remove(98)
b.reverse()
print(b)
c = b.copy()
b.clear()
print(b, c)
b = bytearray(b'abc')
b[0] = 65
b[1:2] = b'xyz'
del b[-1]
print(b)
b = bytearray(b'ab')
b += b'cd'
b *= 2
print(b)
b = bytearray()
print(b.pop() if b else 'empty')
