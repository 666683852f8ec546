# timestamp, fromtimestamp, utcfromtimestamp (UTC local zone)
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
try:
    print(repr(datetime(2020, 1, 1).timestamp()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(1970, 1, 1).timestamp()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, tzinfo=timezone.utc).timestamp()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, tzinfo=timezone(timedelta(hours=2))).timestamp()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime(2020, 1, 1, 0, 0, 0, 500000).timestamp()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(0)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(1577836800.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(1.0000005)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(1.0000015)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(-1.5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.utcfromtimestamp(1577836800)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(1577836800, timezone.utc)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(1577836800, tz=timezone(timedelta(hours=-8)))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(1e20)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(float('nan'))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp('0')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(date.fromtimestamp(86400 * 365)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(0, 5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(2**40)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.utcfromtimestamp(-86400 * 365 * 2000)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(datetime.fromtimestamp(1700000000.123456789)))
except Exception as e:
    print(type(e).__name__, e)
