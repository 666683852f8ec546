# print and sys.stdout.write interleave
import sys
print("1")
sys.stdout.write("2\n")
print("3", file=sys.stdout)
