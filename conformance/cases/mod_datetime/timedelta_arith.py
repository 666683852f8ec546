# timedelta arithmetic
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(timedelta(1) + timedelta(hours=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) - timedelta(days=2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(-timedelta(hours=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(+timedelta(hours=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(abs(timedelta(-1, 5))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=1) * 3))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(3 * timedelta(hours=1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=1) * 1.5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(seconds=1) * 0.1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=1) * 0.5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=3) * 0.5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=1) / 2))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=3) / 2))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=5) / 2))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=1) / 1.5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=1) / timedelta(minutes=7)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=1) // timedelta(minutes=7)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=1) % timedelta(minutes=7)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(divmod(timedelta(hours=1), timedelta(minutes=7))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=1) // 7))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=-1) // 7))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) / 0))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) // 0))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) / timedelta(0)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) + 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) * 'a'))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) * timedelta(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1).total_seconds()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=1).total_seconds()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=-1).total_seconds()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta.max + timedelta(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) * 1e10))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(bool(timedelta(0))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(bool(timedelta(microseconds=1))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=1, seconds=2, microseconds=3).days))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=-1, seconds=2).seconds))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=-1).microseconds))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(0.5) / 0.25))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) / -3))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(1) // -3))
except Exception as e:
    print(type(e).__name__, e)
