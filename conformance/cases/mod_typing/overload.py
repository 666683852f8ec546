# overload-decorated functions
import typing
from typing import *

@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x * 2
print(f(2), f('a'))
@overload
def g(x: int) -> int: ...
try:
    g(1)
except NotImplementedError as e:
    print(e)
