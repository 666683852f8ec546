# date arithmetic
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(date(2020, 1, 31) + timedelta(days=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 2, 28) + timedelta(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2019, 2, 28) + timedelta(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 3, 1) - timedelta(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 3, 1) - date(2020, 2, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) - date(2021, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) + timedelta(hours=23)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) + timedelta(hours=-1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(7) + date(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(9999, 12, 31) + timedelta(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(1, 1, 1) - timedelta(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) + 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) - 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) - datetime(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) + date(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date.max - date.min))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2000, 1, 1) + timedelta(days=10000)))
except Exception as e:
    print(type(e).__name__, e)
