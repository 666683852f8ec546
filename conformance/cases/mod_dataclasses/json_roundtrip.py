# asdict to json
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

import json
@dataclass
class Item:
    name: str
    qty: int
    tags: list = field(default_factory=list)
print(json.dumps(asdict(Item('a', 2, ['x']))))
print(Item(**json.loads('{"name": "b", "qty": 1}')))
