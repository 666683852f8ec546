# runtime_checkable protocols: isinstance by attributes, issubclass by methods, the errors of the others
from typing import Protocol, runtime_checkable
class NotRuntime(Protocol):
    def run(self) -> None: ...
@runtime_checkable
class Runner(Protocol):
    def run(self) -> None: ...
@runtime_checkable
class Named(Protocol):
    name: str
class A:
    def run(self): return 1
class B:
    run = None
class C:
    name = "c"
class D(Runner):
    pass
for cls, obj in ((Runner, A()), (Runner, B()), (Runner, C()), (Named, C()), (Named, A()), (Runner, D())):
    print(cls.__name__, type(obj).__name__, isinstance(obj, cls))
print(issubclass(A, Runner), issubclass(C, Runner), issubclass(D, Runner))
for f in (lambda: isinstance(A(), NotRuntime), lambda: issubclass(A, NotRuntime), lambda: issubclass(C, Named), lambda: issubclass(1, Runner)):
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
class Impl(Runner):
    def run(self):
        return "ran"
print(Impl().run(), isinstance(Impl(), Runner))
