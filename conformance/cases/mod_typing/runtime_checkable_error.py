# runtime_checkable on a non-protocol
import typing
from typing import *

class A:
    pass
try:
    runtime_checkable(A)
except TypeError as e:
    print(str(e).split(',')[0])
