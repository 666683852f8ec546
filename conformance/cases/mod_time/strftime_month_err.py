# strftime with month out of range
import time
time.strftime('%Y', (2020, 13, 1, 0, 0, 0, 0, 1, 0))
