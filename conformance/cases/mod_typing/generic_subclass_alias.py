# subclassing a builtin alias
import typing
from typing import *

T = TypeVar('T')
class MyList(List[int]):
    pass
m = MyList([1, 2])
m.append(3)
print(m, isinstance(m, list), MyList.__mro__)
class MyDict(Dict[str, T]):
    pass
print(MyDict(a=1), MyDict[int])
