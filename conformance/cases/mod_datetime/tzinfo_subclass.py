# user tzinfo subclasses
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt

class EST(tzinfo):
    def utcoffset(self, d): return timedelta(hours=-5)
    def dst(self, d): return timedelta(0)
    def tzname(self, d): return 'EST'
    def __repr__(self): return 'EST()'
d = datetime(2020, 1, 1, 12, tzinfo=EST())
print(d, repr(d), d.utcoffset(), d.tzname(), d.dst(), d.isoformat())
print(d.astimezone(timezone.utc), d.strftime('%z %Z'))
print(datetime(2020, 1, 1, 17, tzinfo=timezone.utc) == d)
print(datetime(2020, 1, 1, 17, tzinfo=timezone.utc).astimezone(EST()))
class Bad(tzinfo):
    def utcoffset(self, d): return 5
class Big(tzinfo):
    def utcoffset(self, d): return timedelta(hours=25)
for tz in (Bad(), Big()):
    try:
        print(datetime(2020, 1, 1, tzinfo=tz).utcoffset())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
class NoImpl(tzinfo):
    pass
try:
    datetime(2020, 1, 1, tzinfo=NoImpl()).utcoffset()
except NotImplementedError as e:
    print('NotImplementedError', e)
