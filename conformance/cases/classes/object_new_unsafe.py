# object.__new__(X) refuses a class whose instances another __new__ must make
class A: pass
class L(list): pass
class E(Exception): pass
class P:
    def __new__(cls, *a):
        return super().__new__(cls)
class Q(P): pass
class LP(list):
    def __new__(cls):
        return list.__new__(cls)
for cls in [int, A, list, L, E, dict, type, object, BaseException, str, tuple, P, Q, LP, ValueError, bool]:
    try:
        r = object.__new__(cls)
        print("made", type(r).__name__)
    except TypeError as e:
        print(e)
for f, cls in [(int.__new__, str), (list.__new__, A), (list.__new__, L), (dict.__new__, list), (Exception.__new__, E), (BaseException.__new__, E), (A.__new__, A), (tuple.__new__, int)]:
    try:
        r = f(cls)
        print("made", type(r).__name__)
    except TypeError as e:
        print(e)
try:
    object.__new__(5)
except TypeError as e:
    print(e)
