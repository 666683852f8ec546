# ABC register and union checks together
from abc import ABC
class Shape(ABC):
    pass
Shape.register(tuple)
print(isinstance((1,), Shape), isinstance((1,), Shape | int), isinstance([], Shape | int), issubclass(tuple, Shape | str))
