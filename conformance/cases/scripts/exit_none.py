# sys.exit() exits 0
import sys
sys.exit()
