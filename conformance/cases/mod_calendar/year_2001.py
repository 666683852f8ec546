# calendar(2001) and monthranges
import calendar
print(calendar.calendar(2001))
print([calendar.monthrange(2001, m) for m in range(1, 13)])
print(calendar.isleap(2001), calendar.leapdays(1, 2001))
