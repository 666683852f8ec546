# field() without annotation is an error
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

try:
    @dataclass
    class C:
        x = field(default=1)
except TypeError as e:
    print(e)
