# IllegalMonthError and IllegalWeekdayError messages
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

import calendar
t(lambda: calendar.monthrange(2024, 13))
t(lambda: calendar.monthrange(2024, 0))
t(lambda: calendar.monthcalendar(2024, -1))
t(lambda: calendar.setfirstweekday(7))
t(lambda: calendar.setfirstweekday(-1))
t(lambda: calendar.weekday(2024, 2, 30))
t(lambda: calendar.month(2024, 13))
print(issubclass(calendar.IllegalMonthError, ValueError), calendar.error is ValueError)
try:
    calendar.monthrange(2020, 14)
except ValueError as e:
    print(type(e).__name__, e.month, str(e))
