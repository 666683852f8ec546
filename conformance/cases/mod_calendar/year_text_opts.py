# calendar() with widths, spacing and months per row
import calendar
print(calendar.calendar(2023, 3, 1, 8, 4))
print(calendar.calendar(1900, 2, 2, 2, 2))
