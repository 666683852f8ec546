# str.format building aligned columns with widths from arguments
rows = [("alpha", 1, 0.5), ("beta", 22, 12.25), ("gamma", 333, 1234.125)]
w = max(len(r[0]) for r in rows)
for name, n, x in rows:
    print("{0:<{w}} | {1:>5d} | {2:>10,.2f} | {2:<10.3e}|".format(name, n, x, w=w))
print("{:=^{}}".format(" end ", 2 * w + 20))
