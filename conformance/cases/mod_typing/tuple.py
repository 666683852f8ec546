# Tuple forms
import typing
from typing import *

print(Tuple[int, ...], Tuple[()], Tuple[int], Tuple[int, str, float].__args__)
