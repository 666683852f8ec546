# calling a subscripted concrete alias
import typing
from typing import *

print(DefaultDict[str, int](int), Type[int], typing.Counter[str])
