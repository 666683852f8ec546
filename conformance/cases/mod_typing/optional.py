# Optional reprs
import typing
from typing import *

print(Optional[int], Optional[List[str]], Union[None, int], Optional[Optional[int]])
print(Optional[int] == Union[int, None], Optional[int].__args__)
