# datetime arithmetic and differences
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(datetime(2020, 1, 1) + timedelta(hours=25, microseconds=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) - timedelta(microseconds=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 3, 1) - datetime(2020, 2, 1, 12)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) - datetime(2020, 1, 1, 0, 0, 0, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, tzinfo=timezone.utc) - datetime(2020, 1, 1, tzinfo=timezone(timedelta(hours=1)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) - datetime(2020, 1, 1, tzinfo=timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(9999, 12, 31, 23) + timedelta(hours=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) + date(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) - date(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, tzinfo=timezone.utc) + timedelta(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr((datetime(2020, 1, 1, 12) - datetime(2019, 1, 1)).total_seconds()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.max - datetime.min))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 2, 28, 23, 59, 59) + timedelta(seconds=1)))
except Exception as e:
    print(type(e).__name__, e)
