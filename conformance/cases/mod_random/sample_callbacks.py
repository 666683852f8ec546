# random.sample as CPython's: k compared before its __index__, [None] * k, populations that are not sequences or whose length lies, the pool read once
import random
L = list(range(10))
class I:
    def __index__(self):
        L.clear()
        return 3
try: print(random.sample(L, I()))
except Exception as e: print(type(e).__name__, e)
print(L)
class S:
    def __len__(self): return 10
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i
for _ in range(2):
  try: print(random.sample(S(), 5))
  except Exception as e: print(type(e).__name__, e)
class L2(list): pass
print(len(random.sample(L2(range(50)), 3)))
for k in (2.0, -1, 51, True):
  try: print(len(random.sample(L2(range(50)), k)))
  except Exception as e: print(type(e).__name__, e)
random.seed(5)
print(random.sample(range(100), 5), random.sample('abcdef', 3), random.sample(range(10**6), 3))
class J:
    def __le__(self, o): return True
    def __ge__(self, o): return True
    def __index__(self): return 20
class Lie(list):
    def __len__(self): return 5
try: print(random.sample(Lie(range(3)), J()))
except Exception as e: print(type(e).__name__, e)
