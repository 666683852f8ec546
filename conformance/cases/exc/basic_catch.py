# try/except catches and continues
try:
    1 / 0
except ZeroDivisionError:
    print("caught")
print("after")
