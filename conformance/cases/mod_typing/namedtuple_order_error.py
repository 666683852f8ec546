# NamedTuple default order
import typing
from typing import *

try:
    class P(NamedTuple):
        x: int = 0
        y: int
except TypeError as e:
    print(e)
