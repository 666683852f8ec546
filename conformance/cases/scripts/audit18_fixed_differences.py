# audit: wrong things fixed: json big int, kwargs, type names, repr subclasses, deepcopy deque, round
import json, math, copy, sys
from collections import deque
from datetime import date
try:
    json.dumps(10**4300)
except ValueError as e:
    print("ValueError", str(e)[:60])
class S(str): pass
print(json.loads(S('{"a": 1}')), math.isclose(a=1.0, b=1.0), date(2020, 1, 2).strftime(format="%Y/%m/%d"))
print(type(iter("abc")).__name__, type(iter([])).__name__, type(iter({})).__name__, type(iter(range(3))).__name__)
class R:
    def __repr__(self): return S("custom")
print(repr(R()), [R()])
class MySet(set): pass
print(repr(MySet([1])), repr(MySet()), repr(frozenset()))
print(copy.deepcopy(deque([1, 2, 3])), copy.deepcopy(deque([1], maxlen=3)))
print(round(10**6000, -5001) == 10**6000, round(5, 10**30), round(123456, -3))
t = ()
for _ in range(1000):
    t = (t,)
print(hash(t) == hash(t), hasattr(1, "__jit__"), getattr(1, "__jit__", "absent"))
print(hash(1.5) == hash(1.5), type(None)(), type(3)("7"))
from decimal import Decimal
print(Decimal('1e-999999999').sqrt())
