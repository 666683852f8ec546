# month text for every month of 1
import calendar
for m in range(1, 13):
    print(calendar.month(1, m))
print(calendar.monthcalendar(1, 2))
