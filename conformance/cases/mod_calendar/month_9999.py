# month text for every month of 9999
import calendar
for m in range(1, 13):
    print(calendar.month(9999, m))
print(calendar.monthcalendar(9999, 2))
