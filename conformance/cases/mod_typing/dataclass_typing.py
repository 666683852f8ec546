# dataclass with typing annotations
import typing
from typing import *

from dataclasses import dataclass, field, fields
@dataclass
class Inventory:
    items: List[str] = field(default_factory=list)
    counts: Dict[str, int] = field(default_factory=dict)
    owner: Optional[str] = None
    limit: ClassVar[int] = 10
inv = Inventory()
inv.items.append('a')
print(inv, [f.type for f in fields(inv)], Inventory.limit)
