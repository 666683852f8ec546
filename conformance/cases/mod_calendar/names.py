# month_name, month_abbr, day_name, day_abbr
import calendar
print(list(calendar.month_name))
print(list(calendar.month_abbr))
print(list(calendar.day_name), list(calendar.day_abbr))
print(len(calendar.month_name), len(calendar.day_abbr), calendar.month_name[1:4], calendar.day_name[-1], calendar.month_abbr[12])
print(calendar.MONDAY, calendar.SUNDAY, calendar.January, calendar.February, calendar.EPOCH, calendar.mdays)
