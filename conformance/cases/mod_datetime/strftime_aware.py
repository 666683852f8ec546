# strftime %z %Z on aware datetimes and times
from datetime import date, datetime, time, timedelta, timezone
for off in [timedelta(0), timedelta(hours=5, minutes=30), timedelta(hours=-8), timedelta(seconds=-61), timedelta(microseconds=5), timedelta(hours=23, minutes=59)]:
    for tz in (timezone(off), timezone(off, 'NAME')):
        d = datetime(2020, 1, 2, 3, 4, 5, tzinfo=tz)
        print(d.strftime('%z|%Z|%c'), time(1, 2, tzinfo=tz).strftime('%z %Z %H'))
print(repr(datetime(2020, 1, 2).strftime('%z%Z')), repr(time(1).strftime('%Y %m %d %j %a')))
print(repr(date(2020, 1, 2).strftime('%H:%M:%S %f %z %Z %p %I')))

