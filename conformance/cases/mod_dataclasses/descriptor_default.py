# property and methods with dataclass
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class T:
    celsius: float
    @property
    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32
print(T(100).fahrenheit, T(0))
