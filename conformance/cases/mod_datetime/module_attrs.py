# module attributes and type names
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt

print(dt.date, dt.datetime, dt.time, dt.timedelta, dt.timezone, dt.tzinfo)
print(date.__name__, datetime.__qualname__, type(timezone.utc).__name__, datetime.__mro__[1].__name__)
print(type(date(2020, 1, 1).isocalendar()).__name__)
