# duplicate keys in a dict comprehension keep the last value
print({x % 2: x for x in range(6)}, {1: "a", True: "b", 1.0: "c"})
