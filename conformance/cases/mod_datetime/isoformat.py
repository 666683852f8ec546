# isoformat with sep and timespec
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(date(2020, 1, 2).isoformat()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5).isoformat()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5, 6).isoformat()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5).isoformat(' ')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5).isoformat(sep='x')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5, 123456).isoformat(timespec='hours')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5, 123456).isoformat(timespec='minutes')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5, 123456).isoformat(timespec='seconds')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5, 123456).isoformat(timespec='milliseconds')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, 3, 4, 5).isoformat(timespec='microseconds')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2).isoformat(timespec='bogus')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, tzinfo=timezone(timedelta(hours=5, minutes=30))).isoformat()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, tzinfo=timezone(timedelta(hours=-3, seconds=-7))).isoformat()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2, tzinfo=timezone(timedelta(microseconds=5))).isoformat()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(3, 4).isoformat()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(3, 4, 5, 6).isoformat('milliseconds')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(3, 4, tzinfo=timezone.utc).isoformat()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(time(1).isoformat(timespec='hours')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(5, 1, 1).isoformat()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2).isoformat('ab')))
except Exception as e:
    print(type(e).__name__, e)
