# Callable needs two arguments
import typing
from typing import *

try:
    Callable[int]
except TypeError as e:
    print(e)
