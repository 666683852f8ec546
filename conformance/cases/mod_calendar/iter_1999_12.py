# Calendar iterators for 1999-12 with each firstweekday
import calendar
for fw in range(7):
    c = calendar.Calendar(fw)
    print(fw, c.monthdayscalendar(1999, 12))
    print([d.day for d in c.itermonthdates(1999, 12)][:9], list(c.itermonthdays4(1999, 12))[0])
