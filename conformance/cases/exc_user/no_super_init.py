# an __init__ that does not call super keeps the constructor args
class E(Exception):
    def __init__(self, a, b):
        self.a = a
e = E(1, 2)
print(e.args, e.a, str(e))
