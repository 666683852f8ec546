# wrong number of alias parameters
import typing
from typing import *

for f in (lambda: Dict[int], lambda: List[int, str]):
    try:
        f()
    except TypeError as e:
        print(e)
