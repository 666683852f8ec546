# default_factory gives each instance its own value
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    items: list = field(default_factory=list)
    d: dict = field(default_factory=lambda: {'k': 1})
a, b = C(), C()
a.items.append(1)
print(a, b, a.items is b.items)
print(C([5]))
