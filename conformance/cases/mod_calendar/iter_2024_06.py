# Calendar iterators for 2024-06 with each firstweekday
import calendar
for fw in range(7):
    c = calendar.Calendar(fw)
    print(fw, c.monthdayscalendar(2024, 6))
    print([d.day for d in c.itermonthdates(2024, 6)][:9], list(c.itermonthdays4(2024, 6))[0])
