# bisect: argument errors
import bisect

for call in (lambda: bisect.bisect_left([1], 1, -1),
             lambda: bisect.bisect_left(5, 1),
             lambda: bisect.insort([1, "a"], 2),
             lambda: bisect.bisect_right([1, 2], 1, lo=3)):
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
