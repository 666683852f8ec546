# async/asyncio as CPython runs it: gather exceptions
import asyncio

async def ok(n):
    await asyncio.sleep(0)
    return n

async def bad(n):
    await asyncio.sleep(0)
    raise ValueError(f"bad {n}")

async def main():
    print(await asyncio.gather(ok(1), bad(2), ok(3), return_exceptions=True))
    try:
        await asyncio.gather(ok(1), bad(2), ok(3))
    except ValueError as e:
        print("caught", e)
    print(await asyncio.gather())

asyncio.run(main())
