# from a local module import names
# flags: --allow-import _helpers_mod
from _helpers_mod import greet, Counter
c = Counter()
c.add(2)
c.add(3)
print(greet("x"), c.total, Counter.__module__)
