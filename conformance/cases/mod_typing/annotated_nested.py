# Annotated flattening
import typing
from typing import *

print(Annotated[Annotated[int, 1], 2], Annotated[List[int], 'x'])
try:
    Annotated[int]
except TypeError as e:
    print(e)
