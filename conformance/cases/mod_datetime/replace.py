# replace on date, time, datetime
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(date(2020, 1, 31).replace(month=2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 31).replace(day=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 31).replace(year=2021)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, 1, 2, 3).replace(hour=5, microsecond=7)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, tzinfo=timezone.utc).replace(tzinfo=None)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1).replace(tzinfo=timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1, 2).replace(second=3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1, 2, tzinfo=timezone.utc).replace(tzinfo=None)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1).replace(fold=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 2, 29).replace(year=2021)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1).replace(month=13)))
except Exception as e:
    print(type(e).__name__, e)
