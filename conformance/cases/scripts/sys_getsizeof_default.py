# sys.getsizeof grows with the content
import sys
print(sys.getsizeof("a" * 100) > sys.getsizeof("a"), sys.getsizeof([1] * 0) == sys.getsizeof([]))
