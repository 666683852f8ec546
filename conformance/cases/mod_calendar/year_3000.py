# calendar(3000) and monthranges
import calendar
print(calendar.calendar(3000))
print([calendar.monthrange(3000, m) for m in range(1, 13)])
print(calendar.isleap(3000), calendar.leapdays(1, 3000))
