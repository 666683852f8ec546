# an LRU cache built on OrderedDict
from collections import OrderedDict
class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap
    def get(self, k):
        if k not in self:
            return -1
        self.move_to_end(k)
        return self[k]
    def put(self, k, v):
        self[k] = v
        self.move_to_end(k)
        if len(self) > self.cap:
            self.popitem(last=False)
c = LRU(2)
c.put(1, 1); c.put(2, 2); print(c.get(1)); c.put(3, 3); print(c.get(2)); c.put(4, 4)
print(c.get(1), c.get(3), c.get(4), list(c.items()))
