# int() of bools and no arguments
print(int(), int(True), int(False), int(int("5")))
