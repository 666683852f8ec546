# Union of no types
import typing
from typing import *

Union[()]
