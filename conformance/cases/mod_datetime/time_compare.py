# time comparisons
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(time(1) < time(2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1, 30) == time(1, 30, 0)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1) == 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1) < 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1, tzinfo=timezone.utc) == time(2, tzinfo=timezone(timedelta(hours=1)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1) < time(1, tzinfo=timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1) == time(1, tzinfo=timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(bool(time(0))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(sorted([time(5), time(1, 59)])))
except Exception as e:
    print(type(e).__name__, e)
