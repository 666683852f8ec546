# getattr's default for plain missing attributes
class P:
    a = 1
p = P()
print(getattr(p, 'a', 0), getattr(p, 'b', 0), getattr(P, 'b', None), hasattr(p, 'a'), hasattr(p, 'b'))
print(getattr([], 'append', None) is not None, getattr(3, 'real', 'x'), getattr('s', 'nope', 'dflt'))
