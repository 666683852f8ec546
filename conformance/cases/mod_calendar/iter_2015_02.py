# Calendar iterators for 2015-02 with each firstweekday
import calendar
for fw in range(7):
    c = calendar.Calendar(fw)
    print(fw, c.monthdayscalendar(2015, 2))
    print([d.day for d in c.itermonthdates(2015, 2)][:9], list(c.itermonthdays4(2015, 2))[0])
