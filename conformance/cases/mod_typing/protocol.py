# Protocol as a base
import typing
from typing import *

class Drawable(Protocol):
    def draw(self) -> str: ...
class Circle(Drawable):
    def draw(self):
        return 'circle'
print(Circle().draw(), isinstance(Circle(), Circle))
@runtime_checkable
class Sized2(Protocol):
    def __len__(self) -> int: ...
print(Sized2.__name__)
