# dates as dict keys and in sets, sorting
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt

ds = [date(2020, m, 1) for m in range(12, 0, -3)]
print(sorted(ds))
print({d: d.month for d in ds}[date(2020, 3, 1)])
print(len({datetime(2020, 1, 1), datetime(2020, 1, 1, 0, 0), date(2020, 1, 1)}))
print(date(2020, 1, 1) in [date(2020, 1, 1)], min(ds), max(ds))
print(sorted([time(3), time(1), time(2)]))
