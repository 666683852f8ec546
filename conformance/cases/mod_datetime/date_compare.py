# date comparisons, date vs datetime
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(date(2020, 1, 1) < date(2020, 1, 2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) == date(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) == datetime(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) == date(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) != datetime(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) < datetime(2020, 1, 2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 2) > date(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) < 5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) == '2020-01-01'))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(sorted([date(2021, 1, 1), date(2020, 5, 5)])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(max(date(2020, 1, 1), date(2019, 12, 31))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) in {date(2020, 1, 1)}))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1) >= date(2020, 1, 1)))
except Exception as e:
    print(type(e).__name__, e)
