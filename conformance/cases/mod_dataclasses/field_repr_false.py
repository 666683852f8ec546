# repr=False hides a field
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class User:
    name: str
    password: str = field(repr=False)
print(User('bob', 'secret'))
