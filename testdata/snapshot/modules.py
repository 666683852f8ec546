# Values of the standard library's classes and Go types.
from collections import Counter, defaultdict, OrderedDict, deque, namedtuple
import re, json
c = Counter("abracadabra")
dd = defaultdict(list); dd["x"].append(1)
od = OrderedDict(b=2, a=1)
dq = deque([1, 2, 3], maxlen=4)
shared = [dq, dq]
Point = namedtuple("Point", "x y")
pt = Point(1, 2)
pat = re.compile(r"(\w+)@(\w+)", re.I)
flags = re.I | re.M
flag1 = re.S
#--- restore ---
dd["y"].append(2)
dq.append(4); dq.append(5)
print(c.most_common(2), dict(dd), list(od.items()), dq, shared[0] is shared[1])
print(pt, pt.x + pt.y, pt._replace(x=5), pat.findall("A@B c@d"), pat.pattern, json.dumps(od))
print(repr(flags), flag1 is re.S, flags | re.X, re.compile("a", flags).flags)
