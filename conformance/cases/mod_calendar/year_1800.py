# calendar(1800) and monthranges
import calendar
print(calendar.calendar(1800))
print([calendar.monthrange(1800, m) for m in range(1, 13)])
print(calendar.isleap(1800), calendar.leapdays(1, 1800))
