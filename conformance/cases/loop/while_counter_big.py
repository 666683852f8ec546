# while loop accumulating past 2**63
x = 1
steps = 0
while x < 2**70:
    x *= 3
    steps += 1
print(x, steps)
