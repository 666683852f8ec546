# A 200k-element list comprehension and sorted(key=lambda ...): comprehension and key calls.
data = [(i * 7919) % 200003 for i in range(200000)]
pairs = [(x % 1000, x) for x in data if x % 3 != 0]
ordered = sorted(pairs, key=lambda p: (p[0], -p[1]))
checksum = 0
for i in range(0, len(ordered), 1000):
    checksum += ordered[i][0] * 7 + ordered[i][1]
print(len(ordered), checksum)
