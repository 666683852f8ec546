# Found by conformance/difftest/gen_collections.py: deque's maxlen is read with
# PyLong_AsSsize_t (an int, not any __index__).
from collections import deque
class I:
    def __index__(self): return 2
for m in [1.5, 'x', I(), True, 2**70, -1, None, 2]:
    try: print(deque('abc', m))
    except Exception as e: print(type(e).__name__, e)
