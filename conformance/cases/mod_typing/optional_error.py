# Optional takes one type
import typing
from typing import *

try:
    Optional[int, str]
except TypeError as e:
    print(e)
