# user-defined __repr__/__eq__/__init__ are not overwritten
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: int
    def __repr__(self):
        return 'custom'
    def __eq__(self, other):
        return True
print(C(1), C(1) == C(2))
@dataclass
class D:
    x: int
    def __init__(self):
        self.x = 99
print(D())
