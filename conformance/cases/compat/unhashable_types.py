# list, dict, set and bytearray have __hash__ = None; hash() of instances is unchanged
for typ in (list, dict, set, bytearray):
    print(typ.__name__, typ.__hash__, typ.__hash__ is None)
print(frozenset.__hash__ is None, tuple.__hash__ is None, object.__hash__ is None)
print([].__hash__, {}.__hash__, set().__hash__, bytearray().__hash__)
for v in ([], {}, set(), bytearray()):
    try:
        hash(v)
    except TypeError as e:
        print("TypeError", e)
print(hash((1, 2)) == hash((1, 2)), hash(frozenset({1})) == hash(frozenset({1})))


class L(list):
    pass


class H(list):
    def __hash__(self):
        return 7


class Mixin:
    def __hash__(self):
        return 3


class ML(Mixin, list):
    pass


class LM(list, Mixin):
    pass


print(L.__hash__, H.__hash__ is None, ML.__hash__ is Mixin.__hash__, LM.__hash__)
for c in (L, H, ML, LM):
    try:
        print(c.__name__, hash(c()))
    except TypeError as e:
        print(c.__name__, "TypeError", e)
print(isinstance([], object), "__hash__" in dir([]), "__hash__" in dir(list))
