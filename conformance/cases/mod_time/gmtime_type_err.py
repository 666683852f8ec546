# gmtime of a string
import time
time.gmtime("x")
