# get_type_hints on a class
import typing
from typing import *

class A:
    x: int
    y: 'str'
class B(A):
    z: List[int] = []
print(get_type_hints(B))
