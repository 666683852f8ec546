# strftime with a bad tuple
import time
time.strftime('%Y', (2020, 1))
