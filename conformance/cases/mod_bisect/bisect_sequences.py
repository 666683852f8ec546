# bisect probes any sequence item by item (a range of 10**12 is not
# copied), reads a list at each probe, and raises IndexError past its end.
import bisect
print(bisect.bisect(range(10**12), 5), bisect.bisect_left(range(0, 100, 3), 50))
l = [1, 3, 5, 7]
for f in (bisect.bisect_left, bisect.bisect_right):
    print(f(l, 4), f(l, 4, 1, 3), f(l, 0, 2), f(l, 9, 0, 2))
    try: print(f(l, 4, 0, 10))
    except Exception as e: print(type(e).__name__, e)
l = [1, 3, 5, 7]
class K:
    def __init__(s, v): s.v = v
    def __lt__(s, o):
        l.clear(); return s.v < o
try: print(bisect.bisect(l, K(4)))
except Exception as e: print(type(e).__name__, e)
bisect.insort(l, 3); print(l)
print(bisect.bisect([(1,'a'),(3,'b')], 2, key=lambda p: p[0]))
bisect.insort(l := [1, 5], 3, key=lambda x: -x if False else x); print(l)
