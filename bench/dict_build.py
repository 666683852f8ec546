# Build and sum a 100k-entry dict with string keys, five times: str hashing and dict growth.
def build(n):
    d = {}
    for i in range(n):
        d["key" + str(i)] = i
    return d


checksum = 0
for rep in range(5):
    d = build(100000)
    s = 0
    for k in d:
        s += d[k]
    checksum += s + len(d) + rep
print(checksum)
