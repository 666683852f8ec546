# golden table: %U %W %V %G %u %w %j over two years of days
from datetime import date, datetime, time, timedelta, timezone
d = date(2019, 12, 20)
for i in range(400):
    x = d + timedelta(i)
    print(x, x.strftime('%a %U %W %V %G %g %u %w %j'))

