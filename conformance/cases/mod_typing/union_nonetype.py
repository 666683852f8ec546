# None normalised to NoneType
import typing
from typing import *

print(Union[int, None].__args__, Optional[None], List[None])
