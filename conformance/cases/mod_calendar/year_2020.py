# calendar(2020) and monthranges
import calendar
print(calendar.calendar(2020))
print([calendar.monthrange(2020, m) for m in range(1, 13)])
print(calendar.isleap(2020), calendar.leapdays(1, 2020))
