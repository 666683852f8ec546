# a script parsing its arguments
# argv: 1 2 3 4
import sys
args = sys.argv[1:]
total = sum(int(a) for a in args)
print(f"{len(args)} numbers, total {total}")
