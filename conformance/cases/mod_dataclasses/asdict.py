# asdict recursion and copying
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class In:
    v: int
@dataclass
class Out:
    name: str
    inner: In
    items: list
    mapping: dict
    t: tuple
o = Out('n', In(1), [In(2), 3], {'k': In(4)}, (In(5),))
d = asdict(o)
print(d)
d['items'].append(9)
print(o.items)
