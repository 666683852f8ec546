# format() of ints with every presentation type
for v in (0, 5, -5, 255, 65, 2**40, -2**63):
    print([format(v, t) for t in ("", "d", "b", "o", "x", "X", "n", "e", "f", "g", "%")])
print(format(9731, "c"), format(0x1F600, "c"), format(65, "^5c"))
