# the standard streams' attributes
import sys
for s in (sys.stdin, sys.stdout, sys.stderr):
    print(s.name, s.mode, s.encoding, s.closed, s.readable(), s.writable())
