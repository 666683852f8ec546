# bytearray item out of range
ba = bytearray(2)
try:
    ba[0] = 300
except ValueError as e:
    print(e)
print(ba)
