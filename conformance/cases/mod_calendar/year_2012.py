# calendar(2012) and monthranges
import calendar
print(calendar.calendar(2012))
print([calendar.monthrange(2012, m) for m in range(1, 13)])
print(calendar.isleap(2012), calendar.leapdays(1, 2012))
