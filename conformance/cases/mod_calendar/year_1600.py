# calendar(1600) and monthranges
import calendar
print(calendar.calendar(1600))
print([calendar.monthrange(1600, m) for m in range(1, 13)])
print(calendar.isleap(1600), calendar.leapdays(1, 1600))
