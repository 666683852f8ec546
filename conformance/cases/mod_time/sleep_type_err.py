# sleep with a string
import time
time.sleep('1')
