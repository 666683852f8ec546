# month text for every month of 1582
import calendar
for m in range(1, 13):
    print(calendar.month(1582, m))
print(calendar.monthcalendar(1582, 2))
