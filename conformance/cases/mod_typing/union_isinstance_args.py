# using __args__ of a Union with isinstance
from typing import Union, Optional
U = Union[int, str]
print(isinstance(3, U.__args__), isinstance(2.5, U.__args__), Optional[str].__args__)
