# OrderedDict, defaultdict, Counter, deque and ChainMap
import pprint, collections
pprint.pprint(collections.OrderedDict((str(i), i) for i in range(20)), width=40)
pprint.pprint(collections.defaultdict(list, {i: [i] * i for i in range(8)}), width=40)
pprint.pprint(collections.Counter('abracadabra' * 3), width=20)
pprint.pprint(collections.deque(range(30), maxlen=40), width=30)
pprint.pprint(collections.deque(range(30)), width=30)
pprint.pprint(collections.ChainMap({i: i for i in range(10)}, {'a': 1}), width=30)
pprint.pprint([collections.OrderedDict(), collections.Counter(), collections.deque()], width=5)
