# cast returns its argument
import typing
from typing import *

x = cast(int, 'hello')
print(x, cast('List[int]', [1]), cast(List[str], None))
