# bare List cannot be instantiated
import typing
from typing import *

try:
    List()
except TypeError as e:
    print(e)
print(DefaultDict(int)['x'], Deque([1, 2]))
