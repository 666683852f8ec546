# takes N positional arguments message
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class P:
    a: int
try:
    P(1, 2)
except TypeError as e:
    print(e)
@dataclass
class E:
    pass
print(E())
try:
    E(1)
except TypeError as e:
    print(e)
