# namedtuple misc
from collections import namedtuple
Emp = namedtuple('Emp', 'name dept salary')
rows = [Emp('ann', 'eng', 10), Emp('bob', 'ops', 7), Emp('cy', 'eng', 12)]
print(max(rows, key=lambda e: e.salary).name, [e.name for e in rows if e.dept == 'eng'])
print(rows[0]._asdict(), dict(rows[1]._asdict()))
print(Emp._make(('dee', 'hr', 5)), rows[0].count('eng'), rows[0].index(10))
P = namedtuple('P', 'x y', module='geo')
print(P.__module__, P(1, 2) == P(1, 2), {P(1, 2): 'a'}[P(1, 2)])
