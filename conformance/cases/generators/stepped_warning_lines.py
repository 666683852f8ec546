# The line a generator's frame is at when a statement runs code that warns
# (a property, a dunder): warnings with stacklevel=2 name it. Generators
# whose yields are statements in loops and ifs run on resumable steppers.
import warnings


class C:
    @property
    def p(self):
        warnings.warn("prop", stacklevel=2)
        return 1

    def __add__(self, other):
        warnings.warn("add", stacklevel=2)
        return 2


c = C()


def g(n):
    for i in range(n):
        yield i
        x = c.p
        if i:
            y = (c
                 +
                 1)
            yield y
        else:
            z = yield c.p
        while x:
            x = 0
            yield (c
                   + 3)


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    it = g(2)
    print(list(it))
for m in w:
    print(m.lineno, m.message)
