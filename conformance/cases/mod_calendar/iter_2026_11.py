# Calendar iterators for 2026-11 with each firstweekday
import calendar
for fw in range(7):
    c = calendar.Calendar(fw)
    print(fw, c.monthdayscalendar(2026, 11))
    print([d.day for d in c.itermonthdates(2026, 11)][:9], list(c.itermonthdays4(2026, 11))[0])
