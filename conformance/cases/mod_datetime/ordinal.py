# toordinal and fromordinal
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(date(1, 1, 1).toordinal()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(2020, 1, 1).toordinal()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date(9999, 12, 31).toordinal()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date.fromordinal(737425)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date.fromordinal(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date.fromordinal(3652059)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date.fromordinal(0)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date.fromordinal(3652060)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromordinal(737425)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date.fromordinal(1.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, 12).toordinal()))
except Exception as e:
    print(type(e).__name__, e)
for n in range(1, 3652059, 99991):
    d = date.fromordinal(n)
    assert d.toordinal() == n
    print(n, d)
