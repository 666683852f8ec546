# unannotated class attributes are not fields
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: int
    y = 10
    def method(self):
        return self.x + self.y
print(C(1), C(1).method(), [f.name for f in fields(C)])
