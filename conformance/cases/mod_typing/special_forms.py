# Final, ClassVar, Annotated
import typing
from typing import *

print(Final[int], ClassVar[List[int]], Annotated[int, 'meta', 3])
print(Annotated[int, 'x'].__metadata__, get_origin(Annotated[int, 'x']) is Annotated, get_args(Annotated[int, 'x']))
