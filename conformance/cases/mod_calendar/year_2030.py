# calendar(2030) and monthranges
import calendar
print(calendar.calendar(2030))
print([calendar.monthrange(2030, m) for m in range(1, 13)])
print(calendar.isleap(2030), calendar.leapdays(1, 2030))
