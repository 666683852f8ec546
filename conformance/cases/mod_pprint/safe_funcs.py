# saferepr, isreadable, isrecursive
import pprint
print(pprint.saferepr({'a': [1, 2]}), pprint.saferepr('x' * 100) == repr('x' * 100))
print(pprint.isreadable([1, object]), pprint.isreadable({'a': 1}), pprint.isreadable(1.5), pprint.isrecursive([1]))
l = [1, 2]
l.append(l)
print(pprint.isrecursive(l), pprint.isreadable(l))
d = {}
d['self'] = d
print(pprint.isrecursive(d), pprint.isreadable(d))
p = pprint.PrettyPrinter()
print(p.isreadable([1, 2]), p.isrecursive([1, 2]), p.isreadable(l), p.isrecursive(l))
