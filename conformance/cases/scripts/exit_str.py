# sys.exit('bye') prints bye on stderr and exits 1
import sys
sys.exit("bye")
