# reprs of bare aliases
import typing
from typing import *

print(List, Dict, Set, Tuple, Callable, Optional, Union, Any, Iterable, Type, Deque, DefaultDict)
