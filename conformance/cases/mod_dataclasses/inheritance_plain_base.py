# plain base class methods are inherited
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

class Mixin:
    def describe(self):
        return f'{type(self).__name__} with {len(fields(self))} fields'
@dataclass
class C(Mixin):
    a: int
    b: int
print(C(1, 2).describe(), C(1, 2))
