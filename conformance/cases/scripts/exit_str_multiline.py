# a message with newlines
import sys
sys.exit("line 1\nline 2")
