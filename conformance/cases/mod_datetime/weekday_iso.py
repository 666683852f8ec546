# weekday, isoweekday, isocalendar
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt

for d in [date(2020, 1, 1), date(2019, 12, 30), date(2021, 1, 3), date(2015, 12, 31), date(2016, 1, 3), date(2008, 12, 29), date(2010, 1, 3), date(1, 1, 1), date(9999, 12, 31), date(2024, 12, 30), date(2026, 12, 31)]:
    ic = d.isocalendar()
    print(d, d.weekday(), d.isoweekday(), ic, ic.year, ic.week, ic.weekday, tuple(ic), ic[1])
print(datetime(2020, 5, 17, 3).isocalendar())
