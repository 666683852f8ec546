# sys.version_info comparisons
import sys
print(sys.version_info >= (3, 8), sys.version_info[:2] >= (3, 11), sys.version_info.major)
print(type(sys.version_info).__name__, len(sys.version_info))
print(sys.version_info < (4,), sys.version_info.releaselevel)
