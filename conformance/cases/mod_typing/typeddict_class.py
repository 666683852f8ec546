# TypedDict class syntax
import typing
from typing import *

class Movie(TypedDict):
    name: str
    year: int
m = Movie(name='Blade Runner', year=1982)
print(m, type(m), m['year'])
print(sorted(Movie.__required_keys__), Movie.__total__, Movie.__annotations__)
