# TextCalendar(firstweekday=1)
import calendar
tc = calendar.TextCalendar(1)
print(tc.formatmonth(2024, 9))
print(tc.formatmonth(2026, 2, 3))
print(tc.monthdayscalendar(2025, 3))
