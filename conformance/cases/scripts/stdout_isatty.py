# a captured stdout is not a terminal
import sys
print(sys.stdout.isatty(), sys.stdin.isatty())
