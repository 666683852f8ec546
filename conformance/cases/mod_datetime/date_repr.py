# date construction, repr and str
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(date(2020, 1, 2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(date(2020, 1, 2))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(1, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(date(9999, 12, 31))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(year=2020, month=2, day=29)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 13, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2021, 2, 29)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(0, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(10000, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 0)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 0, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date('2020', 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020.0, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(True, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
