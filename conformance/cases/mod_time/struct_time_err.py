# struct_time with too few fields
import time
time.struct_time((1, 2, 3))
