# sys.getsizeof of ints, dicts and sets as CPython 3.11 grows them
import sys
print([sys.getsizeof(x) for x in [False, True, 0, 2**30-1, 2**30, 2**60, -2**63, 2**100]])
print([sys.getsizeof({i: i for i in range(n)}) for n in [0, 1, 5, 6, 10, 11, 21, 22, 43, 44, 100]])
print([sys.getsizeof(set(range(n))) for n in [0, 1, 4, 5, 18, 19, 100]])
print([sys.getsizeof([0] * n) for n in [0, 1, 3, 10]])
print(sys.getsizeof(frozenset()), sys.getsizeof(range(10)), sys.getsizeof(bytearray(b"ab")), sys.getsizeof(1j))
