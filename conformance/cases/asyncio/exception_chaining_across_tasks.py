# async/asyncio as CPython runs it: exceptions keep __cause__ and __context__ across awaits and tasks
import asyncio

async def low():
    await asyncio.sleep(0)
    raise KeyError("low")

async def mid():
    try:
        await low()
    except KeyError:
        raise ValueError("mid")

async def main():
    t = asyncio.create_task(mid())
    try:
        await t
    except ValueError as e:
        print(repr(e), repr(e.__context__))
    print(repr(t.exception()))

asyncio.run(main())
