# Generic with two parameters
import typing
from typing import *

K = TypeVar('K')
V = TypeVar('V')
class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V):
        self.k, self.v = k, v
p = Pair('a', 1)
print(p.k, p.v, Pair[str, int])
try:
    Pair[int]
except TypeError as e:
    print(e)
