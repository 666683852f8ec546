# truthiness and abs of big ints
print(bool(2**100), bool(2**100 - 2**100), abs(-(2**100)), -(2**100) < 0)
