# A 1e6-iteration arithmetic loop at module level: global-name loads and stores.
total = 0
i = 0
while i < 1000000:
    total = (total + i * 3) % 1000003
    i += 1
print(total)
