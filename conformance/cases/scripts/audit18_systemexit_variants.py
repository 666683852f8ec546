# audit: SystemExit variants end the program silently with their status
import sys
print("start")
try:
    sys.exit(4)
except SystemExit as e:
    print("caught", e.code)
try:
    exit("message")
except SystemExit as e:
    print("caught", repr(e.code))
try:
    quit()
except SystemExit as e:
    print("caught", e.code)
raise SystemExit(7)
