# | on typing objects
import typing
from typing import *

T = TypeVar('T')
print(List[int] | None, T | int, Optional[int] | str)
