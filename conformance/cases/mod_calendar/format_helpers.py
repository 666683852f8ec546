# formatstring and format helpers, week and weekheader
import calendar
print(repr(calendar.formatstring(['a', 'b', 'c'])))
print(repr(calendar.formatstring(['a', 'b'], 5, 2)))
calendar.format(['x', 'y'], 4, 1)
print(repr(calendar.weekheader(2)), repr(calendar.weekheader(4)), repr(calendar.weekheader(10)))
print(repr(calendar.week([(1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (7, 6)], 2)))
