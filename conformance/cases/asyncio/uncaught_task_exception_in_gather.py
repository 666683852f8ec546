# async/asyncio as CPython runs it: an uncaught exception from a gathered task ends asyncio.run with a traceback
import asyncio

async def fine():
    await asyncio.sleep(0)
    print("fine ran")

async def broken():
    await asyncio.sleep(0)
    raise ArithmeticError("overflowed")

async def main():
    await asyncio.gather(fine(), broken())

asyncio.run(main())
