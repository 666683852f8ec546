# the first matching clause wins
try:
    [][1]
except LookupError:
    print("LookupError clause")
except IndexError:
    print("IndexError clause")
