# timezone objects
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(timezone.utc))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(0))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(0)) is timezone.utc))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(hours=1))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timezone(timedelta(hours=1)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timezone(timedelta(hours=-5, minutes=-30)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(hours=1), 'CET')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timezone(timedelta(hours=1), 'CET'))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(hours=24))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(hours=-24))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(1), 3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone.min))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone.max))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timezone(timedelta(seconds=61)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timezone(timedelta(microseconds=-1)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), 'X')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone.utc.utcoffset(None)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone.utc.tzname(None)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone.utc.dst(None)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(hours=2)).utcoffset(datetime(2020, 1, 1))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone.utc.utcoffset(5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(dt.UTC is timezone.utc))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timezone(timedelta(0), 'UTC')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(timezone(timedelta(0), 'Z'))))
except Exception as e:
    print(type(e).__name__, e)
