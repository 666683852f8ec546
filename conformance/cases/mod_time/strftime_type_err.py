# strftime with a non-str format
import time
time.strftime(5)
