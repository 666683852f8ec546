# Generic errors
import typing
from typing import *

T = TypeVar('T')
for f in (lambda: Generic[int], lambda: Generic[T, T]):
    try:
        f()
    except TypeError as e:
        print(e)
