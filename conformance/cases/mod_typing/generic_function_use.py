# TypeVar in functions
import typing
from typing import *

T = TypeVar('T')
def first(xs: Sequence[T]) -> T:
    return xs[0]
print(first([3, 4]), first('ab'))
