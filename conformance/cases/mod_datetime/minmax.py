# min, max and resolution class attributes
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt

print(repr(date.min), repr(date.max), repr(date.resolution))
print(repr(datetime.min), repr(datetime.max), repr(datetime.resolution))
print(repr(time.min), repr(time.max), dt.MINYEAR, dt.MAXYEAR)
print(repr(timedelta.min), repr(timedelta.max), repr(timedelta.resolution))
print(str(timedelta.min), str(timedelta.max))
