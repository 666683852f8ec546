# printf-style int conversions of word-sized ints (and their neighbours past a word, bools,
# int subclasses): signs, flags, widths, precisions, alternate forms, str and bytes.
vals = [0, 1, -1, 7, -8, 255, -256, 10**9, -(10**9), 2**31, 2**63 - 1, -(2**63), 2**63, -(2**63) - 1,
        2**64, True, False]


class I(int):
    pass


vals.append(I(42))
vals.append(I(-42))
for v in vals:
    print("%d %i %u|%x %X %o|%#x %#X %#o|%+d % d|%5d|%-6d|%06d|%.3d|%+.4x|%#8.3o" % (
        (v,) * 17))
    print(b"%d %x %X %o %#x" % (v, v, v, v, v))
print("v%d" % 5, "v%d" % -5, "%s-%d-%x" % ("a", 31, 31))
print("%(a)d %(b)x" % {"a": 12, "b": 255})
print("%*d|%-*d|%.*d" % (6, 42, 6, 42, 4, 42))
try:
    print("%x" % 3.0)
except TypeError as e:
    print("TypeError:", e)
try:
    print("%d" % "3")
except TypeError as e:
    print("TypeError:", e)
print("%d" % 3.99, "%d" % -3.99)
