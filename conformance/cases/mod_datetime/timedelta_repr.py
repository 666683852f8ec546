# timedelta normalisation, repr and str
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(timedelta()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=1, seconds=3600)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=25)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(minutes=-1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(seconds=-1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=-1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(weeks=1, days=1, hours=1, minutes=1, seconds=1, milliseconds=1, microseconds=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timedelta(days=-1, seconds=5))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timedelta(days=2, hours=3))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timedelta(days=1))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timedelta(days=-2))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timedelta(microseconds=1))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timedelta(hours=-1, microseconds=5))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=999999999)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=1000000000)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=-1000000000)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta.min))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta.max))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta.resolution))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta('1')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=None)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(seconds=86400 * 3 + 7)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(milliseconds=1500)))
except Exception as e:
    print(type(e).__name__, e)
