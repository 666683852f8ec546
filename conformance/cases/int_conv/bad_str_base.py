# invalid literal message includes the base
try:
    int("9", 8)
except ValueError as e:
    print(e)
try:
    int("g", 16)
except ValueError as e:
    print(e)
