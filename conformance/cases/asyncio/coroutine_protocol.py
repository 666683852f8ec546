# async/asyncio as CPython runs it: coroutine protocol
async def add(a, b):
    return a + b

c = add(1, 2)
print(type(c).__name__, c.__name__, c.__qualname__)
try:
    c.send(None)
except StopIteration as e:
    print("value", e.value)
try:
    c.send(None)
except RuntimeError as e:
    print(e)
c2 = add(1, 1)
c2.close()
try:
    c2.send(None)
except RuntimeError as e:
    print(e)
c3 = add(1, 2)
try:
    for x in c3:
        pass
except TypeError as e:
    print(e)
c3.close()
