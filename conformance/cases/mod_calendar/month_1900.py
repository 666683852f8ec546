# month text for every month of 1900
import calendar
for m in range(1, 13):
    print(calendar.month(1900, m))
print(calendar.monthcalendar(1900, 2))
