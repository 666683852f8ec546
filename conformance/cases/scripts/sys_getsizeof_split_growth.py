# sys.getsizeof of lists made by str.split/rsplit with a separator: 12 slots, then the growth of appends (counted before the list is made)
import sys
g = sys.getsizeof
for n in [1, 5, 11, 12, 13, 14, 20, 21, 30, 100, 257, 1000, 12345]:
    s = ",".join(["ab"] * n)
    print(n, g(s.split(",")), g(s.rsplit(",")), g(s.split(",", 20)), g(s.rsplit(",", 5)), g(s.split(",", 100)), len(s.split(",,")))
print(g("a,,b,,,c".split(",,")), g(("x" * 50).split("xx")), g(("x" * 51).rsplit("xx")))
