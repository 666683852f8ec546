# sys.exit deep in calls
import sys
def a():
    b()
def b():
    sys.exit(9)
a()
