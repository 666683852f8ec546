# closing and nullcontext
from contextlib import closing, nullcontext
class Res:
    def close(self):
        print('closed')
with closing(Res()) as r:
    print(type(r).__name__)
with nullcontext(5) as v:
    print(v)
with nullcontext() as v:
    print(v)
