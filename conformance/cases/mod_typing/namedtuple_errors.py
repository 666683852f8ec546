# NamedTuple instance errors
import typing
from typing import *

class P(NamedTuple):
    x: int
    y: int
try:
    P(1)
except TypeError as e:
    print(e)
p = P(1, 2)
try:
    p.x = 5
except AttributeError as e:
    print(e)
print(p == (1, 2), sorted([P(2, 1), P(1, 2)]))
