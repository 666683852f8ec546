# Calendar iterators for 1970-01 with each firstweekday
import calendar
for fw in range(7):
    c = calendar.Calendar(fw)
    print(fw, c.monthdayscalendar(1970, 1))
    print([d.day for d in c.itermonthdates(1970, 1)][:9], list(c.itermonthdays4(1970, 1))[0])
