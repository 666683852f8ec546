# timedelta comparisons and hashing
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(timedelta(1) == timedelta(hours=24)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) != timedelta(0)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) < timedelta(2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(-1) < timedelta(0)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) == 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) < 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(hash(timedelta(1)) == hash(timedelta(hours=24))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(sorted([timedelta(3), timedelta(-1), timedelta(0)])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(max(timedelta(1), timedelta(hours=25))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr({timedelta(1): 'a'}[timedelta(seconds=86400)]))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(0) >= timedelta(0)))
except Exception as e:
    print(type(e).__name__, e)
