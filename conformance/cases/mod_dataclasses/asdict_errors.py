# asdict/astuple on non-dataclass
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    a: int
for f in (asdict, astuple):
    for x in (C, 1):
        try:
            f(x)
        except TypeError as e:
            print(e)
