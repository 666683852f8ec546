# re's flags are re.RegexFlag members (an enum.IntFlag): repr, str, format, arithmetic, compile
import re
import enum

print(repr(re.I), str(re.I), f"{re.I}", format(re.I, "d"), f"{re.I:>4}", "%d" % re.I)
print(repr(re.I | re.M), str(re.M | re.I), re.I | re.M | re.S)
print(re.I + 0, int(re.I | re.M), re.I == 2, re.I & 2, type(re.I & 2))
print(type(re.I), type(re.I | re.M), isinstance(re.I, int), isinstance(re.I, enum.IntFlag))
print(re.NOFLAG, repr(re.NOFLAG), bool(re.NOFLAG), re.RegexFlag(0))
print(re.A, re.U, re.L, re.X, re.S, re.T, re.DEBUG, re.TEMPLATE, re.ASCII)
print(list(re.RegexFlag))
print(list(re.RegexFlag.__members__))
print(~re.I)
print(repr(re.I | 8192), re.RegexFlag(1024 + 2), re.RegexFlag(3))
print(re.I.name, re.I.value, (re.I | re.M).name, re.RegexFlag["MULTILINE"])
print(re.compile("a", re.I).flags, type(re.compile("a", re.I).flags).__name__, re.compile("a").flags)
print(re.compile("a", re.I | re.X))
print(re.compile(r"(?i)a").flags, re.compile("a", re.I | re.M).flags == re.I | re.M | re.U)
print(re.search("AB", "xaby", re.I | re.M).group(), re.findall("^a", "a\nA", flags=re.M | re.I))
print(re.RegexFlag.__name__, re.RegexFlag.__module__, re.RegexFlag.__mro__[1])
flags = 0
for f in (re.I, re.M):
    flags |= f
print(flags, repr(flags))
print(sorted([re.M, re.I, re.S]), {re.I: "i"}[2], hash(re.I) == hash(2))
from re import IGNORECASE, MULTILINE as MM
print(IGNORECASE is re.I, MM)
