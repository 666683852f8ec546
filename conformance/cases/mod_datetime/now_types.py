# now/today/utcnow types (the clock itself is host time)
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt

n = datetime.now()
print(type(n).__name__, n.tzinfo, type(datetime.utcnow()).__name__, type(date.today()).__name__)
a = datetime.now(timezone.utc)
print(a.tzinfo, a.utcoffset())
b = datetime.now(timezone(timedelta(hours=3)))
print(b.utcoffset(), b.tzname())
print(abs((a - b).total_seconds()) < 60)
