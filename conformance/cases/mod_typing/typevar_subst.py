# substituting type variables
import typing
from typing import *

T = TypeVar('T')
K = TypeVar('K')
print(Dict[K, T][str, int], List[T][int], Dict[str, List[T]][float], List[T].__parameters__)
