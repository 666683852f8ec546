# month text for every month of 2100
import calendar
for m in range(1, 13):
    print(calendar.month(2100, m))
print(calendar.monthcalendar(2100, 2))
