# sys.exit(False) exits 0
import sys
sys.exit(False)
