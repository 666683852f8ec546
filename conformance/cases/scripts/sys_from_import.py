# from sys import ...
from sys import argv, exit, maxsize, stderr
print(maxsize > 0, len(argv))
print("e", file=stderr)
exit(0)
