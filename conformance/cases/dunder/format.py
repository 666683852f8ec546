# __format__ with a spec
class P:
    def __format__(self, spec):
        return "P[" + spec + "]"
print(format(P(), "x"), f"{P():>10}", "{:abc}".format(P()))
