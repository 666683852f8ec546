# alternating add/subtract across the boundary
x = 2**63 - 3
for i in range(6):
    x += 1
    print(x)
for i in range(6):
    x -= 2
    print(x)
