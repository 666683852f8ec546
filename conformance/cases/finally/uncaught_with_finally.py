# finally runs before an uncaught exception terminates the program
try:
    raise ValueError("boom")
finally:
    print("cleanup")
