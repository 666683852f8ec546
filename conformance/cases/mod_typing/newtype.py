# NewType
import typing
from typing import *

UserId = NewType('UserId', int)
u = UserId(5)
print(u, type(u), UserId.__supertype__, UserId.__name__)
