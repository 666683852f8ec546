# HTMLCalendar output
import calendar
h = calendar.HTMLCalendar()
print(h.formatmonth(2024, 2))
print(h.formatmonth(2024, 2, withyear=False))
print(h.formatyear(2024, 4)[:500])
h2 = calendar.HTMLCalendar(calendar.SUNDAY)
print(h2.formatweekheader())
print(h2.formatday(0, 1), h2.formatday(3, 2))
