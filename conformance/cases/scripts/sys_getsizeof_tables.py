# sys.getsizeof of dicts (str keys make smaller entries), sets (literal vs growth), bytearray, slice
import sys
g = sys.getsizeof
print(g({}), g({"a": 1}), g({1: 2}), g(dict(a=1, b=2)), g(dict(zip("abc", range(3)))), g({**{"a": 1}}))
print(g(dict({1: 2})), g({}.fromkeys("abc")), g({"a": 1}.copy()), g(dict.fromkeys(range(3))))
print(g({i: i for i in range(6)}), g({str(i): i for i in range(6)}), g({str(i): i for i in range(20)}))
print(g(set()), g({1, 2, 3}), g({1, 2, 3, 4, 5}), g(set(range(5))), g({1, 2, 3, 4, 5}.copy()))
print(g(frozenset({1, 2, 3, 4, 5})), g(set((1, 2, 3, 4, 5))), g({"a", "b", "c", "d", "e", "f"}))
print(g(bytearray()), g(bytearray(5)), g(bytearray(b"ab") * 3), g(slice(1)), g(slice(1, 2, 3)))
print(g(()), g((1,)), g(tuple([1, 2])), g(range(5)), g(1j), g(2.5))
