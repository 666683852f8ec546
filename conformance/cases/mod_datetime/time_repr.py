# time construction, repr and str
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(time()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(3, 4)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(3, 4, 5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(3, 4, 0, 7)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(3, 4, 5, 7)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(time(3, 4, 5, 7))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(time())))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(24)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1, 2, 3, 4, timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(time(1, 2, 3, tzinfo=timezone(timedelta(hours=2))))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1, fold=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(-1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(hour=5, minute=6)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time.min))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time.max))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time.resolution))
except Exception as e:
    print(type(e).__name__, e)
