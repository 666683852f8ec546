# __missing__ is used by [] but not get()
class Counter(dict):
    def __missing__(self, k): return 0
c = Counter()
for w in "abcab":
    c[w] += 1
print(c, c["z"], c.get("z"))
