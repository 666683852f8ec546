# length_hint
import operator as op
print(op.length_hint([1, 2, 3]), op.length_hint(5, 7), op.length_hint((x for x in []), 3))
class H:
    def __length_hint__(self):
        return 4
print(op.length_hint(H()))
