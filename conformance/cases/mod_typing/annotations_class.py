# class annotations with typing
import typing
from typing import *

class Config:
    name: str
    tags: List[str] = []
    extra: Optional[Dict[str, Any]] = None
print(Config.__annotations__)
