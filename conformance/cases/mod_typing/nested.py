# nested aliases
import typing
from typing import *

print(Dict[str, List[Tuple[int, Optional[str]]]])
print(List[Dict[str, Any]])
