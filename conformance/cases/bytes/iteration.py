# iterating bytes yields ints
for x in b"\x01\xff":
    print(x)
print(sum(b"abc"), max(b"abc"), sorted(b"cab"))
