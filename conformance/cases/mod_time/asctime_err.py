# asctime with an hour out of range
import time
time.asctime((2020, 1, 1, 25, 0, 0, 0, 1, 0))
