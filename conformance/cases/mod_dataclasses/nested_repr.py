# repr of nested and recursive dataclasses
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
n = Node(1, [Node(2), Node(3)])
print(n)
n.children.append(n)
print(n)
