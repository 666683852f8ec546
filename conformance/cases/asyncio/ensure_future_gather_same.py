# async/asyncio as CPython runs it: ensure future gather same
import asyncio

async def once():
    print("ran once")
    return 1

async def main():
    c = once()
    print(await asyncio.gather(c, c))
    t = asyncio.ensure_future(once())
    print(asyncio.ensure_future(t) is t)
    print(await t)

asyncio.run(main())
