# Generic as a base
import typing
from typing import *

T = TypeVar('T')
class Stack(Generic[T]):
    def __init__(self):
        self.items: list = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), Stack[int], Stack.__mro__)
