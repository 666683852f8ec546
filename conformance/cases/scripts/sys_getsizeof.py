# sys.getsizeof of common objects
import sys
for v in [0, 1, 2**40, -5, 1.5, "", "abc", "é", True, None, (), (1, 2), [], {}, b"ab"]:
    print(repr(v), sys.getsizeof(v))
