# list append, extend and insert
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
l = [1]
l.append(2)
l.extend([3, 4])
l.extend('ab')
l.extend(range(2))
l.insert(0, 'x')
l.insert(-1, 'y')
l.insert(100, 'z')
l.insert(-100, 'w')
print(l)
l = [1]
l.extend(l)
print(l)
l = []
l.append(l)
print(l)
t(lambda: [].append())
t(lambda: [].append(1, 2))
t(lambda: [].extend(1))
t(lambda: [].insert(1))
t(lambda: [].insert('a', 1))
t(lambda: [].append(x=1))
