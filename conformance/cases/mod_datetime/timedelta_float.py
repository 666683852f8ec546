# timedelta from floats: CPython's round-half-even
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(timedelta(1.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(seconds=0.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=0.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=1.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=2.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=-0.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=-1.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(seconds=1/3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=1/3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(hours=1.1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(minutes=0.1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(weeks=0.7)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(milliseconds=0.0005)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(milliseconds=0.0015)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=0.1, seconds=0.2, microseconds=0.3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(seconds=1e-7)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=-0.999999)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(seconds=float('nan'))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(seconds=float('inf'))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(days=1e10)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(timedelta(microseconds=123456789.75)))
except Exception as e:
    print(type(e).__name__, e)
