# NamedTuple functional syntax
import typing
from typing import *

Emp = NamedTuple('Emp', [('name', str), ('id', int)])
e = Emp('bob', 3)
print(e, e.name, Emp._fields)
E2 = NamedTuple('E2', a=int, b=str)
print(E2(1, 'x'))
