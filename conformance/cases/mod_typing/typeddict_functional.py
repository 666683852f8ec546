# TypedDict functional syntax
import typing
from typing import *

Point = TypedDict('Point', {'x': int, 'y': int})
print(Point(x=1, y=2), sorted(Point.__required_keys__), is_typeddict(Point), is_typeddict(dict))
