# make_dataclass
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

P = make_dataclass('P', ['x', ('y', int), ('z', int, field(default=5))])
print(P(1, 2), [f.name for f in fields(P)])
