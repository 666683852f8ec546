# struct_time construction
import time
s = time.struct_time((2020, 1, 2, 3, 4, 5, 3, 2, 0))
print(s, s.tm_mday, s == (2020, 1, 2, 3, 4, 5, 3, 2, 0), isinstance(s, tuple))
print(time.strftime('%Y %B %d', s))
