# help() of lambdas, keyword-only and positional-only parameters, annotations, data descriptors
import typing
print(repr(help))
def f(a, b=2, /, c=3, *, d, e=None, **rest) -> typing.List[int]:
    """First line.

        Indented detail.
    Back.
    """
def g(x: "forward", y: list[int] = [], *args: int) -> None:
    pass
class Temperature:
    def __init__(self):
        self._c = 0
    @property
    def celsius(self):
        """Degrees Celsius."""
        return self._c
    @celsius.setter
    def celsius(self, v):
        self._c = v
    def __len__(self):
        return 0
    def __str__(self):
        return "T"
    __repr__ = __str__
help(f)
help(g)
help(Temperature)
square = lambda n, k=2: n ** k
help(square)

help(Temperature())
help("no.such.module")
help("abs")
