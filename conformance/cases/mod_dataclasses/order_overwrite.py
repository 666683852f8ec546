# order=True refuses a class defining __lt__
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

try:
    @dataclass(order=True)
    class V:
        x: int
        def __lt__(self, other):
            return True
except TypeError as e:
    print(e)
