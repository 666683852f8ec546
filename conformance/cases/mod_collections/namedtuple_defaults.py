# namedtuple defaults and field string forms
from collections import namedtuple
P = namedtuple('P', 'a, b c', defaults=[2, 3])
print(P(1), P(1, 5), P._field_defaults, P._fields)
Q = namedtuple('Q', 'x y z', defaults=(None,))
print(Q(1, 2), Q(z=3, y=2, x=1))
E = namedtuple('E', '')
print(E(), E._fields, len(E()))
