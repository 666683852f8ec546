# alias equality and hashing
import typing
from typing import *

print(List[int] == List[int], List[int] == List[str], List[int] == list[int], Dict[str, int] == Dict[str, int])
print(len({List[int], List[int], Set[int]}), hash(Union[int, str]) == hash(Union[str, int]))
