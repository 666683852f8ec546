# bool is a subclass of int
print(isinstance(True, int), isinstance(1, bool), type(True).__name__, True == 1, False == 0, True + True, True * 3.5)
print(int(True), float(False), str(True), repr(False), hash(True) == hash(1))
