# get_origin and get_args
import typing
from typing import *

print(get_origin(List[int]), get_origin(Dict[str, int]), get_origin(int), get_origin(Union[int, str]) is Union)
print(get_args(Dict[str, int]), get_args(int), get_args(Union[int, str]), get_args(Optional[int]))
print(get_origin(list[int]), get_args(list[int]), get_args(Tuple[int, ...]))
