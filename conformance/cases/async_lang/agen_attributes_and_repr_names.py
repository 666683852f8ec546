# async generator objects: __name__, __qualname__, ag_running, ag_await, type names
import asyncio

class C:
    async def items(self):
        yield 1

async def main():
    g = C().items()
    print(type(g).__name__, g.__name__, g.__qualname__, g.ag_running)
    print(await g.__anext__())
    print(hasattr(g, "__aiter__"), g.__aiter__() is g)
    await g.aclose()
    print(asyncio.iscoroutine(g), asyncio.iscoroutinefunction(C.items))

asyncio.run(main())
