# Any is not subscriptable
import typing
from typing import *

try:
    Any[int]
except TypeError as e:
    print(e)
try:
    Any()
except TypeError as e:
    print(e)
