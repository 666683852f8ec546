# Union flattening and deduplication
import typing
from typing import *

print(Union[int, str], Union[int, Union[str, float]], Union[int, int], Union[int])
print(Union[int, str] == Union[str, int], Union[int, str].__args__, Union[int, str, None])
