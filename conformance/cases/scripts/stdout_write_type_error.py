# writing an int to sys.stdout
import sys
sys.stdout.write(5)
