# timegm of time tuples
import calendar
print(calendar.timegm((1970, 1, 1, 0, 0, 0)), calendar.timegm((2000, 1, 1, 0, 0, 0)), calendar.timegm((2024, 2, 29, 12, 30, 45, 0, 0, 0)))
print(calendar.timegm((1969, 12, 31, 23, 59, 59)), calendar.timegm((2038, 1, 19, 3, 14, 8)), calendar.timegm((2024, 1, 32, 0, 0, 0)))
print(calendar.timegm((2024, 1, 1, 25, 61, 61)))
