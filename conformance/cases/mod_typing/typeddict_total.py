# TypedDict total=False and inheritance
import typing
from typing import *

class Base(TypedDict, total=False):
    a: int
class Full(Base):
    b: str
print(sorted(Full.__required_keys__), sorted(Full.__optional_keys__), Full(b='x'), Full.__annotations__)
