# sleep with a negative length
import time
time.sleep(-1)
