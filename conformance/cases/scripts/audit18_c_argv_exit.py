# audit: -c CODE ARGS: sys.argv is ['-c', ARGS...]; SystemExit(2) exits 2
# run: -c
# argv: p q
import sys
print(sys.argv)
raise SystemExit(2)
