# order=True requires eq
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

try:
    @dataclass(order=True, eq=False)
    class V:
        x: int
except ValueError as e:
    print(e)
