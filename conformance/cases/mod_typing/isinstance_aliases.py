# isinstance/issubclass with typing's aliases, special forms, protocols and objects defining __instancecheck__
import typing, collections.abc as cabc
from typing import List, Dict, Callable, Iterable, Sequence, Mapping, Any, Optional, Union, Tuple, Set
tests = [([], List), ({}, Dict), (len, Callable), ([], Iterable), ("s", Sequence), ({}, Mapping), ((1,), Tuple), (set(), Set),
         (1, Union[int, str]), (None, Optional[int]), ({}, cabc.Mapping), (len, cabc.Callable), (1, int | str)]
for v, t in tests:
    try:
        print(repr(t), isinstance(v, t))
    except TypeError as e:
        print(repr(t), "TypeError:", e)
for t in (List[int], Dict[str, int], Callable[[int], str], Any):
    try:
        print(repr(t), isinstance(1, t))
    except TypeError as e:
        print(repr(t), "TypeError:", e)
print(issubclass(list, typing.List), issubclass(dict, typing.Mapping), issubclass(int, typing.Hashable))
from typing import Protocol, runtime_checkable, Literal, NewType, TypedDict, Generic, TypeVar, Hashable, Sized, Iterator, Generator, Type, FrozenSet, DefaultDict, Counter, Deque, NamedTuple
import collections
@runtime_checkable
class HasLen(Protocol):
    def __len__(self) -> int: ...
print(isinstance([], HasLen), isinstance(1, HasLen))
T = TypeVar("T")
class Box(Generic[T]):
    pass
print(isinstance(Box(), Box), issubclass(Box, Generic))
for t in (Hashable, Sized, Iterator, Generator, Type, FrozenSet, DefaultDict, Counter, Deque):
    for v in ([], 1, iter([]), (x for x in ()), int, frozenset(), collections.defaultdict(int), collections.Counter(), collections.deque()):
        try:
            r = isinstance(v, t)
        except TypeError as e:
            r = "TypeError: " + str(e)
        print(repr(t), type(v).__name__, r)
for t in (Literal[1], NewType("UserId", int), T, HasLen, Union, Optional):
    try:
        print(repr(t), isinstance(1, t))
    except TypeError as e:
        print(repr(t), "TypeError:", e)
class P(NamedTuple):
    x: int
print(isinstance(P(1), tuple), isinstance(P(1), P))
class Checker:
    def __instancecheck__(self, obj):
        return obj == 42
    def __subclasscheck__(self, cls):
        return cls is bool
print(isinstance(42, Checker()), isinstance(41, Checker()), issubclass(bool, Checker()), isinstance(42, (str, Checker())))
class NoCheck:
    pass
try:
    isinstance(1, NoCheck())
except TypeError as e:
    print("TypeError:", e)
