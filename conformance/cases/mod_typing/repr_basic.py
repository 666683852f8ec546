# reprs of subscripted aliases
import typing
from typing import *

print(List[int], Dict[str, int], Set[float], FrozenSet[bytes], Tuple[int, str])
print(Type[int], Iterable[str], Iterator[int], Sequence[int], Mapping[str, int])
