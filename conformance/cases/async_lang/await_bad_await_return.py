# async misuse: __await__ returning a non-iterator, or a coroutine
class BadAwait:
    def __await__(self):
        return 42

class CoroAwait:
    def __await__(self):
        async def inner():
            return 1
        return inner()

async def use(x):
    return await x

for obj in (BadAwait(),):
    c = use(obj)
    try:
        c.send(None)
    except TypeError as e:
        print(type(e).__name__, e)
