# Literal equality ignores order
import typing
from typing import *

print(Literal[1, 2] == Literal[2, 1], Literal[1] == Literal[True], Literal[1, 1, 2])
