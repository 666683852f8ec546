# recursive structures print a Recursion marker (id-free check)
import pprint
l = [1, 2]
l.append(l)
s = pprint.pformat(l)
print(s.startswith('[1, 2, <Recursion on list with id='), s.endswith('>]'))
d = {'a': 1}
d['d'] = d
print(pprint.pformat(d).startswith("{'a': 1, 'd': <Recursion on dict with id="))
print(pprint.saferepr(l).startswith('[1, 2, <Recursion on list'))
