# async/asyncio as CPython runs it: run return value
import asyncio

async def main(x):
    await asyncio.sleep(0)
    return x * 2

print(asyncio.run(main(21)))
try:
    asyncio.run(42)
except ValueError as e:
    print(e)
