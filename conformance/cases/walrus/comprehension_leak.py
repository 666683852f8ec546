# walrus in a comprehension binds in the enclosing scope
vals = [y for x in range(5) if (y := x * 2) > 4]
print(vals, y)
total = 0
sums = [total := total + x for x in range(4)]
print(sums, total)
