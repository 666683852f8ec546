# copy of collections types
import copy
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple
print(copy.copy(Counter('aab')), copy.deepcopy(OrderedDict(a=[1])))
dd = copy.deepcopy(defaultdict(list, a=[1]))
dd['b'].append(2)
print(dd)
print(copy.copy(deque([1, 2], maxlen=4)))
N = namedtuple('N', 'a b')
n = copy.deepcopy(N(1, [2]))
print(n, type(n).__name__)
