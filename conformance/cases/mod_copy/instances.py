# copy and deepcopy of instances
import copy
class P:
    def __init__(self, x, items):
        self.x = x
        self.items = items
p = P(1, [1, 2])
q = copy.copy(p)
r = copy.deepcopy(p)
p.items.append(3)
print(q.x, q.items, r.items, type(r).__name__, q is p)
