# struct_time fields from strptime
import time
t = time.strptime('31 Dec 2023 23:59', '%d %b %Y %H:%M')
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst, t[0], len(t))
