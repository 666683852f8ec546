# isleap, leapdays, weekday, monthrange
import calendar
print([y for y in range(1896, 1910) if calendar.isleap(y)], calendar.isleap(2000), calendar.isleap(2100))
print(calendar.leapdays(1900, 2000), calendar.leapdays(2000, 2000), calendar.leapdays(2010, 1990), calendar.leapdays(1, 10000))
print(calendar.weekday(2024, 2, 29), calendar.weekday(1970, 1, 1), calendar.weekday(1, 1, 1), calendar.weekday(9999, 12, 31), calendar.weekday(12000, 1, 1))
for y, m in [(2024, 2), (2023, 2), (1900, 2), (2000, 2), (2024, 12), (2025, 6)]:
    print(y, m, calendar.monthrange(y, m))
