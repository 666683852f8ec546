# month text for every month of 2024
import calendar
for m in range(1, 13):
    print(calendar.month(2024, m))
print(calendar.monthcalendar(2024, 2))
