# month text for every month of 1752
import calendar
for m in range(1, 13):
    print(calendar.month(1752, m))
print(calendar.monthcalendar(1752, 2))
