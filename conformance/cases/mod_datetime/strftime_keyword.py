# strftime's argument may be passed as format=
import datetime
print(datetime.date(2020, 1, 2).strftime(format='%Y-%m-%d'))
print(datetime.datetime(2020, 1, 2, 3, 4).strftime(format='%H:%M'))
print(datetime.time(1, 2, 3).strftime(format='%H.%M.%S'))
