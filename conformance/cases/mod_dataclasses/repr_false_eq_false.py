# init/repr/eq switched off
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(init=False, repr=False, eq=False)
class C:
    x: int = 5
c = C()
print(c.x, repr(c).startswith('<'), c == C())
