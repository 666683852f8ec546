# get_type_hints resolves string annotations (forward references) in the defining module, as CPython does
from __future__ import annotations
import typing
from typing import Optional, Union, List, Dict, Callable, get_type_hints
import dataclasses

@dataclasses.dataclass
class Node:
    value: int
    next: Optional[Node] = None
    children: list[Node] = dataclasses.field(default_factory=list)
    meta: dict[str, "int | None"] = dataclasses.field(default_factory=dict)

print(get_type_hints(Node))

class Tree:
    left: "Tree | None"
    data: typing.List[int]
    cb: Callable[[int, str], bool]
    tup: tuple[int, ...]
    def walk(self, depth: int = 0) -> List[Tree]:
        return []

print(get_type_hints(Tree))
print(get_type_hints(Tree.walk))

def f(x: Union[int, str], y: Dict[str, List[Node]]) -> Optional["Node"]:
    pass
print(get_type_hints(f))
print(f.__annotations__)
print(get_type_hints(f, localns={"Node": int}))

class Later:
    ref: Missing
try:
    print(get_type_hints(Later))
except NameError as e:
    print("NameError", e)

def g(e: "Exception", o: "object", n: "None") -> "None":
    pass
print(get_type_hints(g))
