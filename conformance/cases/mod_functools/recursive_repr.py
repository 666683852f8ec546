# functools.recursive_repr: fill value on recursive calls, default and custom, wrapper metadata
from functools import recursive_repr


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []

    @recursive_repr()
    def __repr__(self):
        """Node repr."""
        return f'Node({self.name!r}, {self.children!r})'


a = Node('a')
b = Node('b')
a.children.append(b)
b.children.append(a)
a.children.append(a)
print(repr(a))
print(repr(b))
print(Node.__repr__.__name__, Node.__repr__.__qualname__, Node.__repr__.__doc__)


class Box:
    def __init__(self):
        self.items = [self]

    @recursive_repr('<loop>')
    def __repr__(self):
        return 'Box(' + repr(self.items) + ')'


print(Box())
print(repr([Box(), Box()]))
