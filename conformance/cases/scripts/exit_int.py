# sys.exit(3) exits silently with 3
import sys
print("before")
sys.exit(3)
print("after")
