# arithmetic on int subclasses returns int
class I(int): pass
a = I(7)
print(a + 1, type(a + 1).__name__, a // 2, a % 3, -a, abs(I(-2)), hash(a) == hash(7))
print({a: 1}[7], [0, 1, 2, 3, 4, 5, 6, 7][a])
