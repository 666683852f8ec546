# ucd_3_2_0 over whole ranges: counts of categories and of names, against the current database
import unicodedata
u = unicodedata.ucd_3_2_0
from collections import Counter
for lo, hi in [(0, 0x800), (0x2000, 0x2c00), (0x3000, 0x3400), (0xa000, 0xa800), (0xfb00, 0x10000), (0x10000, 0x10400), (0x1d400, 0x1d800), (0x1f000, 0x1f700)]:
    old = Counter(u.category(chr(c)) for c in range(lo, hi))
    new = Counter(unicodedata.category(chr(c)) for c in range(lo, hi))
    named = sum(1 for c in range(lo, hi) if u.name(chr(c), None))
    print(hex(lo), sorted(old.items()), named, sorted((old - new).items()))
    print(sum(u.combining(chr(c)) for c in range(lo, hi)), sum(u.mirrored(chr(c)) for c in range(lo, hi)),
          Counter(u.east_asian_width(chr(c)) for c in range(lo, hi)).most_common(3),
          Counter(u.bidirectional(chr(c)) for c in range(lo, hi)).most_common(3))
print(sum(u.numeric(chr(c), 0) for c in range(0, 0x10000)))
print(sum(1 for c in range(0, 0x30000) if u.decomposition(chr(c))))
