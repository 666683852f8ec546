# month text for every month of 1970
import calendar
for m in range(1, 13):
    print(calendar.month(1970, m))
print(calendar.monthcalendar(1970, 2))
