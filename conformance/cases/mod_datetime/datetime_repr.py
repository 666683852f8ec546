# datetime construction, repr and str
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5, 6)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 0, 0, 0, 6)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 0, 5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(datetime(2020, 1, 2, 3, 4, 5, 600))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(datetime(2020, 1, 2))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 24)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 1, 60)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 1, 1, 60)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 1, 1, 1, 1000000)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, tzinfo=timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, tzinfo=timezone(timedelta(hours=-5)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, fold=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, fold=2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, tzinfo=3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5, 6, timezone(timedelta(hours=1), 'CET'))))
except Exception as e:
    print(type(e).__name__, e)
