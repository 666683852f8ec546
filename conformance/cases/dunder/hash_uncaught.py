# unhashable instance as a dict key
class P:
    def __eq__(self, o): return False
d = {P(): 1}
