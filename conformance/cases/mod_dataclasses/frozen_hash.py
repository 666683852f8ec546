# frozen+eq dataclasses are hashable
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(frozen=True)
class F:
    x: int
    y: str
print(hash(F(1, 'a')) == hash((1, 'a')), len({F(1, 'a'), F(1, 'a'), F(2, 'a')}))
