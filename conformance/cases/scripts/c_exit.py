# sys.exit in a -c program
# run: -c
import sys; sys.exit(7)
