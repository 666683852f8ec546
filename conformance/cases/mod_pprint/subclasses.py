# subclasses with and without their own __repr__
import pprint
class L(list): pass
class R(list):
    def __repr__(self): return 'R!'
class D(dict): pass
pprint.pprint(L(range(40)))
pprint.pprint(R(range(40)))
pprint.pprint(D({i: 'v' * i for i in range(10)}))
