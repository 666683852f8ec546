# None default idiom
def f(x, l=None):
    if l is None:
        l = []
    l.append(x)
    return l
print(f(1), f(2))
