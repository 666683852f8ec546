# subclasses of date and datetime keep their type
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt

class D(date):
    def double(self):
        return self.day * 2
class DT(datetime):
    pass
d = D(2020, 1, 5)
print(repr(d), d.double(), type(d + timedelta(1)).__name__, type(d.replace(day=2)).__name__, type(D.fromordinal(1)).__name__)
x = DT(2020, 1, 1, 5)
print(repr(x), type(x + timedelta(1)).__name__, type(DT.fromisoformat('2020-01-01')).__name__, type(x - x).__name__)
print(isinstance(x, date), isinstance(d, datetime), issubclass(datetime, date))
print(type(DT.strptime('2020', '%Y')).__name__, type(DT.combine(d, time(1))).__name__)
