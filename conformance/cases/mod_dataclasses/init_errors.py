# argument errors of the generated __init__
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class P:
    x: int
    y: int
    z: int = 0
for args, kw in [((), {}), ((1,), {}), ((1, 2, 3, 4), {}), ((1, 2), {'w': 1}), ((1, 2), {'x': 1})]:
    try:
        P(*args, **kw)
    except TypeError as e:
        print(e)
