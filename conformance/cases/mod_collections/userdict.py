# UserDict and UserList
from collections import UserDict, UserList, UserString
class D(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)
d = D(a=1)
d['b'] = 2
print(d, d.data, len(d), 'a' in d, sorted(d.keys()))
l = UserList([3, 1, 2])
l.append(0)
l.sort()
print(l, l[1:], l + [9], len(l), l.data)
s = UserString('abc')
print(s.upper(), s + 'd', len(s), s[1], 'b' in s)
