# SystemExit from a generator
import sys
def g():
    yield 1
    sys.exit(8)
for v in g():
    print(v)
