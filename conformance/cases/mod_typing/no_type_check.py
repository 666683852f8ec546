# decorators that return their argument
import typing
from typing import *

@no_type_check
def f(x: int) -> int:
    return x
@final
class C:
    pass
print(f(1), C.__name__)
