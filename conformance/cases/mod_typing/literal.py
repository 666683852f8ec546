# Literal
import typing
from typing import *

print(Literal[1, 'a', True, None], Literal['x'] == Literal['x'], Literal[1, 2].__args__)
print(Literal[1, Literal[2, 3]])
