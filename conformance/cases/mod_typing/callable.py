# Callable forms
import typing
from typing import *

print(Callable[[int, str], bool], Callable[..., int], Callable[[], None])
print(get_args(Callable[[int], str]), get_origin(Callable[[int], str]) is not None)
