# big int and float keys
d = {2**64: "big", 2.0**64: "float", 0.5: "half"}
print(d, d[18446744073709551616])
