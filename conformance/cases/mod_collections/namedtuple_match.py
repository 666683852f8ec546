# namedtuple in match statements
from collections import namedtuple
P = namedtuple('P', 'x y')
for v in [P(0, 0), P(1, 0), P(2, 3)]:
    match v:
        case P(0, 0):
            print('origin')
        case P(x, 0):
            print('on x', x)
        case P(x=x, y=y):
            print('at', x, y)
print(P.__match_args__)
