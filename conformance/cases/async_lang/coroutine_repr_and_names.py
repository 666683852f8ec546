# async language: coroutine objects' type, names and qualified names; methods of classes
class K:
    async def method(self):
        return 1

async def outer():
    async def inner():
        pass
    return inner

c = outer()
print(type(c).__name__, c.__name__, c.__qualname__)
try:
    c.send(None)
except StopIteration as e:
    inner = e.value
i = inner()
print(i.__qualname__, K().method().__qualname__ if False else K.method.__qualname__)
i.close()
m = K().method()
print(m.__name__, m.__qualname__, m.cr_running)
m.close()
