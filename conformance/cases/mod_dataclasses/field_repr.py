# repr of a field-less and many-field class
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class Empty:
    pass
@dataclass
class Many:
    a: int = 1
    b: float = 2.5
    c: str = 'c'
    d: tuple = (1,)
    e: None = None
print(Empty(), Many(), Empty() == Empty())
