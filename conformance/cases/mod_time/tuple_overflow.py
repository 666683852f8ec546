# time tuple fields are C ints: past 32 bits an OverflowError
import time
for y in [10**18, 2**31, -2**31 - 1, -10**30, 2**31 - 1]:
    for f in [time.mktime, time.asctime, lambda t: time.strftime('%Y', t)]:
        try:
            print(y, repr(f((y, 1, 1, 0, 0, 0, 0, 1, 0))))
        except OverflowError as e:
            print(y, type(e).__name__, e)
