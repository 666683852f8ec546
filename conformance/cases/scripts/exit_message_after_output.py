# stdout, then the message on stderr
import sys
print("out")
sys.exit("err")
