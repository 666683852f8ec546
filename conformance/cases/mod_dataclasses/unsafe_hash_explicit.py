# unsafe_hash with an explicit __hash__ is an error
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

try:
    @dataclass(unsafe_hash=True)
    class P:
        x: int
        def __hash__(self):
            return 1
except TypeError as e:
    print(e)
