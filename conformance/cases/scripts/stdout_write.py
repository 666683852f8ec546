# sys.stdout.write returns the length
import sys
n = sys.stdout.write("héllo\n")
print(n)
sys.stdout.write("no newline")
