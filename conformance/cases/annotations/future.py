# Under the future import annotations are strings, never evaluated.
from __future__ import annotations

x: Undefined[int] = 1
y: dict[str, list[int | None]]
print(__annotations__)


def f(a: Missing, *args: tuple[int, ...], b: int | None = None, **kw: "quoted") -> list[Missing]:
    return a
print(f.__annotations__)
print(f(3))


class C:
    n: Foo
    def m(self) -> C:
        return self
print(C.__annotations__, C.m.__annotations__)
obj = C()
obj.attr: Nope = 4
print(obj.attr)
