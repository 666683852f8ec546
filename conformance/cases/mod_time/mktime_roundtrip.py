# mktime, asctime, ctime
import time
g = time.gmtime(1700000000)
print(time.asctime(g), time.asctime((2020, 1, 5, 3, 4, 5, 6, 5, 0)))
print(time.ctime(0), time.ctime(1700000000.9))
print(time.mktime(time.gmtime(1234567890)) == 1234567890 + time.timezone)
