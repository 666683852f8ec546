# isinstance(x, C) for classes of every kind of metaclass.
import abc


class A:
    pass


class B(A):
    pass


class Meta(type):
    def __instancecheck__(cls, x):
        print("instancecheck", cls.__name__, type(x).__name__)
        return x == 42


class M(metaclass=Meta):
    pass


class Base(abc.ABC):
    pass


Base.register(int)


class Fake:
    @property
    def __class__(self):
        return A


print(isinstance(B(), A), isinstance(A(), B), isinstance(1, A))
print(isinstance(True, int), isinstance(1, bool), isinstance(1.0, float))
print(isinstance(A, type), isinstance(type, type), isinstance(type, object))
print(isinstance(42, M), isinstance(41, M), isinstance(M(), M))
print(isinstance(3, Base), isinstance("s", Base), isinstance(True, Base))
print(isinstance(B(), (int, A)), isinstance(1, int | str), isinstance("x", (int, (bytes, str))))
print(isinstance(Fake(), Fake))
for args in [(1,), (1, int, int), (1, 2)]:
    try:
        isinstance(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    isinstance(1, cls=int)
except TypeError as e:
    print("TypeError", e)
