# copying classes and functions returns them
import copy
def f():
    return 1
class C:
    pass
print(copy.copy(f) is f, copy.deepcopy(f) is f, copy.copy(C) is C, copy.deepcopy([C])[0] is C, copy.deepcopy(len) is len)
