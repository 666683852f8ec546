# an uncaught exception exits 1
print("a")
raise ValueError("v")
