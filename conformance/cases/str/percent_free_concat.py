# building output with str() and +
total = 0
parts = []
for i in range(5):
    total += i
    parts.append(str(i) + ":" + str(total))
print(", ".join(parts))
