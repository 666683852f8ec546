# sys.exit(True) exits 1
import sys
sys.exit(True)
