# async/asyncio as CPython runs it: sleep result
import asyncio

async def main():
    print(await asyncio.sleep(0, "zero"))
    print(await asyncio.sleep(0.001, result="later"))

asyncio.run(main())
