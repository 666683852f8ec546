# datetime.combine, date(), time(), timetz()
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(datetime.combine(date(2020, 1, 1), time(1, 2, 3))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.combine(date(2020, 1, 1), time(1, tzinfo=timezone.utc))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.combine(date(2020, 1, 1), time(1), tzinfo=timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.combine(date(2020, 1, 1), time(1, tzinfo=timezone.utc), tzinfo=None)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.combine(datetime(2020, 1, 1, 5), time(1))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.combine(1, time(1))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.combine(date(2020, 1, 1), 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, 5, 6, tzinfo=timezone.utc).date()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, 5, 6, tzinfo=timezone.utc).time()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, 5, 6, tzinfo=timezone.utc).timetz()))
except Exception as e:
    print(type(e).__name__, e)
