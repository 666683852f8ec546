# asyncio.run with something that is not a coroutine
import asyncio

async def f():
    return 1

for arg in (f, 5, None):
    try:
        asyncio.run(arg)
    except ValueError as e:
        print(e.args[0].split(" at ")[0])
