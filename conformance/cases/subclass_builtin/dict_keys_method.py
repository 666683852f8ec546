# calling dict methods through the class
class D(dict): pass
d = D(a=1)
print(dict.keys(d), dict.__getitem__(d, "a"), dict.get(d, "b", 0))
