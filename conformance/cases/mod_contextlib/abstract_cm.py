# AbstractContextManager default __enter__
from contextlib import AbstractContextManager
class R(AbstractContextManager):
    def __exit__(self, *exc):
        print('exit', exc[0])
with R() as r:
    print(type(r).__name__)
