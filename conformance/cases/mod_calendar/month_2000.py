# month text for every month of 2000
import calendar
for m in range(1, 13):
    print(calendar.month(2000, m))
print(calendar.monthcalendar(2000, 2))
