# frozen instances refuse assignment
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(frozen=True)
class F:
    x: int
f = F(1)
try:
    f.x = 2
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    f.y = 2
except AttributeError as e:
    print(e)
try:
    del f.x
except FrozenInstanceError as e:
    print(e)
print(f)
