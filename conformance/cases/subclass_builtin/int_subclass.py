# an int subclass
class Money(int):
    def __repr__(self): return "$%d" % int(self)
m = Money(5)
print(m, repr(m), m + 1, m * 2, int(m), isinstance(m, int), m > 3, [m])
