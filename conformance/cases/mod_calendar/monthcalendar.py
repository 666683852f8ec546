# monthcalendar with different first weekdays
import calendar
for y, m in [(2024, 2), (2021, 2), (2023, 10), (1, 1), (9999, 12)]:
    print(calendar.monthcalendar(y, m))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.monthcalendar(2024, 2))
calendar.setfirstweekday(3)
print(calendar.monthcalendar(2015, 2))
