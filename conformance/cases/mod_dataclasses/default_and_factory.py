# field() refuses both default and default_factory
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

try:
    field(default=1, default_factory=list)
except ValueError as e:
    print(e)
