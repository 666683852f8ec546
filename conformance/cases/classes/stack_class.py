# a stack class with __len__ and __bool__ from __len__
class Stack:
    def __init__(self):
        self._items = []
    def push(self, x):
        self._items.append(x)
    def pop(self):
        return self._items.pop()
    def __len__(self):
        return len(self._items)
s = Stack()
print(bool(s), len(s))
s.push(1); s.push(2)
print(bool(s), len(s), s.pop())
