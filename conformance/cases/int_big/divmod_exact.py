# divmod identity holds for big values
for a in (2**100 + 17, -(2**100) - 17):
    for b in (7, -7, 2**65, -(2**65)):
        q, r = divmod(a, b)
        print(q, r, q * b + r == a)
