# TYPE_CHECKING is False
import typing
from typing import *

if TYPE_CHECKING:
    print('checking')
else:
    print('runtime', typing.TYPE_CHECKING)
