# mktime of a short tuple
import time
time.mktime((2020, 1))
