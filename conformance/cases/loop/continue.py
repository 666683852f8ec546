# continue skips the rest of the body
out = []
for i in range(10):
    if i % 3 == 0:
        continue
    out.append(i)
print(out)
i = 0
while i < 5:
    i += 1
    if i == 2:
        continue
    print(i, end=" ")
print()
