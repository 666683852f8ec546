# async/asyncio as CPython runs it: iscoroutine
import asyncio

async def f():
    pass

def g():
    pass

async def ag():
    yield

c = f()
print(asyncio.iscoroutine(c), asyncio.iscoroutine(g()))
print(asyncio.iscoroutinefunction(f), asyncio.iscoroutinefunction(g), asyncio.iscoroutinefunction(ag))
c.close()
