# __call__ makes instances callable
class Adder:
    def __init__(self, n): self.n = n
    def __call__(self, x, *, times=1):
        return (x + self.n) * times
a = Adder(2)
print(a(3), a(3, times=2), list(map(a, [1, 2])), callable(a))
