# gmtime fields and repr
import time
g = time.gmtime(1700000000)
print(g)
print(g.tm_year, g.tm_mon, g.tm_mday, g.tm_hour, g.tm_min, g.tm_sec, g.tm_wday, g.tm_yday, g.tm_isdst)
print(g[0], g[-1], len(g), tuple(g), g.tm_zone, g.tm_gmtoff)
print(time.gmtime(0), time.gmtime(-86400.5)[:6], time.gmtime(951782400)[:3])
