# zero to a negative power
try:
    0 ** -1
except ZeroDivisionError as e:
    print("int:", e)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print("float:", e)
