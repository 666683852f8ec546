# Text and AnyStr
import typing
from typing import *

print(Text is str, AnyStr, AnyStr.__constraints__)
