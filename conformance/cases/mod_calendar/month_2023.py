# month text for every month of 2023
import calendar
for m in range(1, 13):
    print(calendar.month(2023, m))
print(calendar.monthcalendar(2023, 2))
