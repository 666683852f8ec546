# functions accessed through the class are plain functions
class P:
    def f(self, x):
        return x + 1
print(P.f(None, 1), type(P.f).__name__)
