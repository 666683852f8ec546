# ctime and __format__
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(date(2020, 1, 2).ctime()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 11, 12, 13, 14, 15).ctime()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(5, 1, 2).ctime()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(format(date(2020, 1, 2))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(format(date(2020, 1, 2), '%d/%m')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(f'{datetime(2020, 1, 2, 3, 4):%H:%M}'))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(f'{date(2020, 1, 2)}'))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr('{:%Y}'.format(date(2020, 1, 2))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(format(time(1, 2), '%H%M')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(format(time(1, 2))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(f'{timedelta(1)}'))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(format(date(2020, 1, 2), 5)))
except Exception as e:
    print(type(e).__name__, e)
