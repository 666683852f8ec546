# TextCalendar(firstweekday=5)
import calendar
tc = calendar.TextCalendar(5)
print(tc.formatmonth(2024, 9))
print(tc.formatmonth(2026, 2, 3))
print(tc.monthdayscalendar(2025, 3))
