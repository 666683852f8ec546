# calendar(4000) and monthranges
import calendar
print(calendar.calendar(4000))
print([calendar.monthrange(4000, m) for m in range(1, 13)])
print(calendar.isleap(4000), calendar.leapdays(1, 4000))
