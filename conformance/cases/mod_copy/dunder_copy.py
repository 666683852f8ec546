# __copy__ and __deepcopy__ hooks
import copy
class C:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        return C(self.v + 1)
    def __deepcopy__(self, memo):
        return C(self.v + 100)
print(copy.copy(C(1)).v, copy.deepcopy(C(1)).v, copy.deepcopy([C(2)])[0].v)
