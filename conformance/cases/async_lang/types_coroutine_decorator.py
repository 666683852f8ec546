# types.coroutine: a generator-based coroutine awaited from async def
import types
import asyncio

@types.coroutine
def legacy(n):
    total = 0
    for i in range(n):
        got = yield
        total += i
    return total

async def main():
    print(await legacy(3))
    print(asyncio.iscoroutinefunction(legacy), asyncio.iscoroutinefunction(main))

asyncio.run(main())
