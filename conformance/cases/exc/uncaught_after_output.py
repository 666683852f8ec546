# stdout before an uncaught exception is kept
for i in range(3):
    print("line", i)
raise TypeError("stop")
