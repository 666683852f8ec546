# calendar(2400) and monthranges
import calendar
print(calendar.calendar(2400))
print([calendar.monthrange(2400, m) for m in range(1, 13)])
print(calendar.isleap(2400), calendar.leapdays(1, 2400))
