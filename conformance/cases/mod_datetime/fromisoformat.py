# fromisoformat: the ISO 8601 forms 3.11 accepts
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt

for s in ['2020-01-02', '20200102', '2020-W01-3', '2020W013', '2020-W53', '2020W01', '2020-01-02T03:04:05', '2020-01-02 03:04', '2020-01-02T03',
          '2020-01-02T03:04:05.123', '2020-01-02T03:04:05,123456', '2020-01-02T03:04:05.1234567', '2020-01-02T030405', '2020-01-02T03:04:05Z',
          '2020-01-02T03:04:05+05:30', '2020-01-02T03:04:05-0800', '2020-01-02T03:04:05+00:00', '2020-01-02T03:04:05.5+01:02:03',
          '2020-01-02X03:04', '20200102T0304', '2020-1-2', '2020-01-32', '2020-13-01', '', 'garbage', '2020-01-02T25:00', '2020-01-02T03:04:05+', '2020-01', '2021-W53-1']:
    for cls in (date, datetime):
        try:
            print(repr(s), cls.__name__, repr(cls.fromisoformat(s)))
        except ValueError as e:
            print(repr(s), cls.__name__, 'ValueError', e)
for s in ['03:04', '03:04:05.123456', 'T03:04', '030405', '03:04:05+01:00', '03', '3:04', '03:04:05Z', '25:00']:
    try:
        print(repr(s), repr(time.fromisoformat(s)))
    except ValueError as e:
        print(repr(s), 'ValueError', e)
try:
    date.fromisoformat(20200102)
except TypeError as e:
    print(e)
