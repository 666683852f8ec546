# Calendar iterators for 2022-05 with each firstweekday
import calendar
for fw in range(7):
    c = calendar.Calendar(fw)
    print(fw, c.monthdayscalendar(2022, 5))
    print([d.day for d in c.itermonthdates(2022, 5)][:9], list(c.itermonthdays4(2022, 5))[0])
