# integer division by zero is uncaught
print("before")
print(1 / 0)
