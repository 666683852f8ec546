# Calendar iterators for 2025-02 with each firstweekday
import calendar
for fw in range(7):
    c = calendar.Calendar(fw)
    print(fw, c.monthdayscalendar(2025, 2))
    print([d.day for d in c.itermonthdates(2025, 2)][:9], list(c.itermonthdays4(2025, 2))[0])
