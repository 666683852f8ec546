# Calendar iterators for 2000-01 with each firstweekday
import calendar
for fw in range(7):
    c = calendar.Calendar(fw)
    print(fw, c.monthdayscalendar(2000, 1))
    print([d.day for d in c.itermonthdates(2000, 1)][:9], list(c.itermonthdays4(2000, 1))[0])
