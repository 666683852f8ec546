# assert_never raises AssertionError
import typing
from typing import *

try:
    assert_never(5)
except AssertionError as e:
    print(e)
