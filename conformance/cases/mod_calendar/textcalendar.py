# TextCalendar methods
import calendar
tc = calendar.TextCalendar(firstweekday=6)
print(tc.formatmonth(2024, 1))
print(repr(tc.formatweekheader(2)), repr(tc.formatweekheader(3)), repr(tc.formatweekheader(9)), repr(tc.formatweekheader(1)))
print(repr(tc.formatmonthname(2024, 5, 20)), repr(tc.formatmonthname(2024, 5, 20, False)))
print(repr(tc.formatday(5, 0, 3)), repr(tc.formatday(0, 0, 2)), repr(tc.formatweekday(0, 10)))
print(repr(tc.formatweek([(0, 0), (1, 1), (2, 2), (30, 3), (31, 4), (0, 5), (0, 6)], 2)))
tc.prweek([(1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (7, 6)], 3)
print()
print(tc.formatyear(2024, 2, 1, 6, 3)[:200])
print(tc.firstweekday, tc.getfirstweekday())
tc.setfirstweekday(8)
print(tc.firstweekday, list(tc.iterweekdays()))
