# datetime comparisons, naive vs aware
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(datetime(2020, 1, 1) < datetime(2020, 1, 1, 0, 0, 0, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, 12, tzinfo=timezone.utc) == datetime(2020, 1, 1, 13, tzinfo=timezone(timedelta(hours=1)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) == datetime(2020, 1, 1, tzinfo=timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) != datetime(2020, 1, 1, tzinfo=timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) < datetime(2020, 1, 1, tzinfo=timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, tzinfo=timezone.utc) < datetime(2020, 1, 1, 0, 30, tzinfo=timezone(timedelta(hours=1)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1) < 3))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(hash(datetime(2020, 1, 1, 12, tzinfo=timezone.utc)) == hash(datetime(2020, 1, 1, 13, tzinfo=timezone(timedelta(hours=1))))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(sorted([datetime(2020, 1, 2), datetime(2020, 1, 1, 23)])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(len({datetime(2020, 1, 1), datetime(2020, 1, 1, 0)})))
except Exception as e:
    print(type(e).__name__, e)
