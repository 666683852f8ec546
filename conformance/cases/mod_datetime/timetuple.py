# timetuple and utctimetuple
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt

t = datetime(2020, 3, 4, 5, 6, 7).timetuple()
print(t)
print(t.tm_year, t.tm_yday, t.tm_wday, t.tm_isdst, tuple(t))
print(date(2020, 12, 31).timetuple().tm_yday)
print(datetime(2020, 1, 1, 1, tzinfo=timezone(timedelta(hours=2))).utctimetuple())
print(datetime(2020, 1, 1, tzinfo=timezone.utc).timetuple().tm_isdst)
