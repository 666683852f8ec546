# month() and prmonth() text output
import calendar
print(calendar.month(2024, 2))
print(calendar.month(2023, 12, 4, 2))
calendar.prmonth(1999, 9)
calendar.prmonth(2024, 3, w=3, l=1)
calendar.setfirstweekday(6)
print(calendar.month(2024, 7))
print(repr(calendar.month(2010, 5, 0, 0)))
