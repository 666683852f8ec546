# ClassVar annotations are not fields
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

from typing import ClassVar
@dataclass
class C:
    count: ClassVar[int] = 0
    x: int = 1
print(C(), [f.name for f in fields(C)], C.count)
