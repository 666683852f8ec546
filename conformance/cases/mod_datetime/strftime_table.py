# golden table: every glibc directive over many datetimes
from datetime import date, datetime, time, timedelta, timezone
D = [datetime(2020, 1, 2, 3, 4, 5, 6), datetime(2019, 12, 31, 23, 59, 59, 999999), datetime(2021, 1, 3, 12, 0), datetime(2016, 2, 29, 0, 30), datetime(1, 1, 1), datetime(9999, 12, 31, 13, 1, 2), datetime(5, 6, 7, 8), datetime(999, 10, 11, 22), datetime(2008, 12, 29, 11, 59), datetime(2010, 1, 3, 12, 1), datetime(1970, 1, 1), datetime(2024, 7, 14, 18, 45, 3, 120000)]
for d in D:
    for c in 'aAbBcdfHIjmMpSUwWxXyYzZGuVCDeFgghklnPrRsTt%':
        print(repr(d), c, repr(d.strftime('%' + c)))

