# calendar(1999) and monthranges
import calendar
print(calendar.calendar(1999))
print([calendar.monthrange(1999, m) for m in range(1, 13)])
print(calendar.isleap(1999), calendar.leapdays(1, 1999))
