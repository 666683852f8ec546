# complex division by zero
try:
    1j / 0
except ZeroDivisionError as e:
    print(e)
