# sys.stdout.writelines
import sys
sys.stdout.writelines(["a\n", "b", "c\n"])
sys.stdout.flush()
