# copy.copy/deepcopy of date, time, datetime and timedelta make new objects (fold kept), as CPython's reduce does.
import copy, datetime
tz = datetime.timezone(datetime.timedelta(hours=2), 'X')
xs = [datetime.date(2020, 1, 2), datetime.datetime(2020, 1, 2, 3, 4, 5, 6, tz), datetime.datetime(2021, 11, 7, 1, 30, fold=1),
      datetime.time(1, 2, 3, 4, tz), datetime.time(1, fold=1), datetime.timedelta(1, 2, 3), tz, datetime.timezone.utc]
for x in xs:
    c, d = copy.copy(x), copy.deepcopy(x)
    print(type(x).__name__, repr(c), c == x, c is x, d is x, getattr(c, 'fold', '-'), getattr(d, 'fold', '-'))
class MyDate(datetime.date):
    pass
m = MyDate(2020, 5, 6)
print(type(copy.copy(m)).__name__, copy.copy(m) is m, copy.deepcopy([m, m])[0] is copy.deepcopy([m, m])[1])
print([n for n in ('__copy__', '__deepcopy__') if n in dir(datetime.date) or n in dir(datetime.datetime) or n in dir(datetime.timedelta)])
