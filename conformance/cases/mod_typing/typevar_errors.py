# TypeVar errors
import typing
from typing import *

for f in (lambda: TypeVar('X', int), lambda: TypeVar('X', covariant=True, contravariant=True), lambda: TypeVar('X', int, str, bound=int)):
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
