# pow/divmod with user dunders and with int/float subclasses
class V:
    def __divmod__(self, o): return ("dm", o)
    def __rdivmod__(self, o): return ("rdm", o)
    def __pow__(self, o, m=None): return ("pow", o, m)
print(divmod(V(), 1), divmod(1, V()), pow(V(), 2, 3), pow(V(), 2))
class I(int): pass
print(I(2) ** 0.5, 2 ** I(3), I(2) ** I(3), pow(I(2), I(3), I(5)), divmod(I(7), 2))
class F(float): pass
print(F(2.0) ** 2, divmod(F(7.5), 2), 7 % F(2.0))
print(divmod(F(7.5), F(2.0)), 2.0 ** I(2), I(3) % F(2.0), F(1.5) + I(1), I(5) // F(2.0))
class J(int):
    def __rpow__(self, o, m=None): return "J.rpow"
    def __rdivmod__(self, o): return "J.rdivmod"
print(2 ** J(3), divmod(7, J(2)), pow(2, J(3)))
try:
    pow(2, J(3), 5)
except TypeError as e:
    print("TypeError:", e)
try:
    pow(I(2), 0.5, 3)
except TypeError as e:
    print("TypeError:", e)
