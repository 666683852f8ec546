# dir() of subclasses of builtin types: the __dict__/__weakref__ entries CPython's class creation adds
for b in (int, str, bytes, tuple, float, list, dict, set, frozenset, complex, object, Exception, KeyError, type, bytearray):
    C = type("C", (b,), {})

    class D(C):
        pass

    class S(b if b is not type else object):
        __slots__ = ()

    print(b.__name__, len(dir(C)), len(dir(D)), [n for n in dir(C) if n not in dir(b)], [n for n in dir(S) if n not in dir(b)])
