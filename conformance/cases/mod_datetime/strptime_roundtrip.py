# strftime then strptime round trips
from datetime import date, datetime, time, timedelta, timezone
fmt = '%Y-%m-%d %H:%M:%S.%f'
d = datetime(2000, 1, 1)
for i in range(0, 20000, 733):
    x = d + timedelta(hours=i * 7, microseconds=i * 13)
    s = x.strftime(fmt)
    print(s, datetime.strptime(s, fmt) == x)

